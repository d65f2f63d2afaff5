/** SPEC §5: the part of a promo code before a slash is the visible code; promo usages count it upper-cased. */
export function toVisiblePromoCode(promo: string): string {
  return promo.split('/')[0]!.trim().toUpperCase();
}
