import axios, { AxiosError, type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { OperationId, OperationParams, OperationResponse } from '../contract/OperationTypes';
import type { FunnelCallPolicy } from '../../engine/config/types';
import { operations, type OperationName } from '../../engine/domain/operations';
import type { ApiCallOptions, ApiPort, ClockPort, TimerPort } from '../../engine/runtime/ports';
import { isLoggingOption } from '../../engine/domain/isLoggingOption';
import { toLoggedValue } from '../../engine/domain/toLoggedValue';
import { isTransientFailure } from './isTransientFailure';
import { readRetryAfter } from './readRetryAfter';
import { toApiCallError } from './toApiCallError';
import { toLogPath } from './toLogPath';
import { toRequestHeaders, type ApiClientContext } from './toRequestHeaders';
import { toQueryString } from './toQueryString';
import { toRequestPath } from './toRequestPath';
import { toRetryDelay } from './toRetryDelay';

export type { ApiClientContext } from './toRequestHeaders';

/** Why the bail-out routine runs after a failed call (SPEC §8 step 3). */
export interface BailOutCause {
  cause: string;
  page: string | null;
  endpoint: string;
}

/** An analytics event the client asks the host to send: call errors (SPEC §8 step 2) and, optionally, responses. */
export interface ApiAnalyticsEvent {
  category: string;
  action: string;
  label: string;
  value?: string;
}

/** How the host wires the API client into the browser app, the CLI or a test. */
export interface ApiClientOptions {
  /** The consumer distribution host (SPEC §7); '' means the page's own origin. */
  baseURL?: string;
  /** The fixed application name sent as `AppName` and as a header (SPEC §7). */
  applicationName: string;
  /** The session values read on every call for its headers (SPEC §7). */
  getContext(): ApiClientContext;
  /** Random UUIDs for transaction ids; defaults to `globalThis.crypto.randomUUID`. */
  uuid?: () => string;
  /** The bail-out routine (SPEC §8 step 3); the host also logs the error there. */
  onBailOut?: (cause: BailOutCause) => void;
  /**
   * A failure the caller handles itself (`handlesFailure`: a SPEC §7 fallback, a message on the page): no bail-out,
   * but the host logs it as it logs a bail-out (SPEC §8 step 3 "the error is logged").
   */
  onHandledFailure?: (cause: BailOutCause) => void;
  /**
   * funnel.yaml `calls`: each call's timeout and the retries of transient failures. Without it a call waits for its
   * answer as long as the network does and is never tried again.
   */
  calls?: FunnelCallPolicy;
  /** The clock of the timeouts and retry waits; defaults to the real one. Tests pass a fake clock. */
  clock?: ClockPort & TimerPort;
  /** A random number in [0, 1) for the retry jitter; defaults to Math.random. */
  random?: () => number;
  /**
   * Whether a request is sent once the current task is over rather than at once (issue #12: while the page first
   * loads, its requests do not lengthen the long task of its start; afterwards they go at once).
   */
  sendsAfterTask?: () => boolean;
  /** Sends an analytics event (SPEC §8 step 2, and response events when `logResponses`). */
  onAnalyticsEvent?: (event: ApiAnalyticsEvent) => void;
  /** Send an API response event, with page name and endpoint, for every successful call (SPEC §8). */
  logResponses?: boolean;
  /**
   * SPEC §9 logging. `getOption`: the logging option in force (`state.user.loggingOption`, set by the `log` query
   * parameter), read on every call: `all` or `last5` log every successful call as `logResponses` does; each event's
   * value (the call's transaction id) is then whole, or cut to its last `lastFiveLoggingCharacters` characters
   * (funnel.yaml, SPEC §9: 5) with `last5`. Anything else: no response events.
   */
  logging?: { getOption(): unknown; lastFiveLoggingCharacters: number };
  /** The axios adapter; tests pass a fake one so nothing touches the network. */
  adapter?: AxiosAdapter;
}

/** The engine's api port, backed by axios, plus the axios instance for the host's own needs. */
export interface ApiClient extends ApiPort {
  axios: AxiosInstance;
  /**
   * The same call, typed from the contract (api/contract/types.ts): the params and the answer of each operation are
   * those api/contract declares, so a renamed field fails to compile instead of failing at run time.
   */
  request<O extends OperationId>(operation: O, params: OperationParams<O>, options?: ApiCallOptions): Promise<OperationResponse<O>>;
}

/** Analytics category of a failed call (SPEC §8 step 2). */
const errorEventCategory = 'API_ERROR';
/** Analytics category of a successful call when responses are logged (SPEC §8, last paragraph). */
const responseEventCategory = 'API_RESPONSE';
/** The call whose failures are silently ignored, resolving null (SPEC §8 step 1). */
const digitalConsumerLog: OperationName = 'analytics.digitalConsumerLog';
/** The status that does not trigger the bail-out routine (SPEC §8 step 3). */
const notFoundStatus = 404;
/** The header of an idempotent submission: the server carries out one request per key (issue #13). */
export const idempotencyKeyHeader = 'Idempotency-Key';
/** The real clock and timers. */
const realClock: ClockPort & TimerPort = {
  now: () => Date.now(),
  setTimeout: (callback, milliseconds) => globalThis.setTimeout(callback, milliseconds),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * The API client: calls SPEC §7 operations by name with the SPEC §7 headers and `AppName`, and handles failures
 * in the order of SPEC §8 "Call failures".
 *
 * Choices the SPEC leaves open, made here:
 * - Query strings use indexed brackets (`partNumbers[0]=A&lineItems[0][partNumber]=B`), SPEC §7 "indexed line items".
 * - Log paths (analytics actions, bail-out endpoints, `ApiCallError.endpoint`) are built from the path *template*,
 *   so `{carId}` shows, never the value: no params or personal data (zip, user id) reach a log.
 * - A failure with no response at all bails out with cause `Response error 0` (0 being what browsers report as the
 *   status of a request that got no response); `ApiCallError.status` stays null.
 * - Calls in the `analytics.` and `logging.` namespaces never emit analytics events themselves, so a host that sends
 *   events through `analytics.logCustomEvent` cannot loop.
 * - `logging.log` (the front-end logger, SPEC §7) never bails out: losing a log line must not end the user's visit.
 *   It still rejects, and the logger swallows that. The analytics calls follow SPEC §8 like any other call: only the
 *   digital-consumer log fails silently; a failed page view or custom event bails out (their callers swallow the
 *   rejection itself).
 * - Response and error events carry as value the call's transaction id (X-Transaction-Id), so an event can be matched
 *   with the host's own logs; the SPEC §9 logging option decides whether it is whole or its last 5 characters.
 * - A throwing `onBailOut` or `onAnalyticsEvent` never replaces the call's own outcome.
 * - A failure whose status the caller lists in `expectedStatuses` (it tells the user itself, e.g. a 409 slot taken)
 *   does not bail out; it still rejects. Nor does any failure of a call made with `handlesFailure` (a SPEC §7 fallback,
 *   a message on the page the visitor tries again from): the host logs it through `onHandledFailure`.
 * - Timeouts and retries (funnel.yaml `calls`, issue #13): a call with no answer after its timeout is given up, as
 *   "The request was made but no response was received" (SPEC §8). A transient failure (funnel.yaml
 *   `retries.statuses`, or no answer at all) of a GET, or of a POST sent with an `Idempotency-Key`, is tried again
 *   after a jittered exponential backoff that honours Retry-After, up to `retries.attempts` times; only then does
 *   SPEC §8's failed-call handling begin. A POST without a key is never tried again: it may have been carried out.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const uuid = options.uuid ?? (() => globalThis.crypto.randomUUID());
  const clock = options.clock ?? realClock;
  const random = options.random ?? Math.random;
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    adapter: options.adapter,
    // A GET's params as axios's `{ indexes: true }` writes them, by our own code (toQueryString: issue #12, axios's
    // serialiser is left out of the browser bundle).
    paramsSerializer: { serialize: toQueryString },
    // No XSRF token (SPEC §7 names none). Left on, axios's browser adapter reads its cookie through the async
    // `cookieStore` before every send: a round trip to the browser process that held each request back until the
    // main thread was free again (issue #12: 15-30 ms per round of calls at 4x CPU). The browser bundle leaves that
    // cookie reader out (vite.config.ts axiosLeftOut).
    withXSRFToken: false,
    // Bodies are JSON text already (below): sent as they are, not parsed again to check them.
    transformRequest: [(data: unknown) => data],
  });

  // SPEC §7: every call through this instance carries the headers, read fresh, with a new transaction id.
  instance.interceptors.request.use((config) => {
    const headers = toRequestHeaders(options.getContext(), options.applicationName, uuid());
    for (const [name, value] of Object.entries(headers)) config.headers.set(name, value);
    return config;
  });

  async function call(
    operation: OperationName,
    params: Record<string, unknown> = {},
    callOptions: ApiCallOptions = {},
  ): Promise<unknown> {
    const definition = operations[operation];
    if (definition === undefined) throw new Error(`Unknown call "${String(operation)}" (SPEC §7 calls are listed in engine/domain/operations.ts).`);
    const { path, remainingParams } = toRequestPath(operation, definition.path, params);
    const logPath = toLogPath(definition.path);
    const emitsEvents = !operation.startsWith('analytics.') && !operation.startsWith('logging.');

    const request: AxiosRequestConfig =
      definition.method === 'GET'
        ? { method: 'GET', url: path, params: remainingParams }
        : // SPEC §7: every payload gets AppName, the fixed application name. The body goes as JSON text: axios copies an
          // object body property by property at each of its config merges (issue #12: a save carries the whole state).
          {
            method: 'POST',
            url: path,
            data: JSON.stringify({ ...remainingParams, AppName: options.applicationName }),
            headers: { 'Content-Type': 'application/json' },
          };

    if (callOptions.idempotencyKey !== undefined) request.headers = { ...request.headers, [idempotencyKeyHeader]: callOptions.idempotencyKey };

    // SPEC §9: the logging option in force for this call (none without a getter).
    const { logging } = options;
    const loggingOption = logging?.getOption() ?? null;
    const valueOf = (config: unknown) =>
      logging ? (toLoggedValue(toTransactionId(config), loggingOption, logging.lastFiveLoggingCharacters) ?? undefined) : undefined;
    const timeout = options.calls ? (options.calls.operations[operation]?.timeoutMilliseconds ?? options.calls.timeoutMilliseconds) : null;
    // Issue #13: only a request the server may receive twice without harm is sent again.
    const mayRetry = definition.method === 'GET' || callOptions.idempotencyKey !== undefined;
    let attempts = 0;
    try {
      let response: AxiosResponse;
      for (;;) {
        attempts += 1;
        try {
          if (options.sendsAfterTask?.()) await new Promise<void>((resolve) => clock.setTimeout(() => resolve(), 0));
          response = await send(request, timeout);
          break;
        } catch (error) {
          const delay = mayRetry ? toNextDelay(error, attempts) : null;
          if (delay === null) throw error;
          await sleep(delay);
        }
      }
      if ((options.logResponses || isLoggingOption(loggingOption)) && emitsEvents) {
        notify(() =>
          options.onAnalyticsEvent?.(
            withValue({ category: responseEventCategory, action: logPath, label: callOptions.pageName ?? '' }, valueOf(response.config)),
          ),
        );
      }
      return response.data;
    } catch (error) {
      // SPEC §8 step 1: the digital-consumer log fails silently with a null result.
      if (operation === digitalConsumerLog) return null;
      const failure = Object.assign(toApiCallError(error, logPath), { attempts });
      // SPEC §8 step 2: an analytics error event when the caller asked for it.
      if (callOptions.logErrors && emitsEvents) {
        const config = (error as { config?: unknown } | null)?.config;
        notify(() =>
          options.onAnalyticsEvent?.(withValue({ category: errorEventCategory, action: logPath, label: failure.label }, valueOf(config))),
        );
      }
      // SPEC §8 step 3: bail out on any status but 404, including no response at all (cause "Response error 0"),
      // unless the caller handles the failure itself (then it is only logged).
      const isExpected = failure.status !== null && (callOptions.expectedStatuses ?? []).includes(failure.status);
      if (failure.status !== notFoundStatus && operation !== 'logging.log' && !isExpected) {
        const cause: BailOutCause = { cause: `Response error ${failure.status ?? 0}`, page: callOptions.pageName ?? null, endpoint: logPath };
        notify(() => (callOptions.handlesFailure ? options.onHandledFailure?.(cause) : options.onBailOut?.(cause)));
      }
      // SPEC §8 step 4: the rejection carries the response.
      throw failure;
    }
  }

  /**
   * Sends one try of a request; after `timeout` milliseconds without an answer it is aborted and fails as a request
   * made but not answered (axios ETIMEDOUT: SPEC §8 "The request was made but no response was received").
   */
  function send(request: AxiosRequestConfig, timeout: number | null): Promise<AxiosResponse> {
    if (timeout === null) return instance.request(request);
    const controller = new AbortController();
    let timer: unknown;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = clock.setTimeout(() => {
        controller.abort();
        reject(new AxiosError(`timeout of ${timeout}ms exceeded`, AxiosError.ETIMEDOUT, undefined, {}));
      }, timeout);
    });
    const answered = instance.request({ ...request, signal: controller.signal });
    // The aborted request's own rejection comes after the timeout's and is not anyone's to handle.
    answered.catch(() => undefined);
    return Promise.race([answered, timedOut]).finally(() => clock.clearTimeout(timer));
  }

  /** The wait before trying a failed attempt again, or null when it is not to be tried again (funnel.yaml `calls.retries`). */
  function toNextDelay(error: unknown, attempt: number): number | null {
    const retries = options.calls?.retries;
    if (!retries || !isTransientFailure(error, retries.statuses)) return null;
    const headers = (error as { response?: { headers?: unknown } }).response?.headers;
    const retryAfter = readRetryAfter(readHeader(headers, 'retry-after'), clock.now());
    return toRetryDelay({ attempt, retryAfterMilliseconds: retryAfter, retries, random });
  }

  const sleep = (milliseconds: number) => new Promise<void>((resolve) => void clock.setTimeout(resolve, milliseconds));

  const request = (<O extends OperationId>(operation: O, params: OperationParams<O>, callOptions?: ApiCallOptions) =>
    call(operation as OperationName, params as Record<string, unknown>, callOptions)) as ApiClient['request'];

  return { axios: instance, call, request };
}

