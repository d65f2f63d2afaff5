import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';
import type { FunnelConfig } from '../../../engine/config/types';

/** The confirmation (after the quote) keeps a receipt in its page data. */
const confirmationKeepsReceipt = (c: FunnelConfig) =>
  void (page(c, 'confirmation').load = [{ into: 'user.pageData.confirmation.receipt', value: { from: 'order.lineItems.glassParts' } }]);

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'the quote needs data only a later page writes: no one enters it',
    mutate: (c) => {
      confirmationKeepsReceipt(c);
      page(c, 'quote').prerequisites = { all: [{ truthy: 'order.vehicle.year' }, { nonEmpty: 'user.pageData.confirmation.receipt' }] };
    },
    expected: [{ file: 'pages/quote.yaml', at: '36:7', message: 'No visitor can enter quote: it needs user.pageData.confirmation.receipt, which only confirmation writes, and no path leads from there to quote', exact: true }],
  },
  {
    name: 'data a page before it writes is fine',
    mutate: (c) => void (page(c, 'quote').prerequisites = { nonEmpty: 'user.pageData.vehicle.years' }),
    expected: [],
  },
  {
    name: 'a part that also holds on nothing (an any, a not, falsy) needs nothing written',
    mutate: (c) => {
      confirmationKeepsReceipt(c);
      page(c, 'quote').prerequisites = { any: [{ nonEmpty: 'user.pageData.confirmation.receipt' }, { truthy: 'order.vehicle.year' }] };
    },
    expected: [],
  },
];

describe('unsatisfiable-prerequisites', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => expectLintCase('unsatisfiable-prerequisites', c));
});
