import type { LineItem } from './state';

/** SPEC §3 wiper part types. */
const wiperPartTypes = ['FRONT WIPER', 'REAR WIPER'];

type PricedLine = Pick<LineItem, 'partType' | 'sellingPrice' | 'childParts'> & Partial<Pick<LineItem, 'id' | 'discountedLineItemIds'>>;

/**
 * The tier-one package price: what the order's lines cost before tax, wipers excluded (SPEC §5), child parts included.
 * A discount line that only discounts wipers (e.g. a free-wipers promo) is left out with them. Summed in cents, so
 * the result has two decimals.
 */
export function getTierOnePackagePrice(lines: readonly PricedLine[]): number {
  const isWiper = (line: PricedLine) => wiperPartTypes.includes(line.partType.trim().toUpperCase());
  const wiperIds = new Set(lines.filter(isWiper).map((line) => line.id).filter((id): id is string => !!id));
  const onlyDiscountsWipers = (line: PricedLine) =>
    (line.discountedLineItemIds?.length ?? 0) > 0 && line.discountedLineItemIds!.every((id) => wiperIds.has(id));
  const toCents = (line: PricedLine): number =>
    Math.round((line.sellingPrice ?? 0) * 100) + (line.childParts ?? []).reduce((sum, child) => sum + toCents(child), 0);
  const cents = lines.filter((line) => !isWiper(line) && !onlyDiscountsWipers(line)).reduce((sum, line) => sum + toCents(line), 0);
  return cents / 100;
}
