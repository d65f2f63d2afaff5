import type { SqlRunner } from '../db/SandboxDatabase';
import type { AnalyticsEventKind } from './AnalyticsEventKind';

/** Which stored events to read (each filter optional; page names match case-insensitively). */
export interface AnalyticsEventFilter {
  kind?: AnalyticsEventKind;
  sessionKey?: string;
  userId?: string;
  pageName?: string;
  limit: number;
}

/** A stored analytics event, as GET /sandbox/analytics/events answers it. */
export interface StoredAnalyticsEvent {
  eventId: string;
  kind: AnalyticsEventKind;
  sessionKey: string | null;
  userId: string | null;
  pageName: string | null;
  payload: Record<string, unknown>;
  createdAt: string;
}

interface EventRow {
  event_id: string;
  kind: AnalyticsEventKind;
  session_key: string | null;
  user_id: string | null;
  page_name: string | null;
  payload: Record<string, unknown>;
  created_at: Date | string;
}

/** The stored analytics events matching the filter, newest first. */
export async function getAnalyticsEvents(db: SqlRunner, filter: AnalyticsEventFilter): Promise<StoredAnalyticsEvent[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.kind) add('kind = ?', filter.kind);
  if (filter.sessionKey) add('session_key = ?', filter.sessionKey.toLowerCase());
  if (filter.userId) add('user_id = ?', filter.userId.toLowerCase());
  if (filter.pageName) add('lower(page_name) = ?', filter.pageName.toLowerCase());
  params.push(filter.limit);
  const rows = await db.query<EventRow>(
    `SELECT id::text AS event_id, kind, session_key, user_id, page_name, payload, created_at
     FROM analytics_events
     ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
     ORDER BY id DESC
     LIMIT $${params.length}`,
    params,
  );
  return rows.map((row) => ({
    eventId: row.event_id,
    kind: row.kind,
    sessionKey: row.session_key,
    userId: row.user_id,
    pageName: row.page_name,
    payload: row.payload,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
