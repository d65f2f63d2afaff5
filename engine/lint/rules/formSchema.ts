import { formFieldNames, formFieldNeeds, formUiOptionNames } from '../../compile/registry';
import type { JsonPath } from '../../config/Diagnostic';
import { getSchemaValidators } from '../../config/getSchemaValidators';
import { toSchemaDiagnostics } from '../../config/toSchemaDiagnostics';
import type { FunnelConstants } from '../../config/types';
import { constantReferenceKey, resolveConstantReferences } from '../../compile/resolveConstantReferences';
import { didYouMean } from '../didYouMean';
import { getBrokenRule, isOfType } from '../getAnswerProblem';
import { getClosestValue } from '../getClosestValue';
import { getDrawnFields, getUiOptions } from '../getDrawnFields';
import { autofillFieldNames, getAutocompleteProblem, htmlInputTypes } from '../htmlInputNames';
import type { LintReport, LintRule } from '../LintRule';
import { formFormatNames, rjsfFieldNames, rjsfUiKeys, rjsfUiOptionNames, rjsfWidgetNames } from '../rjsfUiNames';

/** The keywords of JSON Schema draft-07 (the dialect of a page's `fields.schema`, validated by ajv in the build). */
const keywords = new Set([
  '$id', '$schema', '$ref', '$comment', 'title', 'description', 'default', 'readOnly', 'writeOnly', 'examples',
  'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern',
  'additionalItems', 'items', 'maxItems', 'minItems', 'uniqueItems', 'contains', 'maxProperties', 'minProperties',
  'required', 'additionalProperties', 'definitions', 'properties', 'patternProperties', 'dependencies', 'propertyNames',
  'const', 'enum', 'type', 'format', 'contentMediaType', 'contentEncoding', 'if', 'then', 'else', 'allOf', 'anyOf',
  'oneOf', 'not',
]);
/** How a page's form may name its dialect (`$schema`): draft-07, as ajv knows it. */
const formDialects = ['http://json-schema.org/draft-07/schema#', 'http://json-schema.org/draft-07/schema'];
/** Keywords whose value is a map of subschemas, a subschema, or a list of subschemas. */
const schemaMaps = ['properties', 'patternProperties', 'definitions'];
const schemaValues = ['items', 'additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else', 'not'];
const schemaLists = ['allOf', 'anyOf', 'oneOf', 'items'];
/** Keywords whose subschemas apply to the value itself (its fields are theirs), not to its items or properties. */
const applicators = new Set(['allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'not']);

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every `ui:` key a field's uiSchema may have: RJSF's options and keys, and the form's own options. */
const uiKeys = new Set<string>([...rjsfUiKeys, ...[...rjsfUiOptionNames, ...formUiOptionNames].map((name) => `ui:${name}`)]);
/** Every option `ui:options` may hold. */
const uiOptions = new Set<string>([...rjsfUiOptionNames, ...formUiOptionNames]);
const widgetNames = [...rjsfWidgetNames];
const fieldNames = [...rjsfFieldNames, ...formFieldNames];

/**
 * A page's form is a JSON Schema its visitors answer (SPEC §5 field rules): a keyword misspelt (`requried`) is ignored
 * by the validator, so the field silently becomes optional. The schema must be a valid draft-07 JSON Schema (its
 * meta-schema: `type: strng`, `minimum: "1"`, `type: [integer, null]` with YAML's empty null); every `pattern`
 * compiles as the validator compiles it (Unicode); every `format` is one the validator knows (`emial` is no format, so
 * nothing is checked); a `$schema` names draft-07 (the validator compiles no other dialect, and RJSF resolves a draft
 * 2020-12 form's references through a URI resolver the bundle replaces: renderers/form/uriResolver.ts). Checked in
 * every subschema: every key is a JSON Schema keyword; `required` names properties the schema has (in a branch: the
 * object's it applies to); a `default` or `const` is one of the `enum` values, and meets the field's own rules
 * (length, pattern, range); a lower bound is not above its upper bound; a choice of a `oneOf`/`anyOf` list of titled choices has its value (`const`), and no two
 * choices share a value or a title. The uiSchema's keys name fields of the form, its `ui:` options are ones RJSF or the form's
 * widgets read (`ui:autocompete` is silently ignored), `ui:widget` and `ui:field` name a widget or field there is,
 * `ui:order` names each field of the form once (or `*` for the others), and `autocomplete` and `inputType` are values
 * the browser reads.
 */
export const formSchema: LintRule = {
  code: 'form-schema',
  description: "A page form's JSON Schema breaks the JSON Schema meta-schema (a type, a number in quotes, a pattern that does not compile, an unknown format), names another dialect than a form's, or has an unknown keyword, a required entry naming no property, a default or const outside its enum, a default, const or choice its own field refuses, bounds no answer can meet, two choices with one value or one title, a choice without a value; or its uiSchema names no field, an unknown ui: option, widget or field, a ui:order that names no field, names one twice or leaves one out without *, an autocomplete or inputType the browser does not know, or a question-list field without what to ask (choicesFrom or questionsFrom), or with both.",
  severity: 'error',
  check({ config, sources, report }) {
    const validateSchema = getSchemaValidators().jsonSchema;
    for (const page of config.pages) {
      if (!page.fields) continue;
      const file = sources.getPageFile(page.id);
      const at = (path: JsonPath, message: string, onKey = false): void => report({ file, path, message, onKey } satisfies LintReport);
      const schemaPath: JsonPath = ['fields', 'schema'];
      const resolved = resolveConstants(page.fields.schema, config.funnel.constants);
      if (resolved !== undefined && !validateSchema(resolved)) {
        for (const diagnostic of toSchemaDiagnostics(validateSchema.errors ?? [], file, sources, { prefix: schemaPath, code: 'form-schema' })) {
          at(diagnostic.path, diagnostic.message);
        }
      }
      checkSchema(page.fields.schema as Schema, schemaPath, at);
      if (page.fields.uiSchema) checkUiSchema(page.fields.uiSchema as Schema, page.fields.schema as Schema, ['fields', 'uiSchema'], at);
    }
  },
};

/**
 * `inherited`: the property names of the object a subschema applies to (an `allOf` entry, `if`/`then`/`else`, `not`): a
 * `required` there names the object's fields.
 */
function checkSchema(schema: Schema, path: JsonPath, at: (path: JsonPath, message: string, onKey?: boolean) => void, inherited: readonly string[] = []): void {
  for (const key of Object.keys(schema)) {
    if (!keywords.has(key)) at([...path, key], `"${key}" is not a JSON Schema keyword, so it is ignored${didYouMean(key, keywords)}`, true);
  }
  if ('$schema' in schema && !formDialects.includes(schema['$schema'] as string)) {
    at([...path, '$schema'], `$schema ${JSON.stringify(schema['$schema'])} is not the dialect of a page's form, the only one its validator compiles; write ${formDialects[0]} or leave it out`);
  }
  if (typeof schema['pattern'] === 'string') {
    try {
      new RegExp(schema['pattern'], 'u'); // as the form's validator (ajv) compiles it
    } catch (error) {
      at([...path, 'pattern'], `pattern ${JSON.stringify(schema['pattern'])} is not a regular expression, so the form cannot check the field: ${(error as Error).message.replace(/^Invalid regular expression: \/.*\/u?: /, '')}`);
    }
  }
  if (typeof schema['format'] === 'string' && !(formFormatNames as readonly string[]).includes(schema['format'])) {
    at([...path, 'format'], `format "${schema['format']}" is not one the form's validator knows, so nothing is checked${didYouMean(schema['format'], formFormatNames) || ` (it knows ${formFormatNames.join(', ')})`}`);
  }
  const own = isSchema(schema['properties']) ? Object.keys(schema['properties']) : null;
  const properties = own === null && inherited.length === 0 ? null : [...new Set([...(own ?? []), ...inherited])];
  if (Array.isArray(schema['required']) && properties !== null) {
    schema['required'].forEach((name, index) => {
      if (typeof name === 'string' && !properties.includes(name)) {
        at([...path, 'required', index], `required names "${name}", which is not a property of this form${didYouMean(name, properties)}`);
      }
    });
  }
  // A default, const or choice of another type than the field's (`default: "5"` on an integer field).
  const types = typeof schema['type'] === 'string' ? [schema['type']] : Array.isArray(schema['type']) ? schema['type'].filter((type): type is string => typeof type === 'string') : [];
  if (types.length > 0) {
    const values: Array<[JsonPath, unknown]> = [
      ...(['default', 'const'] as const).filter((key) => key in schema).map((key): [JsonPath, unknown] => [[key], schema[key]]),
      ...(Array.isArray(schema['enum']) ? schema['enum'].map((value, index): [JsonPath, unknown] => [['enum', index], value]) : []),
    ];
    for (const [where, value] of values) {
      if (types.some((type) => isOfType(value, type))) continue;
      const written = typeof value === 'string' ? toTypedLiteral(value, types) : undefined;
      at([...path, ...where], `${where[0]} ${JSON.stringify(value)} is not ${types.join(' or ')}, the field's type${written !== undefined ? `; write ${written}` : ''}`);
    }
  }
  // The field's choices: its enum, or the values of its titled oneOf/anyOf choices.
  const titled = (['oneOf', 'anyOf'] as const).map((list) => schema[list]).find((list): list is Schema[] => Array.isArray(list) && list.every((entry) => isSchema(entry) && 'const' in entry));
  const choices = Array.isArray(schema['enum']) ? schema['enum'] : titled ? titled.map((entry) => entry['const']) : null;
  if (choices) {
    for (const key of ['default', 'const'] as const) {
      if (key in schema && !choices.some((choice) => same(choice, schema[key]))) {
        const hint = typeof schema[key] === 'string' ? didYouMean(schema[key] as string, choices.filter((choice): choice is string => typeof choice === 'string')) : '';
        at([...path, key], `${key} ${JSON.stringify(schema[key])} is not one of the field's choices (${choices.map((choice) => JSON.stringify(choice)).join(', ')})${hint}`);
      }
    }
  }
  for (const list of ['oneOf', 'anyOf'] as const) {
    const entries = schema[list];
    if (!Array.isArray(entries) || !entries.every((entry) => isSchema(entry) && 'title' in entry)) continue;
    entries.forEach((entry, index) => {
      if (isSchema(entry) && !('const' in entry) && !('enum' in entry)) at([...path, list, index], `Choice "${String(entry['title'])}" has no value: give it a const`);
    });
    checkDistinctChoices(entries as Schema[], [...path, list], at);
  }
  checkBounds(schema, path, at);
  // A default, const or enum value of the field's type that breaks the field's own rules (`default: ""` with
  // `minLength: 1`): a visitor keeping the default, or picking that choice, is refused.
  if (types.length > 0) {
    const values: Array<[JsonPath, unknown, string]> = [
      ...(['default', 'const'] as const).filter((key) => key in schema).map((key): [JsonPath, unknown, string] => [[key], schema[key], key === 'default' ? 'a visitor who keeps it is refused' : 'no answer can be valid']),
      ...(Array.isArray(schema['enum']) ? schema['enum'].map((value, index): [JsonPath, unknown, string] => [['enum', index], value, 'a visitor who picks it is refused']) : []),
    ];
    for (const [where, value, consequence] of values) {
      if (!types.some((type) => isOfType(value, type))) continue; // reported above
      const broken = getBrokenRule(value, schema);
      if (broken) at([...path, ...where], `${String(where[0])} ${JSON.stringify(value)} breaks the field's own rule ${broken}: ${consequence}`);
    }
  }
  for (const key of schemaMaps) {
    const map = schema[key];
    if (isSchema(map)) for (const [name, sub] of Object.entries(map)) if (isSchema(sub)) checkSchema(sub, [...path, key, name], at);
  }
  const applied = (key: string) => (applicators.has(key) ? (properties ?? []) : []);
  for (const key of schemaValues) if (isSchema(schema[key])) checkSchema(schema[key] as Schema, [...path, key], at, applied(key));
  for (const key of schemaLists) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((sub, index) => isSchema(sub) && checkSchema(sub, [...path, key, index], at, applied(key)));
  }
}

/**
 * A field's choices tell apart by value and by title: two choices with one value are one answer (the form shows the
 * first one's title for both), two with one title cannot be told apart by the visitor.
 */
function checkDistinctChoices(entries: Schema[], path: JsonPath, at: (path: JsonPath, message: string) => void): void {
  entries.forEach((entry, index) => {
    const earlier = entries.slice(0, index);
    const sameValue = 'const' in entry ? earlier.find((other) => 'const' in other && same(other['const'], entry['const'])) : undefined;
    if (sameValue) {
      at([...path, index, 'const'], `Choices "${String(sameValue['title'])}" and "${String(entry['title'])}" have the same value ${JSON.stringify(entry['const'])}: a visitor choosing "${String(entry['title'])}" answers "${String(sameValue['title'])}"; give each choice its own value`);
      return;
    }
    const sameTitle = earlier.find((other) => same(other['title'], entry['title']));
    if (sameTitle) at([...path, index, 'title'], `Two choices have the title ${JSON.stringify(entry['title'])} (values ${JSON.stringify(sameTitle['const'])} and ${JSON.stringify(entry['const'])}): a visitor cannot tell them apart`);
  });
}

/** The pairs of lower and upper bounds on a field's length, number of items or of properties. */
const countBounds = [
  ['minLength', 'maxLength', 'characters'],
  ['minItems', 'maxItems', 'items'],
  ['minProperties', 'maxProperties', 'properties'],
] as const;

/** A lower bound above its upper bound (`minLength: 10, maxLength: 4`, `minimum: 5, maximum: 1`): no answer is valid. */
function checkBounds(schema: Schema, path: JsonPath, at: (path: JsonPath, message: string) => void): void {
  for (const [low, high, unit] of countBounds) {
    const [min, max] = [schema[low], schema[high]];
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      at([...path, low], `${low} ${min} is more than ${high} ${max}: no answer can have both at least ${min} and at most ${max} ${unit}, so the field is never valid`);
    }
  }
  const lower = (['minimum', 'exclusiveMinimum'] as const).filter((key) => typeof schema[key] === 'number');
  const upper = (['maximum', 'exclusiveMaximum'] as const).filter((key) => typeof schema[key] === 'number');
  for (const low of lower) {
    for (const high of upper) {
      const [min, max] = [schema[low] as number, schema[high] as number];
      if (min > max || (min === max && (low !== 'minimum' || high !== 'maximum'))) {
        at([...path, low], `${low} ${min} and ${high} ${max} leave no number between them, so the field is never valid`);
      }
    }
  }
}

