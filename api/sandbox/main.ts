/**
 * Starts the sandbox: the built funnel under /fmg/ and the SPEC §7 calls. `npm start` builds first.
 * Environment: PORT (8080; 0 picks a free port, printed), HOST (0.0.0.0), DATABASE_URL (a PostgreSQL server) or
 * SANDBOX_DATA_DIR (the PGlite data directory, default .sandbox-data/pglite; `memory` for a database that lives only as
 * long as the process), FUNNEL_DIST_DIR (the funnel build to serve, default dist/), FUNNEL_CONFIG_DIR (the funnel
 * config the sandbox serves, default funnel-config/: its pages are the page names content and experiment triggers
 * accept; build the same one, `FUNNEL_CONFIG_DIR=… npx vite build`), SANDBOX_LOG=1 (request logging),
 * SANDBOX_EXPERIMENTS (`hashed`, the default: each device its hashed variation; `control`: every device the control
 * unless forced, as the end-to-end tests run it).
 */
import { tuneMemory } from './tuneMemory';

// Before anything else loads (the server's libraries grow V8's heap as they load): see tuneMemory.
tuneMemory();
await import('./startSandbox');
