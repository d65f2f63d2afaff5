import type { LineItem } from './state';

/**
 * SPEC §5 donation part: numbered DONATION_{amount}, with zero labour and tax (SPEC §3 part type DONATION). The
 * amount is whole dollars (SPEC §7 add donation part takes a donationAmount); the whole amount is its price.
 * `id` is the one the order service gave the item, when known.
 */
export function toDonationPart(amount: number, id?: string): LineItem {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`A donation is a whole number of dollars above 0, not ${amount}`);
  const partNumber = `DONATION_${amount}`;
  return {
    id: id ?? partNumber,
    partNumber,
    partType: 'DONATION',
    description: `Donation of $${amount}`,
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
  };
}
