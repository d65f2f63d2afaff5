import { describe, it } from 'vitest';
import { addSequence, expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  { name: 'a page going through a declared sequence', mutate: (c) => void addSequence(c), expected: [] },
  {
    name: 'a misspelled sequence in a single-entry scenario',
    mutate: (c) => {
      addSequence(c);
      page(c, 'quote').navigation['back'] = { sequence: 'chekout' };
    },
    expected: [{ file: 'pages/quote.yaml', at: '34:15', message: 'Scenario "back" goes through sequence "chekout", which sequences.yaml does not declare; did you mean "checkout"?', exact: true }],
  },
  {
    name: 'a misspelled sequence among rules',
    mutate: (c) => {
      addSequence(c);
      page(c, 'vehicle').navigation['forward'] = [{ to: 'quote', when: { truthy: 'order.vehicle.vin' } }, { sequence: 'checkuot' }];
    },
    expected: [{ file: 'pages/vehicle.yaml', at: '16:17', message: 'did you mean "checkout"?' }],
  },
  {
    name: 'a name far from any sequence gets no suggestion',
    mutate: (c) => {
      addSequence(c);
      page(c, 'quote').navigation['back'] = { sequence: 'payment' };
    },
    expected: [{ file: 'pages/quote.yaml', at: '34:15', message: 'Scenario "back" goes through sequence "payment", which sequences.yaml does not declare', exact: true }],
  },
  {
    name: 'a sequence without sequences.yaml',
    mutate: (c) => void (page(c, 'quote').navigation['back'] = { sequence: 'checkout' }),
    expected: [{ file: 'pages/quote.yaml', at: '34:15', message: 'Scenario "back" goes through sequence "checkout", but there is no sequences.yaml declaring sequences', exact: true }],
  },
];

describe('unknown-sequence', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-sequence', row));
});
