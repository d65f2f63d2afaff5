/** The confirmation's price: every priced line and discount summed in cents; fees counted but not listed (SPEC §5). */
import { describe, expect, it } from 'vitest';
import { toDonationPart } from '../../../engine/domain/toDonationPart';
import { toOrderTotals } from '../../../engine/domain/toOrderTotals';
import { createLineItem } from '../../fixtures/createLineItem';

const line = createLineItem;
const windshield = line('WINDSHIELD', { partNumber: 'FW1', sellingPrice: 400.1, salesTax: 30.2 });
const kit = line('REPLACE FEE', { partNumber: 'KIT', sellingPrice: 30, salesTax: 3 });
const wiper = line('FRONT WIPER', { partNumber: 'WIPER-F', sellingPrice: 40, salesTax: 4 });
const repair = line('REPAIR FEE', { partNumber: 'WR-1', sellingPrice: 89.99, salesTax: 0 });
const discount = line('PROMO DISCOUNT', { partNumber: 'DSC', sellingPrice: -80, salesTax: -8 });

describe('toOrderTotals', () => {
  it.each([
    {
      name: 'glass, a fee and an extra',
      groups: { glassParts: [windshield], supportingItems: [kit], vaps: [wiper] },
      discounts: [],
      listed: ['FW1', 'WIPER-F'],
      hidden: true,
      totals: { subTotal: 470.1, salesTax: 37.2, total: 507.3 },
    },
    {
      name: 'a promo discount',
      groups: { glassParts: [windshield], supportingItems: [kit], vaps: [] },
      discounts: [discount],
      listed: ['FW1', 'DSC'],
      hidden: true,
      totals: { subTotal: 350.1, salesTax: 25.2, total: 375.3 },
    },
    {
      name: 'a repair (its REPAIR FEE is the repair) and a donation',
      groups: { glassParts: [], supportingItems: [repair, toDonationPart(5)], vaps: [] },
      discounts: [],
      listed: ['WR-1', 'DONATION_5'],
      hidden: false,
      totals: { subTotal: 94.99, salesTax: 0, total: 94.99 },
    },
    {
      name: 'a child part (a windshield\'s molding) is listed after its part and counted',
      groups: { glassParts: [{ ...windshield, childParts: [line('MOLDING', { partNumber: 'FM1', sellingPrice: 64.95, salesTax: 3.64, isChildPart: true })] }], supportingItems: [kit], vaps: [] },
      discounts: [],
      listed: ['FW1', 'FM1'],
      hidden: true,
      totals: { subTotal: 495.05, salesTax: 36.84, total: 531.89 },
    },
    {
      name: 'nothing priced',
      groups: { glassParts: [], supportingItems: [], vaps: [] },
      discounts: [],
      listed: [],
      hidden: false,
      totals: { subTotal: 0, salesTax: 0, total: 0 },
    },
  ])('$name', ({ groups, discounts, listed, hidden, totals }) => {
    const result = toOrderTotals(groups, discounts);
    expect(result.lines.map((item) => item.partNumber)).toEqual(listed);
    expect(result.hasHiddenFees).toBe(hidden);
    expect({ subTotal: result.subTotal, salesTax: result.salesTax, total: result.total }).toEqual(totals);
  });
});
