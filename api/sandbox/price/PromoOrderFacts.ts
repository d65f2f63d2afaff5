import type { PricingLine } from './PricingLine';

/** What promo eligibility looks at on an order. */
export interface PromoOrderFacts {
  lines: readonly PricingLine[];
  /** A windshield repair (SPEC §3 damage.isRepair; the price call's isReplacement false). */
  isRepair: boolean;
  /** In the insurance flow (SPEC §4 "when isInsurance is true"; the price call: priced for insurance). */
  isInsurance: boolean;
  /** SPEC §9 experiment setting Offer_Promo_On_Pkg (isPackagePromoOffered). */
  isPackagePromoOffered: boolean;
}
