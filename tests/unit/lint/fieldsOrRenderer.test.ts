import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a form field renamed and its binding not: the two names are linked',
    mutate: (c) => {
      const properties = page(c, 'vehicle-damage').fields!.schema['properties'] as Record<string, unknown>;
      properties['repairIt'] = properties['isRepair'];
      delete properties['isRepair'];
    },
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '16:7', message: 'Form field "repairIt" has no fields.bind entry, so its answer would not be stored; did you mean "isRepair"? (fields.bind has "isRepair", which names no field: rename one of the two)', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '19:5', message: 'fields.bind entry "isRepair" is not a property of fields.schema; did you mean "repairIt", the field with no fields.bind entry?', exact: true },
    ],
  },
  {
    name: "two fields stored at one path (a bind line copied): the field's own path suggested",
    mutate: (c) => {
      const fields = page(c, 'vehicle-damage').fields!;
      (fields.schema['properties'] as Record<string, unknown>)['numberOfChips'] = { type: 'integer' };
      fields.bind['numberOfChips'] = 'order.damage.isRepair';
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '22:20', message: 'Fields "isRepair" and "numberOfChips" are both stored at order.damage.isRepair: one answer overwrites the other; did you mean order.damage.numberOfChips?', exact: true }],
  },
  {
    name: "a field stored at a path holding another field's",
    mutate: (c) => {
      const fields = page(c, 'vehicle-damage').fields!;
      (fields.schema['properties'] as Record<string, unknown>)['damage'] = { type: 'object' };
      fields.bind['damage'] = 'order.damage';
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '22:13', message: 'Field "damage" is stored at order.damage, where field "isRepair" is stored too (inside it): the answers overwrite each other', exact: true }],
  },
  {
    name: 'a required field drawn hidden that nothing writes first (every submit refused)',
    mutate: (c) => {
      const fields = page(c, 'vehicle-damage').fields!;
      fields.schema['required'] = ['isRepair'];
      fields.uiSchema = { isRepair: { 'ui:widget': 'hidden' } };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '24:18', message: 'Field "isRepair" is required but drawn hidden, and nothing in the config writes order.damage.isRepair first: a visitor cannot fill it, so unless the code sets it every submit is refused; give it a default, write it in a load step, or show it', exact: true }],
  },
  {
    name: 'a required hidden field a load step writes first passes',
    mutate: (c) => {
      const damage = page(c, 'vehicle-damage');
      damage.fields!.schema['required'] = ['isRepair'];
      damage.fields!.uiSchema = { isRepair: { 'ui:widget': 'hidden' } };
      damage.load = [...(damage.load ?? []), { into: 'order.damage.isRepair', value: false }];
    },
    expected: [],
  },
  {
    name: 'a renderer with the fields it submits',
    mutate: (c) => void (page(c, 'vehicle').fields = { schema: { type: 'object', properties: { year: { type: 'integer' } } }, bind: { year: 'order.vehicle.year' } }),
    expected: [],
  },
  {
    name: 'a renderer whose fields are not all bound',
    mutate: (c) => void (page(c, 'vehicle').fields = { schema: { type: 'object', properties: { year: { type: 'integer' } } }, bind: {} }),
    expected: [{ file: 'pages/vehicle.yaml', at: '57:7', message: 'Form field "year" has no fields.bind entry' }],
  },
  {
    name: 'neither fields nor a renderer',
    mutate: (c) => void delete page(c, 'quote').fields,
    expected: [{ file: 'pages/quote.yaml', at: '2:7', message: 'Page "quote" has neither fields' }],
  },
  {
    name: 'a form field without a bind entry',
    mutate: (c) => void ((page(c, 'return-user').fields!.schema['properties'] as Record<string, unknown>)['note'] = { type: 'string' }),
    expected: [{ file: 'pages/return-user.yaml', at: '10:7', message: 'Form field "note" has no fields.bind entry' }],
  },
  {
    name: 'a misspelled bind key reports both sides',
    mutate: (c) => void (page(c, 'vehicle-damage').fields!.bind = { isRepiar: 'order.damage.isRepair' }),
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '16:7', message: 'Form field "isRepair" has no fields.bind entry' },
      { file: 'pages/vehicle-damage.yaml', at: '19:5', message: 'fields.bind entry "isRepiar" is not a property of fields.schema; did you mean "isRepair"?' },
    ],
  },
];

describe('fields-or-renderer', () => {
  it.each(cases)('$name', (row) => expectLintCase('fields-or-renderer', row));
});
