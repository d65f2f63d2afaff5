import { toMoney } from './toMoney';
import type { LineItem, PartType } from './types';

/** What a fee, extra or discount line item is made of; the rest of the SPEC §3 line item fields get defaults. */
export interface FeeLineItemFields {
  id: string;
  partNumber: string;
  partType: PartType;
  description: string;
  kitPrice: number;
  laborAmount: number;
  isInsurable: boolean;
}

/**
 * A SPEC §3 line item for anything that is not glass (fees, wipers, rain repel, recalibration, discounts): prices
 * rounded to cents, sellingPrice = kitPrice + laborAmount, no tax (price.taxedOrderItems adds it), no recalibration.
 */
export function toFeeLineItem(fields: FeeLineItemFields): LineItem {
  const kitPrice = toMoney(fields.kitPrice);
  const laborAmount = toMoney(fields.laborAmount);
  return {
    id: fields.id,
    partNumber: fields.partNumber,
    partType: fields.partType,
    description: fields.description,
    promoCode: null,
    childParts: [],
    discountedLineItemIds: [],
    kitPrice,
    laborAmount,
    sellingPrice: toMoney(kitPrice + laborAmount),
    salesTax: 0,
    isInsurable: fields.isInsurable,
    isChildPart: false,
    requiresRecalibration: false,
    recalibrationType: null,
  };
}