/**
 * The uiSchema's keys (other than `ui:` options) name fields of the schema, at every level that has them; its `ui:`
 * keys and `ui:options` are options RJSF or the form read, with values that name something there is.
 */
function checkUiSchema(ui: Schema, schema: Schema, path: JsonPath, at: (path: JsonPath, message: string, onKey?: boolean) => void): void {
  const fields = getDrawnFields(schema);
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) {
      checkUiOption(key, value, fields, [...path, key], at);
      continue;
    }
    if (key === 'items') {
      if (isSchema(value) && isSchema(schema['items'])) checkUiSchema(value, schema['items'] as Schema, [...path, key], at);
      continue;
    }
    if (fields === null || !fields.has(key)) {
      if (fields !== null) at([...path, key], `uiSchema "${key}" names no field of the form${didYouMean(key, fields.keys())}`, true);
      continue;
    }
    const sub = fields.get(key);
    if (isSchema(value)) checkFieldNeeds(key, value, [...path, key], at);
    if (isSchema(value) && isSchema(sub)) checkChoiceWidget(key, value, sub, [...path, key], at);
    if (isSchema(value) && isSchema(sub)) checkUiSchema(value, sub, [...path, key], at);
  }
}

/** A field of the generic form's own (`ui:field: question-list`) has the options it needs (formFieldNeeds). */
function checkFieldNeeds(name: string, ui: Schema, path: JsonPath, at: (path: JsonPath, message: string) => void): void {
  const options = getUiOptions(ui);
  const field = typeof options['field'] === 'string' ? options['field'] : undefined;
  if (field === undefined || !Object.hasOwn(formFieldNeeds, field)) return;
  for (const oneOf of formFieldNeeds[field as keyof typeof formFieldNeeds]) {
    const given = oneOf.filter((option) => options[option] !== undefined);
    if (given.length === 0) at([...path, 'ui:field'], `Field "${name}" is drawn by ${field}, which needs ui:options ${oneOf.join(' or ')} (what to ask, from the state): without it the field has nothing to ask`);
    else if (given.length > 1) at([...path, 'ui:options', given[1]!], `Field "${name}" gives ${field} both ${given.join(' and ')}: it reads ${oneOf[0]} and ignores the other; keep one`);
  }
}

