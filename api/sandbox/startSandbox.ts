/** Starts the sandbox (see main.ts, which imports this module once the process is tuned). */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFunnelModel } from '../../engine/cli/loadFunnelModel';
import { createSandbox, defaultConfigDir, defaultDistDir } from './createSandbox';
import { openDatabase } from './db/openDatabase';
import type { SandboxDatabase } from './db/SandboxDatabase';
import { getPrecompiledFunnelModel } from './getPrecompiledFunnelModel';

/** The seeded database a new data directory starts from, made by `npm run build` (api/sandbox/build). */
const seedDir = fileURLToPath(new URL('../../.cache/sandbox/pglite-seed', import.meta.url));

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, got "${process.env.PORT}".`);
  process.exit(2);
}
const host = process.env.HOST ?? '0.0.0.0';

const experimentAssignment = process.env.SANDBOX_EXPERIMENTS || 'hashed';
if (experimentAssignment !== 'hashed' && experimentAssignment !== 'control') {
  console.error(`SANDBOX_EXPERIMENTS must be hashed or control, got "${experimentAssignment}".`);
  process.exit(2);
}

// The database opens first: PGlite compiles its WASM on background threads while the config loads below.
const databaseUrl = process.env.DATABASE_URL;
const opening = openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: process.env.SANDBOX_DATA_DIR || undefined, seedDir });
opening.catch(() => {}); // reported below, once the config has loaded

let model;
try {
  const configDir = process.env.FUNNEL_CONFIG_DIR || defaultConfigDir;
  const precompiled = resolve(configDir) === resolve(defaultConfigDir) ? getPrecompiledFunnelModel() : null;
  const loaded = precompiled ?? loadFunnelModel(configDir);
  for (const warning of loaded.warnings) console.warn(warning);
  model = loaded.model;
} catch (error) {
  console.error(`Cannot serve the funnel config: ${(error as Error).message}`);
  process.exit(2);
}

let db: SandboxDatabase;
try {
  db = await opening;
} catch (error) {
  console.error(`Cannot open the sandbox database: ${(error as Error).message}`);
  process.exit(2);
}
const app = createSandbox({
  model,
  distDir: process.env.FUNNEL_DIST_DIR || defaultDistDir,
  logger: process.env.SANDBOX_LOG === '1',
  experimentAssignment,
  database: db,
});
app.addHook('onClose', async () => db.close());
await app.listen({ port, host });
const address = app.server.address();
const listeningPort = typeof address === 'object' && address !== null ? address.port : port;
console.log(`Funnel ready at http://localhost:${listeningPort}/fmg/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
