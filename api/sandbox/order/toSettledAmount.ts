import type { ContractSchema } from '../../contract/OperationTypes';
import { priceOrderLines } from '../price/priceOrderLines';
import { readOrderBlock } from '../price/readOrderBlock';
import { toApplicablePromos } from '../price/toApplicablePromos';

type Order = ContractSchema<'Order'>;

/** Payment choices paid in advance (SPEC §4 "Payment method choice": anything but none and Later, Insurance here). */
const paidInAdvance = new Set(['CreditCard', 'Paypal', 'Afterpay', 'PayNow', 'ApplePay']);

/** The largest amount an order may settle: orders.settled_tender_amount is numeric(10, 2). */
export const maxSettledAmount = 99_999_999.99;

type Item = NonNullable<NonNullable<Order['lineItems']>['glassParts']>[number];

/** Each line, then its child parts (SPEC §3 childParts: a windshield's molding is charged like any line). */
const toFlatItems = (items: readonly Item[]): Item[] => items.flatMap((item) => [item, ...toFlatItems((item.childParts ?? []) as Item[])]);

/**
 * What a submitted order settles now (SPEC §7 "settled amounts"). Choice: the order's total (sellingPrice + salesTax
 * of glass parts, supporting items and vaps and their child parts, in cents, less the discounts of its promos, priced
 * as the price service prices them: issue #14, the amount paid on the confirmation is what the hosted page charged)
 * when it is paid in advance, 0 for Later and Insurance.
 */
export function toSettledAmount(order: Order): number {
  const choice = order.payment?.paymentChoice;
  const isPaidInAdvance = order.payment?.isPia === true || (choice !== undefined && paidInAdvance.has(choice));
  if (!isPaidInAdvance) return 0;
  if ((order.lineItems?.promos ?? []).length > 0) {
    try {
      const block = readOrderBlock(order, { useDefaultCashParentAccount: order.payment?.isInsurance !== true, isPackagePromoOffered: true });
      const { totals } = priceOrderLines(block.lines, toApplicablePromos(block.promos, block.facts), block.taxRate);
      return (totals.subTotal + totals.salesTax) / 100;
    } catch {
      // An order block the price service would refuse: its lines as they are (the promos cannot be priced).
    }
  }
  const items = toFlatItems([...(order.lineItems?.glassParts ?? []), ...(order.lineItems?.supportingItems ?? []), ...(order.lineItems?.vaps ?? [])]);
  const cents = items.reduce((sum, item) => sum + Math.round(((item.sellingPrice ?? 0) + (item.salesTax ?? 0)) * 100), 0);
  return cents / 100;
}
