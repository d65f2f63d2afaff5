import type { JsonPath } from '../../config/Diagnostic';
import { getDrawnFields, getUiOptions } from '../getDrawnFields';
import type { LintRule } from '../LintRule';

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A field the generic form draws with a label has a title (issue #11, Standards: labels): RJSF labels a field without
 * one by its name. Pages drawn by a renderer label their fields themselves.
 */
export const formLabel: LintRule = {
  code: 'form-label',
  description: 'A field the generic form draws has no title (nor ui:title), so its name (firstName) is shown as its label and read out by screen readers.',
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      if (!page.fields || page.renderer) continue;
      const file = sources.getPageFile(page.id);
      checkLabels(page.fields.schema as Schema, (page.fields.uiSchema ?? {}) as Schema, ['fields', 'schema'], (path, message) => report({ file, path, message, onKey: true }));
    }
  },
};

/**
 * Every field the generic form draws with a label has a title (or a `ui:title`): RJSF labels a field without one by
 * its name, so the visitor would read `firstName` above the box, and a screen reader would say it. A hidden field, one
 * whose label is turned off (`ui:label: false`) and one a field of the form's own draws (`ui:field`) are left out;
 * an object's fields are checked inside it.
 */
function checkLabels(schema: Schema, ui: Schema, path: JsonPath, at: (path: JsonPath, message: string) => void): void {
  for (const [name, field] of getDrawnFields(schema) ?? []) {
    if (!isSchema(field)) continue;
    const own = isSchema(ui[name]) ? ui[name] : {};
    const options = getUiOptions(own);
    if (options['widget'] === 'hidden' || options['label'] === false || options['field'] !== undefined) continue;
    if (field['title'] === undefined && options['title'] === undefined) {
      at(getFieldPath(schema, name, path), `Field "${name}" has no title, so the form shows its name "${name}" as its label (and a screen reader says it); add title: ${toTitle(name)}`);
    }
    if (field['type'] === 'object') checkLabels(field, own, getFieldPath(schema, name, path), at);
  }
}

/** Where a drawn field's schema is written: under the object's properties, else in the allOf entry or branch that adds it. */
function getFieldPath(schema: Schema, name: string, path: JsonPath): JsonPath {
  if (isSchema(schema['properties']) && Object.hasOwn(schema['properties'], name)) return [...path, 'properties', name];
  const branches: Array<[unknown, JsonPath]> = [...(Array.isArray(schema['allOf']) ? schema['allOf'].map((part, i): [unknown, JsonPath] => [part, ['allOf', i]]) : []), [schema['then'], ['then']], [schema['else'], ['else']]];
  for (const [branch, at] of branches) {
    if (isSchema(branch) && getDrawnFields({ properties: {}, ...branch })?.has(name)) return getFieldPath(branch, name, [...path, ...at]);
  }
  return path;
}

/** A field's name as a label: its words, the first capitalised (`firstName` → `First name`, `zip_code` → `Zip code`, `VINCode` → `VIN code`). */
function toTitle(name: string): string {
  const words = name.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|[-_\s]+/).filter(Boolean).map((word) => (/^[A-Z0-9]+$/.test(word) ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
