import type { ContractSchema } from '../../contract/OperationTypes';

/** SPEC §5: a donation part is numbered DONATION_{amount}, with zero labour and tax; SPEC §3 part type DONATION. */
export function toDonationLineItem(amount: number, donationId: number): ContractSchema<'LineItem'> {
  return {
    id: `donation-${donationId}`,
    partNumber: `DONATION_${amount}`,
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
