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
  {
    name: 'a type misspelt (the meta-schema): did you mean',
    mutate: (c) => void (form(c).properties['isRepair']!['type'] = 'booleen'),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '17:15', message: 'fields.schema.properties.isRepair.type must be one of "array", "boolean", "integer", "null", "number", "object", "string", not "booleen"; did you mean "boolean"?', exact: true }],
  },
  {
    name: 'another word for a type',
    mutate: (c) => void (form(c).properties['isRepair']!['type'] = 'bool'),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '17:15', message: '; did you mean "boolean"?' }],
  },
  {
    name: "YAML's empty null among the types: write it in quotes",
    mutate: (c) => void (form(c).properties['isRepair']!['type'] = ['boolean', null]),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '19:13', message: '; write "null" in quotes' }],
  },
  {
    name: 'a number in quotes',
    mutate: (c) => void Object.assign(form(c).properties['isRepair']!, { type: 'integer', minimum: '1' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '18:18', message: 'fields.schema.properties.isRepair.minimum must be a number; write 1 without quotes', exact: true }],
  },
  {
    name: 'a pattern that does not compile',
    mutate: (c) => void Object.assign(form(c).properties['isRepair']!, { type: 'string', pattern: '^([0-9]{5}$' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '18:18', message: 'pattern "^([0-9]{5}$" is not a regular expression, so the form cannot check the field' }],
  },
  {
    name: 'a format the validator does not know',
    mutate: (c) => void Object.assign(form(c).properties['isRepair']!, { type: 'string', format: 'emial' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '18:17', message: 'format "emial" is not one the form\'s validator knows, so nothing is checked; did you mean "email"?', exact: true }],
  },
  {
    name: 'another dialect than draft-07 (the validator compiles no other; RJSF would resolve its references by URI)',
    mutate: (c) => void (form(c)['$schema'] = 'https://json-schema.org/draft/2020-12/schema'),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '18:14', message: '$schema "https://json-schema.org/draft/2020-12/schema" is not the dialect of a page\'s form, the only one its validator compiles; write http://json-schema.org/draft-07/schema# or leave it out', exact: true }],
  },
  {
    name: 'draft-07 named passes',
    mutate: (c) => void (form(c)['$schema'] = 'http://json-schema.org/draft-07/schema#'),
    expected: [],
  },
  {
    name: 'a ui: option misspelt',
    mutate: (c) => void (page(c, 'vehicle-damage').fields!.uiSchema = { isRepair: { 'ui:autocompete': 'off' } }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '22:7', message: '"ui:autocompete" is not a uiSchema option RJSF or the form reads, so it is ignored; did you mean "ui:autocomplete"?', exact: true }],
  },
  {
    name: 'a ui:options option misspelt (the form\'s own: inputMode)',
    mutate: (c) => void (page(c, 'vehicle-damage').fields!.uiSchema = { isRepair: { 'ui:options': { inputmode: 'numeric' } } }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '23:9', message: '; did you mean "inputMode"?' }],
  },
  {
    name: 'a widget and a field there are none of',
    mutate: (c) => void (page(c, 'vehicle-damage').fields!.uiSchema = { isRepair: { 'ui:widget': 'radios', 'ui:field': 'question-lists' } }),
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '22:18', message: 'ui:widget "radios" is not a widget RJSF or the form has; did you mean "radio"?', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '23:17', message: 'ui:field "question-lists" is not a field RJSF or the form has; did you mean "question-list"?', exact: true },
    ],
  },
  {
    name: 'a widget or field written as a list (RJSF throws): the name without the brackets',
    mutate: (c) => void (page(c, 'vehicle-damage').fields!.uiSchema = { isRepair: { 'ui:widget': ['radio'] } }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '22:7', message: 'ui:widget is one name, not a list: RJSF cannot draw the form; write radio without the brackets', exact: true }],
  },
  {
    name: "a choice widget on a field without choices (a plain text): no choices to draw; a yes/no's or an enum's pass",
    mutate: (c) => {
      const fields = page(c, 'vehicle-damage').fields!;
      (fields.schema['properties'] as Record<string, unknown>)['note'] = { type: 'string', title: 'Note' };
      (fields.schema['properties'] as Record<string, unknown>)['kind'] = { type: 'string', title: 'Kind', enum: ['a', 'b'] };
      fields.bind['note'] = 'user.pageData.vehicle-damage.note';
      fields.bind['kind'] = 'user.pageData.vehicle-damage.kind';
      fields.uiSchema = { isRepair: { 'ui:widget': 'radio' }, kind: { 'ui:widget': 'radio' }, note: { 'ui:options': { widget: 'select' } } };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '38:17', message: 'Field "note" is drawn by the select widget, which draws the field\'s choices, and it has none (no enum or oneOf): the form shows "No choices are available" and cannot be sent; give it its choices, or remove the widget', exact: true }],
  },
  {
    name: 'ui:order naming no field',
    mutate: (c) => void (page(c, 'vehicle-damage').fields!.uiSchema = { 'ui:order': ['repair', '*'] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '22:9', message: 'ui:order names "repair", which is not a field of this form; did you mean "isRepair"?', exact: true }],
  },
  {
    name: "a default of another type than the field's: what to write",
    mutate: (c) => void Object.assign(form(c).properties['isRepair']!, { type: 'integer', default: '5' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '18:18', message: 'default "5" is not integer, the field\'s type; write 5', exact: true }],
  },
  {
    name: 'a list written as text: the same items in brackets',
    mutate: (c) => void (form(c)['required'] = 'isRepair'),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '18:15', message: 'fields.schema.required must be an array; write [isRepair]', exact: true }],
  },
  {
    name: 'a lower bound above its upper bound: the field is never valid',
    mutate: (c) => void Object.assign(form(c).properties['isRepair']!, { type: 'string', minLength: 10, maxLength: 4 }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '18:20', message: 'minLength 10 is more than maxLength 4: no answer can have both at least 10 and at most 4 characters, so the field is never valid', exact: true }],
  },
  {
    name: 'a range with no number in it (an exclusive bound equal to the other)',
    mutate: (c) => void Object.assign(form(c).properties['isRepair']!, { type: 'integer', minimum: 1, exclusiveMaximum: 1 }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '18:18', message: 'minimum 1 and exclusiveMaximum 1 leave no number between them, so the field is never valid', exact: true }],
  },
  {
    name: 'an equal minimum and maximum pass (one value is valid)',
    mutate: (c) => void Object.assign(form(c).properties['isRepair']!, { type: 'integer', minimum: 1, maximum: 1, minLength: 0 }),
    expected: [],
  },
  {
    name: "a default that breaks the field's own rules",
    mutate: (c) => void Object.assign(form(c).properties['isRepair']!, { type: 'string', pattern: '^[0-9]{5}$', default: '1234' }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '19:18', message: 'default "1234" breaks the field\'s own rule pattern "^[0-9]{5}$": a visitor who keeps it is refused', exact: true }],
  },
  {
    name: 'a choice its own field refuses',
    mutate: (c) => void Object.assign(form(c).properties['isRepair']!, { type: 'integer', enum: [0, 1, 2], minimum: 1 }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '19:13', message: 'enum 0 breaks the field\'s own rule minimum 1: a visitor who picks it is refused', exact: true }],
  },
  {
    name: 'a value listed twice in an enum: the item named',
    mutate: (c) => void Object.assign(form(c).properties['isRepair']!, { type: 'string', enum: ['Inshop', 'Mobile', 'Inshop'] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '21:13', message: 'fields.schema.properties.isRepair.enum lists "Inshop" twice (items 1 and 3); remove one', exact: true }],
  },
  {
    name: 'two titled choices with one value',
    mutate: (c) => void (form(c).properties['isRepair'] = { type: 'string', oneOf: [{ const: 'AL', title: 'Alabama' }, { const: 'AL', title: 'Alaska' }] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '21:20', message: 'Choices "Alabama" and "Alaska" have the same value "AL": a visitor choosing "Alaska" answers "Alabama"; give each choice its own value', exact: true }],
  },
  {
    name: 'two titled choices with one title',
    mutate: (c) => void (form(c).properties['isRepair'] = { type: 'string', oneOf: [{ const: 'AL', title: 'Alabama' }, { const: 'AK', title: 'Alabama' }] }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '22:20', message: 'Two choices have the title "Alabama" (values "AL" and "AK"): a visitor cannot tell them apart', exact: true }],
  },
  {
    name: 'the question-list field without what to ask (it would draw no question)',
    mutate: (c) => {
      form(c).properties['isRepair'] = { type: 'array', items: { type: 'object' } };
      page(c, 'vehicle-damage').fields!.uiSchema = { isRepair: { 'ui:field': 'question-list' } };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '24:17', message: 'Field "isRepair" is drawn by question-list, which needs ui:options choicesFrom or questionsFrom (what to ask, from the state): without it the field has nothing to ask', exact: true }],
  },
  {
    name: 'the question-list field given both sources (it reads choicesFrom)',
    mutate: (c) => {
      form(c).properties['isRepair'] = { type: 'array', items: { type: 'object' } };
      page(c, 'vehicle-damage').fields!.uiSchema = {
        isRepair: { 'ui:field': 'question-list', 'ui:options': { choicesFrom: { path: 'user.pageData.stages.partChoices', value: 'partNumber', label: 'description' }, questionsFrom: 'user.pageData.stages.partQuestions' } },
      };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '30:24', message: 'Field "isRepair" gives question-list both choicesFrom and questionsFrom: it reads choicesFrom and ignores the other; keep one', exact: true }],
  },
  {
    name: "required in a branch names the object's fields",
    mutate: (c) => void (form(c)['allOf'] = [{ if: { properties: { isRepair: { const: true } } }, then: { required: ['isRepiar'] }, else: { required: ['isRepair'] } }]),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '25:15', message: 'required names "isRepiar", which is not a property of this form; did you mean "isRepair"?', exact: true }],
  },
  {
    name: 'ui:order leaving out a field, with no "*" (RJSF draws an error in place of the form)',
    mutate: (c) => {
      form(c).properties['note'] = { type: 'string' };
      page(c, 'vehicle-damage').fields!.uiSchema = { 'ui:order': ['isRepair'] };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '23:5', message: 'ui:order leaves out "note": RJSF then draws no form, only an error message; add it, or "*" where the fields it does not name go', exact: true }],
  },
  {
    name: "ui:order counts a field a branch adds, and the branch's field takes a uiSchema",
    mutate: (c) => {
      form(c)['allOf'] = [{ if: { properties: { isRepair: { const: false } } }, then: { properties: { note: { type: 'string' } } } }];
      page(c, 'vehicle-damage').fields!.uiSchema = { 'ui:order': ['isRepair'], note: { 'ui:widget': 'textarea' } };
    },
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '30:5', message: 'ui:order leaves out "note": RJSF then draws no form, only an error message; add it, or "*" where the fields it does not name go', exact: true }],
  },
  {
    name: 'ui:order with "*" twice, or a field twice',
    mutate: (c) => void (page(c, 'vehicle-damage').fields!.uiSchema = { 'ui:order': ['*', 'isRepair', 'isRepair', '*'] }),
    expected: [
      { file: 'pages/vehicle-damage.yaml', at: '24:9', message: 'ui:order names "isRepair" twice; keep one', exact: true },
      { file: 'pages/vehicle-damage.yaml', at: '25:9', message: 'ui:order has "*" twice: RJSF draws no form, only an error message; keep one', exact: true },
    ],
  },
  {
    name: 'an autocomplete the browser does not read: the autofill name meant',
    mutate: (c) => void (page(c, 'vehicle-damage').fields!.uiSchema = { isRepair: { 'ui:autocomplete': 'postalcode' } }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '22:24', message: 'autocomplete "postalcode" is not an autofill field name, so the browser fills nothing in; did you mean "postal-code"?', exact: true }],
  },
  {
    name: 'a contact kind before a field that is no phone or email',
    mutate: (c) => void (page(c, 'vehicle-damage').fields!.uiSchema = { isRepair: { 'ui:options': { autocomplete: 'work postal-code' } } }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '23:23', message: 'autocomplete "work postal-code": "work" only comes before a phone, email or messaging field, not postal-code, so the browser fills nothing in', exact: true }],
  },
  {
    name: 'an input type the browser does not know: the type meant',
    mutate: (c) => void (page(c, 'vehicle-damage').fields!.uiSchema = { isRepair: { 'ui:options': { inputType: 'phone' } } }),
    expected: [{ file: 'pages/vehicle-damage.yaml', at: '23:20', message: 'inputType "phone" is not an input type the browser knows, so it draws a plain text box; did you mean "tel"?', exact: true }],
  },
  {
    name: 'autofill names with their section, address and contact words, and input types in any case, pass',
    mutate: (c) =>
      void (page(c, 'vehicle-damage').fields!.uiSchema = {
        'ui:order': ['*'],
        isRepair: { 'ui:autocomplete': 'section-home shipping mobile tel-national webauthn', 'ui:inputType': 'Tel' },
      }),
    expected: [],
  },
  {
    name: 'the known ui: options, widgets and fields pass',
    mutate: (c) =>
      void (page(c, 'vehicle-damage').fields!.uiSchema = {
        'ui:order': ['isRepair', '*'],
        isRepair: { 'ui:widget': 'radio', 'ui:autocomplete': 'off', 'ui:help': 'Help', 'ui:options': { inputMode: 'numeric', label: false } },
      }),
    expected: [],
  },
];

describe('form-schema', () => {
  it.each(cases)('$name', (row) => expectLintCase('form-schema', row));
});
