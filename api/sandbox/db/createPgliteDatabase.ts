import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SandboxDatabase, SqlRunner } from './SandboxDatabase';

/** Where a PGlite database comes from. */
export interface PgliteOptions {
  /** Keep the data in this directory between runs; omitted, the database lives in memory. */
  dataDir?: string;
  /** Start from this dumped data directory (tests start from a migrated copy). */
  loadDataDir?: Blob;
}

/** A PGlite-backed database; `pglite` is exposed for dumping its data directory. */
export type PgliteDatabase = SandboxDatabase & { pglite: PGlite };

/** Embedded PostgreSQL (PGlite, WASM): nothing to install. One connection; transactions run one at a time. */
export async function createPgliteDatabase(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
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
