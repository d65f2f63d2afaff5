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
    name: 'a required param with its value deleted (YAML null): sent empty, told where to read it from',
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['isReplacement'] = null as never),
    expected: [{ file: 'pages/quote.yaml', at: '19:7', message: 'Call "price.orderItems" needs isReplacement, and "isReplacement:" gives it no value (YAML reads an empty value as null): write where it comes from, { from: <state path> }', exact: true }],
  },
  {
    name: 'a value read as it is from a path of another kind: a yes/no where a choice is taken (its converter deleted), a group where a number is; a converted one passes',
    mutate: (c) =>
      void page(c, 'vehicle').load!.push(
        { call: 'location.zip', params: { zip: { from: 'order.serviceLocation.zipCode' }, damageKind: { from: 'order.damage.isRepair' } }, into: 'local.a' },
        { call: 'vehicle.makes', params: { year: { from: 'order.vehicle' } }, into: 'local.b' },
        { call: 'location.zip', params: { zip: { from: 'order.serviceLocation.zipCode' }, damageKind: { from: 'order.damage.isRepair', as: 'damageKind' } }, into: 'local.c' },
      ),
    expected: [
      { file: 'pages/vehicle.yaml', at: '16:15', message: 'Call "location.zip" takes damageKind as one of "Repair", "Replace", but order.damage.isRepair holds true or false; convert it (as: <converter>) or read another path', exact: true },
      { file: 'pages/vehicle.yaml', at: '21:15', message: 'Call "vehicle.makes" takes year as a whole number, but order.vehicle holds a group of values', exact: false },
    ],
  },
  {
    name: 'a converted value the param cannot take: the converter named gives another kind (a yes/no where a choice is taken)',
    mutate: (c) =>
      void page(c, 'vehicle').load!.push({ call: 'location.zip', params: { zip: { from: 'order.serviceLocation.zipCode' }, damageKind: { from: 'order.damage.isRepair', as: 'isTrue' } }, into: 'local.a' }),
    expected: [{ file: 'pages/vehicle.yaml', at: '17:13', message: 'Call "location.zip" takes damageKind as one of "Repair", "Replace", but converter "isTrue" gives true or false: name the converter meant', exact: true }],
  },
  {
    name: "a form field the visitor types, sent as a param: the form lets through what the service refuses (any text where it takes a pattern, a number beyond its bounds); a renderer's page is left out",
    mutate: (c) => {
      const damage = page(c, 'vehicle-damage');
      Object.assign(damage.fields!.schema['properties'] as object, { zip: { type: 'string', title: 'Zip' }, count: { type: 'integer', title: 'Count', minimum: 0 } });
      Object.assign(damage.fields!.bind, { zip: 'user.pageData.vehicle-damage.zip', count: 'user.pageData.vehicle-damage.count' });
      damage.submit = [
        { call: 'location.zip', params: { zip: { from: 'form.zip' }, damageKind: 'Repair' }, into: 'local.a' },
        { call: 'vehicle.makes', params: { year: { from: 'form.count' } }, into: 'local.b' },
      ];
    },
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '18:7', message: 'Field "zip" takes any text, but call "location.zip" sends it as zip, which the service takes only as ^[0-9]{5}$ (the contract): another answer gets the call refused; give the field that pattern', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '21:7', message: 'Field "count" takes any number (no maximum), but call "vehicle.makes" sends it as year, which the service takes with maximum 2100 (the contract): a number beyond it gets the call refused; write maximum: 2100', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '24:18', message: 'Field "count" takes minimum 0, but call "vehicle.makes" sends it as year, which the service takes with minimum 1900' },
    ],
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
    name: "a literal of the right type that the service refuses: the contract's own sentence (its pattern, lengths, bounds)",
    mutate: (c) =>
      void page(c, 'vehicle').load!.push(
        { call: 'content.page', params: { appAbbreviation: 'F', pageName: 'vehicle' }, into: 'local.a' },
        { call: 'vehicle.makes', params: { year: 1800 }, into: 'local.b' },
        { call: 'content.page', params: { appAbbreviation: 'FMG', pageName: 'the vehicle' }, into: 'local.c' },
      ),
    expected: [
      { file: 'pages/vehicle.yaml', at: '13:24', message: 'Call "content.page" refuses appAbbreviation "F": The application abbreviation is 2 to 10 letters, such as FMG', exact: true },
      { file: 'pages/vehicle.yaml', at: '18:13', message: 'Call "vehicle.makes" refuses year 1800: The year must be a four-digit model year, such as 2020', exact: true },
      { file: 'pages/vehicle.yaml', at: '23:17', message: 'Call "content.page" refuses pageName "the vehicle"', exact: false },
    ],
  },
  {
    name: "a page name that is no screen's (did you mean), or another page's (a warning: a step copied from it)",
    mutate: (c) =>
      void page(c, 'vehicle').load!.push(
        { call: 'content.page', params: { appAbbreviation: 'FMG', pageName: 'vehicel' }, into: 'local.a' },
        { call: 'content.page', params: { appAbbreviation: 'FMG', pageName: 'quote' }, into: 'local.b' },
        { call: 'content.page', params: { appAbbreviation: 'FMG', pageName: 'Vehicle' }, into: 'local.c' },
      ),
    expected: [
      { file: 'pages/vehicle.yaml', at: '14:17', message: 'Call "content.page" takes pageName as the id of a screen of funnel-config, and no page is "vehicel"; did you mean "vehicle"?', exact: true },
      { file: 'pages/vehicle.yaml', at: '19:17', severity: 'warning', message: 'Call "content.page" gets page "quote"\'s content on page "vehicle"; was the step copied from "quote" and its pageName not edited? Write vehicle if this page\'s is meant', exact: true },
    ],
  },
  {
    name: 'a funnel.yaml value a call refuses (a constant, a default, the application name): once at its line, naming the calls and their pages',
    mutate: (c) => {
      c.funnel.applicationName = 'FMG-2';
      c.funnel.constants = { ...c.funnel.constants, providerSearchResults: 500, defaultCashParentAccountNumber: '01671329999999' };
      for (const id of ['vehicle', 'quote']) (page(c, id).load ??= []).push({ call: 'content.page', params: { appAbbreviation: { from: 'funnel.applicationName' }, pageName: id }, into: 'local.a' });
      page(c, 'quote').load!.push({ call: 'account.billToAccountNumber', params: { ParentAccountNumber: { from: 'constants.defaultCashParentAccountNumber' } }, into: 'local.c' });
      page(c, 'quote').load!.push({ call: 'location.providers', params: { zip: { from: 'order.serviceLocation.zipCode' }, damageKind: 'Replace', resultCount: { from: 'constants.providerSearchResults' }, parent: { from: 'order.payment.parentAccountNumber', default: { from: 'constants.defaultCashParentAccountNumber' } }, carId: { from: 'order.vehicle.carId' }, isBigTruck: false }, into: 'local.b' });
    },
    expected: [
      { file: 'funnel.yaml', at: '5:18', message: 'applicationName is sent as appAbbreviation by call "content.page" (pages quote and 1 more), which refuses "FMG-2": The application abbreviation is 2 to 10 letters, such as FMG', exact: true },
      { file: 'funnel.yaml', at: '21:35', message: 'constants.defaultCashParentAccountNumber is sent as ParentAccountNumber by call "account.billToAccountNumber" (page quote), which refuses "01671329999999": ParentAccountNumber must be 1 to 10 digits, such as 167132; call "location.providers" refuses it too', exact: true },
      { file: 'funnel.yaml', at: '23:26', message: 'constants.providerSearchResults is sent as resultCount by call "location.providers" (page quote), which refuses 500: resultCount must be a whole number from 1 to 100', exact: true },
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
