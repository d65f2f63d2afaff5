import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

/** The quote's submit keeps price.orderItems' answer whole at user.pageData.quote.items; here vehicle-damage keeps it too. */
const keptOnDamage = (pick?: string) => ({ call: 'price.orderItems', into: 'user.pageData.quote.items', ...(pick ? { pick } : {}) });

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'pick deleted on one step: the whole answer where another step keeps only its lineItems',
    mutate: (c) => void (page(c, 'vehicle-damage').load = [keptOnDamage('lineItems')]),
    expected: [
      {
        file: 'pages/quote.yaml',
        at: '22:11',
        message:
          'user.pageData.quote.items gets the whole answer of price.orderItems, where page "vehicle-damage" keeps only its lineItems there: what reads user.pageData.quote.items finds it one level down; add pick: lineItems',
        exact: true,
      },
    ],
  },
  {
    name: 'both pick the same field',
    mutate: (c) => {
      page(c, 'vehicle-damage').load = [keptOnDamage('lineItems')];
      page(c, 'quote').submit![0]!.pick = 'lineItems';
    },
    expected: [],
  },
  { name: 'both keep the whole answer', mutate: (c) => void (page(c, 'vehicle-damage').load = [keptOnDamage()]), expected: [] },
  {
    name: 'another place, another call: not compared',
    mutate: (c) => void (page(c, 'vehicle-damage').load = [{ call: 'price.orderItems', into: 'user.pageData.quote.other', pick: 'lineItems' }]),
    expected: [],
  },
];

describe('missing-pick', () => {
  it.each(cases)('$name', (row) => expectLintCase('missing-pick', row));
});
