import { describe, it } from 'vitest';
import { addSequence, expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none (confirmation is terminal)', mutate: () => {}, expected: [] },
  {
    name: 'a non-terminal page without navigation',
    mutate: (c) => void delete page(c, 'confirmation').terminal,
    expected: [{ file: 'pages/confirmation.yaml', at: '9:1', message: 'Page "confirmation" is a dead end' }],
  },
  {
    name: 'a page whose rules all lead back to itself',
    mutate: (c) => void (page(c, 'vehicle').navigation = { forward: { to: 'vehicle' }, verifiedInsurance: { to: 'vehicle' } }),
    expected: [{ file: 'pages/vehicle.yaml', at: '11:1', message: 'Page "vehicle" is a dead end' }],
  },
  {
    name: 'a page whose only way on is a sequence is not a dead end',
    mutate: (c) => {
      addSequence(c);
      page(c, 'vehicle').navigation = { forward: { sequence: 'checkout' }, verifiedInsurance: { sequence: 'checkout' } };
    },
    expected: [],
  },
  {
    name: 'a page whose only way on is an unknown sequence is one (unknown-sequence names the sequence)',
    mutate: (c) => void (page(c, 'vehicle').navigation = { forward: { sequence: 'checkout' }, verifiedInsurance: { sequence: 'checkout' } }),
    expected: [{ file: 'pages/vehicle.yaml', at: '11:1', message: 'Page "vehicle" is a dead end' }],
  },
  {
    name: 'virtual routes are not screens',
    mutate: (c) => void delete page(c, 'heritage').terminal,
    expected: [],
  },
];

describe('dead-end', () => {
  it.each(cases)('$name', (row) => expectLintCase('dead-end', row));
});
