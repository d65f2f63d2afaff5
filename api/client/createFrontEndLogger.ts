import type { ApiPort } from '../../engine/runtime/ports';

/** The front-end logger of SPEC §7: one method per level, each resolving once the entry is sent or lost. */
export interface FrontEndLogger {
  /** Sends an entry at a level named as the SPEC names it (`log-error`…). */
  log(level: LogLevel, entry: unknown): Promise<void>;
  information(entry: unknown): Promise<void>;
  warning(entry: unknown): Promise<void>;
  error(entry: unknown): Promise<void>;
  critical(entry: unknown): Promise<void>;
}

/** The path segment naming each level (SPEC §7 "Front-end logger"). */
export type LogLevel = 'log-information' | 'log-warning' | 'log-error' | 'log-critical';

/**
 * The SPEC §7 front-end logger: POSTs `{ entry }` to `/analytics/api/v1/logging/{level}` through the api port
 * (which adds AppName and the headers). A failure is swallowed: logging must never break the page that logs.
 */
export function createFrontEndLogger(api: ApiPort): FrontEndLogger {
  const send = (level: LogLevel) => async (entry: unknown): Promise<void> => {
    try {
      await api.call('logging.log', { level, entry });
    } catch {
      // Deliberately ignored: there is nowhere left to report a failure of the logger itself.
    }
  };
  return {
    log: (level, entry) => send(level)(entry),
    information: send('log-information'),
    warning: send('log-warning'),
    error: send('log-error'),
    critical: send('log-critical'),
  };
}
