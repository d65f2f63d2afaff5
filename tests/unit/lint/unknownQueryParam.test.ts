import { describe, expect, it } from 'vitest';
import type { FunnelConfig, NavigationRule } from '../../../engine/config/types';
import { expectLintCase, lintMutated, page } from './lintFixture';
import type { LintCase } from './lintFixture';

/** vehicle-damage's second forward rule goes to the quote with this query; the quote runs the offerQuote guard (it reads offer, offerquote). */
const queryToQuote = (c: FunnelConfig, query: NavigationRule['query']) => {
  page(c, 'quote').guards = ['heritageJump', 'offerQuote'];
  (page(c, 'vehicle-damage').navigation['forward'] as NavigationRule[])[1]!.query = query;
};

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a key the page reads, misspelt: nothing sees it',
    mutate: (c) => queryToQuote(c, { ofer: 'cash' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '36:9', message: 'Page "quote" reads no query parameter "ofer", so nothing sees it; did you mean "offer"?', exact: true }],
  },
  {
    name: 'a key read by nothing: what the page reads',
    mutate: (c) => queryToQuote(c, { colour: 'red' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '36:9', message: 'Page "quote" reads no query parameter "colour", so nothing sees it (it reads "offer", "offerquote", besides SPEC §2\'s)', exact: true }],
  },
  {
    name: 'a key cut short: the parameters that hold it',
    mutate: (c) => queryToQuote(c, { chips: '2' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '36:9', message: 'Page "quote" reads no query parameter "chips", so nothing sees it; did you mean "numberofchips"?', exact: true }],
  },
  {
    name: 'a value the code never compares the parameter with (in any case), with the one meant; a path is known at run time',
    mutate: (c) => queryToQuote(c, { offer: 'cahs', offerquote: 'TRUE' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '36:16', message: 'Query parameter offer is read as "cash" (in any case; pay on my own hides the insurance choice; another value does not), not "cahs"; did you mean "cash"?', exact: true }],
  },
  { name: 'a value read from the state is not judged', mutate: (c) => queryToQuote(c, { offer: { from: 'order.vehicle.make' } }), expected: [] },
  { name: 'a SPEC §2 parameter, read on any page', mutate: (c) => queryToQuote(c, { promo: 'SAVE10' }), expected: [] },
  {
    name: 'another case works (read case-insensitively), but is said',
    mutate: (c) => queryToQuote(c, { Offer: 'cash' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '36:9', message: 'did you mean "offer", as the page reads it?' }],
  },
];

describe('unknown-query-param', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-query-param', row));

  it('reports another case as a warning', () => {
    const [row] = lintMutated((c) => queryToQuote(c, { Offer: 'cash' })).filter((d) => d.code === 'unknown-query-param');
    expect(row?.severity).toBe('warning');
  });
});
