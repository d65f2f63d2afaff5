/**
 * The order converters' code loads apart from the simple ones (issue #12: with the pages that name one, not with the
 * first page), so the runtime and lint know their names from paramConverters.ts before it is there.
 */
import { describe, expect, it, vi } from 'vitest';
import { orderParamConverterDefinitions } from '../../../engine/domain/orderParamConverters';
import { orderParamConverterNames, paramConverterDefinitions, paramConverters } from '../../../engine/domain/paramConverters';

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
