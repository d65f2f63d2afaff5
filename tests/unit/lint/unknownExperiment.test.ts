import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a setting key funnel.yaml does not declare',
    mutate: (c) => void (page(c, 'vehicle-damage').experiments = ['SupressVinCapture']),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '11:5', message: 'Unknown experiment setting "SupressVinCapture" (not in funnel.yaml experimentSettings); did you mean "SuppressVinCapture"?' }],
  },
];

describe('unknown-experiment', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-experiment', row));
});
