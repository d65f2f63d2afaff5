import type { LineCategory } from './toLineCategory';

/** A promo's discount: a percentage of each discounted line, or a fixed amount spread over them. */
export type PromoDiscount = { kind: 'percent'; percent: number } | { kind: 'amount'; dollars: number };

/** SPEC §8 promo error codes a promo can be set to fail with whatever the order (a simulated promo-engine failure). */
export type SimulatedPromoError = 'Unknown' | 'PromoValidationError';

/** One promo of the sandbox's catalog (api/sandbox/data/promoCatalog.ts). */
export interface PromoDefinition {
  /** The visible code, upper case (SPEC §5). */
  code: string;
  /** What the customer gets, in a sentence. */
  description: string;
  /** Promos of one family do not go together (SPEC §8 SimilarPromoAlreadyOnOrder). */
  family: string;
  /** false: the promo goes on an order with no other promo and none goes on after it (SPEC §8 PromoStackingNotAllowed). */
  isStackable: boolean;
  discount: PromoDiscount;
  /** The line categories it discounts; an order with none of them fails NoSuitableItemForPromo. */
  discounts: readonly LineCategory[];
  /** Only for repair orders (InvalidPromoOnOrder on a replacement). */
  isRepairOnly?: boolean;
  /** Only for cash orders (InvalidPromoOnOrder on an insurance order). */
  isCashOnly?: boolean;
  /** Needs a SERVICE PACKAGE DISCOUNT line and the Offer_Promo_On_Pkg experiment setting not false (SPEC §9). */
  isServicePackagePromo?: boolean;
  /** First and last day it can be used (yyyy-mm-dd, inclusive, UTC), compared with the sandbox clock. */
  startsOn?: string;
  endsOn?: string;
  /** How many submitted orders may use it (rows in promo_usages). */
  usageLimit?: number;
  simulatedError?: SimulatedPromoError;
  /** The part number of its discount line (SPEC §9 discount part numbers). */
  discountPartNumber: string;
}
