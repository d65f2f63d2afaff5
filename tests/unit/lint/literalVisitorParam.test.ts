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
  {
    name: "the visitor's param written as a path without { from: } (the text is sent): an error with what to write",
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['zip'] = 'order.serviceLocation.zipCode'),
    expected: [{ file: 'pages/quote.yaml', at: '17:12', message: '"zip" of price.orderItems is the text "order.serviceLocation.zipCode", which reads like a path: it is taken as written, not read; did you mean { from: order.serviceLocation.zipCode }?', exact: true }],
  },
  {
    name: "a form field written as a path for the visitor's param",
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['zip'] = 'form.isInsurance'),
    expected: [{ file: 'pages/quote.yaml', at: '17:12', message: 'did you mean { from: form.isInsurance }?' }],
  },
  {
    name: 'any other param, or a value set, written as a path: said too (a warning)',
    mutate: (c) => {
      page(c, 'quote').submit![0]!.params!['lineItems'] = 'order.lineItems.glassParts';
      page(c, 'quote').submit!.push({ set: { 'user.pageData.quote.year': 'order.vehicle.year' } });
    },
    expected: [
      { file: 'pages/quote.yaml', at: '20:18', message: 'did you mean { from: order.lineItems.glassParts }?' },
      { file: 'pages/quote.yaml', at: '24:33', message: 'The value set at user.pageData.quote.year is the text "order.vehicle.year", which reads like a path' },
    ],
  },
  {
    name: 'a text with dots that is no path is fine',
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['lineItems'] = 'v1.2.3'),
    expected: [],
  },
];

describe('literal-visitor-param', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => expectLintCase('literal-visitor-param', c));
});
