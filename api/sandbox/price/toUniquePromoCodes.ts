import { toVisiblePromoCode } from './toVisiblePromoCode';

/** SPEC §5: promo codes normalised to their visible code and de-duplicated, in first-seen order; blanks dropped. */
export function toUniquePromoCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map(toVisiblePromoCode).filter((code) => code !== ''))];
}
