import type { FunnelCookie } from './state';

/**
 * The funnel cookie's value (SPEC §3 funnel session cookie fields) as the cookie port stores it: a JSON object of the
 * fields that are set, in SPEC order; null when none is (the cookie is then removed, as restart does, SPEC §2).
 */
export function toFunnelCookieValue(cookie: FunnelCookie): string | null {
  const set = Object.entries(cookie).filter(([, value]) => value !== null && value !== undefined);
  return set.length === 0 ? null : JSON.stringify(Object.fromEntries(set));
}
