/**
 * Prices that add up (issue #14): toPriceSummary turns an order's priced lines into the lines the quote and the
 * confirmation show. Every row checks that each amount of the order is in a visible line, that the lines add up to the
 * subtotal and subtotal plus tax to the total, to the cent, and that the tax's base is the amount taxed.
 */
import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../../engine/domain/state';
import { toPriceSummary } from '../../../engine/domain/toPriceSummary';
import { createLineItem as line } from '../../fixtures/createLineItem';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const config = loadFunnelModel().funnel.priceSummary;
const glass = line('WINDSHIELD', { description: 'Windshield', kitPrice: 375.31, laborAmount: 145, sellingPrice: 520.31, salesTax: 21.02 });
const kit = line('REPLACE FEE', { partNumber: 'INSTALL-KIT-W', kitPrice: 29.95, sellingPrice: 29.95, salesTax: 1.68 });
const recycle = line('RECYCLE FEE', { partNumber: 'RECYCLE', kitPrice: 4.95, sellingPrice: 4.95, salesTax: 0.28 });
const mobile = line('MOBILE FEE', { partNumber: 'MOBILE-FEE', laborAmount: 39.95, sellingPrice: 39.95 });
const recal = line('ADAS RECALIBRATION', { description: 'Camera recalibration', laborAmount: 249.95, sellingPrice: 249.95 });
const wiper = line('FRONT WIPER', { description: 'Front wipers', kitPrice: 34.99, sellingPrice: 34.99, salesTax: 1.96 });
const earlyBird = line('EARLY BIRD', { partNumber: 'EB', description: 'Early-bird discount', kitPrice: -15, sellingPrice: -15, salesTax: -0.84 });
const promo = line('PROMO DISCOUNT', { description: '', promoCode: 'SAVE20', kitPrice: -75.06, sellingPrice: -75.06, salesTax: -4.2 });
const donation = line('DONATION', { partNumber: 'DONATION_10', description: 'Donation of $10', kitPrice: 10, sellingPrice: 10 });
const repair = line('REPAIR FEE', { partNumber: 'WR-1', description: 'Windshield repair', kitPrice: 20, laborAmount: 59.95, sellingPrice: 79.95, salesTax: 1.12 });
const repairSupplies = line('REPAIR FEE', { partNumber: 'WR-SUPPLIES', kitPrice: 4.95, sellingPrice: 4.95, salesTax: 0.28 });
// Where labour is taxed, the tax service taxes each line's whole price.
const glassLabourTaxed = { ...glass, salesTax: 29.14 };
const recalLabourTaxed = { ...recal, salesTax: 14 };
// SPEC §3 childParts: a windshield's molding, priced and taxed as a line of its own.
const molding = line('MOLDING', { partNumber: 'FM11304C', description: 'Chrome windshield molding', kitPrice: 64.95, sellingPrice: 64.95, salesTax: 3.64, isChildPart: true });
const glassWithMolding = { ...glass, childParts: [molding] };
// A line the tax service does not tax at the rate (tax-exempt here).
const exempt = line('RAIN REPEL', { description: 'Rain repel treatment', kitPrice: 14.99, sellingPrice: 14.99, salesTax: 0 });

interface Row {
  name: string;
  glassParts?: LineItem[];
  supportingItems?: LineItem[];
  vaps?: LineItem[];
  discounts?: LineItem[];
  showFeeLine?: boolean;
  hideRecalPrice?: boolean;
  isLaborTaxed?: boolean;
  lines: Array<[string, number]>;
  tax: string;
  /** Each taxed item's tax under the tax line, when the rate of the whole base is not the tax charged. */
  taxDetails?: Array<[string, number]>;
}

/**
 * The three lines of the Avalon windshield: 5.6% of each, rounded, comes to $22.98, while 5.6% of $410.21 is $22.97.
 * A fee is named as the fees are (SPEC §5 fee filtering: never by its own description).
 */
const avalonTax: Array<[string, number]> = [
  ['5.6% of $375.31 (Windshield)', 21.02],
  ['5.6% of $29.95 (Service, supplies and disposal fees)', 1.68],
  ['5.6% of $4.95 (Service, supplies and disposal fees)', 0.28],
];
const byItem = 'Sales tax (AZ, 5.6% of each taxed item)';

