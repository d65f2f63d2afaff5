/**
 * cents × numerator / denominator in exact integer arithmetic, rounded half up (half away from zero for negative
 * amounts): the tax of a line (cents × rate in thousandths of a percent / 100000) or a percentage discount.
 */
export function multiplyCents(cents: number, numerator: number, denominator: number): number {
  const product = Math.abs(cents) * numerator;
  const rounded = Math.floor((2 * product + denominator) / (2 * denominator));
  return cents < 0 ? -rounded : rounded;
}
