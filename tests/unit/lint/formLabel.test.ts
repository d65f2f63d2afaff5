import { describe, it } from 'vitest';
import { expectLintCase, page, withFieldTitles } from './lintFixture';
import type { LintCase } from './lintFixture';

type Properties = Record<string, Record<string, unknown>>;
const properties = (c: Parameters<LintCase['mutate']>[0], id: string) => (page(c, id).fields!.schema as { properties: Properties }).properties;

const cases: LintCase[] = [
  { name: 'the valid base (its fields titled) has none', mutate: withFieldTitles, expected: [] },
  {
    name: 'a field added without a title: its name would be its label; a title made of its name suggested',
    mutate: (c) => {
      withFieldTitles(c);
      properties(c, 'vehicle-damage')['numberOfChips'] = { type: 'integer' };
      page(c, 'vehicle-damage').fields!.bind!['numberOfChips'] = 'order.damage.numberOfChips';
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '19:7', message: 'Field "numberOfChips" has no title, so the form shows its name "numberOfChips" as its label (and a screen reader says it); add title: Number of chips', exact: true }],
  },
  {
    name: "a field of an object, and one an allOf branch adds, are labelled too; a ui:title, a hidden field, a label turned off and a field of the form's own need none",
    mutate: (c) => {
      withFieldTitles(c);
      const fields = page(c, 'vehicle-damage').fields!;
      Object.assign(properties(c, 'vehicle-damage'), {
        contact: { type: 'object', title: 'Contact', properties: { zip_code: { type: 'string' } } },
        note: { type: 'string' },
        secret: { type: 'string' },
        agreed: { type: 'boolean' },
        answers: { type: 'array', items: { type: 'object' } },
      });
      (fields.schema as Record<string, unknown>)['allOf'] = [{ if: { required: ['note'] }, then: { properties: { VINCode: { type: 'string' } } } }];
      fields.uiSchema = { note: { 'ui:title': 'A note' }, secret: { 'ui:widget': 'hidden' }, agreed: { 'ui:options': { label: false } }, answers: { 'ui:field': 'question-list', 'ui:options': { questionsFrom: 'user.pageData.stages.partQuestions' } } };
    },
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '23:11', message: 'Field "zip_code" has no title, so the form shows its name "zip_code" as its label (and a screen reader says it); add title: Zip code', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '41:13', message: 'Field "VINCode" has no title, so the form shows its name "VINCode" as its label (and a screen reader says it); add title: VIN code', exact: true },
    ],
  },
  {
    name: 'a page drawn by a renderer labels its fields itself',
    mutate: (c) => {
      withFieldTitles(c);
      page(c, 'vehicle-damage').renderer = 'vehicle-selector';
      properties(c, 'vehicle-damage')['note'] = { type: 'string' };
    },
    expected: [],
  },
];

describe('form-label', () => {
  it.each(cases)('$name', (row) => expectLintCase('form-label', row));
});
