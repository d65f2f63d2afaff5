import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createPgliteDatabase } from '../../api/sandbox/db/createPgliteDatabase';
import type { DatabaseOptions } from '../../api/sandbox/db/openDatabase';

/** Where a test's database lives, for tests that open and close it themselves (restarts), and how to remove it. */
export interface TestDatabaseLocation {
  options: DatabaseOptions;
  remove(): Promise<void>;
}

/**
 * A new, empty database for one test: a fresh database on the PostgreSQL server TEST_DATABASE_URL names, or else a
 * PGlite data directory in a temporary folder. Nothing is open; `openDatabase(location.options)` migrates it.
 * `fromMigratedDump`: the PGlite directory is made from the run's migrated dump (databaseGlobalSetup), so opening it
 * skips PostgreSQL's initdb (seconds on a busy machine).
 */
export async function createTestDatabaseLocation(options: { fromMigratedDump?: boolean } = {}): Promise<TestDatabaseLocation> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-pglite-'));
    const dataDir = join(folder, 'data');
    if (options.fromMigratedDump) {
      const dump = new Blob([readFileSync(inject('pgliteDumpFile'))]);
      await (await createPgliteDatabase({ dataDir, loadDataDir: dump })).close();
    }
    return { options: { dataDir }, remove: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  const name = `sandbox_test_${randomUUID().replace(/-/g, '')}`;
  await runAsAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { options: { url: url.toString() }, remove: () => dropDatabase(serverUrl, name) };
}

async function runAsAdmin(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a test database once the connections its pool was closing are gone (up to 5 s): forcing them closed while
 * they still end would raise errors in the test process that no test caused.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let waited = 0; waited < 5000; waited += 50) {
      const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
