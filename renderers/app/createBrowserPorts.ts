import { createApiClient, type ApiAnalyticsEvent, type BailOutCause } from '../../api/client/createApiClient';
import { afterShown } from './afterNextPaint';
import { isLogEnabled } from '../../engine/domain/isLogEnabled';
import type { FunnelModel } from '../../engine/compile/FunnelModel';
import type { FunnelState } from '../../engine/domain/state';
import type { CookiePort, FunnelPorts, StoragePort } from '../../engine/runtime/ports';
import { createSessionSequence } from '../../engine/runtime/createSessionSequence';

export interface BrowserPortOptions {
  model: FunnelModel;
  /** The funnel state, read fresh for every call's headers (SPEC §7). */
  getState(): FunnelState;
  /** Updates the funnel state: the session sequence number's count is kept there. */
  update(recipe: (draft: FunnelState) => void): void;
  /** SPEC §8 step 3: a failed call (other than 404) bails out. */
  onBailOut(cause: BailOutCause): void;
  /** A failed call its caller handles (a fallback, a message on the page): logged, no bail-out (issue #13). */
  onHandledFailure?(cause: BailOutCause): void;
  /** The client's analytics events (SPEC §8 API errors and, with the SPEC §9 logging option, API responses). */
  onAnalyticsEvent?(event: ApiAnalyticsEvent): void;
  /** Whether the page is still loading: its requests are sent once the current task is over (issue #12). */
  isStarting?(): boolean;
}

/** The engine's ports backed by the browser (DESIGN principle 2): axios on the page's origin, storage, cookies. */
export function createBrowserPorts(options: BrowserPortOptions): FunnelPorts {
  const storage = createStoragePort(() => window.localStorage);
  const sessionSequence = createSessionSequence(options);
  const api = createApiClient({
    baseURL: '',
    applicationName: options.model.funnel.applicationName,
    getContext: () => {
      const state = options.getState();
      return {
        experimentSettings: state.settings,
        // SPEC §7: this call's position among the calls of the browser session (README).
        sessionSequenceNumber: sessionSequence.next(state.session.sessionId),
        referralSequenceNumber: state.order.referralSequenceNumber,
        eon: state.order.eon,
        // SPEC §7 log-enabled flag: the logging option, or the DynamoLogging experiment setting (SPEC §9).
        logEnabled: isLogEnabled(state),
      };
    },
    // SPEC §9: the logging option set by the `log` parameter turns API response logging on (whole or last-5) or off.
    logging: {
      getOption: () => options.getState().user.loggingOption,
      lastFiveLoggingCharacters: options.model.funnel.constants.lastFiveLoggingCharacters,
    },
    onAnalyticsEvent: options.onAnalyticsEvent,
    uuid: () => crypto.randomUUID(),
    onBailOut: options.onBailOut,
    onHandledFailure: options.onHandledFailure,
    // funnel.yaml calls: each call's timeout, and the retries of transient failures (issue #13).
    calls: options.model.funnel.calls,
    sendsAfterTask: options.isStarting,
  });
  return {
    api,
    storage,
    sessionStorage: getBrowserSessionStorage(),
    cookies: createCookiePort(),
    clock: { now: () => Date.now() },
    ids: { uuid: () => crypto.randomUUID() },
    paint: { next: () => afterShown(options.model.funnel.constants.analyticsWaitMilliseconds) },
  };
}

let sessionStoragePort: StoragePort | null = null;

/**
 * The tab's session storage as a port (the submitted-state snapshot, SPEC §3): one instance for the whole app, so the
 * runtime's guards and the confirmation page read and write the same store even when it falls back to memory.
 */
export function getBrowserSessionStorage(): StoragePort {
  sessionStoragePort ??= createStoragePort(() => window.sessionStorage);
  return sessionStoragePort;
}

/** Browser storage (local or session), or memory when the browser refuses it (private modes, disabled cookies). */
function createStoragePort(getStorage: () => Storage): StoragePort {
  const memory = new Map<string, string>();
  const storage = (() => {
    try {
      const probe = '__funnel_probe__';
      const candidate = getStorage();
      candidate.setItem(probe, probe);
      candidate.removeItem(probe);
      return candidate;
    } catch {
      return null;
    }
  })();
  return {
    get: (key) => (storage ? storage.getItem(key) : (memory.get(key) ?? null)),
    set: (key, value) => {
      try {
        if (storage) storage.setItem(key, value);
        else memory.set(key, value);
      } catch {
        memory.set(key, value);
      }
    },
    remove: (key) => {
      storage?.removeItem(key);
      memory.delete(key);
    },
  };
}

/**
 * document.cookie with max-age and path (SPEC §9 lifetimes); values are URI-encoded. Reading document.cookie is slow
 * (a round trip to the browser's cookie store): the cookies read are kept for the current task (issue #12: a page
 * entry reads half a dozen and writes as many), with what this port writes meanwhile.
 */
function createCookiePort(): CookiePort {
  let read: Map<string, string> | null = null;
  const forget = () => {
    read = null;
  };
  const readAll = () => {
    if (read) return read;
    read = new Map();
    for (const pair of document.cookie ? document.cookie.split('; ') : []) {
      const separator = pair.indexOf('=');
      try {
        const key = decodeURIComponent(separator === -1 ? pair : pair.slice(0, separator));
        if (!read.has(key)) read.set(key, decodeURIComponent(pair.slice(separator + 1)));
      } catch {
        // Another site script's cookie that is not URI-encoded: not one of the funnel's.
      }
    }
    setTimeout(forget, 0);
    return read;
  };
  return {
    get: (name) => readAll().get(name) ?? null,
    set: (name, value, options = {}) => {
      if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) read?.delete(name);
      else read?.set(name, value);
      const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`, 'SameSite=Lax'];
      if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.round(options.maxAgeSeconds)}`);
      if (location.protocol === 'https:') parts.push('Secure');
      document.cookie = parts.join('; ');
    },
    remove: (name, options = {}) => {
      read?.delete(name);
      document.cookie = `${encodeURIComponent(name)}=; path=${options.path ?? '/'}; max-age=0`;
    },
  };
}
