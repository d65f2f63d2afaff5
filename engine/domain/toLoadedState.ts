import type { ApplicationUser, FunnelState } from './state';
import { fromApiOrder, type ApiOrder } from './toApiOrder';

/** What load-session answers (api/contract OrderLoadedSession): the order with the user state saved beside it. */
export interface LoadedSession {
  savedSessionId?: string;
  savedSessionTimeout?: string;
  order: Partial<ApiOrder>;
  /** The user state the last save sent, with the config version it was saved under (issue #15). */
  user?: (Partial<ApplicationUser> & { configVersion?: string | null }) | null;
}

/**
 * SPEC §4 saved sessions: the state after loading a saved session, or null when the state must be reset instead (no
 * answer, or an order number (eon) that differs from the one this browser already has).
 *
 * "A loaded session replaces the state": the order, and the user state its last save sent (pageData with the question
 * stages and each page's answers, lastPageVisited, logging option, event bus). What belongs to this browser stays:
 * experiments, the error flag, the session, the settings, the query and external parameters; affiliate cookies are
 * the saved ones with this browser's added. The saved session's id and timeout (and its referral data) go to the user
 * state and the funnel cookie (SPEC §3), so the cookie alone can tell the session later (and when it expired).
 * `answer` may also be the bare order SPEC §7 describes (a host that keeps no user state): the user state then stays.
 */
export function toLoadedState(state: FunnelState, answer: LoadedSession | Partial<ApiOrder> | null, requestedId: string | null): FunnelState | null {
  if (!answer || typeof answer !== 'object') return null;
  const wrapped = 'order' in answer && answer.order !== null && typeof answer.order === 'object';
  const session: LoadedSession = wrapped ? (answer as LoadedSession) : { order: answer as Partial<ApiOrder> };
  const order = fromApiOrder(session.order);
  if (state.order.eon !== null && order.eon !== state.order.eon) return null;

  const saved = session.user ?? null;
  const savedSessionId = session.savedSessionId ?? requestedId ?? state.user.savedSessionId;
  const savedSessionTimeout = session.savedSessionTimeout ?? state.user.savedSessionTimeout;
  const user: ApplicationUser = saved
    ? {
        ...state.user,
        pageData: isRecord(saved.pageData) ? (saved.pageData as ApplicationUser['pageData']) : {},
        lastPageVisited: typeof saved.lastPageVisited === 'string' ? saved.lastPageVisited : null,
        loggingOption: typeof saved.loggingOption === 'string' ? saved.loggingOption : state.user.loggingOption,
        eventBus: Array.isArray(saved.eventBus) ? saved.eventBus : state.user.eventBus,
        affiliateCookies: { ...(isRecord(saved.affiliateCookies) ? saved.affiliateCookies : {}), ...state.user.affiliateCookies },
        crmCustomerId: saved.crmCustomerId ?? state.user.crmCustomerId,
      }
    : { ...state.user };
  user.savedSessionId = savedSessionId;
  user.savedSessionTimeout = savedSessionTimeout;
  return {
    ...state,
    order,
    user,
    cookie: {
      ...state.cookie,
      SavedSessionId: savedSessionId,
      SavedSessionTimeoutDate: savedSessionTimeout,
      ReferralNumber: order.referralNumber ?? state.cookie.ReferralNumber,
      ReferralDate: order.referralDate ?? state.cookie.ReferralDate,
      ReferralCorrelationId: order.referralCorrelationId ?? state.cookie.ReferralCorrelationId,
      // This funnel has now read what the heritage funnel saved last.
      DidHeritageFunnelUpdateLast: state.cookie.DidHeritageFunnelUpdateLast === null ? null : false,
    },
  };
}

function isRecord(value: unknown): value is Record<string, never> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
