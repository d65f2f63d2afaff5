import { filterFees } from './filterFees';
import { formatMessage } from './formatMessage';
import { isRecalibrationItem } from './isRecalibrationItem';
import type { LineItem, LineItems } from './state';
import { toFlatLineItems } from './toFlatLineItems';

/** The kinds of line a price summary shows (funnel.yaml `priceSummary.lines`), each once, in the order configured. */
export const priceLineKinds = ['items', 'fees', 'extras', 'discounts', 'donation'] as const;
export type PriceLineKind = (typeof priceLineKinds)[number];

/** The words of the price summary (funnel.yaml `priceSummary`, issue #14): labels and which lines exist, in order. */
export interface PriceSummaryConfig {
  /** The kinds of line, in the order shown; `label` names a line that has no description of its own. */
  lines: Array<{ kind: PriceLineKind; label?: string }>;
  /** The amounts shown under an item's line: its parts, its labour, the fees folded into it. */
  details: { parts: string; labour: string; fees: string; recalibrationIncluded: string };
  subtotal: string;
  /** The tax line with its base: {state}, {rate} (percent), {base} (the amount taxed), when {rate} of {base} is the tax. */
  salesTax: string;
  /**
   * The tax line when {rate} of the whole base, rounded, is not the tax charged (the tax service taxes and rounds each
   * line): {state}, {rate}; each taxed item is then shown under it with its own tax (salesTaxItem).
   */
  salesTaxByItem: string;
  /** One taxed item under that line: {line} (the name of the line it is shown in), {rate} (percent), {base} (its amount taxed). */
  salesTaxItem: string;
  /** The tax line when the state or the rate is not known. */
  salesTaxWithoutRate: string;
  total: string;
}

/** One amount shown under a line (parts, labour, fees); `amount` null: included, no price shown (SPEC §5 recalibration). */
export interface PriceDetail {
  label: string;
  amount: number | null;
}

/** One line of the summary: what it is and its amount; the lines' amounts add up to the subtotal, to the cent. */
export interface PriceLine {
  kind: PriceLineKind;
  label: string;
  amount: number;
  details: PriceDetail[];
  /** The part number of the line item it shows (the first, when several are summed). */
  partNumber: string | null;
}

/** A price as the quote and the confirmation show it. */
export interface PriceSummary {
  lines: PriceLine[];
  subTotal: number;
  /**
   * The tax line: its label (with the state, rate and base), the base and the amount; `details`, each taxed item's tax,
   * when the rate of the base does not come to the amount (they add up to it).
   */
  tax: { label: string; base: number; amount: number; details: PriceDetail[] };
  total: number;
}

/** What the summary is worked out from. */
export interface PriceSummaryInput {
  lineItems: Pick<LineItems, 'glassParts' | 'supportingItems' | 'vaps'>;
  /** The promo discount lines the price call added (negative). */
  discountLines?: readonly LineItem[];
  /** The state whose tax applies and its rate in percent (the tax call's answer); empty or 0 when not known. */
  taxState: string;
  taxRate: number;
  isLaborTaxed: boolean;
  /**
   * SPEC §9 DisplayMSR (order.isMSRFeeApplicable once the quote is left): the fees SPEC §5 fee filtering takes out of
   * the list are one line of their own; otherwise they are folded into the first item's line, shown under it.
   */
  showFeeLine: boolean;
  /** SPEC §5: the recalibration price is hidden (isRecalPriceHidden): it is folded into the first item's line. */
  hideRecalPrice: boolean;
  config: PriceSummaryConfig;
  /** Formats an amount for the tax line's {base}. */
  formatMoney(amount: number): string;
}

const toCents = (value: number) => Math.round((Number.isFinite(value) ? value : 0) * 100);
const isDonation = (item: Pick<LineItem, 'partType'>) => item.partType.trim().toUpperCase() === 'DONATION';
const isEarlyBird = (item: Pick<LineItem, 'partType'>) => item.partType.toUpperCase().includes('EARLY BIRD');

/** A whole (1) in thousandths of a percent. */
const thousandthsOfPercentInOne = 100_000;

/**
 * `rate` percent of an amount in cents, rounded half up (half away from zero below zero) as a reader's calculator and
 * the tax service round it (the rate in thousandths of a percent, so the sum stays in whole numbers).
 */
