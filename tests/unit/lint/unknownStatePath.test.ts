import { describe, it } from 'vitest';
import { addSequence, expectLintCase, page, rules } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none (form.* in params, open maps, nested paths)', mutate: () => {}, expected: [] },
  {
    name: 'a step writing an experiment setting (the experiment decides it)',
    mutate: (c) => void (page(c, 'vehicle-damage').submit = [{ into: 'settings.SuppressVinCapture', value: true }]),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '39:11', message: '"settings.SuppressVinCapture" is an experiment setting: the experiment service decides it for each visitor (SPEC §9), and a step writing it would override the experiment unseen; keep the value in the visitor\'s page data (user.pageData.<page>.<name>) instead', exact: true }],
  },
  {
    name: 'a condition path',
    mutate: (c) => void (page(c, 'vehicle-damage').prerequisites = { all: [{ truthy: 'order.vehicle.yeer' }, { ne: ['order.vehicle.make', null] }] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '6:15', message: 'Unknown state path "order.vehicle.yeer"; did you mean "order.vehicle.year"?' }],
  },
  {
    name: 'a condition written as an expression: the operator it means',
    mutate: (c) => void (page(c, 'vehicle-damage').prerequisites = { any: [{ truthy: 'order.vehicle.year == 2012' }, { truthy: "order.vehicle.make != 'Ford'" }] }),
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '6:15', message: 'Unknown state path "order.vehicle.year == 2012"; a condition is not an expression: write { eq: [order.vehicle.year, 2012] }', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '7:15', message: '; a condition is not an expression: write { ne: [order.vehicle.make, Ford] }' },
    ],
  },
  {
    name: "a form field read in a navigation rule: where fields.bind stores it",
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[0]!.when = { truthy: 'form.isRepair' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '29:17', message: 'Unknown state path "form.isRepair"; the form is read only by the page\'s steps: here read the state, where fields.bind stores the answer, order.damage.isRepair', exact: true }],
  },
  {
    name: 'an abbreviated leaf under a known start: the leaf meant, not a longer neighbour of the start',
    mutate: (c) => void (page(c, 'vehicle-damage').prerequisites = { truthy: 'external.vehicle.yr' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '5:11', message: 'Unknown state path "external.vehicle.yr"; did you mean "external.vehicle.year"?', exact: true }],
  },
  {
    name: 'the path of an eq tuple',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { eq: ['order.damage.isRepar', true] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '33:13', message: 'did you mean "order.damage.isRepair"?' }],
  },
  {
    name: 'either path of a same tuple',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { same: ['order.vehicle.make', 'order.vehicle.modle'] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '34:13', message: 'Unknown state path "order.vehicle.modle"; did you mean "order.vehicle.model"?' }],
  },
  {
    name: 'form.* is only for binding params',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { eq: ['form.isRepair', true] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '33:13', message: 'Unknown state path "form.isRepair"' }],
  },
  {
    name: 'below a leaf value',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { eq: ['order.vehicle.year.value', 2020] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '33:13', message: 'Unknown state path "order.vehicle.year.value"' }],
  },
  {
    name: 'open maps accept any key below them',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { all: [{ truthy: 'query.offerquote' }, { truthy: 'settings.SkipToInsurance' }] }),
    expected: [],
  },
  {
    name: "a sequence step's condition, at its line in sequences.yaml",
    mutate: (c) => void (addSequence(c).steps[0]!.when = { truthy: 'order.vehicle.vn' }),
    expected: [{ file: 'sequences.yaml', at: '6:19', message: 'Unknown state path "order.vehicle.vn"; did you mean "order.vehicle.vin"?' }],
  },
  {
    name: "a sequence's before rule: its condition and query",
    mutate: (c) => {
      const checkout = addSequence(c);
      checkout.before = [{ to: 'vehicle', when: { falsy: 'order.serviceLocation.zipCde' }, query: { zip: { from: 'order.serviceLocation.zip' } } }, { to: 'vehicle-damage' }];
    },
    expected: [
      { file: 'sequences.yaml', at: '13:18', message: 'Unknown state path "order.serviceLocation.zipCde"; did you mean "order.serviceLocation.zipCode"?' },
      { file: 'sequences.yaml', at: '16:19', message: 'Unknown state path "order.serviceLocation.zip"' },
    ],
  },
  {
    name: 'a fields.bind path',
    mutate: (c) => void (page(c, 'vehicle-damage').fields!.bind['isRepair'] = 'order.damage.isrepair'),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '19:15', message: 'did you mean "order.damage.isRepair"?' }],
  },
  {
    name: 'a binding into',
    mutate: (c) => void (page(c, 'load-session').load![0]!.into = 'session.loaded'),
    expected: [{ file: 'pages/load-session.yaml', at: '7:11', message: 'Unknown state path "session.loaded"' }],
  },
  {
    name: 'a binding param {from}',
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['zip'] = { from: 'order.serviceLocation.zipcode' }),
    expected: [{ file: 'pages/quote.yaml', at: '18:15', message: 'did you mean "order.serviceLocation.zipCode"?' }],
  },
  {
    name: "the address an action leads to (go.external {from})",
    mutate: (c) => void (page(c, 'vehicle').actions!['loadMakes']!.go = { external: { from: 'usr.pageData.vehicle.makes' } }),
    expected: [{ file: 'pages/vehicle.yaml', at: '28:15', message: 'Unknown state path "usr.pageData.vehicle.makes"; did you mean "user.pageData.vehicle.makes"?' }],
  },
  {
    name: 'a navigation query {from}',
    mutate: (c) => void (rules(c, 'quote', 'forward')[0]!.query = { zip: { from: 'order.serviceLocaton.zipCode' } }),
    expected: [{ file: 'pages/quote.yaml', at: '29:15', message: 'did you mean "order.serviceLocation.zipCode"?' }],
  },
  {
    name: 'a navigation set key',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[2]!.set = { 'user.pageData.vehicle-damage.vinSkipped': true, 'order.damage.vinSkipped': false }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '40:9', message: 'Unknown state path "order.damage.vinSkipped"' }],
  },
  {
    name: 'a cascade watch path',
    mutate: (c) => void (c.cascades[0]!.watch[1] = 'order.vehicle.mkae'),
    expected: [{ file: 'cascades.yaml', at: '6:9', message: 'did you mean "order.vehicle.make"?' }],
  },
  {
    name: 'cascade reset paths, plain and conditional',
    mutate: (c) => {
      c.cascades[1]!.reset[0] = 'order.lineItems.glassPart';
      (c.cascades[1]!.reset[1] as { path: string }).path = 'order.payment.paymentChoise';
    },
    expected: [
      { file: 'cascades.yaml', at: '15:9', message: 'did you mean "order.lineItems.glassParts"?' },
      { file: 'cascades.yaml', at: '16:15', message: 'did you mean "order.payment.paymentChoice"?' },
    ],
  },
  {
    name: 'an action reads an input it declares, a submit reads the form, a forEach call its item',
    mutate: (c) => {
      page(c, 'vehicle').actions!['loadMakes']!.do[0]!.params = { year: { from: 'input.year' } };
      page(c, 'quote').submit![0]!.params!['isReplacement'] = { from: 'form.isInsurance' };
      page(c, 'quote').submit!.push({ call: 'parts.recalParts', forEach: { from: 'order.lineItems.glassParts' }, params: { partNumber: { from: 'item.partNumber' } } });
    },
    expected: [],
  },
  {
    name: 'an input the action does not declare, with a suggestion',
    mutate: (c) => void (page(c, 'vehicle').actions!['loadModels']!.do[0]!.params = { year: { from: 'input.yaer' }, make: { from: 'input.make' } }),
    expected: [{ file: 'pages/vehicle.yaml', at: '34:19', message: 'Action "loadModels" has no input "yaer"; did you mean "year"?', exact: true }],
  },
  {
    name: 'an input declared misspelt and read right more than once: the read is told to rename the declaration',
    mutate: (c) => {
      const loadModels = page(c, 'vehicle').actions!['loadModels']!;
      loadModels.input = ['yaer', 'make'];
      loadModels.do[0]!.when = { truthy: 'input.year' };
    },
    expected: [
      { file: 'pages/vehicle.yaml', at: '34:19', message: 'Action "loadModels" has no input "year": its declared input "yaer", which its steps use less, looks like a misspelling of it; rename that', exact: true },
      { file: 'pages/vehicle.yaml', at: '39:19', message: 'Action "loadModels" has no input "year": its declared input "yaer"' },
    ],
  },
  {
    name: "a form field the page's form does not have, read in a submit",
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['isReplacement'] = { from: 'form.isInsurence' }),
    expected: [{ file: 'pages/quote.yaml', at: '20:15', message: '"form.isInsurence" names no field of page "quote"\'s form, so it reads nothing; did you mean "isInsurance"?', exact: true }],
  },
  {
    name: 'the form read in an action, an input read in a submit',
    mutate: (c) => {
      page(c, 'vehicle').actions!['loadMakes']!.do[0]!.params = { year: { from: 'form.year' } };
      page(c, 'quote').submit![0]!.params!['zip'] = { from: 'input.zip' };
    },
    expected: [
      { file: 'pages/quote.yaml', at: '18:15', message: '"input.zip" reads an action\'s input, which submit bindings do not have' },
      { file: 'pages/vehicle.yaml', at: '24:19', message: '"form.year" reads the submitted form, which only submit bindings have' },
    ],
  },
  {
    name: 'an item without forEach, an answer outside set, refuse and inform',
    mutate: (c) => {
      page(c, 'quote').submit![0]!.params!['zip'] = { from: 'item.zip' };
      page(c, 'quote').submit![0]!.params!['isReplacement'] = { from: 'answer.isReplacement' };
    },
    expected: [
      { file: 'pages/quote.yaml', at: '18:15', message: '"item.zip" reads the item of a forEach call; this binding has no forEach' },
      { file: 'pages/quote.yaml', at: '20:15', message: '"answer.isReplacement": a call\'s answer can only be read in its set, refuse and inform' },
    ],
  },
  {
    name: "a forEach item's field the order's list items do not have (the list as it is, or filtered by a converter that keeps its items)",
    mutate: (c) => {
      page(c, 'quote').submit!.push({ call: 'parts.recalParts', forEach: { from: 'order.lineItems.glassParts' }, params: { partNumber: { from: 'item.partNumbr' } } });
      page(c, 'quote').submit!.push({ call: 'parts.recalParts', forEach: { from: 'order.lineItems.glassParts', as: 'recalibratedParts' }, params: { partNumber: { from: 'item.partNo' } } });
      page(c, 'quote').submit!.push({ call: 'parts.recalParts', forEach: { from: 'order.lineItems.glassParts', as: 'flatten' }, params: { partNumber: { from: 'item.anything' } } });
    },
    expected: [
      { file: 'pages/quote.yaml', at: '29:15', message: 'The items of order.lineItems.glassParts have no field "partNumbr"; did you mean "partNumber"?' },
      { file: 'pages/quote.yaml', at: '36:15', message: 'The items of order.lineItems.glassParts have no field "partNo"' },
    ],
  },
  {
    name: 'a constant funnel.yaml does not have, with a suggestion',
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['zip'] = { from: 'constants.providerSearchResult' }),
    expected: [{ file: 'pages/quote.yaml', at: '18:15', message: 'Unknown constant "providerSearchResult" (funnel.yaml constants); did you mean "providerSearchResults"?', exact: true }],
  },
  {
    name: 'an experiment setting read as a constant: the setting is suggested',
    mutate: (c) => void (page(c, 'quote').submit![0]!.params!['zip'] = { from: 'constants.SuppressVinCapture' }),
    expected: [{ file: 'pages/quote.yaml', at: '18:15', message: 'Unknown constant "SuppressVinCapture" (funnel.yaml constants); did you mean "settings.SuppressVinCapture", the experiment setting?', exact: true }],
  },
  {
    name: 'an answer kept in a scope other than local',
    mutate: (c) => void (page(c, 'quote').submit![0]!.into = 'form.items'),
    expected: [{ file: 'pages/quote.yaml', at: '22:11', message: '"form.items" is not where an answer can be kept: write a state path or local.<name>', exact: true }],
  },
];

describe('unknown-state-path', () => {
  it.each(cases)('$name', (row) => expectLintCase('unknown-state-path', row));
});
