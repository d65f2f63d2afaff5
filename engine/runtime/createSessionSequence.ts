import type { StoragePort } from './ports';

/** Where the session's call count is kept in the storage port (local storage: shared by the browser's tabs). */
export const sessionSequenceKey = 'funnel:session-sequence';

/** Numbers the calls of a browser session. */
export interface SessionSequence {
  /** The next call's number in the session `sessionId` names (null before the session is initialised), as a string. */
  next(sessionId: string | null): string;
}

/**
 * SPEC §7 session sequence number (choice, README): the position of a call among the calls of its browser session
 * (SPEC §4 session id): the first call sends 1, the next 2, and so on, across reloads and the browser's tabs; a new
 * session starts again at 1 (the calls before the session is initialised count as a session of their own). With the
 * random transaction id, it lets a server or a log order the calls of one visit. Kept in the storage port beside the
 * funnel state, not in it: counting a call changes no page.
 */
export function createSessionSequence(storage: StoragePort): SessionSequence {
  return {
    next: (sessionId) => {
      const key = sessionId ?? '';
      const stored = readStored(storage.get(sessionSequenceKey));
      const last = stored?.sessionId === key && Number.isSafeInteger(stored.last) ? (stored.last as number) : 0;
      const number = last + 1;
      storage.set(sessionSequenceKey, JSON.stringify({ sessionId: key, last: number }));
      return String(number);
    },
  };
}

/** The stored count, or null when there is none or it cannot be read. */
function readStored(text: string | null): { sessionId?: unknown; last?: unknown } | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    return value && typeof value === 'object' ? (value as { sessionId?: unknown; last?: unknown }) : null;
  } catch {
    return null;
  }
}
