import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a misspelled renderer',
    mutate: (c) => void (page(c, 'vehicle').renderer = 'vehicle-selectr'),
    expected: [{ file: 'pages/vehicle.yaml', at: '5:11', message: 'Unknown renderer "vehicle-selectr"; did you mean "vehicle-selector"?' }],
  },
  {
    name: 'a renderer nobody registered',
    mutate: (c) => void (page(c, 'vehicle').renderer = 'payment-terminal'),
    expected: [{ file: 'pages/vehicle.yaml', at: '5:11', message: 'Unknown renderer "payment-terminal"', exact: true }],
  },
];

describe('unknown-renderer', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-renderer', row));
});
