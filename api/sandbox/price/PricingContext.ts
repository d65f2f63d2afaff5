/** Cash or insurance pricing (SPEC §6 "price flows depend on whether the cash or the insurance parent account applies"). */
export type PricingBasis = 'Cash' | 'Insurance';

/** What serverData carries between the price calls: where and how the order was priced, and its accepted promos. */
export interface PricingContext {
  /** The state whose sales tax applied, null when not known yet (a promo call on an order without a zip). */
  state: string | null;
  zip: string | null;
  parentAccountNumber: string | null;
  billToAccountNumber: string | null;
  providerNumber: string | null;
  eon: string | null;
  pricingBasis: PricingBasis;
  deductible: number | null;
  /** Visible codes of the promos accepted on the order (SPEC §4 promo state: active). */
  promos: string[];
}
