/**
 * The order converters' code loads apart from the simple ones (issue #12: with the pages that name one, not with the
 * first page), so the runtime and lint know their names from paramConverters.ts before it is there.
 */
import { describe, expect, it, vi } from 'vitest';
import { orderParamConverterDefinitions } from '../../../engine/domain/orderParamConverters';
import { orderParamConverterNames, paramConverterDefinitions, paramConverters } from '../../../engine/domain/paramConverters';
import type { LineItem } from '../../../engine/domain/state';
import { createLineItem } from '../../fixtures/createLineItem';

describe('the order converters', () => {
  it('are all named in paramConverters.ts, and none of them is a simple one', () => {
    expect([...orderParamConverterNames].sort()).toEqual(Object.keys(orderParamConverterDefinitions).sort());
    expect(orderParamConverterNames.filter((name) => name in paramConverterDefinitions)).toEqual([]);
  });

  it('once their code has loaded, the runtime calls it', () => {
    expect(paramConverters.quoteCustomer).toBe(orderParamConverterDefinitions.quoteCustomer.convert);
    expect(paramConverters.recalType('Dual', {})).toBe('Dual');
  });

  it('before their code has loaded, one called says where it comes from', async () => {
    vi.resetModules();
    const fresh = await import('../../../engine/domain/paramConverters');
    expect(fresh.isParamConverterName('quotePricing')).toBe(true);
    expect(() => fresh.paramConverters.quotePricing([], {})).toThrow(/"quotePricing" is not loaded: engine\/domain\/orderParamConverters\.ts/);
    expect(fresh.paramConverters.fiveDigitZip(' 85016 ', {})).toBe('85016');
  });
});

describe('the price action\'s converters, with a child part (SPEC §3 childParts: a windshield\'s molding)', () => {
  const molding = createLineItem('MOLDING', { partNumber: 'FM11304C', description: 'Chrome windshield molding', kitPrice: 64.95, sellingPrice: 64.95, isChildPart: true });
  const windshield = createLineItem('WINDSHIELD', { partNumber: 'FW11304GTC', kitPrice: 483.22, laborAmount: 160, sellingPrice: 643.22, childParts: [molding] });
  const kit = createLineItem('REPLACE FEE', { partNumber: 'INSTALL-KIT-W', kitPrice: 29.95, sellingPrice: 29.95 });
  const order = { glassParts: [windshield], supportingItems: [kit], vaps: [] };
  // The price answer and the tax answer as SPEC §7 has them (lineItems; taxedLineItems, for the lines taxLines sent,
  // in that order): no sums of their own, so the sums are the lines'.
  const priced = { serverData: 'psd', lineItems: [windshield, kit] };
  const taxed = { serverData: 'psd', taxedLineItems: [{ salesTax: 27.06 }, { salesTax: 3.64 }, { salesTax: 1.68 }], state: 'AZ', taxRate: 5.6, isLaborTaxed: false };

  it('taxLines sends each line, then its child parts', () => {
    expect(paramConverters.taxLines(priced, {})).toEqual([
      { partNumber: 'FW11304GTC', kitPrice: 483.22, laborAmount: 160, sellingPrice: 643.22 },
      { partNumber: 'FM11304C', kitPrice: 64.95, laborAmount: 0, sellingPrice: 64.95 },
      { partNumber: 'INSTALL-KIT-W', kitPrice: 29.95, laborAmount: 0, sellingPrice: 29.95 },
    ]);
  });

  it('pricedLineGroup gives the child part its own tax, and the next line the next tax', () => {
    const [glass] = paramConverters.pricedLineGroup(order, { group: 'glassParts', priced, taxed }) as LineItem[];
    expect(glass!.salesTax).toBe(27.06);
    expect(glass!.childParts.map((child) => [child.partNumber, child.salesTax])).toEqual([['FM11304C', 3.64]]);
    const supporting = paramConverters.pricedLineGroup(order, { group: 'supportingItems', priced, taxed }) as LineItem[];
    expect(supporting.map((item) => [item.partNumber, item.salesTax])).toEqual([['INSTALL-KIT-W', 1.68]]);
  });

  it('quotePricing\'s total, which the order panel shows and the card is charged, is the sum of every line listed, the molding and its tax included', () => {
    expect(paramConverters.quotePricing(order, { priced, taxed })).toMatchObject({ subTotal: 738.12, salesTax: 32.38, total: 770.5 });
  });
});
