/**
 * SPEC §5 "the part before a slash is the visible code": "save20/WEB" → "SAVE20". Codes match case-insensitively, so
 * the visible code is upper case; '' when nothing comes before the slash.
 */
export function toVisiblePromoCode(code: string): string {
  return (code.split('/')[0] ?? '').trim().toUpperCase();
}
