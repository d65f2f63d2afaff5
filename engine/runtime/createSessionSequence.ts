import type { FunnelState } from '../domain/state';

/** Numbers the calls of a browser session. */
export interface SessionSequence {
  /** The next call's number in the session `sessionId` names (null before the session is initialised), as a string. */
  next(sessionId: string | null): string;
}

/** Where the count is kept: the funnel state (session.callSequence), read and updated through the runtime. */
export interface SessionSequenceStore {
  getState(): FunnelState;
  update(recipe: (draft: FunnelState) => void): void;
}

/**
 * SPEC §7 session sequence number (choice, README): the position of a call among the calls of its browser session
 * (SPEC §4 session id): the first call sends 1, the next 2, and so on; a new session starts again at 1 (the calls before
 * the session is initialised count as a session of their own). With the random transaction id, it lets a server or a
 * log order the calls of one visit. The count is kept with the funnel state (session.callSequence), so it is stored
 * with it, once per page transition (issue #12: no local-storage write per call), and a reload or a new tab of the
 * browser goes on counting from what was stored.
 */
export function createSessionSequence(store: SessionSequenceStore): SessionSequence {
  return {
    next: (sessionId) => {
      const key = sessionId ?? '';
      const kept = store.getState().session.callSequence ?? null;
      const last = kept?.sessionId === key && Number.isSafeInteger(kept.last) && kept.last > 0 ? kept.last : 0;
      const number = last + 1;
      store.update((draft) => {
        draft.session.callSequence = { sessionId: key, last: number };
      });
      return String(number);
    },
  };
}
