import type { FunnelState, LineItem } from './state';

/** Where the quote keeps the price it showed (renderers/pages/QuoteSummaryActions.ts `pricing`). */
const quotePricingPage = 'quote';

/**
 * The amount to pay in advance, in dollars with cents: the total the quote priced and showed (promo discounts and
 * sales tax included, user.pageData.quote.pricing.total); when the quote has not priced the order, the sum of the
 * priced lines (selling price plus sales tax of the glass parts, supporting items and vaps, as the order service
 * settles it). Null when nothing is priced, so nothing can be paid.
 */
export function getPaymentAmount(state: FunnelState): number | null {
  const pricing = (state.user.pageData[quotePricingPage] as { pricing?: { total?: unknown } | null } | undefined)?.pricing;
  if (typeof pricing?.total === 'number' && Number.isFinite(pricing.total) && pricing.total > 0) return toCents(pricing.total);
  const { glassParts, supportingItems, vaps } = state.order.lineItems;
  const lines: LineItem[] = [...glassParts, ...supportingItems, ...vaps];
  const sum = lines.reduce((total, line) => total + toNumber(line.sellingPrice) + toNumber(line.salesTax), 0);
  return sum > 0 ? toCents(sum) : null;
}

function toNumber(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
