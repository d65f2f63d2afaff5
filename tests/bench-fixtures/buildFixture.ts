import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressPlugin } from '../../renderers/app/build/precompressPlugin';

/** The reference apps of `npm run bench:web`, each a folder of this one with an index.html. */
export type FixtureName = 'floor' | 'peer';

/**
 * Builds a reference app (issue #12) with vite into `outDir`, as the funnel is built: production mode, es2022, and the
 * funnel's own brotli/gzip precompression, so the bench compares the apps, not their build settings.
 */
export async function buildFixture(name: FixtureName, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL(`./${name}`, import.meta.url)),
    base: '/',
    publicDir: false,
    logLevel: 'error',
    plugins: [react(), precompressPlugin()],
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false, chunkSizeWarningLimit: 2048 },
  });
}
