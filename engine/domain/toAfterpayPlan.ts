/** Afterpay splits a purchase into this many payments, one every two weeks (the sandbox's hosted page does the same). */
export const afterpayInstalmentCount = 4;

/** What the payment-method page says about paying with Afterpay. */
export interface AfterpayPlan {
  /** The instalments in dollars: the cents that do not divide by 4 go on the first one. */
  instalments: number[];
  /**
   * SPEC §9 AfterPayExtendedPayOptionThreshold: the total reaches the threshold the experiment sets, so the extended
   * (longer) pay option is offered too; the threshold itself, or null without one.
   */
  extendedOptionThreshold: number | null;
  isExtendedOptionOffered: boolean;
}

/**
 * The Afterpay plan for `total`: four payments, and whether the total reaches the AfterPayExtendedPayOptionThreshold
 * setting (a number, or a number as text; any other value is no threshold).
 */
export function toAfterpayPlan(total: number, threshold: unknown): AfterpayPlan {
  const cents = Math.round(total * 100);
  const each = Math.floor(cents / afterpayInstalmentCount);
  const first = cents - each * (afterpayInstalmentCount - 1);
  const instalments = [first, ...Array.from({ length: afterpayInstalmentCount - 1 }, () => each)].map((value) => value / 100);
  const limit = toThreshold(threshold);
  return { instalments, extendedOptionThreshold: limit, isExtendedOptionOffered: limit !== null && total >= limit };
}

function toThreshold(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
}
