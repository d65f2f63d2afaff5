import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createPgliteDatabase } from '../../api/sandbox/db/createPgliteDatabase';
import { openDatabase } from '../../api/sandbox/db/openDatabase';
import type { SandboxDatabase } from '../../api/sandbox/db/SandboxDatabase';
import { createTestDatabaseLocation } from './createTestDatabaseLocation';

/** Which database engine the sandbox tests run on: PGlite, or the PostgreSQL server TEST_DATABASE_URL names. */
export const testDatabaseKind: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: a PGlite copy of the migrated dump (databaseGlobalSetup), or, when
 * TEST_DATABASE_URL is set (npm run test:postgres), a new database on that PostgreSQL server, dropped again on close.
 */
export async function createTestDatabase(): Promise<SandboxDatabase> {
  if (testDatabaseKind === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteDumpFile'))]);
    return createPgliteDatabase({ loadDataDir: dump });
  }
  const location = await createTestDatabaseLocation();
  const db = await openDatabase(location.options);
  return {
    ...db,
    close: async () => {
      await db.close();
      await location.remove();
    },
  };
}
