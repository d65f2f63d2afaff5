import type { SqlRunner } from '../db/SandboxDatabase';

/** The testIds with a logged exposure (analytics_events kind experiment-exposure) for one of the devices or the user. */
export async function getExposedTestIds(db: SqlRunner, deviceIds: readonly string[], userId: string | null): Promise<Set<string>> {
  const rows = await db.query<{ test_id: string }>(
    `SELECT DISTINCT payload->>'testId' AS test_id
     FROM analytics_events
     WHERE kind = 'experiment-exposure'
       AND (payload->>'deviceId' = ANY($1::text[]) OR ($2::text IS NOT NULL AND user_id = $2))`,
    [deviceIds.map((id) => id.toLowerCase()), userId?.toLowerCase() ?? null],
  );
  return new Set(rows.map((row) => row.test_id.toLowerCase()));
}
