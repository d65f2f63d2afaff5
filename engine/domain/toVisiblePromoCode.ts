/**
 * SPEC §5: the part of a promo code before a slash is the visible code (`save20/web` shows as SAVE20). Surrounding
 * spaces are dropped and letters upper-cased, so the same code typed differently is one code. Empty when nothing
 * comes before the slash.
 */
export function toVisiblePromoCode(code: string): string {
  return (code.split('/')[0] ?? '').trim().toUpperCase();
}
