import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

/** vehicle-damage's submit refuses with `refusal` (its form has the one field isRepair). */
const refuseOnDamage = (refusal: { field?: string; message: string }) => (c: Parameters<LintCase['mutate']>[0]) =>
  void (page(c, 'vehicle-damage').submit = [{ refuse: [{ when: { truthy: 'order.damage.isRepair' }, ...refusal }] }]);

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: "a renderer's page without a form: a refusal at a field its renderer does not submit (what the submit reads as form.<field>)",
    mutate: (c) =>
      void (page(c, 'vehicle').submit = [
        { call: 'vehicle.makes', params: { year: { from: 'form.year' } }, into: 'user.pageData.vehicle.makes', notFound: { field: 'Year', message: 'No makes for {form.year}.' } },
        { into: 'user.pageData.vehicle.note', value: { from: 'form.make' }, refuse: [{ when: { empty: 'form.make' }, field: 'make', message: 'Choose the make of {form.mak}.' }] },
      ]),
    expected: [
      { file: 'pages/vehicle.yaml', at: '60:14', message: 'Field "Year" is not a field of page "vehicle"\'s form; did you mean "year"?', exact: true },
      { file: 'pages/vehicle.yaml', at: '69:37', message: '"{form.mak}" names no field of page "vehicle"\'s form; did you mean "make"?', exact: true },
    ],
  },
  {
    name: 'a funnel.yaml message placeholder the funnel does not fill: did you mean',
    mutate: (c) => void (c.funnel.messages.savedOrderExpired = 'Expired (kept for {day} days).'),
    expected: [{ file: 'funnel.yaml', at: '70:40', message: '"{day}" in message savedOrderExpired is shown as written: the funnel fills {days}; did you mean "{days}"?', exact: true }],
  },
  {
    name: 'a funnel.yaml placeholder renamed: the one the funnel fills that the message no longer uses',
    mutate: (c) => void (c.funnel.messages.promoApplied = 'Promo {promo} applied.'),
    expected: [{ file: 'funnel.yaml', at: '79:23', message: '"{promo}" in message promoApplied is shown as written: the funnel fills {code}; did you mean "{code}"?', exact: true }],
  },
  {
    name: 'a placeholder in a funnel.yaml message the funnel fills nothing in',
    mutate: (c) => void (c.funnel.messages.unknownError = 'Sorry {name}.'),
    expected: [{ file: 'funnel.yaml', at: '66:23', message: '"{name}" in message unknownError is shown as written: the funnel fills no placeholder in it', exact: true }],
  },
  {
    name: 'a placeholder in a page title, which is shown as written',
    mutate: (c) => void (page(c, 'quote').title = 'Your quote, {order.customer.firstName}'),
    expected: [{ file: 'pages/quote.yaml', at: '33:20', message: '"{order.customer.firstName}" in a page title is shown as written: a page title is not filled in (only messages are: a step\'s refuse, notFound and inform, funnel.yaml messages, summary rows\' text)', exact: true }],
  },
  {
    name: "a placeholder in a form field's title and in funnel.yaml's loader text",
    mutate: (c) => {
      Object.assign((page(c, 'vehicle-damage').fields!.schema as { properties: Record<string, Record<string, unknown>> }).properties['isRepair']!, { title: 'Repair the {order.vehicle.make}?' });
      c.funnel.loader = { ...c.funnel.loader, text: 'Loading {page}...' };
    },
    expected: [
      { file: 'funnel.yaml', at: '48:17', message: '"{page}" in the loader text is shown as written' },
      { file: 'pages/vehicle-damage.yaml', at: '18:27', message: '"{order.vehicle.make}" in a form title is shown as written' },
    ],
  },
  {
    name: "a priceSummary text's placeholder misspelt, and one in a text the funnel fills nothing in",
    mutate: (c) => {
      c.funnel.priceSummary.salesTax = 'Sales tax ({State}, {rate}% of {base})';
      c.funnel.priceSummary.subtotal = 'Subtotal {amount}';
    },
    expected: [
      { file: 'funnel.yaml', at: '130:22', message: '"{amount}" in priceSummary subtotal is shown as written: the funnel fills no placeholder in it', exact: true },
      { file: 'funnel.yaml', at: '131:24', message: '"{State}" in priceSummary salesTax is shown as written: the funnel fills {base}, {rate}, {state}; did you mean "{state}"?', exact: true },
    ],
  },
  {
    name: 'a field and placeholders the form and the state have',
    mutate: refuseOnDamage({ field: 'isRepair', message: 'We cannot repair a {order.vehicle.make} ({form.isRepair})' }),
    expected: [],
  },
  {
    name: 'a refusal at a field the form lacks, with a suggestion',
    mutate: refuseOnDamage({ field: 'isRepiar', message: 'We cannot repair this.' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '42:16', message: 'Field "isRepiar" is not a field of page "vehicle-damage"\'s form; did you mean "isRepair"?', exact: true }],
  },
  {
    name: 'placeholders the funnel does not fill, shown as typed: without a scope, with spaces, doubled braces or a $',
    mutate: refuseOnDamage({ message: 'Not {isRepair}, { form.isRepair }, {{form.isRepair}} or ${form.isRepair}.' }),
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '42:22', message: '"{isRepair}" is shown to the visitor as written: a placeholder names its scope ({form.<field>}, {input.<name>} or a state path); did you mean "{form.isRepair}"?', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '42:34', message: '"{ form.isRepair }" is shown to the visitor as written: write a placeholder as {<scope>.<path>}, with no spaces, doubled braces or $; did you mean "{form.isRepair}"?', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '42:53', message: '"{{form.isRepair}}" is shown to the visitor as written: write a placeholder as {<scope>.<path>}, with no spaces, doubled braces or $; did you mean "{form.isRepair}"?', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '43:11', message: '"${form.isRepair}" is shown to the visitor as written: write a placeholder as {<scope>.<path>}, with no spaces, doubled braces or $; did you mean "{form.isRepair}"?', exact: true },
    ],
  },
  {
    name: 'a {form.…} placeholder naming no field',
    mutate: refuseOnDamage({ message: "We couldn't repair {form.repair}." }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '42:37', message: '"{form.repair}" names no field of page "vehicle-damage"\'s form; did you mean "isRepair"?', exact: true }],
  },
  {
    name: 'a state path placeholder that does not exist',
    mutate: refuseOnDamage({ message: 'No glass for a {order.vehicle.mak}.' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '42:33', message: '"{order.vehicle.mak}" names no state path; did you mean "order.vehicle.make"?', exact: true }],
  },
  {
    name: "an action's {input.…} naming an input the action does not take",
    mutate: (c) =>
      void page(c, 'vehicle').actions!['loadMakes']!.do.push({ refuse: [{ when: { falsy: 'input.year' }, message: 'No makes for {input.yaer}.' }] }),
    expected: [{ file: 'pages/vehicle.yaml', at: '29:35', message: '"{input.yaer}": action "loadMakes" takes no input "yaer"; did you mean "year"?', exact: true }],
  },
  {
    name: 'a field on a page without a form',
    mutate: (c) => void (page(c, 'vehicle').load = [{ call: 'vehicle.years', into: 'user.pageData.vehicle.years', notFound: { field: 'year', message: 'No years.' } }]),
    expected: [],
  },
];

describe('message-reference', () => {
  it.each(cases)('$name', (row) => expectLintCase('message-reference', row));
});