function percentOfCents(cents: number, rate: number): number {
  const product = Math.abs(cents) * Math.round(rate * 1000);
  const rounded = Math.floor((2 * product + thousandthsOfPercentInOne) / (2 * thousandthsOfPercentInOne));
  return cents < 0 ? -rounded : rounded;
}

/**
 * The price of an order as lines that add up (issue #14): every amount on the order is the amount of a visible line
 * (glass and parts, each child part of a part, supporting items, fees, extras, discounts, a donation), the subtotal is the sum of the lines, the
 * sales tax is shown once with the amount it is charged on, and the total is subtotal plus tax, all summed in cents.
 * SPEC §5 fee filtering keeps the fees out of the list of items: they are one line of their own under DisplayMSR
 * (SPEC §9), else folded into the first item's line with their amount shown under it — the same on the quote and the
 * confirmation. A recalibration whose price SPEC §5 hides is folded the same way, shown as included. The tax line
 * states its rate of its base only where that is the tax shown, else each item's tax is listed under it.
 */
export function toPriceSummary(input: PriceSummaryInput): PriceSummary {
  const { config } = input;
  // SPEC §3 childParts: a part's child parts (a windshield's molding) are charged, so each is a line of its own, listed
  // after its part, in every group.
  const lineItems = {
    glassParts: toFlatLineItems(input.lineItems.glassParts),
    supportingItems: toFlatLineItems(input.lineItems.supportingItems),
    vaps: toFlatLineItems(input.lineItems.vaps),
  };
  const discountLines = input.discountLines ?? [];
  const all = [...lineItems.glassParts, ...lineItems.supportingItems, ...lineItems.vaps];
  const shown = new Set<LineItem>(filterFees(all));
  const itemSources = [...lineItems.glassParts, ...lineItems.supportingItems].filter((item) => shown.has(item) && !isDonation(item));
  const hiddenRecal = input.hideRecalPrice ? itemSources.filter((item) => isRecalibrationItem(item)) : [];
  const items = itemSources.filter((item) => !hiddenRecal.includes(item));
  const fees = all.filter((item) => !shown.has(item) && !isEarlyBird(item));
  const earlyBird = all.filter((item) => !shown.has(item) && isEarlyBird(item));
  const extras = lineItems.vaps.filter((item) => shown.has(item));
  const donations = all.filter((item) => shown.has(item) && isDonation(item));
  const labelOf = (kind: PriceLineKind) => config.lines.find((line) => line.kind === kind)?.label ?? '';
  const discountName = (item: LineItem) => item.description || formatMessage(labelOf('discounts'), { code: item.promoCode ?? '' });
  const sum = (list: readonly LineItem[]) => list.reduce((total, item) => total + toCents(item.sellingPrice), 0);

  const itemLine = (item: LineItem): PriceLine => ({
    kind: 'items',
    label: item.description || item.partType,
    amount: toCents(item.sellingPrice),
    details: [
      { label: config.details.parts, amount: toCents(item.kitPrice) },
      { label: config.details.labour, amount: toCents(item.laborAmount) },
    ],
    partNumber: item.partNumber,
  });
  const itemLines = items.map(itemLine);
  const foldFees = !input.showFeeLine && fees.length > 0 && itemLines.length > 0;
  if (itemLines.length > 0) {
    const first = itemLines[0]!;
    if (foldFees) {
      first.amount += sum(fees);
      first.details.push({ label: config.details.fees, amount: sum(fees) });
    }
    if (hiddenRecal.length > 0) {
      first.amount += sum(hiddenRecal);
      first.details.push({ label: config.details.recalibrationIncluded, amount: null });
    }
  }
  // Nothing to fold into (no item line): the fees and a hidden recalibration are a line of their own.
  const ownFeeItems = foldFees ? [] : [...fees, ...(itemLines.length === 0 ? hiddenRecal : [])];

  const byKind: Record<PriceLineKind, PriceLine[]> = {
    items: itemLines,
    fees:
      ownFeeItems.length > 0
        ? [{ kind: 'fees', label: labelOf('fees'), amount: sum(ownFeeItems), details: [], partNumber: ownFeeItems[0]!.partNumber }]
        : [],
    extras: extras.map((item) => ({ kind: 'extras', label: item.description || item.partType, amount: toCents(item.sellingPrice), details: [], partNumber: item.partNumber })),
    discounts: [...earlyBird, ...discountLines].map((item) => ({
      kind: 'discounts',
      label: discountName(item),
      amount: toCents(item.sellingPrice),
      // A discount of both parts and labour shows each under it, as an item does: the tax line's base of it is one.
      details:
        toCents(item.kitPrice) !== 0 && toCents(item.laborAmount) !== 0
          ? [
              { label: config.details.parts, amount: toCents(item.kitPrice) },
              { label: config.details.labour, amount: toCents(item.laborAmount) },
            ]
          : [],
      partNumber: item.partNumber,
    })),
    donation: donations.map((item) => ({ kind: 'donation', label: labelOf('donation'), amount: toCents(item.sellingPrice), details: [], partNumber: item.partNumber })),
  };
  // Each kind once, where the config first lists it (a kind listed twice would count its amounts twice; lint
  // duplicate-id reports it). A kind the config leaves out still counts: its lines follow, so the lines always add up
  // to the order (issue #14).
  const kinds = [...new Set(config.lines.map((line) => line.kind))];
  const linesInCents = kinds.flatMap((kind) => byKind[kind]);
  const missing = priceLineKinds.filter((kind) => !kinds.includes(kind)).flatMap((kind) => byKind[kind]);
  const lines = [...linesInCents, ...missing];

  const priced = [...all, ...discountLines];
  const taxCents = priced.reduce((total, item) => total + toCents(item.salesTax), 0);
  const taxableCents = (item: LineItem) => toCents(item.sellingPrice) - (input.isLaborTaxed ? 0 : toCents(item.laborAmount));
  const taxedItems = priced.filter((item) => !isDonation(item));
  const baseCents = taxedItems.reduce((total, item) => total + taxableCents(item), 0);
  const subTotalCents = lines.reduce((total, line) => total + line.amount, 0);
  const dollars = (cents: number) => cents / 100;
  const rate = String(input.taxRate);
  const rateKnown = input.taxState !== '' && input.taxRate > 0;
  // Issue #14, amounts that add up: "5.6% of $410.21" only where 5.6% of $410.21 is the tax shown. The tax service
  // taxes and rounds each line (SPEC §7 tax order items), so the sum can be a cent or so off the rate of the sum: then
  // the line says so and each taxed item's tax is shown under it, each its rate of its own amount, adding up to it,
  // named as the line it is shown in.
  const byItem = rateKnown && percentOfCents(baseCents, input.taxRate) !== taxCents;
  // Each item by the name it is shown under: its line's, or the fees' (SPEC §5 fee filtering never names a fee item),
  // or for a recalibration whose price is hidden the line it is folded into.
  const shownName = new Map<LineItem, string>([
    ...items.map((item): [LineItem, string] => [item, item.description || item.partType]),
    ...fees.map((item): [LineItem, string] => [item, foldFees ? config.details.fees : labelOf('fees')]),
    ...hiddenRecal.map((item): [LineItem, string] => [item, itemLines[0]?.label ?? labelOf('fees')]),
    ...extras.map((item): [LineItem, string] => [item, item.description || item.partType]),
    ...[...earlyBird, ...discountLines].map((item): [LineItem, string] => [item, discountName(item)]),
  ]);
  const nameOf = (item: LineItem) => shownName.get(item) ?? (item.description || item.partType);
  const taxDetails: PriceDetail[] = byItem
    ? taxedItems
        .filter((item) => taxableCents(item) !== 0 || toCents(item.salesTax) !== 0)
        .map((item) => ({
          // An item not taxed at the rate (its own tax is not the rate of its amount) is named without the claim.
          label:
            percentOfCents(taxableCents(item), input.taxRate) === toCents(item.salesTax)
              ? formatMessage(config.salesTaxItem, { line: nameOf(item), rate, base: input.formatMoney(dollars(taxableCents(item))) })
              : nameOf(item),
          amount: dollars(toCents(item.salesTax)),
        }))
    : [];
  const taxLabel = !rateKnown
    ? config.salesTaxWithoutRate
    : byItem
      ? formatMessage(config.salesTaxByItem, { state: input.taxState, rate })
      : formatMessage(config.salesTax, { state: input.taxState, rate, base: input.formatMoney(dollars(baseCents)) });
  return {
    lines: lines.map((line) => ({
      ...line,
      amount: dollars(line.amount),
      details: line.details.map((detail) => ({ ...detail, amount: detail.amount === null ? null : dollars(detail.amount) })),
    })),
    subTotal: dollars(subTotalCents),
    tax: { label: taxLabel, base: dollars(baseCents), amount: dollars(taxCents), details: taxDetails },
    total: dollars(subTotalCents + taxCents),
  };
}
