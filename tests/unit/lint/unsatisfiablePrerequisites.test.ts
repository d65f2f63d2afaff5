import { describe, it } from 'vitest';
import { expectLintCase, page, rules } from './lintFixture';
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
    expected: [{ file: 'pages/quote.yaml', at: '36:7', message: 'No visitor can enter quote: it needs user.pageData.confirmation.receipt, which only confirmation writes, and a new visitor reaches quote before any of them', exact: true }],
  },
  {
    name: 'data one later page writes in two steps: "writes", one page named once',
    mutate: (c) => {
      page(c, 'quote').load = [{ into: 'user.pageData.quote.offer', value: { from: 'order.lineItems.glassParts' } }, { set: { 'user.pageData.quote.offer': null } }];
      page(c, 'vehicle-damage').prerequisites = { all: [{ truthy: 'order.vehicle.year' }, { nonEmpty: 'user.pageData.quote.offer' }] };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '7:7', message: 'No visitor can enter vehicle-damage: it needs user.pageData.quote.offer, which only quote writes, and a new visitor reaches vehicle-damage before any of them', exact: true }],
  },
  {
    name: 'data a later page writes, though Back leads from it to the page: the first entry must already hold',
    mutate: (c) => {
      page(c, 'quote').load = [{ into: 'user.pageData.quote.offer', value: { from: 'order.lineItems.glassParts' } }];
      page(c, 'quote').navigation['back'] = { to: 'vehicle-damage' };
      page(c, 'vehicle-damage').prerequisites = { all: [{ truthy: 'order.vehicle.year' }, { nonEmpty: 'user.pageData.quote.offer' }] };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '7:7', message: 'No visitor can enter vehicle-damage: it needs user.pageData.quote.offer, which only quote writes, and a new visitor reaches vehicle-damage before any of them', exact: true }],
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
  {
    name: "an order answer only a later page asks (a prerequisite copied from the quote onto the damage page): no one enters it",
    mutate: (c) => void (page(c, 'vehicle-damage').prerequisites = { all: [{ truthy: 'order.vehicle.year' }, { truthy: 'order.payment.isInsurance' }] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '7:7', message: 'No visitor can enter vehicle-damage: it needs order.payment.isInsurance, which only quote writes, and a new visitor reaches vehicle-damage before any of them (a prerequisite copied from a later page?): require what the pages before it answer, or drop this part', exact: true }],
  },
  {
    name: 'an order answer only the page itself asks: it is asked once the page is entered, too late',
    mutate: (c) => void (page(c, 'quote').prerequisites = { truthy: 'order.payment.isInsurance' }),
    expected: [{ file: 'pages/quote.yaml', at: '33:1', message: 'No visitor can enter quote: it needs order.payment.isInsurance, which only quote itself (once entered) writes, and a new visitor reaches quote before any of them (a prerequisite copied from a later page?): require what the pages before it answer, or drop this part', exact: true }],
  },
  {
    name: "a value of the order only a later page's navigation sets",
    mutate: (c) => {
      (rules(c, 'quote', 'forward')[0]!).set = { 'order.payment.paymentChoice': 'Later' };
      page(c, 'vehicle-damage').prerequisites = { eq: ['order.payment.paymentChoice', 'Later'] };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '4:1', message: 'No visitor can enter vehicle-damage: it needs order.payment.paymentChoice, which only quote writes', exact: false }],
  },
  {
    name: 'an order answer a page before it asks, a value the order holds from the start, and one no YAML writes (the code may) pass',
    mutate: (c) => {
      (rules(c, 'quote', 'forward')[0]!).set = { 'order.payment.paymentChoice': 'Later' };
      page(c, 'quote').prerequisites = { all: [{ eq: ['order.damage.isRepair', true] }, { in: ['order.payment.paymentChoice', ['none', 'Later']] }, { truthy: 'order.referralNumber' }] };
    },
    expected: [],
  },
];

describe('unsatisfiable-prerequisites', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => expectLintCase('unsatisfiable-prerequisites', c));
});
