import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type ViteDevServer } from 'vite';

/** Where the studio is served (api/sandbox/studio/studioRoutes.ts serves its build there). */
const studioBase = '/sandbox/studio/';

/**
 * `npm run dev` serves the product owner's studio (issue #15) from its sources at /sandbox/studio/, reloading on edits:
 * a second Vite server (renderers/studio/vite.config.ts) in middleware mode in front of the sandbox the dev server
 * embeds, which answers the studio's API (/sandbox/studio/api/…) as it does under `npm start`.
 */
export function studioDevPlugin(): Plugin {
  let studio: ViteDevServer | null = null;
  return {
    name: 'funnel-studio-dev',
    apply: 'serve',
    configureServer: {
      // Before the funnel plugin hands everything outside /fmg/ to the sandbox.
      order: 'pre',
      async handler(server) {
        studio = await createServer({
          configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
          configLoader: 'runner',
          server: { middlewareMode: true, ws: server.httpServer ? { server: server.httpServer } : false },
          appType: 'spa',
          clearScreen: false,
        });
        const middlewares = studio.middlewares;
        server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
          const path = (req.url ?? '/').split('?')[0] ?? '/';
          if (!path.startsWith(studioBase) || path.startsWith(`${studioBase}api/`)) return next();
          middlewares(req, res, next);
        });
        server.httpServer?.once('close', () => void studio?.close());
      },
    },
  };
}
