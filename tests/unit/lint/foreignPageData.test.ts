import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

/** The vehicle page's load keeps the years at user.pageData.vehicle.years. */
const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: "a load copied from another page keeps its answer in that page's data",
    mutate: (c) => void (page(c, 'vehicle-damage').load = [{ call: 'vehicle.years', into: 'user.pageData.vehicle.years' }]),
    expected: [
      {
        file: 'pages/vehicle-damage.yaml',
        at: '40:11',
        message: 'Page "vehicle-damage" keeps what its load gets in page "vehicle"\'s data (user.pageData.vehicle.years), which "vehicle"\'s own load writes: each page overwrites the other\'s; did you mean "user.pageData.vehicle-damage.years"?',
        exact: true,
      },
    ],
  },
  {
    name: "a submit that gets the next page's data ready is fine",
    mutate: (c) => void (page(c, 'vehicle-damage').submit = [{ call: 'vehicle.years', into: 'user.pageData.vehicle.years' }]),
    expected: [],
  },
];

describe('foreign-page-data', () => {
  it.each(cases)('$name', (row) => expectLintCase('foreign-page-data', row));
});
