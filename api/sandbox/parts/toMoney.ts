/** An amount rounded to cents, as every price the parts calls answer is (two decimals). */
export function toMoney(amount: number): number {
  return Math.round((amount + Math.sign(amount) * Number.EPSILON) * 100) / 100;
}
