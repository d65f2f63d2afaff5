import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none (the zip read from the state)', mutate: () => {}, expected: [] },
  {
    name: 'a literal zip: every visitor priced for the same zip',
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['zip'] = '85016'),
    expected: [{ file: 'pages/quote.yaml', at: '17:12', message: '"zip" of price.orderItems is the visitor\'s own data, but "85016" is the same for every visitor; read it from the state: { from: <state path> }', exact: true }],
  },
  {
    name: 'a literal for a param that is not visitor data is fine',
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['isReplacement'] = false),
    expected: [],
  },
  {
    name: 'a literal VIN in a lookup',
    mutate: (c) => void (page(c, 'vehicle-damage').submit = [{ call: 'vehicle.lookupByVin', params: { vin: '4T1AAAA00CA000001' }, into: 'order.vehicle' }]),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '41:12', message: '"vin" of vehicle.lookupByVin' }],
  },
];

describe('literal-visitor-param', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => expectLintCase('literal-visitor-param', c));
});
