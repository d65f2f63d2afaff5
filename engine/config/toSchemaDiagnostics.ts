import type { ErrorObject } from 'ajv';
import { didYouMean } from '../lint/didYouMean';
import type { Diagnostic, JsonPath } from './Diagnostic';
import type { SourceIndex } from './SourceIndex';

interface SchemaLike {
  title?: string;
  description?: string;
  properties?: Record<string, unknown>;
}

/**
 * Turns ajv errors for one file into `schema` diagnostics with the YAML position of each failing value and a message
 * a product owner can act on (unknown properties get a "did you mean", enums list their values).
 */
export function toSchemaDiagnostics(errors: ErrorObject[], file: string, sources: SourceIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  // An `if` error only says the taken `then`/`else` branch failed; that branch's own errors say how.
  for (const error of resolveAlternatives(errors.filter((e) => e.keyword !== 'if'))) {
    const path = toJsonPath(error.instancePath);
    const { message, target, onKey } = describe(error, path);
    const key = `${target.join('/')}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    diagnostics.push({
      code: 'schema',
      message,
      severity: 'error',
      file,
      range: onKey ? sources.getKeyRange(file, target) : sources.getRange(file, target),
      path: target,
    });
  }
  return diagnostics;
}

/**
 * For each anyOf/oneOf failure keep only the errors of the alternatives whose type matched the value; when none
 * matched, one "must be X or Y" error replaces them all.
 */
function resolveAlternatives(errors: ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  const replaced = new Map<ErrorObject, ErrorObject>();
  errors.forEach((error, index) => {
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') return;
    const at = error.instancePath;
    const branch = errors
      .slice(0, index)
      .filter((e) => !dropped.has(e) && (e.instancePath === at || e.instancePath.startsWith(`${at}/`)));
    const typeMismatches = branch.filter((e) => e.instancePath === at && e.keyword === 'type');
    const rest = branch.filter((e) => !typeMismatches.includes(e));
    typeMismatches.forEach((e) => dropped.add(e));
    if (rest.length > 0) {
      dropped.add(error);
      return;
    }
    const types = typeMismatches.flatMap((e) => String(e.params.type).split(','));
    replaced.set(error, { ...error, keyword: 'type', params: { type: [...new Set(types)].join(',') } });
  });
  return errors.filter((e) => !dropped.has(e)).map((e) => replaced.get(e) ?? e);
}

function describe(error: ErrorObject, path: JsonPath): { message: string; target: JsonPath; onKey: boolean } {
  const where = toDisplayPath(path);
  const parent = (error.parentSchema ?? {}) as SchemaLike;
  const subject = parent.title ?? 'object';
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      const allowed = Object.keys(parent.properties ?? {});
      const target = [...path, name];
      if (subject === 'Condition') {
        const hint = didYouMean(name, allowed) || `; operators are ${allowed.join(', ')}`;
        return { message: `Unknown condition operator "${name}"${hint}`, target, onKey: true };
      }
      const hint = didYouMean(name, allowed) || (allowed.length > 0 ? `; allowed: ${allowed.join(', ')}` : '');
      return { message: `Unknown property "${name}" in ${lowerFirst(subject)}${hint}`, target, onKey: true };
    }
    case 'required':
      return {
        message: `${upperFirst(subject)}${path.length > 0 ? ` at ${where}` : ''} is missing the required property "${String(error.params.missingProperty)}"`,
        target: path,
        onKey: false,
      };
    case 'type': {
      // A number written with its unit or in quotes ("45 days", "30"): say what to write (issue #11 constants).
      const written = typeof error.data === 'string' ? /^\s*(-?\d+(?:\.\d+)?)\s*([^\d\s].*)?$/.exec(error.data) : null;
      const wantsNumber = /number|integer/.test(String(error.params.type));
      const unit = parent.title && /\(([^)]+)\)$/.exec(parent.title)?.[1];
      const hint = written && wantsNumber ? `; write ${written[1]}${written[2] ? ` without "${written[2].trim()}"` : ' without quotes'}${unit ? ` (the unit is ${unit})` : ''}` : '';
      return { message: `${where} must be ${describeTypes(String(error.params.type))}${hint}`, target: path, onKey: false };
    }
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]).map((value) => JSON.stringify(value));
      const hint = typeof error.data === 'string' ? didYouMean(error.data, (error.params.allowedValues as unknown[]).map(String)) : '';
      return {
        message: `${where} must be one of ${allowed.join(', ')}, not ${JSON.stringify(error.data)}${hint}`,
        target: path,
        onKey: false,
      };
    }
    case 'maxProperties':
    case 'minProperties':
      if (subject === 'Condition') {
        const operators = Object.keys((error.data ?? {}) as object);
        const message =
          operators.length === 0
            ? `A condition needs exactly one operator (${Object.keys(parent.properties ?? {}).join(', ')})`
            : `A condition has exactly one operator, found ${operators.length} (${operators.join(', ')}); combine them with all: or any:`;
        return { message, target: path, onKey: false };
      }
      return { message: `${where} ${error.message ?? 'is invalid'}`, target: path, onKey: false };
    case 'minItems':
    case 'maxItems':
    case 'additionalItems': {
      const shape = parent.description?.startsWith('[') ? ` (expected ${parent.description.split(':')[0]})` : '';
      return { message: `${where} ${error.message ?? 'is invalid'}${shape}`, target: path, onKey: false };
    }
    case 'minimum':
    case 'maximum': {
      // The unit the title names (Session timeout (minutes)): a number far out of range is usually in another unit.
      const unit = parent.title && /\(([^)]+)\)$/.exec(parent.title)?.[1];
      const limit = `${error.keyword === 'maximum' ? 'at most' : 'at least'} ${String(error.params.limit)}${unit ? ` ${unit}` : ''}`;
      return { message: `${where} must be ${limit}, not ${JSON.stringify(error.data)}${unit ? ` (is it in ${unit}?)` : ''}`, target: path, onKey: false };
    }
    case 'pattern': {
      const meaning = parent.description ? ` (${parent.description})` : '';
      return { message: `${where} must match ${String(error.params.pattern)}${meaning}`, target: path, onKey: false };
    }
    default:
      return { message: `${where} ${error.message ?? 'is invalid'}`, target: path, onKey: false };
  }
}

/** `/navigation/forward/0/to` → `['navigation', 'forward', 0, 'to']`. */
function toJsonPath(pointer: string): JsonPath {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : segment));
}

/** `['navigation', 'forward', 0, 'to']` → `navigation.forward[0].to`; the root is "The document". */
function toDisplayPath(path: JsonPath): string {
  if (path.length === 0) return 'The document';
  return path.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join('');
}

function describeTypes(types: string): string {
  const names = types.split(',').map((type) => (type === 'null' ? 'null' : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`));
  if (names.length <= 1) return names[0] ?? 'valid';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
