import type { JsonPath } from '../../config/Diagnostic';
import { didYouMean } from '../didYouMean';
import type { LintReport, LintRule } from '../LintRule';

/** The keywords of JSON Schema draft-07 (the dialect of a page's `fields.schema`, validated by ajv in the build). */
const keywords = new Set([
  '$id', '$schema', '$ref', '$comment', 'title', 'description', 'default', 'readOnly', 'writeOnly', 'examples',
  'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern',
  'additionalItems', 'items', 'maxItems', 'minItems', 'uniqueItems', 'contains', 'maxProperties', 'minProperties',
  'required', 'additionalProperties', 'definitions', 'properties', 'patternProperties', 'dependencies', 'propertyNames',
  'const', 'enum', 'type', 'format', 'contentMediaType', 'contentEncoding', 'if', 'then', 'else', 'allOf', 'anyOf',
  'oneOf', 'not',
]);
/** Keywords whose value is a map of subschemas, a subschema, or a list of subschemas. */
const schemaMaps = ['properties', 'patternProperties', 'definitions'];
const schemaValues = ['items', 'additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else', 'not'];
const schemaLists = ['allOf', 'anyOf', 'oneOf', 'items'];

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A page's form is a JSON Schema its visitors answer (SPEC §5 field rules): a keyword misspelt (`requried`) is ignored
 * by the validator, so the field silently becomes optional. Checked in every subschema: every key is a JSON Schema
 * keyword; `required` names properties the schema has; a `default` or `const` is one of the `enum` values; a choice of a
 * `oneOf`/`anyOf` list of titled choices has its value (`const`). The uiSchema's keys name fields of the form.
 */
export const formSchema: LintRule = {
  code: 'form-schema',
  description: "A page form's JSON Schema has an unknown keyword, a required entry naming no property, a default or const outside its enum, a choice without a value, or a uiSchema key naming no field.",
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      if (!page.fields) continue;
      const file = sources.getPageFile(page.id);
      const at = (path: JsonPath, message: string, onKey = false): void => report({ file, path, message, onKey } satisfies LintReport);
      checkSchema(page.fields.schema as Schema, ['fields', 'schema'], at);
      if (page.fields.uiSchema) checkUiSchema(page.fields.uiSchema as Schema, page.fields.schema as Schema, ['fields', 'uiSchema'], at);
    }
  },
};

function checkSchema(schema: Schema, path: JsonPath, at: (path: JsonPath, message: string, onKey?: boolean) => void): void {
  for (const key of Object.keys(schema)) {
    if (!keywords.has(key)) at([...path, key], `"${key}" is not a JSON Schema keyword, so it is ignored${didYouMean(key, keywords)}`, true);
  }
  const properties = isSchema(schema['properties']) ? Object.keys(schema['properties']) : null;
  if (Array.isArray(schema['required']) && properties !== null) {
    schema['required'].forEach((name, index) => {
      if (typeof name === 'string' && !properties.includes(name)) {
        at([...path, 'required', index], `required names "${name}", which is not a property of this form${didYouMean(name, properties)}`);
      }
    });
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
  }
  for (const key of schemaMaps) {
    const map = schema[key];
    if (isSchema(map)) for (const [name, sub] of Object.entries(map)) if (isSchema(sub)) checkSchema(sub, [...path, key, name], at);
  }
  for (const key of schemaValues) if (isSchema(schema[key])) checkSchema(schema[key] as Schema, [...path, key], at);
  for (const key of schemaLists) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((sub, index) => isSchema(sub) && checkSchema(sub, [...path, key, index], at));
  }
}

/** The uiSchema's keys (other than `ui:` options) name properties of the schema, at every level that has them. */
function checkUiSchema(ui: Schema, schema: Schema, path: JsonPath, at: (path: JsonPath, message: string, onKey?: boolean) => void): void {
  const properties = isSchema(schema['properties']) ? (schema['properties'] as Record<string, unknown>) : null;
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:') || key === 'items') continue;
    if (properties === null || !(key in properties)) {
      if (properties !== null) at([...path, key], `uiSchema "${key}" names no field of the form${didYouMean(key, Object.keys(properties))}`, true);
      continue;
    }
    const sub = properties[key];
    if (isSchema(value) && isSchema(sub)) checkUiSchema(value, sub, [...path, key], at);
  }
}
