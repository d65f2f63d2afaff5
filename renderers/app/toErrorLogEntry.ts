import type { ErrorKind } from './errorLogLevels';

/** What the front-end logger receives for a failure (SPEC §7 body field `entry`: an object with a message). */
export interface ErrorLogEntry {
  message: string;
  kind: ErrorKind;
  name: string;
  pageName: string | null;
  /** The route's path only: the query string can hold an email or phone number (SPEC §2 external prefill). */
  path: string;
  stack: string | null;
}

/** Limits that keep an entry well inside the contract's 20000 characters. */
const maxMessage = 2000;
const maxStack = 4000;

/**
 * The log entry of a failure: its name and message, the page and path it happened on (never the query string), and
 * the stack when there is one. Anything thrown is accepted: an Error, a string, an object, nothing at all.
 */
export function toErrorLogEntry(kind: ErrorKind, error: unknown, where: { pageName: string | null; path: string }): ErrorLogEntry {
  const name = error instanceof Error ? error.name : typeof error === 'string' ? 'Error' : 'NonError';
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : toText(error);
  const message = `${name}: ${text || '(no message)'}`.slice(0, maxMessage);
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, maxStack) : null;
  return { message, kind, name, pageName: where.pageName ? where.pageName.slice(0, 60) : null, path: where.path.split(/[?#]/, 1)[0] ?? '', stack };
}

/** A thrown non-Error value as text (JSON when possible). */
function toText(value: unknown): string {
  if (value === undefined || value === null) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
