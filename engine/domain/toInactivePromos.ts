import { toVisiblePromoCodes } from './toVisiblePromoCodes';

/** SPEC §8 promo error codes that are never kept as inactive promos. */
const droppedErrorCodes = new Set(['Unknown', 'PromoNotYetInUse', 'PromoUsageCountExceeded', 'PromoExpired', 'PromoDoesNotExist']);

/** A promo the price service refused (SPEC §3 promo validation errors[]). */
export interface RejectedPromo {
  promoCode: string;
  errorCode: string;
}

/**
 * The inactive promos to keep (SPEC §4 promo state, §8): the ones already kept, plus each rejected promo whose error
 * code is not Unknown, PromoNotYetInUse, PromoUsageCountExceeded, PromoExpired or PromoDoesNotExist, and that is not
 * on the order. Codes are normalised to their visible code and de-duplicated (SPEC §5).
 */
export function toInactivePromos(kept: readonly string[], rejected: readonly RejectedPromo[], orderPromos: readonly string[]): string[] {
  const onOrder = new Set(toVisiblePromoCodes(orderPromos));
  const candidates = [...kept, ...rejected.filter((promo) => !droppedErrorCodes.has(promo.errorCode)).map((promo) => promo.promoCode)];
  return toVisiblePromoCodes(candidates).filter((code) => !onOrder.has(code));
}
