import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a param the call does not take, with a suggestion',
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['lineItem'] = { from: 'order.lineItems.vaps' }),
    expected: [{ file: 'pages/quote.yaml', at: '22:7', message: 'Call "price.orderItems" has no param "lineItem"; did you mean "lineItems"?' }],
  },
  {
    name: 'a required param missing',
    mutate: (c) => void delete page(c, 'quote').submit![0]!.params!['isReplacement'],
    expected: [{ file: 'pages/quote.yaml', at: '16:5', message: 'Call "price.orderItems" needs "isReplacement"', exact: true }],
  },
  {
    name: 'a call with required params and none given',
    mutate: (c) => void page(c, 'vehicle').load!.push({ call: 'vehicle.makes', into: 'user.pageData.vehicle.makes' }),
    expected: [{ file: 'pages/vehicle.yaml', at: '11:11', message: 'Call "vehicle.makes" needs "year"', exact: true }],
  },
  {
    name: "a value written in the YAML of another type than the param's, or outside its closed set: what to write",
    mutate: (c) =>
      void page(c, 'vehicle').load!.push(
        { call: 'vehicle.lookupByVin', params: { vin: { from: 'order.vehicle.vin' }, logEnabled: 'yes' }, into: 'local.a' },
        { call: 'location.zip', params: { zip: '85016', damageKind: 'replace' }, into: 'local.b' },
        { call: 'vehicle.makes', params: { year: '2012' }, into: 'local.c' },
        { call: 'vehicle.makes', params: { year: { from: 'order.vehicle.year', default: 'none' } }, into: 'local.d' },
      ),
    expected: [
      { file: 'pages/vehicle.yaml', at: '15:19', message: 'Call "vehicle.lookupByVin" takes logEnabled as true or false, not "yes"; write true', exact: true },
      { file: 'pages/vehicle.yaml', at: '20:19', message: 'Call "location.zip" takes damageKind as one of "Repair", "Replace", not "replace"; did you mean "Replace"?', exact: true },
      { file: 'pages/vehicle.yaml', at: '24:13', message: 'Call "vehicle.makes" takes year as a whole number, not "2012"; write 2012 without quotes', exact: true },
      { file: 'pages/vehicle.yaml', at: '30:18', message: 'Call "vehicle.makes" takes year as a whole number, not "none"', exact: true },
    ],
  },
  {
    name: 'an unknown call is left to unknown-operation',
    mutate: (c) => void (page(c, 'quote').submit![0]!.call = 'checkout.pay'),
    expected: [],
  },
];

describe('call-params', () => {
  it.each(cases)('$name', (row) => expectLintCase('call-params', row));
});
