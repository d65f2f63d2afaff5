import { emptyUuid } from '../../../engine/domain/cookieNames';
import { decisionCategory } from '../../../engine/runtime/createFunnelRuntime';
import type { SqlRunner } from '../db/SandboxDatabase';
import { RequestError } from '../http/RequestError';
import type { StudioSession, StudioSessionStep, StudioSessionSummary, StudioVersions } from './StudioTypes';

/** How a session is looked for: exactly one of these. */
export interface StudioSessionQuery {
  savedSessionId?: string;
  sessionKey?: string;
  eon?: string;
}

interface SavedRow {
  saved_session_id: string;
  referral_sequence_number: string;
  eon: string | null;
  user_data: { configVersion?: unknown; lastPageVisited?: unknown; eventBus?: unknown } | null;
  updated_at: Date | string;
}

export interface EventRow {
  kind: 'page-view' | 'custom-event';
  session_key: string;
  page_name: string | null;
  action: string | null;
  label: string | null;
  /** A decision's destination (the custom event's value). */
  destination: string | null;
  created_at: Date | string;
}

/**
 * The studio's session explorer (issue #15): a visit found by its saved session id, its analytics session key or its
 * order number (eon), with its path (each page shown, and each virtual route that decided) and, for each step, the
 * decisions of the trace taken there, as analytics received them (DECISION custom events). A saved session links to its
 * analytics sessions by the referral sequence number every call carries once the session is saved. 404 naming the
 * field when nothing is found.
 */
export async function findStudioSession(db: SqlRunner, query: StudioSessionQuery): Promise<StudioSession> {
  let saved: SavedRow | null = null;
  let sessionKeys: string[] = [];
  if (query.eon !== undefined) {
    const [order] = await db.query<{ saved_session_id: string }>('SELECT saved_session_id FROM orders WHERE upper(eon) = upper($1)', [query.eon]);
    if (!order) throw new RequestError(404, 'eon', `No order has the number ${query.eon}.`);
    saved = await getSaved(db, order.saved_session_id);
  } else if (query.savedSessionId !== undefined) {
    saved = await getSaved(db, query.savedSessionId);
    if (!saved) throw new RequestError(404, 'savedSessionId', `No saved session has the id ${query.savedSessionId}.`);
  } else {
    const key = query.sessionKey!.toLowerCase();
    const [found] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events WHERE session_key = $1', [key]);
    if (!found?.n) throw new RequestError(404, 'sessionKey', `No analytics event has the session key ${query.sessionKey}.`);
    sessionKeys = [key];
    const [sequence] = await db.query<{ seq: string }>(
      `SELECT payload->>'referralSequenceNumber' AS seq FROM analytics_events
       WHERE session_key = $1 AND payload->>'referralSequenceNumber' IS NOT NULL ORDER BY id DESC LIMIT 1`,
      [key],
    );
    if (sequence) {
      const [row] = await db.query<SavedRow>(`${savedColumns} WHERE s.referral_sequence_number = $1`, [sequence.seq]);
      saved = row ?? null;
    }
  }
  if (saved && sessionKeys.length === 0) {
    const keys = await db.query<{ session_key: string }>(
      `SELECT session_key FROM analytics_events WHERE payload->>'referralSequenceNumber' = $1 AND session_key IS NOT NULL
       GROUP BY session_key ORDER BY min(id)`,
      [saved.referral_sequence_number],
    );
    sessionKeys = keys.map((row) => row.session_key);
  }
  const events =
    sessionKeys.length === 0
      ? []
      : await db.query<EventRow>(
          `SELECT kind, session_key, page_name, payload->>'action' AS action, payload->>'label' AS label, payload->>'value' AS destination, created_at
           FROM analytics_events
           WHERE session_key = ANY($1::text[]) AND (kind = 'page-view' OR (kind = 'custom-event' AND payload->>'category' = $2))
           ORDER BY id`,
          [sessionKeys, decisionCategory],
        );
  const bus = Array.isArray(saved?.user_data?.eventBus) ? (saved.user_data.eventBus as Array<Record<string, unknown>>) : [];
  return {
    query,
    sessionKeys,
    saved: saved
      ? {
          savedSessionId: saved.saved_session_id,
          eon: saved.eon,
          configVersion: typeof saved.user_data?.configVersion === 'string' ? saved.user_data.configVersion : null,
          lastPageVisited: typeof saved.user_data?.lastPageVisited === 'string' ? saved.user_data.lastPageVisited : null,
          updatedAt: new Date(saved.updated_at).toISOString(),
        }
      : null,
    steps: toSteps(events),
    savedDecisions: bus
      .filter((entry) => entry['category'] === decisionCategory && typeof entry['eventValue'] === 'string')
      .map((entry) => ({ kind: String(entry['subCategory'] ?? ''), line: String(entry['eventValue']) })),
  };
}

const savedColumns = `SELECT s.saved_session_id, s.referral_sequence_number, o.eon, s.user_data, s.updated_at
  FROM saved_sessions s LEFT JOIN orders o ON o.saved_session_id = s.saved_session_id`;

async function getSaved(db: SqlRunner, savedSessionId: string): Promise<SavedRow | null> {
  const [row] = await db.query<SavedRow>(`${savedColumns} WHERE s.saved_session_id = $1`, [savedSessionId]);
  return row ?? null;
}

