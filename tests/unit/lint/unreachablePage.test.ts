import { describe, it } from 'vitest';
import type { PageConfig } from '../../../engine/config/types';
import { expectLintCase, page, rules } from './lintFixture';
import type { LintCase } from './lintFixture';

const orphan = (overrides: Partial<PageConfig> = {}): PageConfig => ({
  id: 'orphan',
  kind: 'page',
  route: 'orphan',
  fields: { schema: { type: 'object', properties: {} }, bind: {} },
  navigation: { forward: { to: 'vehicle' } },
  ...overrides,
});

const cases: LintCase[] = [
  { name: 'the valid base has none (error, restart, heritage and bailout are roots)', mutate: () => {}, expected: [] },
  {
    name: 'a page no rule leads to',
    mutate: (c) => void (rules(c, 'landing', 'returnUser')[0]!.to = 'load-session'),
    expected: [{ file: 'pages/return-user.yaml', at: '1:5', message: 'Page "return-user" is unreachable' }],
  },
  {
    name: 'an auto-route order entry is an edge',
    mutate: (c) => void rules(c, 'vehicle-damage', 'forward').forEach((rule) => (rule.to = 'confirmation')),
    expected: [],
  },
  {
    name: 'a page neither a rule nor the order leads to',
    mutate: (c) => {
      rules(c, 'vehicle-damage', 'forward').forEach((rule) => (rule.to = 'confirmation'));
      page(c, 'auto-route').order = ['vehicle-damage', 'vehicle'];
    },
    expected: [{ file: 'pages/quote.yaml', at: '1:5', message: 'Page "quote" is unreachable' }],
  },
  {
    name: "landing's fmgPage is not an edge to every page",
    mutate: (c) => void c.pages.push(orphan()),
    expected: [{ file: 'pages/orphan.yaml', at: '1:5', message: 'Page "orphan" is unreachable' }],
  },
  {
    name: 'a page entered from outside the funnel (entryPoint: true, e.g. a payment return) is a root',
    mutate: (c) => void c.pages.push(orphan({ entryPoint: true })),
    expected: [],
  },
  {
    name: 'a guard alone does not make a page an entry point',
    mutate: (c) => void c.pages.push(orphan({ guards: ['serviceLocationRedirect'] })),
    expected: [{ file: 'pages/orphan.yaml', at: '1:5', message: 'Page "orphan" is unreachable' }],
  },
];

describe('unreachable-page', () => {
  it.each(cases)('$name', (row) => expectLintCase('unreachable-page', row));
});
