import type { SqlRunner } from '../db/SandboxDatabase';

/** A stored front-end logger entry, as GET /sandbox/logs answers it. */
export interface StoredLogEntry {
  entryId: string;
  level: string;
  entry: unknown;
  applicationName: string | null;
  experimentSettings: string | null;
  createdAt: string;
}

interface LogRow {
  entry_id: string;
  level: string;
  entry: unknown;
  application_name: string | null;
  experiment_settings: string | null;
  created_at: Date | string;
}

/** The stored logger entries, newest first, optionally of one level. */
export async function getLogEntries(db: SqlRunner, filter: { level?: string; limit: number }): Promise<StoredLogEntry[]> {
  const rows = await db.query<LogRow>(
    `SELECT id::text AS entry_id, level, entry, application_name, experiment_settings, created_at
     FROM log_entries
     WHERE ($1::text IS NULL OR level = $1)
     ORDER BY id DESC
     LIMIT $2`,
    [filter.level ?? null, filter.limit],
  );
  return rows.map((row) => ({
    entryId: row.entry_id,
    level: row.level,
    entry: row.entry,
    applicationName: row.application_name,
    experimentSettings: row.experiment_settings,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
