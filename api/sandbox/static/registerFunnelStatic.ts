import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { funnelBasePath } from './isFunnelPagePath';

/** What /fmg/ answers (503) while there is no build to serve. */
export const notBuiltMessage = 'The funnel is not built yet: run `npm run build`.';

/** Hashed build output: safe to cache for a year. */
const immutableCache = 'public, max-age=31536000, immutable';

/**
 * Serves the funnel's vite build from `distDir` under /fmg/, redirects / and /fmg to /fmg/, and answers 503 while
 * `distDir` has no index.html (checked per request, so a build made while the server runs is picked up).
 * The SPA fallback for page URLs lives in the not-found handler (createSandbox), which uses `reply.sendFile`.
 */
export function registerFunnelStatic(app: FastifyInstance, distDir: string): void {
  const root = resolve(distDir);
  const assetsDir = join(root, 'assets') + sep;

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((path === '/fmg' || path.startsWith(funnelBasePath)) && !existsSync(join(root, 'index.html'))) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(notBuiltMessage);
    }
  });

  void app.register(fastifyStatic, {
    root,
    prefix: funnelBasePath,
    cacheControl: false,
    // The build writes brotli and gzip copies (renderers/app/build/precompressPlugin.ts): sent to browsers that
    // accept them, with Vary: Accept-Encoding (issue #12).
    preCompressed: true,
    suppressWarning: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', resolve(filePath).startsWith(assetsDir) ? immutableCache : 'no-cache');
    },
  });

  const redirectToFunnel = (url: string): string => {
    const query = url.indexOf('?');
    return funnelBasePath + (query === -1 ? '' : url.slice(query));
  };
  app.get('/', async (request, reply) => reply.redirect(redirectToFunnel(request.url), 302));
  app.get('/fmg', async (request, reply) => reply.redirect(redirectToFunnel(request.url), 302));
}
