import { filterFees } from './filterFees';
import type { LineItem, LineItems } from './state';
import { toPriceLineItems } from './toPriceLineItems';

/** An order's price as a summary shows it. */
export interface OrderTotals {
  /** The lines to list: glass parts, supporting items and vaps with fees filtered out (SPEC §5), then discounts. */
  lines: LineItem[];
  /** Whether fees were left out of `lines` (they still count in the totals). */
  hasHiddenFees: boolean;
  subTotal: number;
  salesTax: number;
  total: number;
}

/**
 * The price of a priced order: every line of glass parts, supporting items (a donation among them) and vaps, plus the
 * promo discount lines the price call added (negative), summed in cents: subtotal of selling prices, sales tax, total.
 */
export function toOrderTotals(lineItems: Pick<LineItems, 'glassParts' | 'supportingItems' | 'vaps'>, discountLines: readonly LineItem[] = []): OrderTotals {
  const priced = [...toPriceLineItems(lineItems), ...discountLines];
  const cents = (value: number) => Math.round((Number.isFinite(value) ? value : 0) * 100);
  const subTotalCents = priced.reduce((sum, line) => sum + cents(line.sellingPrice), 0);
  const salesTaxCents = priced.reduce((sum, line) => sum + cents(line.salesTax), 0);
  const shown = filterFees(toPriceLineItems(lineItems));
  return {
    lines: [...shown, ...discountLines],
    hasHiddenFees: shown.length < toPriceLineItems(lineItems).length,
    subTotal: subTotalCents / 100,
    salesTax: salesTaxCents / 100,
    total: (subTotalCents + salesTaxCents) / 100,
  };
}
