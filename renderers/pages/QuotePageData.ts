import type { LineItem } from '../../engine/domain/state';

/** The price of the order as the quote shows it (user.pageData.quote.pricing, written by quote.yaml's `price`). */
export interface QuotePricing {
  /** The promo discount lines the price call added (partType PROMO DISCOUNT, negative amounts). */
  discountLines: LineItem[];
  subTotal: number;
  salesTax: number;
  total: number;
  /** The state whose sales tax applies, its rate in percent and whether labour is taxed there. */
  taxState: string;
  taxRate: number;
  isLaborTaxed: boolean;
}

/** What a promo code's check came to (quote.yaml's `applyPromo`), for the SPEC §8 messages. */
export interface QuotePromoResult {
  promoCode: string;
  errorCode: string | null;
  additionalInfo: string | null;
}

/** What the quote's YAML keeps in the page's data for the quote-summary renderer. */
export interface QuotePageData {
  /** The extras offered, in the order they are shown (wipers, rain repel, the service package discount). */
  extras?: LineItem[] | null;
  /** The price shown; null when there is nothing to price; absent when it could not be worked out. */
  pricing?: QuotePricing | null;
  /** The last promo code checked on this visit. */
  promoResult?: QuotePromoResult | null;
}

/** The quote's page data, read from the page's own data (`pageData[pageId]`). */
export function getQuotePageData(pageData: Record<string, Record<string, unknown>>, pageId: string): QuotePageData {
  return (pageData[pageId] ?? {}) as QuotePageData;
}

/** The extras the page offers (line items with a part number), in the order they are shown. */
export function getOfferedExtras(data: QuotePageData): LineItem[] {
  return (Array.isArray(data.extras) ? data.extras : []).filter((item): item is LineItem => !!item && typeof item.partNumber === 'string');
}
