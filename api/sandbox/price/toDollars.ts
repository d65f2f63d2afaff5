/** Whole cents → dollars with two decimals (12345 → 123.45), never -0. */
export function toDollars(cents: number): number {
  const dollars = Math.round(cents) / 100;
  return dollars === 0 ? 0 : dollars;
}