/** The widgets that draw a field's choices (its enum, titled oneOf/anyOf, a yes/no; a list's items' choices). */
const choiceWidgets = ['radio', 'select', 'checkboxes'];

/**
 * A widget that draws choices on a field that has none (`ui:widget: radio` on a plain text): RJSF draws "No choices
 * are available" (or an empty list) in place of the field, and the page cannot be submitted. A field whose choices come
 * from the state (`optionsFrom`, `choicesFrom`) gets them at run time.
 */
function checkChoiceWidget(name: string, ui: Schema, field: Schema, path: JsonPath, at: (path: JsonPath, message: string) => void): void {
  const options = getUiOptions(ui);
  const widget = options['widget'];
  if (typeof widget !== 'string' || !choiceWidgets.includes(widget) || options['optionsFrom'] !== undefined || options['choicesFrom'] !== undefined) return;
  const hasChoices = (schema: unknown): boolean =>
    isSchema(schema) && (Array.isArray(schema['enum']) || 'const' in schema || Array.isArray(schema['oneOf']) || Array.isArray(schema['anyOf']) || schema['type'] === 'boolean' || (Array.isArray(schema['type']) && schema['type'].includes('boolean')));
  if (hasChoices(field) || (widget === 'checkboxes' && hasChoices(field['items']))) return;
  const where = 'ui:widget' in ui ? [...path, 'ui:widget'] : [...path, 'ui:options', 'widget'];
  at(where, `Field "${name}" is drawn by the ${widget} widget, which draws the field's choices, and it has none (no enum or oneOf${widget === 'checkboxes' ? ' in its items' : ''}): the form shows "No choices are available" and cannot be sent; give it its choices, or remove the widget`);
}

