import { RequestError } from '../http/RequestError';
import type { LineItem, PricingLine } from './PricingLine';
import { toLineCents } from './toLineCents';
import { toLineCategory, type LineCategory } from './toLineCategory';

/** A list of line items and the request field it came from (for 400s): `lineItems`, `order.lineItems.vaps`… */
export interface LineGroup {
  items: readonly LineItem[];
  field: string;
}

/** Categories insurance pays for unless a line says otherwise (isInsurable): the glass work, recalibration and fees. */
const insurableCategories: ReadonlySet<LineCategory> = new Set(['glass', 'recalibration', 'fee']);

/**
 * The line items of one or more groups, read for pricing in one list: a line without an id gets `{idPrefix}-{n}` (n its
 * position among all lines and child parts, from 1: `line-1`, `line-2`…); this service's own PROMO DISCOUNT lines are dropped (they are
 * recomputed); a line without a kitPrice, or with an amount beyond ±100000 dollars (toLineCents), answers 400 naming it;
 * a missing laborAmount is 0.
 */
export function toPricingLines(groups: readonly LineGroup[], idPrefix = 'line'): PricingLine[] {
  let position = 0;
  const read = (item: LineItem, field: string): PricingLine | null => {
    position += 1;
    const id = item.id ?? `${idPrefix}-${position}`;
    const category = toLineCategory(item);
    if (item.kitPrice === undefined) {
      throw new RequestError(400, `${field}.kitPrice`, `${field}.kitPrice is required: the price service prices a line from its kitPrice and laborAmount.`);
    }
    const children = (item.childParts ?? []).flatMap((child, index) => read(child, `${field}.childParts[${index}]`) ?? []);
    if (category === 'promoDiscount') return null;
    return {
      id,
      source: item,
      category,
      isInsurable: item.isInsurable ?? insurableCategories.has(category),
      kitCents: toLineCents(item.kitPrice, `${field}.kitPrice`),
      laborCents: toLineCents(item.laborAmount ?? 0, `${field}.laborAmount`),
      children,
    };
  };
  return groups.flatMap((group) => group.items.flatMap((item, index) => read(item, `${group.field}[${index}]`) ?? []));
}