const rows: Row[] = [
  // Rounded line by line the tax is $22.98, a cent more than 5.6% of $410.21: each item's tax is shown under the line.
  { name: 'cash, fees folded into the glass', glassParts: [glass], supportingItems: [kit, recycle], lines: [['Windshield', 555.21]], tax: byItem, taxDetails: avalonTax },
  {
    name: 'DisplayMSR: the fees as a line of their own',
    glassParts: [glass],
    supportingItems: [kit, recycle],
    showFeeLine: true,
    lines: [['Windshield', 520.31], ['Service, supplies and disposal fees', 34.9]],
    tax: byItem,
    taxDetails: avalonTax,
  },
  {
    name: 'mobile fee, extras, promo, early bird and donation',
    glassParts: [glass],
    supportingItems: [kit, recycle, mobile, earlyBird, donation],
    vaps: [wiper],
    discounts: [promo],
    lines: [['Windshield', 595.16], ['Front wipers', 34.99], ['Early-bird discount', -15], ['Promo code SAVE20', -75.06], ['Donation to our glass-safety programme', 10]],
    // $19.90 line by line, 5.6% of $355.14 is $19.89; the mobile fee is labour (not taxed here), the donation untaxed.
    tax: byItem,
    taxDetails: [
      ...avalonTax,
      ['5.6% of $-15.00 (Early-bird discount)', -0.84],
      ['5.6% of $34.99 (Front wipers)', 1.96],
      ['5.6% of $-75.06 (Promo code SAVE20)', -4.2],
    ],
  },
  {
    name: 'the recalibration price hidden (SPEC §5): in the glass line',
    glassParts: [glass],
    supportingItems: [kit, recal],
    hideRecalPrice: true,
    lines: [['Windshield', 800.21]],
    tax: byItem,
    taxDetails: avalonTax.slice(0, 2),
  },
  {
    name: 'insurance: the recalibration priced, labour taxed',
    glassParts: [glassLabourTaxed],
    supportingItems: [kit, recalLabourTaxed],
    showFeeLine: true,
    isLaborTaxed: true,
    lines: [['Windshield', 520.31], ['Camera recalibration', 249.95], ['Service, supplies and disposal fees', 29.95]],
    tax: byItem,
    taxDetails: [
      ['5.6% of $520.31 (Windshield)', 29.14],
      ['5.6% of $29.95 (Service, supplies and disposal fees)', 1.68],
      ['5.6% of $249.95 (Camera recalibration)', 14],
    ],
  },
  {
    name: 'labour taxed, the recalibration price hidden: its tax under the name of the line it is folded into',
    glassParts: [glassLabourTaxed],
    supportingItems: [kit, recalLabourTaxed],
    hideRecalPrice: true,
    isLaborTaxed: true,
    lines: [['Windshield', 800.21]],
    tax: byItem,
    taxDetails: [
      ['5.6% of $520.31 (Windshield)', 29.14],
      ['5.6% of $29.95 (Service, supplies and disposal fees)', 1.68],
      ['5.6% of $249.95 (Windshield)', 14],
    ],
  },
  {
    name: 'a line not taxed at the rate is listed without the rate',
    glassParts: [glass],
    supportingItems: [kit, recycle],
    vaps: [exempt],
    lines: [['Windshield', 555.21], ['Rain repel treatment', 14.99]],
    tax: byItem,
    taxDetails: [...avalonTax, ['Rain repel treatment', 0]],
  },
  {
    name: 'a repair with its supplies',
    supportingItems: [repair, repairSupplies],
    lines: [['Windshield repair', 84.9]],
    tax: 'Sales tax (AZ, 5.6% of $24.95)',
  },
  {
    name: 'a child part (the windshield\'s molding) is a line of its own after its part, with its tax',
    glassParts: [glassWithMolding],
    supportingItems: [kit, recycle],
    lines: [['Windshield', 555.21], ['Chrome windshield molding', 64.95]],
    tax: byItem,
    taxDetails: [avalonTax[0]!, ['5.6% of $64.95 (Chrome windshield molding)', 3.64], ...avalonTax.slice(1)],
  },
  { name: 'fees and nothing to fold them into', supportingItems: [kit], lines: [['Service, supplies and disposal fees', 29.95]], tax: 'Sales tax (AZ, 5.6% of $29.95)' },
];

const cents = (value: number) => Math.round(value * 100);
/** 5.6% of an amount in cents, rounded half away from zero, as a reader's calculator does it. */
const taxOf = (amountCents: number) => Math.sign(amountCents) * Math.round((Math.abs(amountCents) * 56) / 1000);

