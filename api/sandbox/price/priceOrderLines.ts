import type { TaxRate } from '../data/taxRates';
import { getLineSalesTax } from './getLineSalesTax';
import { multiplyCents } from './multiplyCents';
import type { LineItem, PricingLine } from './PricingLine';
import type { PromoDefinition } from './PromoDefinition';
import { toDollars } from './toDollars';
import { toFlatLines } from './toFlatLines';
import { promoDiscountPartType } from './toLineCategory';

/** The order's sums in cents; "gross" is sellingPrice + salesTax. */
export interface OrderTotals {
  subTotal: number;
  salesTax: number;
  insurableGross: number;
  nonInsurableGross: number;
  /** The promo discount lines (zero or negative). */
  discountGross: number;
}

/** Priced lines (the tree as sent), one discount line per promo that discounted something, and the sums. */
export interface PricedOrder {
  lineItems: LineItem[];
  discountLines: LineItem[];
  totals: OrderTotals;
}

/** What is left of a line to discount, in cents. */
interface Remaining {
  kit: number;
  labor: number;
}

/**
 * Prices an order's lines: sellingPrice = kitPrice + laborAmount, salesTax by the state's rate (getLineSalesTax). Each
 * promo, in order, then discounts what is left of the lines of its categories: a percentage of each line, or a fixed
 * amount (at most what is left) spread over them in proportion, each line's share split between kit and labour in
 * proportion. A promo's discount is one line (partType PROMO DISCOUNT) with negative amounts and the ids of the lines
 * it discounted, so every line keeps sellingPrice = kitPrice + laborAmount and the total is the sum of the lines.
 */
export function priceOrderLines(lines: readonly PricingLine[], promos: readonly PromoDefinition[], taxRate: TaxRate | null): PricedOrder {
  const flat = toFlatLines(lines);
  const remaining = new Map<PricingLine, Remaining>(flat.map((line) => [line, { kit: line.kitCents, labor: line.laborCents }]));
  const totals: OrderTotals = { subTotal: 0, salesTax: 0, insurableGross: 0, nonInsurableGross: 0, discountGross: 0 };

  const priceLine = (line: PricingLine): LineItem => {
    const sellingCents = line.kitCents + line.laborCents;
    const taxCents = getLineSalesTax({ partNumber: line.source.partNumber, kitCents: line.kitCents, laborCents: line.laborCents, sellingCents }, taxRate);
    totals.subTotal += sellingCents;
    totals.salesTax += taxCents;
    if (line.isInsurable) totals.insurableGross += sellingCents + taxCents;
    else totals.nonInsurableGross += sellingCents + taxCents;
    const priced: LineItem = {
      ...line.source,
      id: line.id,
      kitPrice: toDollars(line.kitCents),
      laborAmount: toDollars(line.laborCents),
      sellingPrice: toDollars(sellingCents),
      salesTax: toDollars(taxCents),
      isInsurable: line.isInsurable,
    };
    if (line.source.childParts) priced.childParts = line.children.map(priceLine);
    return priced;
  };
  const lineItems = lines.map(priceLine);

  const discountLines = promos.flatMap((promo) => {
    const targets = flat.filter((line) => {
      const left = remaining.get(line)!;
      return promo.discounts.includes(line.category) && left.kit >= 0 && left.labor >= 0 && left.kit + left.labor > 0;
    });
    const shares = toDiscountShares(promo, targets.map((line) => remaining.get(line)!));
    let kitCents = 0;
    let laborCents = 0;
    const discountedLineItemIds: string[] = [];
    targets.forEach((line, index) => {
      const share = shares[index]!;
      if (share === 0) return;
      const left = remaining.get(line)!;
      const kitShare = multiplyCents(share, left.kit, left.kit + left.labor);
      left.kit -= kitShare;
      left.labor -= share - kitShare;
      kitCents += kitShare;
      laborCents += share - kitShare;
      discountedLineItemIds.push(line.id);
    });
    if (discountedLineItemIds.length === 0) return [];
    const sellingCents = -(kitCents + laborCents);
    const taxCents = getLineSalesTax({ partNumber: promo.discountPartNumber, kitCents: -kitCents, laborCents: -laborCents, sellingCents }, taxRate);
    totals.subTotal += sellingCents;
    totals.salesTax += taxCents;
    totals.discountGross += sellingCents + taxCents;
    const discountLine: LineItem = {
      id: `promo-${promo.code}`,
      partNumber: promo.discountPartNumber,
      partType: promoDiscountPartType,
      description: `${promo.code}: ${promo.description}`,
      promoCode: promo.code,
      discountedLineItemIds,
      kitPrice: toDollars(-kitCents),
      laborAmount: toDollars(-laborCents),
      sellingPrice: toDollars(sellingCents),
      salesTax: toDollars(taxCents),
      isInsurable: false,
      isChildPart: false,
    };
    return [discountLine];
  });
  return { lineItems, discountLines, totals };
}

/**
 * Each target's discount in cents: a percentage of what is left of it, or a fixed amount (at most what is left of them
 * all) spread in proportion, rounded down, the cents left over going one by one to the first targets with room.
 */
function toDiscountShares(promo: PromoDefinition, targets: readonly Remaining[]): number[] {
  const { discount } = promo;
  const caps = targets.map((left) => left.kit + left.labor);
  if (discount.kind === 'percent') return caps.map((cap) => multiplyCents(cap, discount.percent, 100));
  const available = caps.reduce((sum, cap) => sum + cap, 0);
  const amount = Math.min(Math.round(discount.dollars * 100), available);
  if (amount === 0) return caps.map(() => 0);
  const shares = caps.map((cap) => Math.floor((amount * cap) / available));
  let leftOver = amount - shares.reduce((sum, share) => sum + share, 0);
  while (leftOver > 0) {
    for (let index = 0; index < shares.length && leftOver > 0; index += 1) {
      if (shares[index]! < caps[index]!) {
        shares[index]! += 1;
        leftOver -= 1;
      }
    }
  }
  return shares;
}
