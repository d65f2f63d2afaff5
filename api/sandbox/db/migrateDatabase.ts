import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SandboxDatabase } from './SandboxDatabase';

/** The SQL migrations, applied in file-name order: 001_…sql, 002_…sql. */
const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Brings the database's schema up to date: each migration not yet recorded in `schema_migrations` runs in its own
 * transaction. An advisory lock keeps two sandboxes starting against one server from migrating at once.
 */
export async function migrateDatabase(db: SandboxDatabase): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727271)');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      for (const statement of splitStatements(readFileSync(migrationsDir + name, 'utf8'))) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}

/** The statements of a migration file (`;` at a line end ends one; `--` comments dropped). */
function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
