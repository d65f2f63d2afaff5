/** SPEC §2 heritage hand-off URL. */
import type { FunnelState } from './state';

export interface HeritageOptions {
  /** Where the heritage funnel lives (funnel.yaml heritageUrl). */
  baseUrl: string;
  /** Which heritage page to open (e.g. quote, insuranceDetails). */
  navType?: string;
  /** A promo code to carry over. */
  promo?: string | null;
}

/**
 * SPEC §2: redirect with query corid, src=concept-funnel, conceptsqid, isInsurance, optional promo, navType, cns=all.
 * corid is the referral correlation id; conceptsqid the referral sequence number.
 */
export function buildHeritageUrl(state: FunnelState, options: HeritageOptions): string {
  const query = new URLSearchParams();
  query.set('corid', state.order.referralCorrelationId ?? state.cookie.ReferralCorrelationId ?? '');
  query.set('src', 'concept-funnel');
  query.set('conceptsqid', state.order.referralSequenceNumber ?? '');
  query.set('isInsurance', String(state.order.payment.isInsurance === true));
  const promo = options.promo ?? state.order.lineItems.promos[0] ?? null;
  if (promo) query.set('promo', promo);
  if (options.navType) query.set('navType', options.navType);
  query.set('cns', 'all');
  const separator = options.baseUrl.includes('?') ? '&' : '?';
  return `${options.baseUrl}${separator}${query.toString()}`;
}
