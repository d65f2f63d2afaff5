import type { TrackingCookie } from './toAffiliateCookie';

/**
 * The commission cookie's name. Choice (SPEC §9 gives only its lifetime): `cje`, the first-party cookie name the
 * affiliate network behind cjevent documents.
 */
export const commissionCookieName = 'cje';

/** A click event id as affiliate networks issue them: letters, digits, dots, - and _, at most 128 characters. */
const clickEventPattern = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * SPEC §2 cjevent and §9 commission cookie (funnel.yaml cookieCommissionDays, as `maxAgeSeconds`): the cookie crediting
 * an affiliate click with the order, or null without a click event (or with one that is not an id: it is never written
 * into a cookie as given).
 */
export function toCommissionCookie(cjevent: string | null | undefined, maxAgeSeconds: number): TrackingCookie | null {
  const value = (cjevent ?? '').trim();
  if (!clickEventPattern.test(value)) return null;
  return { name: commissionCookieName, value, maxAgeSeconds };
}
