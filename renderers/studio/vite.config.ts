import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The product owner's studio (issue #15): its own Vite build, never part of the funnel's bundle, served by the sandbox
 * at /sandbox/studio/ (api/sandbox/studio/studioRoutes.ts). It reads everything from the sandbox's studio API, so one
 * build serves any funnel config. Built into <repo>/dist-studio (STUDIO_DIST_DIR to change); `vite build` prints the
 * gzip size of every chunk.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/sandbox/studio/',
  publicDir: false,
  // Its own dependency cache: in dev it runs beside the funnel's Vite server, which has the default one.
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite-studio', import.meta.url)),
  plugins: [react()],
  // In dev (npm run dev, renderers/studio/studioDevPlugin.ts): the layout library is only imported dynamically, so it
  // is pre-bundled up front rather than found late (which makes the first map load fail with "Outdated Optimize Dep").
  optimizeDeps: { include: ['elkjs/lib/elk.bundled.js', 'react', 'react-dom/client'] },
  build: {
    outDir: process.env.STUDIO_DIST_DIR ?? fileURLToPath(new URL('../../dist-studio', import.meta.url)),
    emptyOutDir: true,
    reportCompressedSize: true,
    target: 'es2022',
    // The layout library (elkjs, about 1.6 MB minified) is a chunk of its own, loaded with the map.
    chunkSizeWarningLimit: 2000,
    // Rolldown's note on plugin timings shows up when the machine is busy (a shared CI runner), not because of the build:
    // `npm test` stays free of warnings (issue #12).
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
