/** The price call takes one flat list (glass, supporting items, vaps) and answers it priced, then the discount lines. */
import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../../engine/domain/state';
import { toPricedLineGroups } from '../../../engine/domain/toPricedLineGroups';
import { toPriceLineItems } from '../../../engine/domain/toPriceLineItems';
import { createLineItem } from '../../fixtures/createLineItem';

const line = createLineItem;

const glass = line('WINDSHIELD');
const fee = line('REPLACE FEE');
const recycle = line('RECYCLE FEE');
const wiper = line('FRONT WIPER');
const discount = line('PROMO DISCOUNT', { sellingPrice: -80 });
const priced = (item: LineItem) => ({ ...item, salesTax: 1 });

describe('toPriceLineItems and toPricedLineGroups', () => {
  it.each([
    { name: 'every group and a discount', groups: { glassParts: [glass], supportingItems: [fee, recycle], vaps: [wiper] }, discounts: [discount] },
    { name: 'a repair: supporting items only', groups: { glassParts: [], supportingItems: [fee], vaps: [] }, discounts: [] },
    { name: 'extras only', groups: { glassParts: [], supportingItems: [], vaps: [wiper] }, discounts: [discount] },
  ])('$name', ({ groups, discounts }) => {
    const sent = toPriceLineItems(groups);
    expect(sent).toEqual([...groups.glassParts, ...groups.supportingItems, ...groups.vaps]);
    const answer = [...sent.map(priced), ...discounts];
    expect(toPricedLineGroups(groups, answer)).toEqual({
      glassParts: groups.glassParts.map(priced),
      supportingItems: groups.supportingItems.map(priced),
      vaps: groups.vaps.map(priced),
      discountLines: discounts,
    });
  });
});
