import type { FrontEndLogger, LogLevel } from '../../api/client/createFrontEndLogger';
import { errorLogLevels, type ErrorKind } from './errorLogLevels';
import { toErrorLogEntry } from './toErrorLogEntry';

/** Sends the browser's failures to the front-end logger (SPEC §7, §8). */
export interface ErrorReporter {
  /** Logs a failure at the level of its kind (errorLogLevels); never throws, never rejects. */
  report(kind: ErrorKind, error: unknown): void;
}

export interface ErrorReporterOptions {
  logger: FrontEndLogger;
  /** The page shown now, or null. */
  getPageName(): string | null;
  /** The path shown now (its query string is dropped). */
  getPath(): string;
  /** At most this many entries are sent per page load, so a failing loop cannot flood the logger. */
  maxReports?: number;
  /** The levels the environment sends (SPEC §9, funnel.yaml `environments`); by default every level. */
  logLevels?: readonly LogLevel[];
}

/**
 * Creates the error reporter: each failure is logged once (the same kind and message again is not re-sent; each
 * bail-out is its own failed call, so it always is), at most `maxReports` per page load, only at the levels the
 * environment sends (SPEC §9), and always written to the console for developers.
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const sent = new Set<string>();
  const maxReports = options.maxReports ?? 20;
  let count = 0;
  return {
    report: (kind, error) => {
      try {
        const entry = toErrorLogEntry(kind, error, { pageName: options.getPageName(), path: options.getPath() });
        // A bail-out is one failed call each time; a script error repeating is one defect (a loop must not flood).
        const key = kind === 'bail-out' || kind === 'handled-call-failure' ? `${kind}|${count}` : `${kind}|${entry.message}`;
        if (sent.has(key) || count >= maxReports) return;
        sent.add(key);
        count += 1;
        const level = errorLogLevels[kind];
        console.error(`[${level}] ${entry.message}`);
        if (options.logLevels && !options.logLevels.includes(level)) return;
        void options.logger.log(level, entry);
      } catch {
        // Reporting must never become a failure of its own.
      }
    },
  };
}