/** One `ui:` key of a uiSchema: a known option (in `ui:options`, known options), with a value RJSF and the browser read. */
function checkUiOption(key: string, value: unknown, fields: Map<string, unknown> | null, path: JsonPath, at: (path: JsonPath, message: string, onKey?: boolean) => void): void {
  if (!uiKeys.has(key)) {
    at(path, `"${key}" is not a uiSchema option RJSF or the form reads, so it is ignored${didYouMean(key, uiKeys)}`, true);
    return;
  }
  if (key !== 'ui:options') return checkOptionValue(key.slice(3), value, fields, path, at);
  if (!isSchema(value)) return;
  for (const [option, optionValue] of Object.entries(value)) {
    if (!uiOptions.has(option)) at([...path, option], `"${option}" is not a ui:options option RJSF or the form reads, so it is ignored${didYouMean(option, uiOptions)}`, true);
    else checkOptionValue(option, optionValue, fields, [...path, option], at);
  }
}

/** The value of a uiSchema option, written `ui:<option>` or in `ui:options`. */
function checkOptionValue(option: string, value: unknown, fields: Map<string, unknown> | null, path: JsonPath, at: (path: JsonPath, message: string) => void): void {
  // One name (`ui:widget: [radio]` is a list: RJSF throws, and the page shows an error in place of the form).
  if ((option === 'widget' || option === 'field') && value !== null && typeof value === 'object') {
    const first = Array.isArray(value) && value.length === 1 && typeof value[0] === 'string' ? value[0] : undefined;
    at(path, `ui:${option} is one name, not ${Array.isArray(value) ? 'a list' : 'a group'}: RJSF cannot draw the form${first !== undefined ? `; write ${first} without the brackets` : ''}`);
  }
  if (option === 'widget' && typeof value === 'string') checkNamed('widget', value, widgetNames, path, at);
  if (option === 'field' && typeof value === 'string') checkNamed('field', value, fieldNames, path, at);
  if (option === 'order' && Array.isArray(value) && fields !== null) checkOrder(value, [...fields.keys()], path, at);
  if (option === 'autocomplete' && typeof value === 'string') checkAutocomplete(value, path, at);
  if (option === 'inputType' && typeof value === 'string') checkInputType(value, path, at);
}

