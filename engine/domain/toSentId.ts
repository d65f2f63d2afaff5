import { emptyUuid } from './cookieNames';

/** SPEC §4 "Empty ids use an all-zero UUID": the id to send for a user, device, session or session key. */
export function toSentId(id: string | null | undefined): string {
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : emptyUuid;
}
