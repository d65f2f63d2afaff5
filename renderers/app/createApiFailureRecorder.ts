import type { ApiAnalyticsEvent, BailOutCause } from '../../api/client/createApiClient';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import type { ErrorReporter } from './createErrorReporter';

/** How the browser host records what the API client tells it (SPEC §3 event bus, §7 analytics and logger, §8). */
export interface ApiFailureRecorder {
  /** The client's analytics events (API_ERROR, API_RESPONSE): sent as custom events; errors also on the event bus. */
  onAnalyticsEvent(event: ApiAnalyticsEvent): void;
  /** A bail-out (SPEC §8 step 3 "the error is logged"): on the event bus and to the front-end logger at log-error. */
  onBailOut(cause: BailOutCause): void;
  /** A failed call its page handled (a fallback, a message on the page; issue #13): recorded and logged the same way. */
  onHandledFailure(cause: BailOutCause): void;
}

/**
 * Creates the recorder. `getRuntime` is read at each event (the runtime is created after the ports that call this).
 * Nothing here can fail the call it reports on: the client runs these callbacks guarded, and analytics never rejects.
 */
export function createApiFailureRecorder(getRuntime: () => FunnelRuntime, reporter: ErrorReporter): ApiFailureRecorder {
  const pushBusEntry = (category: string, subCategory: string, eventValue: string) =>
    getRuntime().update((draft) => {
      draft.user.eventBus.push({ category, subCategory, eventValue });
    });
  return {
    onAnalyticsEvent: (event) => {
      if (event.category === 'API_ERROR') pushBusEntry(event.category, event.label, event.action);
      // SPEC §8: a response event carries the page name (its label) and the endpoint, parameters stripped (its action).
      const pageName = event.category === 'API_RESPONSE' ? event.label : null;
      void getRuntime().analytics.logEvent({ ...event, pageName });
    },
    onBailOut: (cause) => {
      pushBusEntry('API_ERROR', cause.cause, cause.endpoint);
      const error = new Error(`${cause.cause} calling ${cause.endpoint} on ${cause.page ?? 'no page'}`);
      error.name = 'ApiBailOut';
      reporter.report('bail-out', error);
    },
    onHandledFailure: (cause) => {
      pushBusEntry('API_ERROR', cause.cause, cause.endpoint);
      const error = new Error(`${cause.cause} calling ${cause.endpoint} on ${cause.page ?? 'no page'} (handled by the page)`);
      error.name = 'ApiCallFailed';
      reporter.report('handled-call-failure', error);
    },
  };
}
