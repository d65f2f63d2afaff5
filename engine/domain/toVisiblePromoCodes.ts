import { toVisiblePromoCode } from './toVisiblePromoCode';

/** SPEC §5: the visible codes of a list of promo codes, each shown once (first occurrence kept), none empty. */
export function toVisiblePromoCodes(codes: readonly string[]): string[] {
  const visible = codes.map(toVisiblePromoCode).filter((code) => code !== '');
  return [...new Set(visible)];
}
