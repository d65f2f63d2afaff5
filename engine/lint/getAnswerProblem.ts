import { fullFormats } from 'ajv-formats/dist/formats';
import type { JsonPath } from '../config/Diagnostic';
import { describePattern } from '../config/describePattern';

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether a value is of a JSON Schema type. */
export function isOfType(value: unknown, type: string): boolean {
  if (type === 'null') return value === null;
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return isSchema(value);
  return typeof value === type;
}

/** The first of a field's own rules (length, items, pattern, range, multiple) a value of its type breaks. */
export function getBrokenRule(value: unknown, schema: Schema): string | undefined {
  const rule = (key: string) => `${key} ${JSON.stringify(schema[key])}`;
  const number = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  if (typeof value === 'string') {
    const length = [...value].length; // code points, as the validator counts them
    if (number('minLength') !== undefined && length < number('minLength')!) return rule('minLength');
    if (number('maxLength') !== undefined && length > number('maxLength')!) return rule('maxLength');
    if (typeof schema['pattern'] === 'string') {
      try {
        if (!new RegExp(schema['pattern'], 'u').test(value)) return rule('pattern');
      } catch {
        // a pattern that does not compile: lint form-schema reports it
      }
    }
  }
  if (typeof value === 'number') {
    if (number('minimum') !== undefined && value < number('minimum')!) return rule('minimum');
    if (number('maximum') !== undefined && value > number('maximum')!) return rule('maximum');
    if (number('exclusiveMinimum') !== undefined && value <= number('exclusiveMinimum')!) return rule('exclusiveMinimum');
    if (number('exclusiveMaximum') !== undefined && value >= number('exclusiveMaximum')!) return rule('exclusiveMaximum');
    const step = number('multipleOf');
    if (step !== undefined && step > 0 && !Number.isInteger(Number((value / step).toPrecision(12)))) return rule('multipleOf');
  }
  if (Array.isArray(value)) {
    if (number('minItems') !== undefined && value.length < number('minItems')!) return rule('minItems');
    if (number('maxItems') !== undefined && value.length > number('maxItems')!) return rule('maxItems');
  }
  return undefined;
}

/** Whether a text is of a `format` as the form's validator checks it (ajv-formats' full formats, as RJSF adds them). */
function isOfFormat(text: string, format: string): boolean {
  const check = (fullFormats as Record<string, unknown>)[format];
  if (check instanceof RegExp) return check.test(text);
  if (typeof check === 'function') return Boolean(check(text));
  if (isSchema(check) && typeof check['validate'] === 'function') return Boolean((check['validate'] as (text: string) => unknown)(text));
  if (isSchema(check) && check['validate'] instanceof RegExp) return check['validate'].test(text);
  return true; // a format the validator does not know checks nothing (lint form-schema reports it)
}

/**
 * Why a form would refuse a value for a field, judged by the field's own schema (its type, choices, length, pattern,
 * format, range; a list's items and an object's properties in turn), or undefined when it takes it. Rules between
 * fields (`required`, `if`/`then`) are left to the form: an answer alone cannot break them. `path` leads to the part of
 * the value refused (an item of a list).
 */
export function getAnswerProblem(value: unknown, schema: unknown, path: JsonPath = [], typed?: (path: JsonPath) => string | undefined): { path: JsonPath; message: string } | undefined {
  if (!isSchema(schema)) return undefined;
  const types = typeof schema['type'] === 'string' ? [schema['type']] : Array.isArray(schema['type']) ? schema['type'].filter((type): type is string => typeof type === 'string') : [];
  if (types.length > 0 && !types.some((type) => isOfType(value, type))) {
    const quoted = types.includes('string') && (typeof value === 'number' || typeof value === 'boolean') ? `; write '${typed?.(path) ?? String(value)}' in quotes (YAML reads it as a ${typeof value})` : '';
    const shown = typed?.(path);
    const read = shown !== undefined && shown !== String(value) ? `${shown} (YAML reads ${JSON.stringify(value)})` : JSON.stringify(value);
    return { path, message: `${read} is not ${types.join(' or ')}, the field's type${quoted}` };
  }
  const choices = Array.isArray(schema['enum']) ? schema['enum'] : 'const' in schema ? [schema['const']] : undefined;
  if (choices && !choices.some((choice) => JSON.stringify(choice) === JSON.stringify(value))) {
    return { path, message: `${JSON.stringify(value)} is not one of the field's choices (${choices.map((choice) => JSON.stringify(choice)).join(', ')})` };
  }
  const broken = getBrokenRule(value, schema);
  if (broken) {
    const words = broken.startsWith('pattern') ? describePattern(schema['pattern'] as string) : undefined;
    return { path, message: `${JSON.stringify(value)} breaks the field's rule ${broken}${words ? ` (${words})` : ''}` };
  }
  if (typeof value === 'string' && typeof schema['format'] === 'string' && !isOfFormat(value, schema['format'])) {
    return { path, message: `${JSON.stringify(value)} is not a valid ${schema['format']}` };
  }
  if (Array.isArray(value) && isSchema(schema['items'])) {
    for (const [index, item] of value.entries()) {
      const problem = getAnswerProblem(item, schema['items'], [...path, index], typed);
      if (problem) return problem;
    }
  }
  if (isSchema(value) && isSchema(schema['properties'])) {
    for (const [key, item] of Object.entries(value)) {
      const problem = getAnswerProblem(item, schema['properties'][key], [...path, key], typed);
      if (problem) return problem;
    }
  }
  return undefined;
}
