import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SandboxDatabase, SqlRunner } from './SandboxDatabase';

/** Where a PGlite database comes from. */
export interface PgliteOptions {
  /** Keep the data in this directory between runs; omitted, the database lives in memory. */
  dataDir?: string;
  /** Start from this dumped data directory (tests start from a migrated copy). */
  loadDataDir?: Blob;
  /**
   * A seeded data directory (api/sandbox/db/createSeedSnapshot.ts, built into .cache/sandbox/pglite-seed) that a new
   * database starts from: `dataDir`, when it holds no database yet, as a copy of it; an in-memory one from its tar
   * (`<seedDir>.tar.gz`). Ignored when missing: the database is then made by initdb, as without it.
   */
  seedDir?: string;
}

/** A PGlite-backed database; `pglite` is exposed for dumping its data directory. */
export type PgliteDatabase = SandboxDatabase & { pglite: PGlite };

/**
 * PostgreSQL settings of the embedded server, sized for the sandbox (issue #12: the sandbox within 200 MiB). PGlite's
 * defaults are a server's: 128 MB of shared buffers, which the WASM heap fills as pages are read and never gives
 * back. The sandbox's tables are a few MB; 16 MB holds them. Nothing here changes what is stored or when a write is
 * acknowledged.
 */
const memorySettings = ['shared_buffers=16MB'];

/** Embedded PostgreSQL (PGlite, WASM): nothing to install. One connection; transactions run one at a time. */
export async function createPgliteDatabase(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  let loadDataDir = options.loadDataDir;
  if (options.dataDir) {
    const isNew = !existsSync(join(options.dataDir, 'PG_VERSION'));
    if (isNew && options.seedDir && existsSync(join(options.seedDir, 'PG_VERSION'))) {
      cpSync(options.seedDir, options.dataDir, { recursive: true });
    }
    mkdirSync(options.dataDir, { recursive: true });
  } else if (!loadDataDir && options.seedDir && existsSync(`${options.seedDir}.tar.gz`)) {
    loadDataDir = new Blob([readFileSync(`${options.seedDir}.tar.gz`)], { type: 'application/x-gzip' });
  }
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...memorySettings.flatMap((setting) => ['-c', setting])],
  });
  const runnerOf = (target: Pick<PGlite, 'query'>): SqlRunner => ({
    query: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await target.query<Row>(sql, params as unknown[])).rows,
  });
  return {
    kind: 'pglite',
    pglite,
    ...runnerOf(pglite),
    transaction: (work) => pglite.transaction((tx) => work(runnerOf(tx))),
    close: () => pglite.close(),
  };
}
