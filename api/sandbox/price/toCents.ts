/** Dollars → whole cents, rounded half up (half away from zero for negative amounts): 1.005 → 101, -1.005 → -101. */
export function toCents(dollars: number): number {
  // The 1e-6 absorbs binary noise (1.005 * 100 is 100.49999…) without moving any real amount to another cent.
  return Math.sign(dollars) * Math.floor(Math.abs(dollars) * 100 + 0.5 + 1e-6);
}
