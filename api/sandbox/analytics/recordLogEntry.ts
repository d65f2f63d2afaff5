import type { SqlRunner } from '../db/SandboxDatabase';
import { toMaskedCardNumbers } from './toMaskedCardNumbers';

/** A front-end logger entry to store (SPEC §7 "Front-end logger") with the headers that came with it. */
export interface LogEntryRecord {
  level: string;
  entry: unknown;
  applicationName: string | null;
  experimentSettings: string | null;
  at: Date;
}

/**
 * Stores a logger entry (log_entries) with card-number-like digit runs masked, in the entry and in the experiment
 * settings header, and returns its id.
 */
export async function recordLogEntry(db: SqlRunner, record: LogEntryRecord): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO log_entries (level, entry, application_name, experiment_settings, created_at)
     VALUES ($1, $2::jsonb, $3, $4, $5::timestamptz)
     RETURNING id::text AS id`,
    [
      record.level,
      JSON.stringify(toMaskedCardNumbers(record.entry)),
      record.applicationName,
      record.experimentSettings === null ? null : (toMaskedCardNumbers(record.experimentSettings) as string),
      record.at.toISOString(),
    ],
  );
  return rows[0]!.id;
}
