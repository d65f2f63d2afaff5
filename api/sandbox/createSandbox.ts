import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { loadVehicleCatalog } from './catalog/loadVehicleCatalog';
import { handleSandboxError } from './http/handleSandboxError';
import { vehicleRoutes } from './routes/vehicleRoutes';
import { isFunnelPagePath } from './static/isFunnelPagePath';
import { registerFunnelStatic } from './static/registerFunnelStatic';

export interface SandboxOptions {
  /** The vite build output to serve under /fmg/; defaults to <repo>/dist. */
  distDir?: string;
  /** Fastify request logging; off by default. */
  logger?: boolean;
}

/** The vite build output of this repo. */
export const defaultDistDir = fileURLToPath(new URL('../../dist', import.meta.url));

/**
 * The reference API server (DESIGN.md "Folders": api/sandbox): the funnel's build under /fmg/ and the SPEC §7 calls on
 * the same origin. Not listening: call `listen` (main.ts) or `inject` (tests).
 */
export function createSandbox(options: SandboxOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    // Malformed URLs (bad percent-encoding, over-long params) get the same error shape as other bad input.
    frameworkErrors: (error, _request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      const status = error.statusCode ?? 400;
      void reply.code(status).send({ error: status === 414 ? 'URI Too Long' : 'Bad Request', field: 'path', message: error.message });
    },
  });
  app.setErrorHandler(handleSandboxError);

  app.get('/health', async () => ({ ok: true }));
  registerFunnelStatic(app, options.distDir ?? defaultDistDir);
  void app.register(vehicleRoutes, { catalog: loadVehicleCatalog() });

  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isFunnelPagePath(request.url)) {
      // SPA fallback: a funnel page URL gets index.html; the browser router shows the page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const path = request.url.split('?')[0];
    return reply.code(404).send({ error: 'Not Found', field: 'path', message: `Nothing answers ${request.method} ${path}.` });
  });

  return app;
}
