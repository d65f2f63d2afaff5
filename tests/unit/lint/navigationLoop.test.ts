import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';
import type { FunnelConfig } from '../../../engine/config/types';

/** A redirect-only page (its entry guard always sends the visitor on) whose forward goes to the quote. */
const addRedirectOnly = (c: FunnelConfig) =>
  void c.pages.push({ id: 'service-location', kind: 'page', route: 'service-location', guards: ['serviceLocationRedirect'], fields: { schema: { type: 'object', properties: {} }, bind: {} }, navigation: { forward: { to: 'quote' } } });

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a rule to the page it is on (forward, back): the button does nothing; a reload with a query is left alone',
    mutate: (c) => {
      page(c, 'vehicle-damage').navigation['back'] = { to: 'vehicle-damage' };
      page(c, 'quote').navigation['heritage'] = { to: 'quote', query: { offer: 'cash' } };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '25:9', message: '"back" goes to vehicle-damage, the page it is on: the visitor stays here, as if the button did nothing. Point it at the page meant', exact: true }],
  },
  {
    name: "an edge into a redirect-only route that sends the visitor back: Continue shows the same page for ever",
    mutate: (c) => {
      addRedirectOnly(c);
      page(c, 'quote').navigation['forward'] = { to: 'service-location' };
    },
    expected: [{ file: 'pages/quote.yaml', at: '26:9', message: '"forward" goes to service-location, a route that only redirects, and it sends the visitor back to quote' }],
  },
  {
    name: 'a redirect-only route that leads on elsewhere is fine',
    mutate: (c) => {
      addRedirectOnly(c);
      page(c, 'service-location').navigation['forward'] = { to: 'confirmation' };
      page(c, 'quote').navigation['forward'] = { to: 'service-location' };
    },
    expected: [],
  },
  {
    name: 'a cycle no path leaves for the end, reported once at its first page',
    mutate: (c) => {
      page(c, 'quote').navigation = { forward: { to: 'vehicle-damage' } };
      page(c, 'quote').guards = [];
    },
    expected: [{ file: 'pages/quote.yaml', at: '23:1', message: 'No way on from quote ever reaches the end of the funnel (a terminal page): visitors go round quote, vehicle-damage, vehicle' }],
  },
];

describe('navigation-loop', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => expectLintCase('navigation-loop', c));
});
