import type { SavedSessionRecord } from './createOrderStore';

/** Whether a saved session's 45 days (SPEC §9, counted from its last save) have run out by `now`. */
export function isSavedSessionExpired(session: SavedSessionRecord, now: Date): boolean {
  return Date.parse(session.expiresAt) <= now.getTime();
}
