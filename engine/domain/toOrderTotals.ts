import { filterFees } from './filterFees';
import type { LineItem, LineItems } from './state';
import { toFlatLineItems } from './toFlatLineItems';
import { toPriceLineItems } from './toPriceLineItems';

/** An order's price as a summary shows it. */
export interface OrderTotals {
  /**
   * The lines to list: glass parts (with their child parts), supporting items and vaps with fees filtered out (SPEC §5),
   * then discounts.
   */
  lines: LineItem[];
  /** Whether fees were left out of `lines` (they still count in the totals). */
  hasHiddenFees: boolean;
  subTotal: number;
  salesTax: number;
  total: number;
}

/**
 * The price of a priced order: every line of glass parts, supporting items (a donation among them) and vaps with their
 * child parts (SPEC §3 childParts: a windshield's molding), plus the promo discount lines the price call added
 * (negative), summed in cents: subtotal of selling prices, sales tax, total.
 */
export function toOrderTotals(lineItems: Pick<LineItems, 'glassParts' | 'supportingItems' | 'vaps'>, discountLines: readonly LineItem[] = []): OrderTotals {
  const priced = toFlatLineItems([...toPriceLineItems(lineItems), ...discountLines]);
  const cents = (value: number) => Math.round((Number.isFinite(value) ? value : 0) * 100);
  const subTotalCents = priced.reduce((sum, line) => sum + cents(line.sellingPrice), 0);
  const salesTaxCents = priced.reduce((sum, line) => sum + cents(line.salesTax), 0);
  const all = toFlatLineItems(toPriceLineItems(lineItems));
  const shown = filterFees(all);
  return {
    lines: [...shown, ...discountLines],
    hasHiddenFees: shown.length < all.length,
    subTotal: subTotalCents / 100,
    salesTax: salesTaxCents / 100,
    total: (subTotalCents + salesTaxCents) / 100,
  };
}
