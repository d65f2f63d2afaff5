import type { SqlRunner } from '../db/SandboxDatabase';
import type { AnalyticsEventKind } from './AnalyticsEventKind';

/** One analytics call to store: its kind, the columns it is queried by, and the body as sent. */
export interface AnalyticsEventRecord {
  kind: AnalyticsEventKind;
  sessionKey: string | null;
  userId: string | null;
  pageName: string | null;
  payload: Record<string, unknown>;
  /** The sandbox's clock at the call. */
  at: Date;
}

/** Stores an analytics event (analytics_events) and returns its id, so it can be queried afterwards. */
export async function recordAnalyticsEvent(db: SqlRunner, event: AnalyticsEventRecord): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO analytics_events (kind, session_key, user_id, page_name, payload, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz)
     RETURNING id::text AS id`,
    [
      event.kind,
      event.sessionKey?.toLowerCase() ?? null,
      event.userId?.toLowerCase() ?? null,
      event.pageName,
      JSON.stringify(event.payload),
      event.at.toISOString(),
    ],
  );
  return rows[0]!.id;
}
