import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { funnelConfigPlugin } from './renderers/app/build/funnelConfigPlugin';
import { precompressPlugin } from './renderers/app/build/precompressPlugin';
import { studioDevPlugin } from './renderers/studio/studioDevPlugin';

/** The repository root: this file's folder. */
const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The browser app: renderers/app is the Vite root, served under /fmg/ (SPEC §1), built into <repo>/dist for
 * api/sandbox to serve. `vite build` prints every chunk with its gzip size (reportCompressedSize, on by default).
 */
export default defineConfig({
  root: fileURLToPath(new URL('./renderers/app', import.meta.url)),
  base: '/fmg/',
  publicDir: false,
  // FUNNEL_CONFIG_DIR: build (or serve in dev) another funnel config than funnel-config/, e.g. a product owner's copy;
  // serve the build with the sandbox on the same config (api/sandbox/main.ts reads FUNNEL_CONFIG_DIR too).
  // studioDevPlugin: `npm run dev` also serves the product owner's studio at /sandbox/studio/ (issue #15; dev only).
  plugins: [react(), funnelConfigPlugin({ repoRoot, configDir: process.env.FUNNEL_CONFIG_DIR || undefined }), precompressPlugin(), studioDevPlugin()],
  resolve: {
    alias: {
      // DESIGN performance rules: RJSF imports markdown-to-jsx (~31 KiB gzip) for `ui:enableMarkdownInDescription`,
      // which funnel-config/ does not use; descriptions and help render as plain text instead.
      'markdown-to-jsx/react': fileURLToPath(new URL('./renderers/form/PlainMarkdown.tsx', import.meta.url)),
    },
  },
  build: {
    // FUNNEL_DIST_DIR: build elsewhere (parallel builds, each served by its own sandbox: see playwright.config.ts).
    outDir: process.env.FUNNEL_DIST_DIR ?? fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    reportCompressedSize: true,
    target: 'es2022',
    sourcemap: process.env.FUNNEL_SOURCEMAP === '1',
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: process.env.PORT !== undefined,
    fs: { allow: [repoRoot] },
  },
  preview: { port: Number(process.env.PORT ?? 4173) },
});
