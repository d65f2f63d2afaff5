import type { LineItem, LineItems } from './state';
import { toFlatLineItems } from './toFlatLineItems';

/**
 * The amount to pay in advance, in dollars with cents: the total the quote priced and showed (promo discounts and
 * sales tax included, `pricing.total`, as the quote's YAML keeps it); when the quote has not priced the order, the sum
 * of the priced lines (selling price plus sales tax of the glass parts, supporting items and vaps and their child
 * parts, as the order service settles it). Null when nothing is priced, so nothing can be paid.
 */
export function getPaymentAmount(pricing: unknown, lineItems: Pick<LineItems, 'glassParts' | 'supportingItems' | 'vaps'> | null | undefined): number | null {
  const total = (pricing as { total?: unknown } | null | undefined)?.total;
  if (typeof total === 'number' && Number.isFinite(total) && total > 0) return toCents(total);
  const lines: LineItem[] = toFlatLineItems([...(lineItems?.glassParts ?? []), ...(lineItems?.supportingItems ?? []), ...(lineItems?.vaps ?? [])]);
  const sum = lines.reduce((total, line) => total + toNumber(line.sellingPrice) + toNumber(line.salesTax), 0);
  return sum > 0 ? toCents(sum) : null;
}

function toNumber(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
