import { fileURLToPath } from 'node:url';

/** Where the compiled CLI is built (gitignored): the bundle main.mjs, its source map, and inputs.json. */
export const compiledCliDir = fileURLToPath(new URL('../../../.cache/cli/', import.meta.url));
