import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'converters given what they convert: a yes/no, a list, the order, a page datum of unknown shape',
    mutate: (c) =>
      void page(c, 'quote').submit!.push(
        { into: 'local.a', value: { from: 'order.damage.isRepair', as: 'damageKind' } },
        { into: 'local.b', value: { from: 'order.damage.glassToReplace', as: 'glassPieces' } },
        { into: 'local.c', value: { from: 'order', as: 'apiVehicle' } },
        { into: 'local.d', value: { from: 'user.pageData.quote.anything', as: 'glassPieces' } },
      ),
    expected: [],
  },
  {
    name: 'a path of another kind than the converter takes: a yes/no given to the glass pieces, a list given to a text converter',
    mutate: (c) =>
      void page(c, 'quote').submit!.push(
        { into: 'local.a', value: { from: 'order.damage.isRepair', as: 'glassPieces' } },
        { into: 'local.b', value: { from: 'order.damage.glassToReplace', as: 'upperCase' } },
      ),
    expected: [
      { file: 'pages/quote.yaml', at: '26:13', message: 'Converter "glassPieces" converts a list, but order.damage.isRepair holds true or false: read the path it converts, or name the converter meant', exact: true },
      { file: 'pages/quote.yaml', at: '30:13', message: 'Converter "upperCase" converts a text, but order.damage.glassToReplace holds a list: read the path it converts, or name the converter meant', exact: true },
    ],
  },
  {
    name: "a form field of another kind: the page's yes/no field given to a zip converter",
    mutate: (c) => {
      const damage = page(c, 'vehicle-damage');
      Object.assign(damage.fields!.schema['properties'] as object, { isMobile: { type: 'boolean', title: 'Mobile' } });
      damage.submit = [{ into: 'local.zip', value: { from: 'form.isMobile', as: 'fiveDigitZip' } }];
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '44:13', message: 'Converter "fiveDigitZip" converts a text, but form.isMobile holds true or false', exact: false }],
  },
  {
    name: 'a group without what the converter reads: the vehicle given where the order is read, the order where the customer is; the group meant is suggested',
    mutate: (c) =>
      void page(c, 'quote').submit!.push(
        { into: 'local.a', value: { from: 'order.vehicle', as: 'apiVehicle' } },
        { into: 'local.b', value: { from: 'order', as: 'quoteCustomer' } },
      ),
    expected: [
      { file: 'pages/quote.yaml', at: '26:13', message: 'Converter "apiVehicle" converts a group with vehicle in it, but order.vehicle has no vehicle (it has canRepairService, canReplaceService, canMobileService, canRecalibrationService, …); did you mean from: order?', exact: true },
      { file: 'pages/quote.yaml', at: '30:13', message: 'Converter "quoteCustomer" converts a group with firstName, lastName, emailAddress, phoneNumber or isSmsOptIn in it, but order has none of them (it has referralNumber, referralSequenceNumber, referralDate, referralCorrelationId, …); did you mean from: order.customer?', exact: true },
    ],
  },
];

describe('converter-input', () => {
  it.each(cases)('$name', (row) => expectLintCase('converter-input', row));
});
