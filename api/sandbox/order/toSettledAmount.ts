import type { ContractSchema } from '../../contract/OperationTypes';

type Order = ContractSchema<'Order'>;

/** Payment choices paid in advance (SPEC §4 "Payment method choice": anything but none and Later, Insurance here). */
const paidInAdvance = new Set(['CreditCard', 'Paypal', 'Afterpay', 'PayNow', 'ApplePay']);

/** The largest amount an order may settle: orders.settled_tender_amount is numeric(10, 2). */
export const maxSettledAmount = 99_999_999.99;

/**
 * What a submitted order settles now (SPEC §7 "settled amounts"). Choice: the order's total (sellingPrice + salesTax
 * of glass parts, supporting items and vaps, in cents) when it is paid in advance, 0 for Later and Insurance.
 */
export function toSettledAmount(order: Order): number {
  const choice = order.payment?.paymentChoice;
  const isPaidInAdvance = order.payment?.isPia === true || (choice !== undefined && paidInAdvance.has(choice));
  if (!isPaidInAdvance) return 0;
  const items = [...(order.lineItems?.glassParts ?? []), ...(order.lineItems?.supportingItems ?? []), ...(order.lineItems?.vaps ?? [])];
  const cents = items.reduce((sum, item) => sum + Math.round(((item.sellingPrice ?? 0) + (item.salesTax ?? 0)) * 100), 0);
  return cents / 100;
}
