import type { FunnelModel } from '../compile/FunnelModel';
import type { FunnelConstants } from '../config/types';
import { cookieNames, emptyUuid } from '../domain/cookieNames';
import { fromFunnelCookieValue } from '../domain/fromFunnelCookieValue';
import { getCookieLifetimes } from '../domain/getCookieLifetimes';
import type { FunnelCookie, FunnelState } from '../domain/state';
import { toFunnelCookieValue } from '../domain/toFunnelCookieValue';
import { toSentId } from '../domain/toSentId';
import type { GuardEnvironment } from './evaluateCondition';
import type { CookiePort, FunnelPorts } from './ports';

/** Milliseconds in a minute (a unit, not a SPEC constant). */
const millisecondsPerMinute = 60_000;

export interface SessionContext {
  model: FunnelModel;
  ports: FunnelPorts;
  environment: GuardEnvironment & { referrer?: string };
  getState(): FunnelState;
  update(recipe: (draft: FunnelState) => void): void;
  callApi(operation: 'analytics.initialize', params: Record<string, unknown>): Promise<unknown>;
  /** Resets the state as SPEC §4 does (keeping experiments and affiliate cookies), when the funnel cookie asks. */
  resetState?(): void;
}

/**
 * SPEC §2 global rule 1 and §4 session lifecycle: without session cookies a new session is initialised (user id,
 * device id, session id, user agent and referrer sent; sessionKey and sessionId stored); every visit refreshes the
 * cookie timeouts (SPEC §9 lifetimes). An initialisation failure does not stop the visit.
 *
 * SPEC §9 session timeouts, measured from the previous page visit (the funnel cookie's LastTouched, refreshed here on
 * every visit): after `sessionTimeoutMinutes` the visit starts a new session (a new session id and key; the SiteEntry
 * experiments run again), even while the session cookies still live; after `analyticsSessionTimeoutMinutes` it starts
 * a new analytics session: analytics initialize is called again with the same session id, for a new session key.
 *
 * The funnel cookie (SPEC §3 fields) is read back first: it holds the saved session's id and timeout beyond the stored
 * state (a new browser has only its cookies; the heritage funnel writes it too), so what it says replaces the state's
 * copy; then it is written again, refreshing its lifetime (SPEC §4 "each page visit refreshes the funnel cookie").
 *
 * Everything but the initialisation call is done before this returns (issue #12): the user and device ids are known
 * and kept, so the page's calls and the experiments need not wait. The answer (the session id and key, their cookies)
 * arrives with the promise answered, which never rejects; the page is entered beside it. The call is made once
 * `callAfter` settles (the page's own code loaded: it goes out with the page's calls). While an initialisation is
 * `inFlight`, no other starts: the visit's next entry (a redirect) keeps waiting for that one's answer.
 */
export function ensureSession(context: SessionContext, inFlight: Promise<void> | null = null, callAfter?: Promise<unknown>): Promise<void> {
  const { cookies, ids, clock } = context.ports;
  const { constants } = context.model.funnel;
  const lifetimes = getCookieLifetimes(constants);
  const path = constants.funnelCookiePath;
  const stored = readFunnelCookie(cookies);
  if (stored && toFunnelCookieValue(stored) !== toFunnelCookieValue(context.getState().cookie)) {
    context.update((draft) => {
      draft.cookie = stored;
    });
  }
  applyFunnelCookieRequests(context);
  const now = clock.now();
  const idleMinutes = toIdleMinutes(context.getState().cookie.LastTouched, now);
  context.update((draft) => {
    draft.cookie.LastTouched = new Date(now).toISOString();
  });
  writeFunnelCookie(cookies, context.getState().cookie, constants);
  if (inFlight) return inFlight;
  const userId = toKnownId(cookies.get(cookieNames.userId)) ?? toKnownId(context.getState().session.userId) ?? toSentId(ids.uuid());
  const deviceId = toKnownId(cookies.get(cookieNames.deviceId)) ?? toKnownId(context.getState().session.deviceId) ?? toSentId(ids.uuid());
  // A session key cookie holding the all-zero UUID (an initialisation that failed or answered no key, SPEC §4) is a
  // session all the same: it is not initialised again on every page.
  const knownSessionId = cookies.get(cookieNames.sessionId) || null;
  const knownSessionKey = cookies.get(cookieNames.sessionKey) || null;
  const startsSession =
    !knownSessionId || !knownSessionKey || context.getState().session.createNewSession || idleMinutes > constants.sessionTimeoutMinutes;
  const startsAnalyticsSession = !startsSession && idleMinutes > constants.analyticsSessionTimeoutMinutes;
  // SPEC §4 "each page visit refreshes ... the timeouts of the session id, user id and session key cookies" (§9 lifetimes).
  // Every cookie of the funnel lives at the funnel cookie's path (SPEC §9 gives only that one's).
  cookies.set(cookieNames.userId, userId, { maxAgeSeconds: lifetimes.userId, path });
  cookies.set(cookieNames.deviceId, deviceId, { maxAgeSeconds: lifetimes.deviceId, path });
  const keep = (sessionId: string, sessionKey: string) => {
    cookies.set(cookieNames.sessionId, sessionId, { maxAgeSeconds: lifetimes.sessionId, path });
    cookies.set(cookieNames.sessionKey, sessionKey, { maxAgeSeconds: lifetimes.sessionKey, path });
    const state = context.getState().session;
    if (state.sessionId === sessionId && state.sessionKey === sessionKey) return;
    context.update((draft) => {
      draft.session.sessionId = sessionId;
      draft.session.sessionKey = sessionKey;
    });
  };
  const state = context.getState().session;
  if (state.userId !== userId || state.deviceId !== deviceId || state.createNewSession || startsSession) {
    context.update((draft) => {
      draft.session.userId = userId;
      draft.session.deviceId = deviceId;
      draft.session.createNewSession = false;
      // A new session is a new visit: the experiments' SiteEntry trigger runs again.
      if (startsSession) draft.user.triggeredSiteEntry = false;
    });
  }
  if (!startsSession && !startsAnalyticsSession) {
    keep(knownSessionId ?? '', knownSessionKey ?? '');
    return Promise.resolve();
  }
  // A new analytics session keeps the session id; a new session asks for a new one.
  const requestedSessionId = startsSession ? toSentId(ids.uuid()) : (knownSessionId ?? '');
  return Promise.resolve(callAfter)
    .catch(() => undefined)
    .then(() =>
      context.callApi('analytics.initialize', {
        userId,
        deviceId,
        sessionId: requestedSessionId,
        userAgent: context.environment.userAgent ?? '',
        referrer: context.environment.referrer ?? '',
      }),
    )
    .then(
      (answer) => {
        const session = answer as { sessionKey?: string | null; sessionId?: string | null } | null;
        // SPEC §4: an empty id (no session key answered) is the all-zero UUID.
        keep(toKnownId(session?.sessionId) ?? requestedSessionId, toSentId(session?.sessionKey));
      },
      () => keep(requestedSessionId, emptyUuid),
    );
}

