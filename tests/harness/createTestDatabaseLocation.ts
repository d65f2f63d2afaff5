import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseOptions } from '../../api/sandbox/db/openDatabase';

/** Where a test's database lives, for tests that open and close it themselves (restarts), and how to remove it. */
export interface TestDatabaseLocation {
  options: DatabaseOptions;
  remove(): Promise<void>;
}

/**
 * A new, empty database for one test: a fresh database on the PostgreSQL server TEST_DATABASE_URL names, or else a
 * PGlite data directory in a temporary folder. Nothing is open; `openDatabase(location.options)` migrates it.
 */
export async function createTestDatabaseLocation(): Promise<TestDatabaseLocation> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-pglite-'));
    return { options: { dataDir: join(folder, 'data') }, remove: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  const name = `sandbox_test_${randomUUID().replace(/-/g, '')}`;
  await runAsAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { options: { url: url.toString() }, remove: () => runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
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
