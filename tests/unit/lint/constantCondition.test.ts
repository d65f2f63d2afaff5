import { describe, expect, it } from 'vitest';
import { expectLintCase, lintMutated, page, rules } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'truthy and falsy of one path in prerequisites: no one enters',
    mutate: (c) => void (page(c, 'quote').prerequisites = { all: [{ truthy: 'order.vehicle.year' }, { falsy: 'order.vehicle.year' }] }),
    expected: [{ file: 'pages/quote.yaml', at: '36:7', message: 'This condition can never hold, whatever the visitor does (this part contradicts `truthy order.vehicle.year`): no visitor can ever enter the page', exact: true }],
  },
  {
    name: 'two different values of one path in a navigation rule',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { all: [{ eq: ['order.vehicle.make', 'Ford'] }, { eq: ['order.vehicle.make', 'Kia'] }] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '36:13', message: 'the rule is never taken' }],
  },
  {
    name: 'every value of a closed set excluded',
    mutate: (c) =>
      void (page(c, 'quote').prerequisites = {
        not: { in: ['order.serviceLocation.appointmentType', ['Inshop', 'Mobile', 'Dropoff', 'InshopOrDropoff', null]] },
      }),
    expected: [{ file: 'pages/quote.yaml', at: '33:1', message: 'can never hold' }],
  },
  {
    name: 'a rule whose condition always holds: the rules after it never apply',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { any: [{ truthy: 'order.damage.isRepair' }, { falsy: 'order.damage.isRepair' }] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '31:7', message: 'This condition always holds, whatever the visitor does: the rules after it never apply', exact: true }],
  },
  {
    name: 'a part of an any that never holds',
    mutate: (c) =>
      void (page(c, 'quote').prerequisites = {
        any: [{ truthy: 'order.vehicle.vin' }, { all: [{ nonEmpty: 'order.vehicle.make' }, { empty: 'order.vehicle.make' }] }],
      }),
    expected: [{ file: 'pages/quote.yaml', at: '36:7', message: 'This part of the any can never hold, so it never matters', exact: true }],
  },
  {
    name: 'guards are free: a guard and its negation together never hold',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { all: [{ guard: 'isInsuranceVerified' }, { not: { guard: 'isInsuranceVerified' } }] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '34:13', message: 'can never hold' }],
  },
  {
    name: 'a list counted below and above a number can hold',
    mutate: (c) => void (page(c, 'quote').prerequisites = { all: [{ minItems: ['order.lineItems.glassParts', 1] }, { not: { minItems: ['order.lineItems.glassParts', 2] } }] }),
    expected: [],
  },
  {
    name: 'a path and one below it are judged together',
    mutate: (c) => void (page(c, 'quote').prerequisites = { all: [{ falsy: 'user.pageData.vehicle' }, { truthy: 'user.pageData.vehicle.years' }] }),
    expected: [{ file: 'pages/quote.yaml', at: '36:7', message: 'can never hold' }],
  },
];

describe('constant-condition', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => expectLintCase('constant-condition', c));

  it('a rule that always holds is an error when rules follow it (they are unreachable), a warning when it is the last', () => {
    const always = { any: [{ truthy: 'order.damage.isRepair' }, { falsy: 'order.damage.isRepair' }] };
    const blocking = lintMutated((c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = always)).filter((d) => d.code === 'constant-condition');
    expect(blocking.map(({ severity, message }) => ({ severity, message }))).toEqual([{ severity: 'error', message: 'This condition always holds, whatever the visitor does: the rules after it never apply' }]);
    const last = lintMutated((c) => void (rules(c, 'vehicle-damage', 'forward')[2]!.when = always)).filter((d) => d.code === 'constant-condition');
    expect(last.map(({ severity, message }) => ({ severity, message }))).toEqual([{ severity: 'warning', message: 'This condition always holds, whatever the visitor does: the when is not needed' }]);
  });
});
