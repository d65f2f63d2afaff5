import type { SqlRunner } from '../db/SandboxDatabase';
import { isEmptyUuid } from './isEmptyUuid';
import { toHashedUuid } from './toHashedUuid';

/** SPEC §9: analytics session timeout, 30 minutes. */
const analyticsSessionTimeoutMs = 30 * 60 * 1000;

/** What SPEC §4/§7 initialize sends. */
export interface AnalyticsSessionRequest {
  userId: string;
  deviceId: string;
  sessionId: string;
  userAgent: string | null;
  referrer: string | null;
}

/**
 * SPEC §4 session lifecycle: stores the session (analytics_sessions) and answers its sessionKey and sessionId. The key
 * is derived from user, device and session ids, so the same session always gets the same key. An all-zero sessionId
 * asks for one: the user's latest session on the device, when it was active within the last 30 minutes (SPEC §9), else
 * a new id derived from user, device and the time.
 */
export async function initializeAnalyticsSession(
  db: SqlRunner,
  request: AnalyticsSessionRequest,
  now: Date,
): Promise<{ sessionKey: string; sessionId: string }> {
  const userId = request.userId.toLowerCase();
  const deviceId = request.deviceId.toLowerCase();
  let sessionId = request.sessionId.toLowerCase();
  if (isEmptyUuid(sessionId)) {
    const recent = await db.query<{ session_id: string; session_key: string }>(
      `SELECT s.session_id, s.session_key
       FROM analytics_sessions s
       WHERE s.user_id = $1 AND s.device_id = $2
         AND GREATEST(s.created_at, COALESCE((SELECT max(e.created_at) FROM analytics_events e WHERE e.session_key = s.session_key), s.created_at)) > $3::timestamptz
       ORDER BY s.created_at DESC, s.session_key
       LIMIT 1`,
      [userId, deviceId, new Date(now.getTime() - analyticsSessionTimeoutMs).toISOString()],
    );
    if (recent[0]) return { sessionKey: recent[0].session_key, sessionId: recent[0].session_id };
    sessionId = toHashedUuid('session-id', userId, deviceId, now.toISOString());
  }
  const sessionKey = toHashedUuid('session-key', userId, deviceId, sessionId);
  await db.query(
    `INSERT INTO analytics_sessions (session_key, session_id, user_id, device_id, user_agent, referrer, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz)
     ON CONFLICT (session_key) DO NOTHING`,
    [sessionKey, sessionId, userId, deviceId, request.userAgent, request.referrer, now.toISOString()],
  );
  return { sessionKey, sessionId };
}
