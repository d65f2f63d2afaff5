/** SPEC §5: donation parts are numbered DONATION_{amount} with zero labour and tax; SPEC §4: they join the submitted state. */
import { describe, expect, it } from 'vitest';
import { createInitialOrder, createInitialUser } from '../../../engine/domain/state';
import { toDonationPart } from '../../../engine/domain/toDonationPart';
import { toSnapshotWithDonation } from '../../../engine/domain/toSnapshotWithDonation';
import { createLineItem } from '../../fixtures/createLineItem';

describe('toDonationPart', () => {
  it.each([
    { amount: 1, id: undefined, partNumber: 'DONATION_1', expectedId: 'DONATION_1', description: 'Donation of $1' },
    { amount: 5, id: 'donation-7', partNumber: 'DONATION_5', expectedId: 'donation-7', description: 'Donation of $5' },
    { amount: 25, id: undefined, partNumber: 'DONATION_25', expectedId: 'DONATION_25', description: 'Donation of $25' },
    { amount: 100, id: 'donation-1', partNumber: 'DONATION_100', expectedId: 'donation-1', description: 'Donation of $100' },
  ])('$amount dollars → $partNumber, priced $amount with no labour and no tax', ({ amount, id, partNumber, expectedId, description }) => {
    expect(toDonationPart(amount, id)).toEqual({
      id: expectedId,
      partNumber,
      partType: 'DONATION',
      description,
      promoCode: null,
      childParts: [],
      discountedLineItemIds: [],
      kitPrice: amount,
      laborAmount: 0,
      sellingPrice: amount,
      salesTax: 0,
      isInsurable: false,
      isChildPart: false,
      requiresRecalibration: false,
      recalibrationType: null,
    });
  });

  it.each([0, -5, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s: a donation is whole dollars above 0', (amount) => {
    expect(() => toDonationPart(amount)).toThrow(RangeError);
  });
});

describe('toSnapshotWithDonation', () => {
  const kit = createLineItem('REPLACE FEE', { sellingPrice: 30 });
  const snapshot = () => {
    const order = createInitialOrder();
    order.eon = 'EON100001';
    order.lineItems.supportingItems = [kit];
    return { order, user: createInitialUser(), submittedAt: '2026-12-01T09:00:00.000Z' };
  };

  it.each([
    { name: 'one donation', amounts: [5], partNumbers: ['REPLACE-FEE', 'DONATION_5'] },
    { name: 'two donations: each adds one item', amounts: [5, 10], partNumbers: ['REPLACE-FEE', 'DONATION_5', 'DONATION_10'] },
  ])('$name goes after the supporting items; the rest stays as it was', ({ amounts, partNumbers }) => {
    const before = snapshot();
    const after = amounts.reduce((current, amount) => toSnapshotWithDonation(current, toDonationPart(amount)), before);
    expect(after.order.lineItems.supportingItems.map((item) => item.partNumber)).toEqual(partNumbers);
    expect(after.order.eon).toBe('EON100001');
    expect(after.submittedAt).toBe(before.submittedAt);
    expect(before.order.lineItems.supportingItems).toEqual([kit]); // not changed in place
  });
});
