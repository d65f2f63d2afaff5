/**
 * What the host injects into the engine (DESIGN.md principle 2): the engine never touches HTTP, the DOM, cookies or
 * clocks itself. The browser app passes axios/document-backed ports; tests and the CLI pass in-memory ones.
 */
import type { OperationName } from '../domain/operations';

/** Calls of SPEC §7 by name. Rejects with an `ApiCallError` on failure (SPEC §8). */
export interface ApiPort {
  call(operation: OperationName, params?: Record<string, unknown>, options?: ApiCallOptions): Promise<unknown>;
}

export interface ApiCallOptions {
  /** The page making the call, for logs and the bail-out cause (SPEC §8). */
  pageName?: string;
  /** Send an analytics error event when the call fails (SPEC §8 step 2). */
  logErrors?: boolean;
  /**
   * Failure statuses the caller tells the user about itself (a 409 "slot no longer available"): they are still
   * rejected, but do not trigger the bail-out (SPEC §8 step 3 applies to failures nobody handles).
   */
  expectedStatuses?: number[];
  /**
   * The caller handles any failure itself (a fallback SPEC §7 gives, a message on the page the visitor can try again
   * from): the failure is still rejected and logged, but does not trigger the bail-out.
   */
  handlesFailure?: boolean;
  /**
   * Sent as the `Idempotency-Key` header (a submission, SPEC §7 save session with submitAfterSave): the server carries
   * out one request per key, so this POST may be tried again after a transient failure, with the same key.
   */
  idempotencyKey?: string;
}

/** A failed call as SPEC §8 describes it: a label, the HTTP status when there was a response, the response body. */
export interface ApiCallError extends Error {
  label: string;
  status: number | null;
  endpoint: string;
  response: { status: number; data: unknown } | null;
  /** How many times the call was sent (1, or more after retries of transient failures). */
  attempts?: number;
}

/** Key-value storage (the browser's local or session storage). */
export interface StoragePort {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Cookies (SPEC §9 lifetimes). `maxAgeSeconds` omitted means a session cookie. */
export interface CookiePort {
  get(name: string): string | null;
  set(name: string, value: string, options?: { maxAgeSeconds?: number; path?: string }): void;
  remove(name: string, options?: { path?: string }): void;
}

/** The current time, injectable for tests. */
export interface ClockPort {
  now(): number;
}

/** Timers (the API client's timeouts and retry waits), injectable so tests run them on a fake clock. */
export interface TimerPort {
  setTimeout(callback: () => void, milliseconds: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The screen's frames (issue #12): work that must not compete with drawing a page waits for the next one. */
export interface PaintPort {
  /**
   * Resolves once the next frame has painted and the browser is idle (at most a configured wait later), or soon when
   * nothing paints (a hidden tab).
   */
  next(): Promise<void>;
}

/** Random ids (UUIDs), injectable for deterministic tests. */
export interface IdPort {
  uuid(): string;
}

export interface FunnelPorts {
  api: ApiPort;
  /** Kept between visits (local storage in the browser): the funnel state but its external parameters. */
  storage: StoragePort;
  /**
   * Kept for the browser tab only (session storage in the browser): the external-parameter state and the
   * submitted-state snapshot of order and user (SPEC §3, §4 submission).
   */
  sessionStorage: StoragePort;
  cookies: CookiePort;
  clock: ClockPort;
  ids: IdPort;
  /** The browser's frames; headless hosts (tests, the CLI) have none, and nothing waits for a frame there. */
  paint?: PaintPort;
}
