import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a misspelled handler',
    mutate: (c) => void (page(c, 'restart').handler = 'restrat'),
    expected: [{ file: 'pages/restart.yaml', at: '4:10', message: 'Unknown handler "restrat"; did you mean "restart"?' }],
  },
  {
    name: 'a handler far from any name',
    mutate: (c) => void (page(c, 'load-session').handler = 'fetchEverything'),
    expected: [{ file: 'pages/load-session.yaml', at: '4:10', message: 'Unknown handler "fetchEverything"', exact: true }],
  },
  {
    name: 'a virtual route without a handler',
    mutate: (c) => void delete page(c, 'load-session').handler,
    expected: [{ file: 'pages/load-session.yaml', at: '2:7', message: 'Virtual route "load-session" has no handler' }],
  },
];

describe('unknown-handler', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-handler', row));
});
