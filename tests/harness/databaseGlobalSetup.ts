/**
 * Vitest global setup: migrates one PGlite database and dumps its data directory to a file, once per run, so every
 * sandbox test file starts from a fresh copy in about half a second instead of initialising PostgreSQL again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase } from '../../api/sandbox/db/createPgliteDatabase';
import { migrateDatabase } from '../../api/sandbox/db/migrateDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, as a tar file. */
    pgliteDumpFile: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
  const db = await createPgliteDatabase();
  await migrateDatabase(db);
  const dump = await db.pglite.dumpDataDir('none');
  await db.close();
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
