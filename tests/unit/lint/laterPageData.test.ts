import { describe, it } from 'vitest';
import type { FunnelConfig, NavigationRule } from '../../../engine/config/types';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

/** The quote (after vehicle-damage) keeps an offer in its page data on entry. */
const quoteKeepsOffer = (c: FunnelConfig) => void (page(c, 'quote').load = [{ into: 'user.pageData.quote.offer', value: { from: 'order.lineItems.glassParts' } }]);
/** vehicle-damage's second forward rule. */
const secondRule = (c: FunnelConfig) => (page(c, 'vehicle-damage').navigation['forward'] as NavigationRule[])[1]!;

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a rule needing data only a later page writes never applies on the way forward',
    mutate: (c) => {
      quoteKeepsOffer(c);
      secondRule(c).when = { truthy: 'user.pageData.quote.offer' };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '31:7', message: 'Scenario "forward" of vehicle-damage needs user.pageData.quote.offer, which only quote writes, after vehicle-damage: on the way forward this rule never applies', exact: true }],
  },
  {
    name: 'a button shown only on data a later page writes: never shown on the way forward',
    mutate: (c) => {
      quoteKeepsOffer(c);
      page(c, 'vehicle-damage').buttons![0]!.when = { truthy: 'user.pageData.quote.offer' };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '23:5', message: 'Button "Back" of vehicle-damage needs user.pageData.quote.offer, which only quote writes, after vehicle-damage: on the way forward the button is never shown', exact: true }],
  },
  {
    name: "the page's own data (its steps run before its navigation)",
    mutate: (c) => {
      page(c, 'vehicle-damage').load = [{ into: 'user.pageData.vehicle-damage.offer', value: { from: 'order.lineItems.glassParts' } }];
      secondRule(c).when = { truthy: 'user.pageData.vehicle-damage.offer' };
    },
    expected: [],
  },
  {
    name: 'data of a page before it',
    mutate: (c) => void (secondRule(c).when = { nonEmpty: 'user.pageData.vehicle.years' }),
    expected: [],
  },
  {
    name: 'a part that holds on nothing (falsy) needs nothing written',
    mutate: (c) => {
      quoteKeepsOffer(c);
      secondRule(c).when = { falsy: 'user.pageData.quote.offer' };
    },
    expected: [],
  },
];

describe('later-page-data', () => {
  it.each(cases)('$name', (row) => expectLintCase('later-page-data', row));
});
