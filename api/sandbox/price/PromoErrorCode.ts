/** SPEC §8 promo error codes. */
export const promoErrorCodes = [
  'Unknown',
  'PromoNotYetInUse',
  'PromoUsageCountExceeded',
  'PromoExpired',
  'PromoDoesNotExist',
  'PromoStackingNotAllowed',
  'SimilarPromoAlreadyOnOrder',
  'InvalidPromoOnOrder',
  'PromoValidationError',
  'NoSuitableItemForPromo',
] as const;

export type PromoErrorCode = (typeof promoErrorCodes)[number];

/** SPEC §8: these are not kept as inactive promos; the others are (if the promo is not already on the order). */
export const droppedPromoErrorCodes: ReadonlySet<PromoErrorCode> = new Set([
  'Unknown',
  'PromoNotYetInUse',
  'PromoUsageCountExceeded',
  'PromoExpired',
  'PromoDoesNotExist',
]);
