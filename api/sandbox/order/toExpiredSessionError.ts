import { RequestError } from '../http/RequestError';
import type { SavedSessionRecord } from './createOrderStore';

/** The 404 of an expired saved session (SPEC §9: 45 days), naming the field the caller found it by. */
export function toExpiredSessionError(session: SavedSessionRecord, field: string): RequestError {
  return new RequestError(
    404,
    field,
    `The saved session expired on ${session.expiresAt.slice(0, 10)} (saved sessions last 45 days); start a new session.`,
  );
}
