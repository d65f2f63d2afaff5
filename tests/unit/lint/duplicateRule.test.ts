import { describe, it } from 'vitest';
import { addSequence, expectLintCase, page, rules } from './lintFixture';
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
    name: 'a narrower condition after a wider one (all of it and more): never applies',
    mutate: (c) => {
      const forward = rules(c, 'vehicle-damage', 'forward');
      forward[1]!.when = { all: [forward[0]!.when!, { truthy: 'order.vehicle.vin' }] };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '31:7', message: 'Rule 2 of scenario "forward" never applies: whenever its condition holds, rule 1\'s holds too, and rule 1 is tried first; put the narrower rule first', exact: true }],
  },
  {
    name: 'a wider condition after a narrower one is the right order',
    mutate: (c) => {
      const forward = rules(c, 'vehicle-damage', 'forward');
      const wide = forward[0]!.when!;
      forward[0]!.when = { all: [wide, { truthy: 'order.vehicle.vin' }] };
      forward[1]!.when = wide;
    },
    expected: [],
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
  {
    name: 'two steps of a sequence with the same condition (a copied step): a warning',
    mutate: (c) => void addSequence(c).steps.push({ page: 'confirmation', when: { truthy: 'order.vehicle.vin' } }),
    expected: [{ file: 'sequences.yaml', at: '9:9', severity: 'warning', message: 'Step "confirmation" of sequence "checkout" has the same when as step "quote": it is shown after that one whenever that one is; was the condition copied and not edited?', exact: true }],
  },
  {
    name: 'a part of an all written twice (a line copied and not edited): a warning at the copy',
    mutate: (c) => void (page(c, 'vehicle-damage').prerequisites = { all: [{ truthy: 'order.vehicle.year' }, { truthy: 'order.vehicle.make' }, { truthy: 'order.vehicle.year' }] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '8:7', severity: 'warning', message: 'Part 3 of this all is the same as part 1, so it checks nothing more; was it copied and not edited?', exact: true }],
  },
  {
    name: "a part of an any nested in a rule's condition written twice",
    mutate: (c) => {
      const forward = rules(c, 'vehicle-damage', 'forward');
      forward[0]!.when = { all: [forward[0]!.when!, { any: [{ truthy: 'order.vehicle.vin' }, { truthy: 'order.vehicle.vin' }] }] };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '33:17', severity: 'warning', message: 'Part 2 of this any is the same as part 1' }],
  },
  {
    name: 'two parts on different paths are not the same',
    mutate: (c) => void (page(c, 'vehicle-damage').prerequisites = { any: [{ truthy: 'order.vehicle.year' }, { truthy: 'order.vehicle.vin' }] }),
    expected: [],
  },
];

describe('duplicate-rule', () => {
  it.each(cases)('$name', (row) => expectLintCase('duplicate-rule', row));
});
