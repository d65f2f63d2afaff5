import type { LineItem, LineItems } from './state';

/** The priced lines put back in their groups, and the promo discount lines the price call added after them. */
export interface PricedLineGroups {
  glassParts: LineItem[];
  supportingItems: LineItem[];
  vaps: LineItem[];
  discountLines: LineItem[];
}

/**
 * Splits the price call's answer (the lines as sent, priced, then one discount line per promo) back into the groups
 * they were sent as (toPriceLineItems), by the number of lines each group sent.
 */
export function toPricedLineGroups(sent: Pick<LineItems, 'glassParts' | 'supportingItems' | 'vaps'>, priced: readonly LineItem[]): PricedLineGroups {
  const glassEnd = sent.glassParts.length;
  const supportingEnd = glassEnd + sent.supportingItems.length;
  const vapsEnd = supportingEnd + sent.vaps.length;
  return {
    glassParts: priced.slice(0, glassEnd),
    supportingItems: priced.slice(glassEnd, supportingEnd),
    vaps: priced.slice(supportingEnd, vapsEnd),
    discountLines: priced.slice(vapsEnd),
  };
}
