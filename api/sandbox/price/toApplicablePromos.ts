import { getPromo } from './getPromo';
import { getPromoOrderError } from './getPromoOrderError';
import type { PromoDefinition } from './PromoDefinition';
import type { PromoOrderFacts } from './PromoOrderFacts';

/**
 * The promos of an order that discount it as it is now: known to the catalog and fitting the order (getPromoOrderError);
 * their dates, limits and stacking were checked when they were accepted.
 */
export function toApplicablePromos(codes: readonly string[], facts: PromoOrderFacts): PromoDefinition[] {
  return codes.flatMap((code) => {
    const promo = getPromo(code);
    return promo && !getPromoOrderError(promo, facts) ? [promo] : [];
  });
}
