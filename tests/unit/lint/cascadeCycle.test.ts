import { describe, expect, it } from 'vitest';
import { expectLintCase, lintMutated } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'two cascades resetting what the other watches',
    mutate: (c) => void (c.cascades[1]!.reset[0] = 'order.vehicle.year'),
    expected: [{ file: 'cascades.yaml', at: '2:9', message: 'Cascade "vehicle-changed" resets paths that lead back to its own watched paths: "vehicle-changed" resets order.damage, which "damage-changed" watches (order.damage.isRepair); "damage-changed" resets order.vehicle.year, which "vehicle-changed" watches', exact: true }],
  },
  {
    name: 'a cascade resetting a parent of its own watched path',
    mutate: (c) => void (c.cascades[0]!.reset = ['order.vehicle']),
    expected: [{ file: 'cascades.yaml', at: '2:9', message: '"vehicle-changed" resets order.vehicle, which it watches itself (order.vehicle.year)' }],
  },
];

describe('cascade-cycle', () => {
  it.each(cases)('$name', (row) => expectLintCase('cascade-cycle', row));

  it('is a warning', () => {
    const found = lintMutated((c) => void (c.cascades[0]!.reset = ['order.vehicle'])).filter((d) => d.code === 'cascade-cycle');
    expect(found.map((d) => d.severity)).toEqual(['warning']);
  });
});
