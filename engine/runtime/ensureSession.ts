import type { FunnelModel } from '../compile/FunnelModel';
import { cookieLifetimes, cookieNames, emptyUuid } from '../domain/cookieNames';
import type { FunnelState } from '../domain/state';
import type { GuardEnvironment } from './evaluateCondition';
import type { FunnelPorts } from './ports';

export interface SessionContext {
  model: FunnelModel;
  ports: FunnelPorts;
  environment: GuardEnvironment & { referrer?: string };
  getState(): FunnelState;
  update(recipe: (draft: FunnelState) => void): void;
  callApi(operation: 'analytics.initialize', params: Record<string, unknown>): Promise<unknown>;
}

/**
 * SPEC §2 global rule 1 and §4 session lifecycle: without session cookies a new session is initialised (user id,
 * device id, session id, user agent and referrer sent; sessionKey and sessionId stored); every visit refreshes the
 * cookie timeouts (SPEC §9 lifetimes). An initialisation failure does not stop the visit.
 */
export async function ensureSession(context: SessionContext): Promise<void> {
  const { cookies, ids } = context.ports;
  const userId = cookies.get(cookieNames.userId) ?? context.getState().session.userId ?? ids.uuid();
  const deviceId = cookies.get(cookieNames.deviceId) ?? context.getState().session.deviceId ?? ids.uuid();
  let sessionId = cookies.get(cookieNames.sessionId);
  let sessionKey = cookies.get(cookieNames.sessionKey);
  if (!sessionId || !sessionKey || context.getState().session.createNewSession) {
    const requestedSessionId = ids.uuid();
    try {
      const answer = (await context.callApi('analytics.initialize', {
        userId,
        deviceId,
        sessionId: requestedSessionId,
        userAgent: context.environment.userAgent ?? '',
        referrer: context.environment.referrer ?? '',
      })) as { sessionKey?: string; sessionId?: string } | null;
      sessionId = answer?.sessionId ?? requestedSessionId;
      sessionKey = answer?.sessionKey ?? emptyUuid;
    } catch {
      sessionId = requestedSessionId;
      sessionKey = emptyUuid;
    }
  }
  cookies.set(cookieNames.userId, userId, { maxAgeSeconds: cookieLifetimes.userId, path: '/' });
  cookies.set(cookieNames.deviceId, deviceId, { maxAgeSeconds: cookieLifetimes.deviceId, path: '/' });
  cookies.set(cookieNames.sessionId, sessionId, { maxAgeSeconds: cookieLifetimes.sessionId, path: '/' });
  cookies.set(cookieNames.sessionKey, sessionKey, { maxAgeSeconds: cookieLifetimes.sessionKey, path: '/' });
  const state = context.getState().session;
  if (
    state.userId !== userId ||
    state.deviceId !== deviceId ||
    state.sessionId !== sessionId ||
    state.sessionKey !== sessionKey ||
    state.createNewSession
  ) {
    context.update((draft) => {
      draft.session.userId = userId;
      draft.session.deviceId = deviceId;
      draft.session.sessionId = sessionId;
      draft.session.sessionKey = sessionKey;
      draft.session.createNewSession = false;
    });
  }
}
