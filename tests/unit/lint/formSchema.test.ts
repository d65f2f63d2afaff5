import { describe, it } from 'vitest';
import type { FunnelConfig } from '../../../engine/config/types';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

/** vehicle-damage's form schema (one field, isRepair), to edit. */
const form = (c: FunnelConfig) => page(c, 'vehicle-damage').fields!.schema as Record<string, unknown> & { properties: Record<string, Record<string, unknown>> };

const cases: LintCase[] = [
  { name: 'the valid base has none', mutate: () => {}, expected: [] },
  {
    name: 'a misspelt keyword (the field would silently be optional)',
    mutate: (c) => void (form(c)['requried'] = ['isRepair']),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '18:5', message: '"requried" is not a JSON Schema keyword, so it is ignored; did you mean "required"?', exact: true }],
  },
  {
    name: 'a misspelt keyword inside a field',
    mutate: (c) => void (form(c).properties['isRepair']!['titel'] = 'Repair?'),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '18:9', message: '"titel" is not a JSON Schema keyword, so it is ignored; did you mean "title"?', exact: true }],
  },
  {
    name: 'required naming no property',
    mutate: (c) => void (form(c)['required'] = ['isRepiar']),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '19:9', message: 'required names "isRepiar", which is not a property of this form; did you mean "isRepair"?', exact: true }],
  },
  {
    name: 'a default that is not among the choices',
    mutate: (c) => void Object.assign(form(c).properties['isRepair']!, { type: 'string', enum: ['repair', 'replace'], default: 'Repair' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '21:18', message: 'default "Repair" is not one of the field\'s choices ("repair", "replace"); did you mean "repair"?', exact: true }],
  },
  {
    name: 'a titled choice without its value',
    mutate: (c) =>
      void (form(c).properties['isRepair'] = { oneOf: [{ const: true, title: 'Repair' }, { title: 'Replace' }] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '20:13', message: 'Choice "Replace" has no value: give it a const', exact: true }],
  },
  {
    name: 'a uiSchema key naming no field',
    mutate: (c) => void (page(c, 'vehicle-damage').fields!.uiSchema = { isRepiar: { 'ui:widget': 'radio' } }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '21:5', message: 'uiSchema "isRepiar" names no field of the form; did you mean "isRepair"?', exact: true }],
  },
  {
    name: "a default that is none of the titled choices' values",
    mutate: (c) =>
      void Object.assign(form(c).properties['isRepair']!, { type: 'string', oneOf: [{ const: 'repair', title: 'Repair' }, { const: 'replace', title: 'Replace' }], default: 'Replace' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '23:18', message: '; did you mean "replace"?' }],
  },
];

describe('form-schema', () => {
  it.each(cases)('$name', (row) => expectLintCase('form-schema', row));
});
