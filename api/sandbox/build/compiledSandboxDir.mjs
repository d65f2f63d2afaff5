import { fileURLToPath } from 'node:url';

/**
 * Where the compiled sandbox is built (gitignored): main.mjs (api/sandbox/main.ts bundled, its libraries left to
 * node_modules) with its chunks and source maps, inputs.json, and pglite-seed/ (with pglite-seed.tar.gz), the seeded
 * database a new data directory starts from.
 */
export const compiledSandboxDir = fileURLToPath(new URL('../../../.cache/sandbox/', import.meta.url));