/**
 * The events in the order the visit took them. Analytics calls go out without waiting for each other, so a page view
 * and the decisions around it can be stored in another order. Each next event is the one the visit was at: after a
 * decision, the pages it skipped on the way, then the page view (or the decision) of the page it led to; after a page
 * view, that page's decision; else the next one stored.
 */
function toVisitOrder(events: EventRow[]): EventRow[] {
  const pending = [...events];
  const stored = new Map(events.map((event, index) => [event, index]));
  const ordered: EventRow[] = [];
  let expected: string | null = null;
  let last = null as EventRow | null;
  const take = (event: EventRow) => {
    pending.splice(pending.indexOf(event), 1);
    ordered.push(event);
    last = event;
    if (event.kind === 'page-view') expected = event.page_name;
    else if (event.destination && event.destination !== 'external' && event.destination !== 'reload') expected = event.destination;
  };
  const shown = new Set(events.filter((event) => event.kind === 'page-view').map((event) => event.page_name));
  /**
   * A decision taken together with `from` at its page (stored near it): the pages its navigation skipped, or at a
   * virtual route (never shown) its other decision (auto-route's pick and the way on).
   */
  const together = (from: EventRow | null) =>
    from && from.kind !== 'page-view'
      ? pending.find(
          (event) =>
            event.kind !== 'page-view' &&
            event.page_name === from.page_name &&
            (event.action === 'skip' || !shown.has(event.page_name)) &&
            Math.abs(stored.get(event)! - stored.get(from)!) <= 6,
        )
      : undefined;
  const decisionAt = (page: string | null, skip: boolean) =>
    pending.find((event) => event.kind !== 'page-view' && event.page_name === page && (event.action === 'skip') === skip);
  while (pending.length > 0) {
    take(
      together(last) ??
        pending.find((event) => event.kind === 'page-view' && event.page_name === expected) ??
        // The decision that leads on first: the stages it skipped are taken with it (they name the same destination,
        // so one taken first would lead past the decision to the next page's view).
        decisionAt(expected, false) ??
        decisionAt(expected, true) ??
        pending[0]!,
    );
  }
  return ordered;
}

/**
 * The path: a page view starts a step; a decision joins the step of its page when that is the current one (a submit
 * deciding where to go, the stages it skipped), else starts a step of its own (a virtual route, or a guard that
 * redirected before its page was shown).
 */
export function toSteps(events: EventRow[]): StudioSessionStep[] {
  const steps: StudioSessionStep[] = [];
  for (const event of toVisitOrder(events)) {
    const page = event.page_name ?? '?';
    const at = new Date(event.created_at).toISOString();
    const current = steps.at(-1);
    if (event.kind === 'page-view') {
      // A guard's decision on entering the page came first: the page view belongs to that step.
      if (current && current.page === page && !current.shown) current.shown = true;
      else steps.push({ page, shown: true, at, decisions: [] });
    } else if (event.action && event.label) {
      const decision = { kind: event.action, line: event.label };
      if (current && current.page === page) current.decisions.push(decision);
      else steps.push({ page, shown: false, at, decisions: [decision] });
    }
  }
  return steps;
}

/** The newest visits (analytics sessions with page views), for the session explorer's list. */
export async function getStudioSessions(db: SqlRunner, limit: number): Promise<StudioSessionSummary[]> {
  const rows = await db.query<{ session_key: string; first_at: Date | string; last_at: Date | string; views: number; first_page: string | null; last_page: string | null }>(
    `SELECT session_key, min(created_at) AS first_at, max(created_at) AS last_at, count(*)::int AS views,
            (array_agg(page_name ORDER BY id))[1] AS first_page, (array_agg(page_name ORDER BY id DESC))[1] AS last_page
     FROM analytics_events
     WHERE kind = 'page-view' AND session_key IS NOT NULL AND session_key <> $2
     GROUP BY session_key
     ORDER BY max(id) DESC
     LIMIT $1`,
    [limit, emptyUuid],
  );
  return rows.map((row) => ({
    sessionKey: row.session_key,
    firstAt: new Date(row.first_at).toISOString(),
    lastAt: new Date(row.last_at).toISOString(),
    pageViews: row.views,
    firstPage: row.first_page,
    lastPage: row.last_page,
  }));
}

/** Saved sessions per config version (the version each last save recorded), newest first. */
export async function getStudioVersions(db: SqlRunner, current: string): Promise<StudioVersions> {
  const rows = await db.query<{ version: string | null; sessions: number; submitted: number; first_at: Date | string; last_at: Date | string }>(
    `SELECT s.user_data->>'configVersion' AS version, count(*)::int AS sessions, count(o.eon)::int AS submitted,
            min(s.created_at) AS first_at, max(s.updated_at) AS last_at
     FROM saved_sessions s LEFT JOIN orders o ON o.saved_session_id = s.saved_session_id
     GROUP BY 1
     ORDER BY max(s.updated_at) DESC`,
  );
  const [resumed] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT session_key)::int AS n FROM analytics_events
     WHERE kind = 'custom-event' AND payload->>'category' = $1 AND payload->>'action' = 'configVersion'`,
    [decisionCategory],
  );
  return {
    current,
    versions: rows.map((row) => ({
      version: row.version,
      sessions: row.sessions,
      submitted: row.submitted,
      firstSavedAt: new Date(row.first_at).toISOString(),
      lastSavedAt: new Date(row.last_at).toISOString(),
    })),
    resumedUnderAnother: resumed?.n ?? 0,
  };
}
