import type { LogLevel } from '../../api/client/createFrontEndLogger';

/** The kinds of failure the browser reports to the front-end logger (SPEC §7, §8). */
export type ErrorKind = 'script' | 'rejection' | 'framework' | 'chunk-load' | 'bail-out' | 'handled-call-failure';

/**
 * The SPEC §7 logger level of each kind of failure (SPEC §8 "uncaught script errors and framework errors are sent to
 * the front-end logger"; the SPEC does not say at which level, so the choice is ours):
 * - `script` (window `error`) and `rejection` (an unhandled promise rejection): log-error — a script failed, but the
 *   page that was shown is still there and may still work;
 * - `framework` (a React error boundary caught a render failure): log-critical — the visitor sees no page at all;
 * - `chunk-load` (ChunkLoadError, CSS_CHUNK_LOAD_FAILED, or the SPEC §9 120000 ms timeout): log-warning — usually a new
 *   deployment replaced the file or the connection dropped; a reload fixes it, it is not a defect;
 * - `bail-out` (a failed call, SPEC §8 step 3 "the error is logged"): log-error;
 * - `handled-call-failure` (a failed call whose page handled it: a SPEC §7 fallback, a message on the page the visitor
 *   tries again from, a session save tried again later; issue #13): log-error too — the service failed all the same.
 */
export const errorLogLevels: Record<ErrorKind, LogLevel> = {
  script: 'log-error',
  rejection: 'log-error',
  framework: 'log-critical',
  'chunk-load': 'log-warning',
  'bail-out': 'log-error',
  'handled-call-failure': 'log-error',
};
