import type { LineItem } from './state';

/** The repair-supplies part number: a REPAIR FEE with it is a fee, not the repair itself (SPEC §5). */
const repairSuppliesPartNumber = 'WR-SUPPLIES';

/**
 * SPEC §5 fee filtering, for display: removes the line items whose part type contains FEE or EARLY BIRD (any case),
 * except a REPAIR FEE whose part number is not the repair-supplies one (that one is the repair the customer buys).
 * The prices are not changed: the removed lines still count in the totals.
 */
export function filterFees<Item extends Pick<LineItem, 'partType' | 'partNumber'>>(items: readonly Item[]): Item[] {
  return items.filter((item) => {
    const partType = item.partType.toUpperCase();
    if (partType === 'REPAIR FEE') return item.partNumber.toUpperCase() !== repairSuppliesPartNumber;
    return !partType.includes('FEE') && !partType.includes('EARLY BIRD');
  });
}