/**
 * `ui:order` names fields of the form, each once, and every field, or `*` once for those it does not name: RJSF draws
 * no form for an order it cannot follow, only its error message and the schema.
 */
function checkOrder(order: unknown[], fields: string[], path: JsonPath, at: (path: JsonPath, message: string) => void): void {
  order.forEach((name, index) => {
    if (typeof name !== 'string') return;
    if (name === '*') {
      if (order.indexOf('*') < index) at([...path, index], 'ui:order has "*" twice: RJSF draws no form, only an error message; keep one');
      return;
    }
    if (!fields.includes(name)) at([...path, index], `ui:order names "${name}", which is not a field of this form${didYouMean(name, fields.filter((field) => !order.includes(field))) || didYouMean(name, fields)}`);
    else if (order.indexOf(name) < index) at([...path, index], `ui:order names "${name}" twice; keep one`);
  });
  const left = fields.filter((field) => !order.includes(field));
  if (left.length > 0 && !order.includes('*')) {
    const names = left.map((field) => `"${field}"`).join(', ');
    at(path, `ui:order leaves out ${names}: RJSF then draws no form, only an error message; add ${left.length === 1 ? 'it' : 'them'}, or "*" where the fields it does not name go`);
  }
}

/** A `ui:autocomplete` the browser reads: an autofill field name, with the words it may have before it. */
function checkAutocomplete(value: string, path: JsonPath, at: (path: JsonPath, message: string) => void): void {
  const problem = getAutocompleteProblem(value);
  if (!problem) return;
  const hint = problem.problem.startsWith('is not an autofill') ? didYouMean(problem.token, autofillFieldNames) : '';
  const subject = problem.token === value.trim().toLowerCase() ? `autocomplete "${value}"` : `autocomplete ${JSON.stringify(value)}: "${problem.token}"`;
  at(path, `${subject} ${problem.problem}, so the browser fills nothing in${hint}`);
}

