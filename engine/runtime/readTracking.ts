import { getCookieLifetimes } from '../domain/getCookieLifetimes';
import { toAffiliateCookie, type TrackingCookie } from '../domain/toAffiliateCookie';
import { toCommissionCookie } from '../domain/toCommissionCookie';
import type { GuardContext } from './GuardContext';

/**
 * SPEC §2 landing "reads tracking params" (_source, _medium, _campaign, cjevent; consumed once): the affiliate cookie
 * (SPEC §5 rules) and the commission cookie are written through the cookie port with their SPEC §9 lifetimes and kept
 * in state.user.affiliateCookies, which a reset keeps and a submission sends (SPEC §4). Answers the cookies written.
 */
export function readTracking(context: GuardContext): TrackingCookie[] {
  const source = context.consumeQuery('_source');
  const medium = context.consumeQuery('_medium');
  const campaign = context.consumeQuery('_campaign');
  const cjevent = context.consumeQuery('cjevent');
  if (source === null && medium === null && campaign === null && cjevent === null) return [];
  const { constants } = context.model.funnel;
  const lifetimes = getCookieLifetimes(constants);
  const affiliate = toAffiliateCookie({ source, medium, campaign, tagEvent: cjevent }, new Date(context.ports.clock.now()).toISOString(), {
    marker: constants.affiliateCookieMarker,
    maxNameLength: constants.affiliateCookieNameMaxLength,
    maxAgeSeconds: lifetimes.affiliate,
  });
  const commission = toCommissionCookie(cjevent, lifetimes.commission);
  const written = [affiliate, commission].filter((cookie): cookie is TrackingCookie => cookie !== null);
  if (written.length === 0) return [];
  const path = constants.funnelCookiePath;
  for (const cookie of written) context.ports.cookies.set(cookie.name, cookie.value, { maxAgeSeconds: cookie.maxAgeSeconds, path });
  context.update((draft) => {
    for (const cookie of written) draft.user.affiliateCookies[cookie.name] = cookie.value;
  });
  return written;
}
