/**
 * Issue #12: the binding converters (engine/domain/paramConverters.ts) load on first use, not with the first page.
 * A step that reads through a converter waits for them; a step that does not, never loads them.
 */
import { describe, expect, it } from 'vitest';
import type { ApiBinding } from '../../../engine/config/types';
import { getParamConverter, loadParamConverters, stepUsesConverter } from '../../../engine/runtime/loadParamConverters';

describe('which steps read through a converter', () => {
  const cases: Array<{ name: string; step: ApiBinding; uses: boolean }> = [
    { name: 'a call with plain params', step: { call: 'vehicle.years', params: { year: { from: 'order.vehicle.year' }, fixed: 3 } }, uses: false },
    { name: 'a param with `as`', step: { call: 'parts.wipers', params: { glass: { from: 'order.damage.glassToReplace', as: 'glassPieces' } } }, uses: true },
    { name: 'a converter inside `with`', step: { value: { from: 'a.b', with: { c: { from: 'a.c', as: 'damageKind' } } }, into: 'local.x' }, uses: true },
    { name: 'a converter in a `default`', step: { value: { from: 'a.b', default: { from: 'a.c', as: 'damageKind' } }, into: 'local.x' }, uses: true },
    { name: 'a converter in the `else` of an `if`', step: { value: { if: { truthy: 'a.b' }, then: 1, else: { from: 'a.c', as: 'damageKind' } }, into: 'local.x' }, uses: true },
    { name: 'a `set` entry', step: { set: { 'order.x': { from: 'local.y', as: 'damageKind' } } }, uses: true },
    { name: 'an action input', step: { run: 'apply', input: { code: { from: 'form.code', as: 'visiblePromoCode' } } }, uses: true },
    { name: 'a `forEach` list', step: { call: 'x.y', forEach: { from: 'order.lineItems.glassParts', as: 'glassPieces' } }, uses: true },
    { name: 'a literal object value', step: { value: { if: { truthy: 'a' }, then: 'yes' }, into: 'local.x' }, uses: false },
  ];
  it.each(cases)('$name: $uses', ({ step, uses }) => {
    expect(stepUsesConverter(step)).toBe(uses);
  });
});

describe('the converter registry', () => {
  it('is not there before it is loaded, then gives each converter by name and refuses an unknown one', async () => {
    expect(() => getParamConverter('damageKind')).toThrow(/before the converters were loaded/);
    await loadParamConverters();
    expect(getParamConverter('damageKind')(true, {})).toBe('Repair');
    expect(() => getParamConverter('toString')).toThrow('No param converter named "toString"');
  });
});