/** A header of an axios response (AxiosHeaders or a plain object), by lower-case name. */
function readHeader(headers: unknown, name: string): unknown {
  if (!headers || typeof headers !== 'object') return undefined;
  const getter = (headers as { get?: (name: string) => unknown }).get;
  if (typeof getter === 'function') return getter.call(headers, name);
  const entry = Object.entries(headers as Record<string, unknown>).find(([key]) => key.toLowerCase() === name);
  return entry?.[1];
}

/** The transaction id header (SPEC §7) an axios request config was sent with, or null. */
function toTransactionId(config: unknown): string | null {
  const headers = (config as { headers?: { get?: (name: string) => unknown } | Record<string, unknown> } | null)?.headers;
  if (!headers) return null;
  const value = typeof headers.get === 'function' ? headers.get('X-Transaction-Id') : (headers as Record<string, unknown>)['X-Transaction-Id'];
  return typeof value === 'string' ? value : null;
}

/** An event with its value when there is one (no `value` key otherwise). */
function withValue(event: ApiAnalyticsEvent, value: string | undefined): ApiAnalyticsEvent {
  return value === undefined ? event : { ...event, value };
}

/** Runs a host callback so that its failure cannot change the call's outcome. */
function notify(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    console.error('API client: a host callback failed', error);
  }
}
