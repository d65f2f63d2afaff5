import { describe, it } from 'vitest';
import { expectLintCase, page, rules } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none (page data read where its load writes it)', mutate: () => {}, expected: [] },
  {
    name: 'a misspelt page-data path in a when',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { nonEmpty: 'user.pageData.vehicle.yeras' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '32:19', message: '"user.pageData.vehicle.yeras" is read, but nothing writes it; did you mean "user.pageData.vehicle.years"?', exact: true }],
  },
  {
    name: 'the address an action leads to (go.external), read where nothing writes it',
    mutate: (c) => void (page(c, 'vehicle').actions!['loadMakes']!.go = { external: { from: 'user.pageData.vehicle.yeras' } }),
    expected: [{ file: 'pages/vehicle.yaml', at: '28:15', message: '"user.pageData.vehicle.yeras" is read, but nothing writes it; did you mean "user.pageData.vehicle.years"?', exact: true }],
  },
  {
    name: 'a page misspelt inside the path',
    mutate: (c) => void (page(c, 'quote').prerequisites = { nonEmpty: 'user.pageData.vehicel.years' }),
    expected: [{ file: 'pages/quote.yaml', at: '34:13', message: 'did you mean "user.pageData.vehicle.years"?' }],
  },
  {
    name: 'page data a shared action writes, the action run under a misspelt name: the misspelling is page-actions\', not a read of nothing',
    mutate: (c) => {
      c.actions = { discount: { do: [{ into: 'user.pageData.quote.discountApproved', value: true }] } };
      page(c, 'quote').load = [...(page(c, 'quote').load ?? []), { run: 'discont' }];
      page(c, 'quote').prerequisites = { truthy: 'user.pageData.quote.discountApproved' };
    },
    expected: [],
  },
  {
    name: "an order summary row reading page data nothing writes (a page's name misspelt)",
    mutate: (c) => void (c.funnel.summary = { title: 'Your order', rows: [{ label: 'Years', from: 'user.pageData.vehicel.years' }] }),
    expected: [{ file: 'funnel.yaml', at: '149:13', message: '"user.pageData.vehicel.years" is read, but nothing writes it; did you mean "user.pageData.vehicle.years"?', exact: true }],
  },
  {
    name: 'below and above a written path are read fine',
    mutate: (c) => void (page(c, 'quote').prerequisites = { all: [{ nonEmpty: 'user.pageData.vehicle.years.0' }, { nonEmpty: 'user.pageData.vehicle' }] }),
    expected: [],
  },
  {
    name: 'page data no step writes, with no close name: no suggestion',
    mutate: (c) => void (page(c, 'quote').prerequisites = { truthy: 'user.pageData.quote.discountApproved' }),
    expected: [{ file: 'pages/quote.yaml', at: '34:11', message: '"user.pageData.quote.discountApproved" is read, but nothing writes it', exact: true }],
  },
  {
    name: "a navigation rule's set writes what a later condition reads",
    mutate: (c) => {
      rules(c, 'vehicle-damage', 'back')[0]!.set = { 'user.pageData.vehicle-damage.wentBack': true };
      page(c, 'quote').prerequisites = { falsy: 'user.pageData.vehicle-damage.wentBack' };
    },
    expected: [],
  },
  {
    name: 'a message placeholder and a {from} value read page data',
    mutate: (c) => {
      const binding = page(c, 'quote').submit![0]!;
      binding.params!['zip'] = { from: 'user.pageData.vehicle.zip' };
      binding.refuse = [{ when: { falsy: 'answer' }, message: 'No price for {user.pageData.vehicle.yaers}.' }];
    },
    expected: [
      { file: 'pages/quote.yaml', at: '18:15', message: '"user.pageData.vehicle.zip" is read, but nothing writes it' },
      { file: 'pages/quote.yaml', at: '27:31', message: 'did you mean "user.pageData.vehicle.years"?' },
    ],
  },
  {
    name: "below a call's answer: the keys the contract gives it",
    mutate: (c) =>
      void (page(c, 'quote').prerequisites = { all: [{ nonEmpty: 'user.pageData.quote.items.lineItems.0.partNumber' }, { nonEmpty: 'user.pageData.quote.items.lineItem' }] }),
    expected: [{ file: 'pages/quote.yaml', at: '36:17', message: '"user.pageData.quote.items.lineItem" is read, but the answer kept there has no such key; did you mean "user.pageData.quote.items.lineItems"?', exact: true }],
  },
  {
    name: 'a cascade resetting misspelt page data resets nothing',
    mutate: (c) => void c.cascades[0]!.reset.push('user.pageData.vehicle.modles'),
    expected: [{ file: 'cascades.yaml', at: '9:9', message: '"user.pageData.vehicle.modles" is reset, but nothing writes it: the reset does nothing; did you mean "user.pageData.vehicle.models"?', exact: true }],
  },
  {
    name: "a cascade resetting a removed page's data: a warning to remove the reset",
    mutate: (c) => void c.cascades[0]!.reset.push('user.pageData.molding-questions'),
    expected: [{ file: 'cascades.yaml', at: '9:9', message: '"user.pageData.molding-questions" is reset, but nothing writes it: the reset does nothing; remove it', exact: true }],
  },
  {
    name: 'the submitted snapshot reads what was written, and an unknown order path under it is reported',
    mutate: (c) => void (page(c, 'confirmation').prerequisites = { all: [{ nonEmpty: 'submitted.user.pageData.vehicle.years' }, { truthy: 'submitted.order.vehicle.yeer' }] }),
    expected: [{ file: 'pages/confirmation.yaml', at: '14:15', message: 'Unknown state path "submitted.order.vehicle.yeer": the snapshot keeps the order and the user as they were; did you mean "submitted.order.vehicle.year"?', exact: true }],
  },
];

describe('unwritten-state-path', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => expectLintCase('unwritten-state-path', c));
});
