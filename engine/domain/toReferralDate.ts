/**
 * SPEC §5: the referral date is trimmed to its yyyy-mm-dd part before a session load ("2026-11-20T15:00:00Z" →
 * "2026-11-20"). A value that does not start with such a date is not sent (null) rather than refused by the server.
 */
export function toReferralDate(value: string | null | undefined): string | null {
  const match = /^\s*(\d{4}-\d{2}-\d{2})(?:$|[T\s])/.exec(value ?? '');
  return match ? match[1]! : null;
}
