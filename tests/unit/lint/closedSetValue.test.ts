import { describe, it } from 'vitest';
import { expectLintCase, page, rules } from './lintFixture';
import type { LintCase } from './lintFixture';

/** vehicle-damage's form with a closed choice of how the VIN is given, kept in its page data. */
const withVinChoice = (c: Parameters<LintCase['mutate']>[0]) => {
  const damage = page(c, 'vehicle-damage');
  (damage.fields!.schema as { properties: Record<string, unknown> }).properties['vinSelection'] = { type: 'string', enum: ['manualVin', 'licensePlate'] };
  damage.fields!.bind!['vinSelection'] = 'user.pageData.vehicle-damage.vinSelection';
};

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: "a value of the contract's closed set with the wrong case",
    mutate: (c) => void (page(c, 'quote').prerequisites = { eq: ['order.serviceLocation.appointmentType', 'mobile'] }),
    expected: [{ file: 'pages/quote.yaml', at: '36:7', message: '"mobile" is never the value of order.serviceLocation.appointmentType, which is one of "Inshop", "Mobile", "Dropoff", "InshopOrDropoff" (the contract\'s Order); did you mean "Mobile"?', exact: true }],
  },
  {
    name: 'each value of an in list, and ne',
    mutate: (c) => {
      page(c, 'quote').prerequisites = { in: ['order.payment.paymentChoice', ['CreditCard', 'Paypall']] };
      rules(c, 'vehicle-damage', 'forward')[1]!.when = { ne: ['order.payment.paymentChoice', 'later'] };
    },
    expected: [
      { file: 'pages/quote.yaml', at: '37:9', message: 'did you mean "Paypal"?' },
      { file: 'pages/vehicle-damage.yaml', at: '34:13', message: 'did you mean "Later"?' },
    ],
  },
  {
    name: 'a yes/no compared with text',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { eq: ['order.damage.isRepair', 'true'] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '34:13', message: '"true" is never the value of order.damage.isRepair, which is one of true, false (the contract\'s Order); did you mean true?', exact: true }],
  },
  {
    name: "one of the funnel's own flags compared with text",
    mutate: (c) => void (page(c, 'quote').prerequisites = { eq: ['session.isSubmitted', 'false'] }),
    expected: [{ file: 'pages/quote.yaml', at: '36:7', message: '"false" is never the value of session.isSubmitted, which is one of true, false (a yes/no of the funnel state); did you mean false?' }],
  },
  {
    name: 'a yes/no written in words (yes, off): did you mean true, false',
    mutate: (c) => {
      rules(c, 'vehicle-damage', 'forward')[1]!.when = { eq: ['order.damage.isRepair', 'off'] };
      page(c, 'quote').submit!.push({ set: { 'order.damage.isRepair': 'yes' } });
    },
    expected: [
      { file: 'pages/quote.yaml', at: '25:30', message: '"yes" is never the value of order.damage.isRepair, which is one of true, false (the contract\'s Order); did you mean true?', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '34:13', message: '"off" is never the value of order.damage.isRepair, which is one of true, false (the contract\'s Order); did you mean false?', exact: true },
    ],
  },
  {
    name: 'null written in quotes: did you mean null',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { ne: ['order.damage.isRepair', 'null'] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '34:13', message: '"null" is never the value of order.damage.isRepair, which is one of true, false (the contract\'s Order); did you mean null?', exact: true }],
  },
  {
    name: 'a number in quotes compared with a number',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { eq: ['order.vehicle.year', '2012'] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '34:13', message: '"2012" is a string, but order.vehicle.year is number (the contract\'s Order); did you mean 2012?', exact: true }],
  },
  {
    name: 'an experiment setting declared boolean',
    mutate: (c) => void (rules(c, 'vehicle-damage', 'forward')[1]!.when = { eq: ['settings.SuppressVinCapture', 'yes'] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '34:13', message: 'experiment setting SuppressVinCapture' }],
  },
  {
    name: "page data bound to a form field with choices: the field's choices are the closed set",
    mutate: (c) => {
      withVinChoice(c);
      rules(c, 'vehicle-damage', 'forward')[1]!.when = { eq: ['user.pageData.vehicle-damage.vinSelection', 'licencePlate'] };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '40:13', message: '(the choices of vehicle-damage\'s field vinSelection); did you mean "licensePlate"?' }],
  },
  {
    name: 'page data also written from a call answer is open',
    mutate: (c) => {
      withVinChoice(c);
      page(c, 'quote').submit![0]!.into = 'user.pageData.vehicle-damage.vinSelection';
      rules(c, 'vehicle-damage', 'forward')[1]!.when = { eq: ['user.pageData.vehicle-damage.vinSelection', 'photo'] };
    },
    expected: [],
  },
  {
    name: 'a step writing a value outside the closed set',
    mutate: (c) => void page(c, 'quote').submit!.push({ set: { 'order.serviceLocation.appointmentType': 'InShop' } }),
    expected: [{ file: 'pages/quote.yaml', at: '25:46', message: 'did you mean "Inshop"?' }],
  },
  {
    name: 'null is always possible',
    mutate: (c) => void (page(c, 'quote').prerequisites = { ne: ['order.serviceLocation.appointmentType', null] }),
    expected: [],
  },
  {
    name: 'a yes/no field stored at an order path that holds text: the order path of its name suggested',
    mutate: (c) => void (page(c, 'vehicle-damage').fields!.bind!['isRepair'] = 'order.serviceLocation.appointmentType'),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '19:15', message: 'Field "isRepair" is a boolean, but fields.bind stores it at order.serviceLocation.appointmentType, which is string (the contract\'s Order); did you mean "order.damage.isRepair"?', exact: true }],
  },
  {
    name: "a field's choices the order's path never holds (one misspelt)",
    mutate: (c) => {
      const damage = page(c, 'vehicle-damage');
      (damage.fields!.schema as { properties: Record<string, unknown> }).properties['isRepair'] = { type: 'string', enum: ['Inshop', 'Curbside', 'mobile'] };
      damage.fields!.bind!['isRepair'] = 'order.serviceLocation.appointmentType';
    },
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '20:13', message: 'Choice "Curbside" of field "isRepair" is never the value of order.serviceLocation.appointmentType, where fields.bind stores it: the order holds one of "Inshop", "Mobile", "Dropoff", "InshopOrDropoff" (the contract\'s Order)', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '21:13', message: '; did you mean "Mobile"?' },
    ],
  },
  {
    name: "a field that lets a visitor send more than the order's path takes (its longest text, pattern, bounds): what to write",
    mutate: (c) => {
      const damage = page(c, 'vehicle-damage');
      Object.assign((damage.fields!.schema as { properties: Record<string, unknown> }).properties, {
        lastName: { type: 'string' },
        notes: { type: 'string', maxLength: 600 },
        chips: { type: 'integer', minimum: -1, maximum: 99 },
        lastFour: { type: 'string' },
      });
      Object.assign(damage.fields!.bind!, { lastName: 'order.customer.lastName', notes: 'order.serviceLocation.techNotes', chips: 'order.damage.numberOfChips', lastFour: 'order.payment.ccToken.lastFour' });
    },
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '18:7', message: 'Field "lastName" takes a text of any length, but fields.bind stores it at order.customer.lastName, which the order service takes up to 60 (the contract\'s Order): a longer answer gets the order refused when it is placed; write maxLength: 60', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '22:20', message: 'Field "notes" takes up to 600 characters, but fields.bind stores it at order.serviceLocation.techNotes, which the order service takes up to 500 (the contract\'s Order): a longer answer gets the order refused when it is placed; write maxLength: 500 or less', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '25:18', message: 'Field "chips" takes minimum -1, but fields.bind stores it at order.damage.numberOfChips, which the order service takes with minimum 0 (the contract\'s Order): a number beyond it gets the order refused when it is placed; write minimum: 0', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '27:7', message: 'Field "lastFour" takes any text, but fields.bind stores it at order.payment.ccToken.lastFour, which the order service takes only as ^[0-9]{4}$', exact: false },
    ],
  },
  {
    name: "a field within the order path's limits, or with a pattern of its own, is not reported",
    mutate: (c) => {
      const damage = page(c, 'vehicle-damage');
      Object.assign((damage.fields!.schema as { properties: Record<string, unknown> }).properties, {
        lastName: { type: 'string', maxLength: 40 },
        firstName: { type: 'string', pattern: '^[A-Za-z ]{1,30}$' },
        chips: { type: ['integer', 'null'], minimum: 1, maximum: 3 },
      });
      Object.assign(damage.fields!.bind!, { lastName: 'order.customer.lastName', firstName: 'order.customer.firstName', chips: 'order.damage.numberOfChips' });
    },
    expected: [],
  },
  {
    name: 'page data written as a yes/no text (then: yes, else: no: YAML reads both as text) and read as a yes/no',
    mutate: (c) => {
      page(c, 'vehicle-damage').submit = [{ into: 'user.pageData.vehicle-damage.flag', value: { if: { truthy: 'order.damage.isRepair' }, then: 'yes', else: 'no' } }];
      rules(c, 'vehicle-damage', 'forward')[1]!.when = { any: [{ truthy: 'user.pageData.vehicle-damage.flag' }, { eq: ['user.pageData.vehicle-damage.flag', true] }] };
    },
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '45:13', message: 'user.pageData.vehicle-damage.flag is written as the text "yes" (YAML reads yes as text, not a yes/no), and read as a yes/no: a comparison with true never holds for a text; write true', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '46:13', message: 'user.pageData.vehicle-damage.flag is written as the text "no" (YAML reads no as text, not a yes/no), and read as a yes/no: a text that is set counts as yes, so the visitor is sent the yes way; write false', exact: true },
    ],
  },
  {
    name: "an experiment setting compared with a value of another type: the declaration may be what is wrong, so both ways are told",
    mutate: (c) => {
      c.funnel.experimentSettings!['SuppressVinCapture'] = { type: 'string', description: 'A VIN is never required.' };
      rules(c, 'vehicle-damage', 'forward')[1]!.when = { eq: ['settings.SuppressVinCapture', true] };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '34:13', message: 'true is a boolean, but settings.SuppressVinCapture is string (experiment setting SuppressVinCapture); if SuppressVinCapture is a yes/no, declare it type: boolean in funnel.yaml experimentSettings, else write "true"', exact: true }],
  },
];

describe('closed-set-value', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => expectLintCase('closed-set-value', c));
});
