import { emptyUuid } from '../domain/cookieNames';
import type { FunnelState } from '../domain/state';
import type { toPageAnalyticsCalls } from '../domain/toPageAnalyticsCalls';
import type { ApiPort } from './ports';

/** A custom analytics event (SPEC §7 log custom event): category, action, label, value, on a page. */
export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string | null;
  value?: string | number | null;
  /** The page it happened on; the page last shown when omitted. */
  pageName?: string | null;
}

/** The funnel's analytics: what is logged after each page (SPEC §2) and the custom events the host sends. */
export interface PageAnalytics {
  /** SPEC §2: consumer activity, a page view, experiment data and order data for the page just shown. Never rejects. */
  logPage(pageName: string): Promise<void>;
  /** Sends one custom event with the session fields (SPEC §7 log custom event). Never rejects. */
  logEvent(event: AnalyticsEvent): Promise<void>;
}

export interface PageAnalyticsOptions {
  api: ApiPort;
  getState(): FunnelState;
  /** Resolves once the session is initialised (its key goes with every call); analytics waits for it. */
  ready?(): Promise<void>;
}

/** The page name used when an event happens before any page was shown (the contract requires one). */
const noPage = 'none';
/** Contract limits of a custom event (api/contract/paths/analytics.yaml). */
const maxCategory = 100;
const maxAction = 100;
const maxLabel = 500;

/**
 * Creates the funnel's analytics (SPEC §2, §7) on the api port. Every call is sent independently and its failure is
 * swallowed here; a failure other than 404 still triggers the client's SPEC §8 bail-out, as for every call (only the
 * digital-consumer log fails silently).
 */
export function createPageAnalytics(options: PageAnalyticsOptions): PageAnalytics {
  const send = async (operation: Parameters<ApiPort['call']>[0], params: Record<string, unknown>, pageName: string) => {
    try {
      await options.api.call(operation, params, { pageName });
    } catch {
      // Deliberately ignored: a lost analytics event must not change what the visitor sees.
    }
  };
  return {
    logPage: async (pageName) => {
      await options.ready?.();
      // The state of the page just shown; the code that reads it comes after the page (issue #12: not the first page's).
      const state = options.getState();
      let calls: ReturnType<typeof toPageAnalyticsCalls>;
      try {
        const { toPageAnalyticsCalls } = await import('../domain/toPageAnalyticsCalls');
        calls = toPageAnalyticsCalls(state, pageName);
      } catch {
        // A state analytics cannot read (e.g. a damaged stored state, on the bailout page) is not the visitor's problem,
        // nor is analytics code that did not load.
        return;
      }
      await Promise.all(calls.map((call) => send(call.operation, call.params, pageName)));
    },
    logEvent: async (event) => {
      await options.ready?.();
      const { session, user } = options.getState() ?? {};
      if (!session || !user) return;
      const pageName = (event.pageName || user.lastPageVisited || noPage).slice(0, 60);
      await send(
        'analytics.logCustomEvent',
        {
          userId: session.userId ?? emptyUuid,
          sessionKey: session.sessionKey ?? emptyUuid,
          sessionId: session.sessionId ?? emptyUuid,
          pageName,
          shouldUseSessionId: session.sessionId !== null,
          category: event.category.slice(0, maxCategory) || 'EVENT',
          action: event.action.slice(0, maxAction) || null,
          label: event.label ? event.label.slice(0, maxLabel) : null,
          value: typeof event.value === 'string' ? event.value.slice(0, maxLabel) : (event.value ?? null),
        },
        pageName,
      );
    },
  };
}
