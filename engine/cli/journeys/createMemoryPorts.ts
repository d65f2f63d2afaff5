import type { OperationName } from '../../domain/operations';
import type { ApiCallError, FunnelPorts } from '../../runtime/ports';

/** A fake API answer: a value, or a function of the params; `fail(status)` makes the call reject like the client. */
export type FakeAnswer = unknown | ((params: Record<string, unknown>) => unknown);

/** Builds an ApiCallError as api/client rejects with (SPEC §8). */
export function fail(status: number, data: unknown = null): ApiCallError {
  const error = new Error(`Status Code Error ${status}`) as ApiCallError;
  error.label = 'Status Code Error';
  error.status = status;
  error.endpoint = '';
  error.response = { status, data };
  return error;
}

export interface MemoryPorts extends FunnelPorts {
  calls: Array<{ operation: OperationName; params: Record<string, unknown> }>;
  cookieJar: Map<string, string>;
  store: Map<string, string>;
  /** What the session-storage port holds (the submitted-state snapshot). */
  sessionStore: Map<string, string>;
  setNow(time: number): void;
}

/**
 * In-memory ports for running the funnel headless (DESIGN principle 3): a fake API answering from a table (404 for
 * anything not in it, as a real host would), cookies and storage in maps, a settable clock and counting ids.
 */
export function createMemoryPorts(answers: Partial<Record<OperationName, FakeAnswer>> = {}): MemoryPorts {
  const calls: MemoryPorts['calls'] = [];
  const cookieJar = new Map<string, string>();
  const store = new Map<string, string>();
  const sessionStore = new Map<string, string>();
  let now = Date.parse('2026-11-22T12:00:00Z');
  let counter = 0;
  return {
    calls,
    cookieJar,
    store,
    sessionStore,
    setNow: (time) => {
      now = time;
    },
    api: {
      call: async (operation, params = {}) => {
        calls.push({ operation, params });
        if (!(operation in answers)) throw fail(404);
        const answer = answers[operation];
        const value = typeof answer === 'function' ? (answer as (p: Record<string, unknown>) => unknown)(params) : answer;
        if (value instanceof Error) throw value;
        return structuredClone(value);
      },
    },
    storage: {
      get: (key) => store.get(key) ?? null,
      set: (key, value) => void store.set(key, value),
      remove: (key) => void store.delete(key),
    },
    sessionStorage: {
      get: (key) => sessionStore.get(key) ?? null,
      set: (key, value) => void sessionStore.set(key, value),
      remove: (key) => void sessionStore.delete(key),
    },
    cookies: {
      get: (name) => cookieJar.get(name) ?? null,
      set: (name, value) => void cookieJar.set(name, value),
      remove: (name) => void cookieJar.delete(name),
    },
    clock: { now: () => now },
    ids: { uuid: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}` },
  };
}
