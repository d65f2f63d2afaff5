import { describe, it } from 'vitest';
import { addSequence, expectLintCase, rules } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'two rules with the same guard',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { guard: 'isInsuranceVerified' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '31:7', message: 'Rule 2 of scenario "forward" has the same condition as rule 1, so it never applies' }],
  },
  {
    name: 'deep-equal operator conditions',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[0]!.when = { eq: ['order.damage.isRepair', true] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '33:7', message: 'as rule 1' }],
  },
  {
    name: 'two unconditional rules are left to unreachable-rule',
    mutate: (c) => void delete rules(c, 'vehicle-damage', 'forward')[1]!.when,
    expected: [],
  },
  {
    name: "two rules of a sequence's before list with the same condition",
    mutate: (c) => {
      const checkout = addSequence(c);
      checkout.before = [
        { to: 'vehicle', when: { falsy: 'order.serviceLocation.zipCode' } },
        { to: 'quote', when: { falsy: 'order.serviceLocation.zipCode' } },
        { to: 'vehicle-damage' },
      ];
    },
    expected: [{ file: 'sequences.yaml', at: '15:9', message: 'Rule 2 of sequence "checkout" before has the same condition as rule 1, so it never applies', exact: true }],
  },
];

describe('duplicate-rule', () => {
  it.each(cases)('$name', (row) => expectLintCase('duplicate-rule', row));
});