/**
 * SPEC §3 funnel cookie fields another funnel (the heritage funnel shares the cookie) sets to tell this one something:
 * ShouldResetState: start afresh (the state is reset as SPEC §4 resets it, keeping experiments and affiliate cookies;
 * the flag is then cleared, so it acts once); DidHeritageFunnelUpdateLast: the saved session changed there, so
 * load-session loads it again rather than trusting this browser's copy (toLoadedState clears the flag).
 */
function applyFunnelCookieRequests(context: SessionContext): void {
  const { cookie } = context.getState();
  if (cookie.ShouldResetState === true) {
    // The link being entered still counts: its parameters (stored once, consumed once, SPEC §2) and logging option.
    const { query } = context.getState();
    const { loggingOption } = context.getState().user;
    context.resetState?.();
    context.update((draft) => {
      draft.cookie.ShouldResetState = null;
      draft.session.isSessionLoaded = false;
      draft.query = query;
      draft.user.loggingOption = loggingOption;
    });
  }
  if (cookie.DidHeritageFunnelUpdateLast === true && context.getState().session.isSessionLoaded) {
    context.update((draft) => {
      draft.session.isSessionLoaded = false;
    });
  }
}

/** Minutes since the previous page visit (an ISO time), or 0 when there was none (or it cannot be read). */
function toIdleMinutes(lastTouched: string | null, now: number): number {
  const minutes = lastTouched ? (now - Date.parse(lastTouched)) / millisecondsPerMinute : 0;
  return Number.isFinite(minutes) ? minutes : 0;
}

/** An id read back from a cookie or the state, or null when it is empty (or the all-zero UUID standing for none). */
function toKnownId(id: string | null | undefined): string | null {
  const sent = toSentId(id);
  return sent === emptyUuid ? null : sent;
}

/** The funnel cookie as the cookie port holds it, or null when there is none (or it cannot be read). */
export function readFunnelCookie(cookies: CookiePort): FunnelCookie | null {
  return fromFunnelCookieValue(cookies.get(cookieNames.funnel));
}

/**
 * Writes the funnel cookie at SPEC §9's path (funnel.yaml funnelCookiePath), or removes it when no field is set
 * (restart, SPEC §2). Choice (SPEC §9 gives no lifetime for it): it lives as long as the device id
 * (cookieDeviceIdDays), longer than a saved session, so a visitor back after that is still told it expired (SPEC §4).
 */
export function writeFunnelCookie(cookies: CookiePort, cookie: FunnelCookie, constants: FunnelConstants): void {
  const path = constants.funnelCookiePath;
  const value = toFunnelCookieValue(cookie);
  if (value === null) cookies.remove(cookieNames.funnel, { path });
  else cookies.set(cookieNames.funnel, value, { maxAgeSeconds: getCookieLifetimes(constants).deviceId, path });
}
