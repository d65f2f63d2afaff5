import type { LineItem, LineItems } from './state';

/** The line groups that are priced, in the order they are sent (SPEC §3 lineItems). */
const pricedLineGroups = ['glassParts', 'supportingItems', 'vaps'] as const;

/** The order's line items as the price call takes them: one flat list, glass parts, then supporting items, then vaps. */
export function toPriceLineItems(lineItems: Pick<LineItems, (typeof pricedLineGroups)[number]>): LineItem[] {
  return pricedLineGroups.flatMap((group) => lineItems[group]);
}
