import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createPgliteDatabase } from '../../api/sandbox/db/createPgliteDatabase';
import { openDatabase } from '../../api/sandbox/db/openDatabase';
import type { SandboxDatabase } from '../../api/sandbox/db/SandboxDatabase';

/** Which database engine the sandbox tests run on: PGlite, or the PostgreSQL server TEST_DATABASE_URL names. */
export const testDatabaseKind: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: a PGlite copy of the migrated dump (databaseGlobalSetup), or, when
 * TEST_DATABASE_URL is set (.ci/run does), a new database on that PostgreSQL server, dropped again on close.
 */
export async function createTestDatabase(): Promise<SandboxDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = new Blob([readFileSync(inject('pgliteDumpFile'))]);
    return createPgliteDatabase({ loadDataDir: dump });
  }
  const name = `sandbox_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  return {
    ...db,
    close: async () => {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
