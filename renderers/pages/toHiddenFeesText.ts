import type { LineItem } from '../../engine/domain/state';

/**
 * What the total includes besides the lines listed (SPEC §5 fee filtering leaves the fees out of the list): the
 * installation supplies and disposal fees, and the mobile service fee once mobile service is chosen (SPEC §7 mobile fee).
 */
export function toHiddenFeesText(supportingItems: readonly Pick<LineItem, 'partType'>[]): string {
  const hasMobileFee = supportingItems.some((item) => item.partType === 'MOBILE FEE');
  return hasMobileFee
    ? 'The total includes installation supplies, glass disposal and mobile service fees.'
    : 'The total includes installation supplies and glass disposal fees.';
}
