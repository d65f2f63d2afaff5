import { describe, it } from 'vitest';
import { expectLintCase, rules } from './lintFixture';
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
];

describe('unreachable-rule', () => {
  it.each(cases)('$name', (row) => expectLintCase('unreachable-rule', row));
});
