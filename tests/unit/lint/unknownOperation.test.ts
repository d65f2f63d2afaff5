import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a misspelled load call',
    mutate: (c) => void (page(c, 'vehicle').load![0]!.call = 'vehicle.year'),
    expected: [{ file: 'pages/vehicle.yaml', at: '9:11', message: 'Unknown operation "vehicle.year"; did you mean "vehicle.years"?' }],
  },
  {
    name: 'a misspelled submit call',
    mutate: (c) => void (page(c, 'quote').submit![0]!.call = 'price.orderitems'),
    expected: [{ file: 'pages/quote.yaml', at: '15:11', message: 'did you mean "price.orderItems"?' }],
  },
  {
    name: 'a call that does not exist',
    mutate: (c) => void (page(c, 'quote').submit![0]!.call = 'checkout.pay'),
    expected: [{ file: 'pages/quote.yaml', at: '15:11', message: 'Unknown operation "checkout.pay"', exact: true }],
  },
  {
    name: 'a stored value needs no call',
    mutate: (c) => void page(c, 'quote').submit!.push({ into: 'user.pageData.quote.zip', value: { from: 'order.serviceLocation.zipCode' } }),
    expected: [],
  },
  {
    name: 'a misspelled call given its own timeout in funnel.yaml',
    mutate: (c) => void (c.funnel.calls.operations['vehicle.lookupbyimage'] = { timeoutMilliseconds: 30000 }),
    expected: [{ file: 'funnel.yaml', at: '112:5', message: 'Unknown operation "vehicle.lookupbyimage" in calls.operations; did you mean "vehicle.lookupByImage"?' }],
  },
];

describe('unknown-operation', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-operation', row));
});