describe('toPriceSummary: every amount a line, the lines add up (issue #14)', () => {
  it.each(rows)('$name', (row) => {
    const lineItems = { glassParts: row.glassParts ?? [], supportingItems: row.supportingItems ?? [], vaps: row.vaps ?? [] };
    const discounts = row.discounts ?? [];
    const summary = toPriceSummary({
      lineItems,
      discountLines: discounts,
      taxState: 'AZ',
      taxRate: 5.6,
      isLaborTaxed: row.isLaborTaxed ?? false,
      showFeeLine: row.showFeeLine ?? false,
      hideRecalPrice: row.hideRecalPrice ?? false,
      config,
      formatMoney: (amount) => `$${amount.toFixed(2)}`,
    });
    expect(summary.lines.map((shown) => [shown.label, shown.amount])).toEqual(row.lines);
    const withChildren = (items: LineItem[]): LineItem[] => items.flatMap((item) => [item, ...withChildren(item.childParts)]);
    const all = withChildren([...lineItems.glassParts, ...lineItems.supportingItems, ...lineItems.vaps, ...discounts]);
    // Every amount of the order (child parts too) is in the lines: their sum is the sum of the order's selling prices.
    expect(cents(summary.subTotal)).toBe(all.reduce((sum, item) => sum + cents(item.sellingPrice), 0));
    expect(cents(summary.subTotal)).toBe(summary.lines.reduce((sum, shown) => sum + cents(shown.amount), 0));
    expect(cents(summary.tax.amount)).toBe(all.reduce((sum, item) => sum + cents(item.salesTax), 0));
    expect(cents(summary.total)).toBe(cents(summary.subTotal) + cents(summary.tax.amount));
    expect(summary.tax.label).toBe(row.tax);
    expect(summary.tax.details.map((detail) => [detail.label, detail.amount])).toEqual(row.taxDetails ?? []);
    // What the tax line says holds for a reader with a calculator: 5.6% of the base stated is the tax; or, listed item
    // by item, 5.6% of each item's amount is its tax and the items' taxes make the tax.
    if (summary.tax.details.length === 0) {
      expect(taxOf(cents(summary.tax.base))).toBe(cents(summary.tax.amount));
    } else {
      expect(summary.tax.details.reduce((sum, detail) => sum + cents(detail.amount!), 0)).toBe(cents(summary.tax.amount));
      for (const detail of summary.tax.details) {
        const base = /^5\.6% of \$(-?[\d.]+) \(/.exec(detail.label)?.[1];
        if (base !== undefined) expect(taxOf(cents(Number(base))), detail.label).toBe(cents(detail.amount!));
      }
    }
    // Each line's details add up to it when all of them have an amount.
    for (const shown of summary.lines) {
      if (shown.details.length > 0 && shown.details.every((detail) => detail.amount !== null)) {
        expect(shown.details.reduce((sum, detail) => sum + cents(detail.amount!), 0)).toBe(cents(shown.amount));
      }
    }
  });

  it('a promo on glass and labour shows its parts and labour under it: the amount its tax is worked out on is a visible one', () => {
    const glassAndLabour = line('PROMO DISCOUNT', { description: 'SAVE20: 20% off glass and labour.', promoCode: 'SAVE20', kitPrice: -75.06, laborAmount: -29, sellingPrice: -104.06, salesTax: -4.2 });
    const summary = toPriceSummary({
      lineItems: { glassParts: [glass], supportingItems: [kit, recycle], vaps: [] },
      discountLines: [glassAndLabour],
      taxState: 'AZ',
      taxRate: 5.6,
      isLaborTaxed: false,
      showFeeLine: false,
      hideRecalPrice: false,
      config,
      formatMoney: (amount) => `$${amount.toFixed(2)}`,
    });
    expect(summary.lines.map((shown) => [shown.label, shown.amount, shown.details.map((detail) => [detail.label, detail.amount])])).toEqual([
      ['Windshield', 555.21, [['Glass and parts', 375.31], ['Labour', 145], ['Service, supplies and disposal fees', 34.9]]],
      ['SAVE20: 20% off glass and labour.', -104.06, [['Glass and parts', -75.06], ['Labour', -29]]],
    ]);
    // $18.78 line by line; 5.6% of $335.15 would be $18.77.
    expect(summary.tax.label).toBe(byItem);
    expect(summary.tax.details.map((detail) => [detail.label, detail.amount])).toEqual([
      ...avalonTax,
      ['5.6% of $-75.06 (SAVE20: 20% off glass and labour.)', -4.2],
    ]);
    expect(summary.tax.amount).toBe(18.78);
  });

  it('a kind of line listed twice in the config shows its lines once: the amounts still add up', () => {
    const twice = { ...config, lines: [...config.lines, { kind: 'items' as const }] };
    const summary = toPriceSummary({
      lineItems: { glassParts: [glass], supportingItems: [kit, recycle], vaps: [] },
      taxState: 'AZ',
      taxRate: 5.6,
      isLaborTaxed: false,
      showFeeLine: false,
      hideRecalPrice: false,
      config: twice,
      formatMoney: String,
    });
    expect(summary.lines.map((shown) => [shown.label, shown.amount])).toEqual([['Windshield', 555.21]]);
    expect(summary.subTotal).toBe(555.21);
  });

  it('without a state or rate the tax line has no base', () => {
    const summary = toPriceSummary({
      lineItems: { glassParts: [glass], supportingItems: [], vaps: [] },
      taxState: '',
      taxRate: 0,
      isLaborTaxed: false,
      showFeeLine: false,
      hideRecalPrice: false,
      config,
      formatMoney: String,
    });
    expect(summary.tax.label).toBe('Sales tax');
  });
});