/** A `ui:options.inputType` the browser knows: another draws a plain text box (no email or phone keyboard). */
function checkInputType(value: string, path: JsonPath, at: (path: JsonPath, message: string) => void): void {
  if ((htmlInputTypes as readonly string[]).includes(value.toLowerCase())) return; // the attribute is read in any case
  const meant = getClosestValue(value, htmlInputTypes);
  at(path, `inputType "${value}" is not an input type the browser knows, so it draws a plain text box${meant ? `; did you mean "${meant}"?` : ` (it knows ${htmlInputTypes.join(', ')})`}`);
}

function checkNamed(kind: 'widget' | 'field', name: string, known: readonly string[], path: JsonPath, at: (path: JsonPath, message: string) => void): void {
  if (!known.includes(name)) at(path, `ui:${kind} "${name}" is not a ${kind} RJSF or the form has${didYouMean(name, known)}`);
}

/**
 * The form's schema as the build sees it, its `{ $constant }` references replaced by funnel.yaml's values; undefined
 * when one names no constant or has keys beside it (unknown-constant reports those).
 */
function resolveConstants(schema: unknown, constants: FunnelConstants): unknown {
  const broken = (value: unknown): boolean =>
    value !== null && typeof value === 'object' && (Array.isArray(value) ? value.some(broken) : constantReferenceKey in value ? Object.keys(value).length !== 1 : Object.values(value).some(broken));
  if (broken(schema)) return undefined;
  try {
    return resolveConstantReferences(schema, constants);
  } catch {
    return undefined;
  }
}

/** A text that is a number or a yes/no of the field's type, written as YAML writes that type (`"5"` → 5). */
function toTypedLiteral(text: string, types: string[]): string | undefined {
  const number = text.trim() !== '' ? Number(text) : Number.NaN;
  if ((types.includes('number') && Number.isFinite(number)) || (types.includes('integer') && Number.isInteger(number))) return String(number);
  if (types.includes('boolean') && (text.trim() === 'true' || text.trim() === 'false')) return text.trim();
  return undefined;
}
