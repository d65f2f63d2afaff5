import { describe, it } from 'vitest';
import { addSequence, expectLintCase, page, rules } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none (the unconditional rule is last)', mutate: () => {}, expected: [] },
  {
    name: 'rules after an unconditional rule',
    mutate: (c) => void delete rules(c, 'vehicle-damage', 'forward')[0]!.when,
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '28:7', message: 'Rule 2 of scenario "forward" never applies: rule 1 has no condition' },
      { file: 'pages/vehicle-damage.yaml', at: '35:7', message: 'Rule 3 of scenario "forward" never applies' },
    ],
  },
  {
    name: 'a rule after a sequence that always ends somewhere',
    mutate: (c) => {
      addSequence(c);
      page(c, 'vehicle').navigation['forward'] = [{ sequence: 'checkout' }, { to: 'quote' }];
    },
    expected: [{ file: 'pages/vehicle.yaml', at: '14:7', message: 'Rule 2 of scenario "forward" never applies: rule 1 (sequence "checkout") always ends in a rule without condition', exact: true }],
  },
  {
    name: 'a sequence reference after an unconditional rule',
    mutate: (c) => {
      addSequence(c);
      page(c, 'vehicle').navigation['forward'] = [{ to: 'quote' }, { sequence: 'checkout' }];
    },
    expected: [{ file: 'pages/vehicle.yaml', at: '14:7', message: 'Rule 2 of scenario "forward" never applies: rule 1 has no condition' }],
  },
  {
    name: "a sequence's before rules after an unconditional one",
    mutate: (c) => void delete (addSequence(c).before as Array<{ when?: unknown }>)[0]!.when,
    expected: [{ file: 'sequences.yaml', at: '12:9', message: 'Rule 2 of sequence "checkout" before never applies: rule 1 has no condition', exact: false }],
  },
];

describe('unreachable-rule', () => {
  it.each(cases)('$name', (row) => expectLintCase('unreachable-rule', row));
});
