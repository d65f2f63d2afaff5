import type { OrderTotals } from './priceOrderLines';
import type { PricingBasisChoice } from './toPricingBasis';
import { toCents } from './toCents';

/** Who pays what, in cents, tax included. */
export interface PaymentSplit {
  customerPays: number;
  insurancePays: number;
}

/**
 * Cash: the customer pays everything. Insurance: the customer pays the deductible on the insurable lines (at most
 * their total), all of the non-insurable lines, less the promo discounts, never below zero; the insurer pays the rest.
 */
export function toPaymentSplit(totals: OrderTotals, basis: PricingBasisChoice): PaymentSplit {
  const total = totals.subTotal + totals.salesTax;
  if (basis.pricingBasis === 'Cash' || basis.deductible === null) return { customerPays: total, insurancePays: 0 };
  const deductible = toCents(basis.deductible);
  const customerPays = Math.max(0, Math.min(deductible, totals.insurableGross) + totals.nonInsurableGross + totals.discountGross);
  return { customerPays, insurancePays: total - customerPays };
}
