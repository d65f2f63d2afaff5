import { filterFees } from './filterFees';
import { isSettingOn } from './isSettingOn';
import type { LineItem } from './state';

/**
 * The MSR fee line the quote shows when the DisplayMSR setting is on (SPEC §9): Choice (the SPEC names the key only):
 * the mobile service, supplies and recycling fees that SPEC §5 fee filtering otherwise folds into the total, summed
 * into one line. Null when the setting is off or the order has no such fee.
 */
export function getMsrFee(
  settings: Record<string, string | number | boolean>,
  lineItems: ReadonlyArray<Pick<LineItem, 'partType' | 'partNumber' | 'sellingPrice'>>,
): { amount: number } | null {
  if (!isSettingOn(settings, 'DisplayMSR')) return null;
  const shown = new Set(filterFees(lineItems));
  const fees = lineItems.filter((item) => !shown.has(item) && !item.partType.toUpperCase().includes('EARLY BIRD'));
  if (fees.length === 0) return null;
  const cents = fees.reduce((sum, item) => sum + Math.round(item.sellingPrice * 100), 0);
  return { amount: cents / 100 };
}
