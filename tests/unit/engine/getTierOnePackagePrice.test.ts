/** SPEC §5: wipers are excluded from the tier-one package price. */
import { describe, expect, it } from 'vitest';
import { getTierOnePackagePrice } from '../../../engine/domain/getTierOnePackagePrice';
import { createLineItem } from '../../fixtures/createLineItem';

const line = createLineItem;

const windshield = line('WINDSHIELD', { id: 'Windshield-Front', sellingPrice: 520.31 });
const kit = line('REPLACE FEE', { sellingPrice: 29.95 });
const recycle = line('RECYCLE FEE', { sellingPrice: 4.95 });
const frontWiper = line('FRONT WIPER', { sellingPrice: 34.99 });
const rearWiper = line('REAR WIPER', { sellingPrice: 18.99 });
const rainRepel = line('RAIN REPEL', { sellingPrice: 14.99 });
const save20 = line('PROMO DISCOUNT', { id: 'promo-SAVE20', sellingPrice: -104.06, discountedLineItemIds: ['Windshield-Front'] });
const freeWipers = line('PROMO DISCOUNT', { id: 'promo-FREEWIPERS', sellingPrice: -34.99, discountedLineItemIds: ['FRONT WIPER'] });
const molding = line('MOLDING', { sellingPrice: 64.95 });

describe('getTierOnePackagePrice', () => {
  it.each([
    { name: 'glass and fees', lines: [windshield, kit, recycle], price: 555.21 },
    { name: 'front and rear wipers left out', lines: [windshield, kit, recycle, frontWiper, rearWiper], price: 555.21 },
    { name: 'other extras counted', lines: [windshield, kit, recycle, rainRepel], price: 570.2 },
    { name: 'a promo on the glass counted', lines: [windshield, kit, recycle, save20], price: 451.15 },
    { name: 'a promo only on wipers left out with them', lines: [windshield, frontWiper, freeWipers], price: 520.31 },
    { name: 'child parts counted', lines: [{ ...windshield, childParts: [molding] }], price: 585.26 },
    { name: 'no lines', lines: [], price: 0 },
    { name: 'only wipers', lines: [frontWiper, rearWiper], price: 0 },
  ])('$name → $price', ({ lines, price }) => {
    expect(getTierOnePackagePrice(lines)).toBe(price);
  });
});
