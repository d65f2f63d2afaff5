import type { ErrorObject } from 'ajv';
import { operationParams } from '../domain/operationParams';
import { didYouMean } from '../lint/didYouMean';
import { getClosestValue, getMeantBoolean } from '../lint/getClosestValue';
import { describePattern } from './describePattern';
import type { Diagnostic, JsonPath } from './Diagnostic';
import type { SourceIndex } from './SourceIndex';

/** Where the errors' instance paths start in the file, and the whole document (for hints that look around a value). */
export interface SchemaDiagnosticOptions {
  /** The JSON path of the validated value in the file (a page form's schema: ['fields', 'schema']). */
  prefix?: JsonPath;
  /** The validated value, to read a failing value's siblings (the call beside an emptied `params:`). */
  root?: unknown;
  /** The diagnostics' code (default `schema`). */
  code?: string;
}

interface SchemaLike {
  title?: string;
  description?: string;
  properties?: Record<string, unknown>;
  pattern?: string;
}

/**
 * Turns ajv errors for one file into `schema` diagnostics with the YAML position of each failing value and a message
 * a product owner can act on (unknown properties get a "did you mean", enums list their values).
 */
export function toSchemaDiagnostics(errors: ErrorObject[], file: string, sources: SourceIndex, options: SchemaDiagnosticOptions = {}): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  const prefix = options.prefix ?? [];
  // An `if` error only says the taken `then`/`else` branch failed; that branch's own errors say how.
  // A `propertyNames` error only says a key failed; the key's own error (its pattern) says how.
  const kept = resolveAlternatives(errors.filter((e) => e.keyword !== 'if' && e.keyword !== 'propertyNames'));
  // A required key misspelt (`form:` for `from:`) is one mistake: the unknown key's "did you mean" says it, the missing
  // key's error would say it again.
  const misspelt = (e: ErrorObject) =>
    e.keyword === 'required' &&
    kept.some((other) => other.keyword === 'additionalProperties' && other.instancePath === e.instancePath && getClosestValue(String(other.params.additionalProperty), [String(e.params.missingProperty)]) !== undefined);
  for (const error of kept.filter((e) => !misspelt(e))) {
    const inner = toJsonPath(error.instancePath);
    const described = describe(error, [...prefix, ...inner], options.root, inner, sources.getWrittenScalar(file, [...prefix, ...inner]));
    const { onKey } = described;
    const target = described.target;
    const range = onKey ? sources.getKeyRange(file, target) : sources.getRange(file, target);
    const message = described.emptyKey === undefined ? described.message : withCommentHint(described.message, described.emptyKey, sources.getText(file), range.start.line);
    const key = `${target.join('/')}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    diagnostics.push({
      code: options.code ?? 'schema',
      message,
      severity: 'error',
      file,
      range,
      path: target,
    });
  }
  return diagnostics;
}

/**
 * A key that reads as empty because its value starts with `#` (`primary: #0a5c7a`, `title: #1 choice`): YAML reads a
 * `#` after a space as the start of a comment, so the value is gone; the message says so and gives the value in quotes.
 * A comment written as one (`key: # note`, a space after the `#`) gets no hint.
 */
function withCommentHint(message: string, key: string, text: string | undefined, line: number): string {
  const written = text?.split(/\r?\n/)[line];
  const comment = written === undefined ? null : new RegExp(`^\\s*(?:-\\s+)?["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:\\s+(#[^\\s#].*?)\\s*$`).exec(written);
  return comment ? `${message}; a "#" after a space starts a comment in YAML, so ${comment[1]} is not read: write "${comment[1]}" in quotes` : message;
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
    let rest = branch.filter((e) => !typeMismatches.includes(e));
    typeMismatches.forEach((e) => dropped.add(e));
    // A branch whose values are all of another type than the value (`enum: [reset, none]` for 200) says nothing when
    // another branch took the value's type: that branch's error (`must be at least 400`) is the one.
    const isOtherType = (e: ErrorObject) =>
      e.instancePath === at && e.keyword === 'enum' && Array.isArray(e.params.allowedValues) && (e.params.allowedValues as unknown[]).every((value) => typeof value !== typeof e.data);
    if (rest.some((e) => !isOtherType(e))) {
      rest.filter(isOtherType).forEach((e) => dropped.add(e));
      rest = rest.filter((e) => !isOtherType(e));
    }
    if (rest.length > 0) {
      dropped.add(error);
      // A value whose shape one alternative took (a list of types) is told by that alternative's errors inside it,
      // not by another's verdict on the whole (`type: [integer, null]` is not one of the type names).
      if (rest.some((e) => e.instancePath.startsWith(`${at}/`))) rest.filter((e) => e.instancePath === at && (e.keyword === 'enum' || e.keyword === 'const')).forEach((e) => dropped.add(e));
      return;
    }
    const types = typeMismatches.flatMap((e) => String(e.params.type).split(','));
    replaced.set(error, { ...error, keyword: 'type', params: { type: [...new Set(types)].join(',') } });
  });
  return errors.filter((e) => !dropped.has(e)).map((e) => replaced.get(e) ?? e);
}

/** Condition operators as other languages and query tools spell them, and the funnel's operator each means. */
const conditionOperatorWords: Record<string, string> = {
  equals: 'eq', equal: 'eq', is: 'eq', '==': 'eq', '===': 'eq',
  notequals: 'ne', notequal: 'ne', isnot: 'ne', '!=': 'ne', '!==': 'ne', neq: 'ne',
  and: 'all', allof: 'all', every: 'all',
  or: 'any', anyof: 'any', some: 'any',
  oneof: 'in', includes: 'in', within: 'in',
  isempty: 'empty', notempty: 'nonEmpty', isnotempty: 'nonEmpty', exists: 'truthy', istrue: 'truthy', isfalse: 'falsy',
  minlength: 'minItems', mincount: 'minItems',
};

function describe(error: ErrorObject, path: JsonPath, root: unknown, inner: JsonPath, typed?: string): { message: string; target: JsonPath; onKey: boolean; emptyKey?: string } {
  const where = toDisplayPath(path);
  const parent = (error.parentSchema ?? {}) as SchemaLike;
  // An untitled part of a schema is named by its key in the file (`saveSession`), else "object".
  const key = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  const subject = parent.title ?? key ?? 'object';
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      const allowed = Object.keys(parent.properties ?? {});
      const target = [...path, name];
      if (subject === 'Condition') {
        const meant = conditionOperatorWords[name.toLowerCase()];
        const hint = didYouMean(name, allowed) || (meant && allowed.includes(meant) ? `; did you mean "${meant}"?` : '') || `; operators are ${allowed.join(', ')}`;
        return { message: `Unknown condition operator "${name}"${hint}`, target, onKey: true };
      }
      const hint = didYouMean(name, allowed) || (allowed.length > 0 ? `; allowed: ${allowed.join(', ')}` : '');
      return { message: `Unknown property "${name}" in ${lowerFirst(subject)}${hint}`, target, onKey: true };
    }
    case 'required': {
      // What the missing key is for, when its schema says so: the product owner then knows what to write there.
      const missing = String(error.params.missingProperty);
      const description = (parent.properties?.[missing] as { description?: unknown } | undefined)?.description;
      return {
        message: `${path.length > 0 && subject.replace(/\s+/g, '').toLowerCase() === String(key).toLowerCase() ? where : `${upperFirst(subject)}${path.length > 0 ? ` at ${where}` : ''}`} is missing the required property "${missing}"${typeof description === 'string' ? ` (${description.replace(/\.$/, '')})` : ''}`,
        target: path,
        onKey: false,
      };
    }
    case 'type': {
      // An empty file (a page file just created): what it must hold, not "The document must be an object".
      if (path.length === 0 && error.data === null && /object/.test(String(error.params.type))) {
        const required = (parent as { required?: string[] }).required ?? [];
        return { message: `The file is empty${required.length > 0 ? `: it must have ${required.map((name) => `"${name}"`).join(', ')}` : ''}`, target: path, onKey: false };
      }
      // A number written with its unit or in quotes ("45 days", "30"): say what to write (issue #11 constants).
      const text = typeof error.data === 'string' ? error.data.trim() : null;
      const written = text === null ? null : /^(-?\d+(?:\.\d+)?)\s*([^\d\s].*)?$/.exec(text);
      // Digits grouped by a separator (120,000 or 120_000): the number is all of them, not the first group.
      const grouped = text !== null && /^-?\d{1,3}(?:[,_ ]\d{3})+(?:\.\d+)?$/.test(text) ? text.replace(/[,_ ]/g, '') : null;
      const types = String(error.params.type);
      const wantsNumber = /number|integer/.test(types);
      const unit = parent.title && /\(([^)]+)\)$/.exec(parent.title)?.[1];
      const unitNote = unit ? ` (the unit is ${unit})` : '';
      let hint = '';
      if (wantsNumber && grouped !== null) hint = `; write ${grouped}, without separators between the digits${unitNote}`;
      else if (wantsNumber && written && written[2] && unit && !isSameUnit(written[2], unit)) hint = `; write it as a number of ${unit}, without "${written[2].trim()}"`;
      else if (wantsNumber && written) hint = `; write ${written[1]}${written[2] ? ` without "${written[2].trim()}"` : ' without quotes'}${unitNote}`;
      const meant = /boolean/.test(types) ? getMeantBoolean(error.data) : undefined;
      if (!hint && meant !== undefined) hint = `; write ${meant} without quotes (YAML reads ${JSON.stringify(error.data)} as text)`;
      // The text as typed (`0167132`, which YAML reads as 167132): quoting it keeps its leading zeros.
      if (!hint && /string/.test(types) && (typeof error.data === 'number' || typeof error.data === 'boolean')) hint = `; write "${typed ?? String(error.data)}" in quotes`;
      if (!hint && /object/.test(types) && error.data === null) hint = getEmptiedHint(root, inner);
      // A list where keys go (`- all:` under prerequisites), or keys where a list goes (buttons without their dashes).
      if (!hint && /object/.test(types) && !/array/.test(types) && Array.isArray(error.data)) hint = '; it is written as a list (its lines start with "- "): write its keys without the "- "';
      if (!hint && /array/.test(types) && !/object/.test(types) && error.data !== null && typeof error.data === 'object' && !Array.isArray(error.data)) hint = '; it is written as keys: start each entry of the list with "- "';
      // One value written as a list (`pageName: [vehicle]`): the value without the brackets.
      // An IPv6 host name (`[::1]`) is written in brackets: YAML reads them as a list unless quoted.
      if (!hint && !/array/.test(types) && Array.isArray(error.data) && error.data.length === 1 && typeof error.data[0] === 'string' && error.data[0].includes('::') && (parent.pattern ?? '').includes('\\[')) hint = `; write "[${error.data[0]}]" in quotes (YAML reads [ ] as a list)`;
      if (!hint && !/array/.test(types) && Array.isArray(error.data) && error.data.length === 1 && ['string', 'number', 'boolean'].includes(typeof error.data[0])) hint = `; write ${String(error.data[0])} without the brackets`;
      // A page written where a navigation rule goes (`back: vehicle-damage`, a sequence's `after: quote`): the rule
      // that goes there.
      const ruleGoes = (path.includes('navigation') || ['after', 'before'].includes(String(path[path.length - 1]))) && /object/.test(types);
      if (!hint && ruleGoes && typeof error.data === 'string' && /^[a-z0-9-]+$/.test(error.data.trim())) hint = `; a rule names the page it goes to: write { to: ${error.data.trim()} }`;
      // A list written as text (`required: zipCode`, `states: AZ, CT`): the same items in brackets.
      if (!hint && /array/.test(types) && typeof error.data === 'string' && error.data.trim() !== '') hint = `; write [${error.data.split(',').map((item) => item.trim()).filter(Boolean).join(', ')}]`;
      // One value where a list is wanted (`in: [order.vehicle.year, 2012]`): the value in brackets.
      if (!hint && /array/.test(types) && (typeof error.data === 'number' || typeof error.data === 'boolean')) hint = `; write [${String(error.data)}]`;
      // A state path written where a condition goes (`- order.vehicle.year`): a condition names its operator.
      if (!hint && subject === 'Condition' && /object/.test(types) && typeof error.data === 'string' && /^[A-Za-z][\w-]*(\.[\w-]+)+$/.test(error.data.trim())) {
        hint = `; a condition names its operator: write { truthy: ${error.data.trim()} } (or falsy, eq, nonEmpty…)`;
      }
      // A key with nothing after its colon (`phoneHours:`): YAML reads null, which reads as no value at all.
      const key = path[path.length - 1];
      if (!hint && error.data === null && typeof key === 'string') return { message: `${where} is empty (nothing after "${key}:"): it must be ${describeTypes(types)}`, target: path, onKey: false, emptyKey: key };
      return { message: `${where} must be ${describeTypes(types)}${hint}`, target: path, onKey: false };
    }
    case 'enum': {
      const values = error.params.allowedValues as unknown[];
      return { message: `${where} must be one of ${values.map((value) => JSON.stringify(value)).join(', ')}, not ${JSON.stringify(error.data)}${getValueHint(error.data, values)}`, target: path, onKey: false };
    }
    case 'const': {
      const value: unknown = error.params.allowedValue;
      return { message: `${where} must be ${JSON.stringify(value)}, not ${JSON.stringify(error.data)}${getValueHint(error.data, [value])}`, target: path, onKey: false };
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
      if (error.keyword === 'minProperties' && error.data !== null && typeof error.data === 'object' && Object.keys(error.data).length === 0) {
        // An empty map (`expect: {}`): what it may hold.
        const keys = Object.keys(parent.properties ?? {});
        return { message: `${where} is empty: give it ${keys.length > 1 ? `at least one of ${keys.join(', ')}` : keys.length === 1 ? keys[0] : 'at least one key'}, or leave it out`, target: path, onKey: false };
      }
      return { message: `${where} ${error.message ?? 'is invalid'}`, target: path, onKey: false };
    case 'minItems':
    case 'maxItems':
    case 'additionalItems': {
      const shape = parent.description?.startsWith('[') ? ` (expected ${parent.description.split(':')[0]})` : '';
      // `eq: [path, a, b]`: one path compared with several values is what `in` is for.
      const last = path[path.length - 1];
      const several = (last === 'eq' || last === 'ne') && error.keyword !== 'minItems' && Array.isArray(error.data) && error.data.length > 2
        ? `; to compare it with several values write ${last === 'ne' ? 'not: { in: ' : 'in: '}[${String(error.data[0])}, [${error.data.slice(1).map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(', ')}]]${last === 'ne' ? ' }' : ''}`
        : '';
      // An empty all/any (`any: []`): a group of conditions with none in it decides nothing.
      if (error.keyword === 'minItems' && (last === 'all' || last === 'any') && Array.isArray(error.data) && error.data.length === 0) {
        return { message: `${where} has no condition in it: list the conditions it ${last === 'all' ? 'needs all of' : 'needs one of'}, or leave it out`, target: path, onKey: false };
      }
      // ajv's words ("must NOT have fewer than 1 items") in plain ones.
      const limit = Number(error.params.limit);
      const count = `${limit} item${limit === 1 ? '' : 's'}`;
      const words = error.keyword === 'minItems' ? `must list at least ${count}` : `must list at most ${count}`;
      return { message: `${where} ${words}${Array.isArray(error.data) ? `, not ${error.data.length}` : ''}${shape}${several}`, target: path, onKey: false };
    }
    case 'minimum':
    case 'maximum': {
      // The unit the title names (Session timeout (minutes)): a number far out of range is usually in another unit.
      const unit = parent.title && /\(([^)]+)\)$/.exec(parent.title)?.[1];
      const limit = `${error.keyword === 'maximum' ? 'at most' : 'at least'} ${String(error.params.limit)}${unit ? ` ${unit}` : ''}`;
      return { message: `${where} must be ${limit}, not ${JSON.stringify(error.data)}${unit ? ` (is it in ${unit}?)` : ''}`, target: path, onKey: false };
    }
    case 'minLength':
      // An empty text where one is needed (`title: ''`): say so, not "must NOT have fewer than 1 characters".
      if (Number(error.params.limit) === 1) return { message: `${where} must not be empty${parent.description ? ` (${parent.description})` : ''}`, target: path, onKey: false };
      return { message: `${where} ${error.message ?? 'is too short'}`, target: path, onKey: false };
    case 'uniqueItems': {
      // ajv's params i and j: the two equal items, in either order (its loops differ by the items' types).
      const [earlier, later] = [Number(error.params.i), Number(error.params.j)].sort((a, b) => a - b) as [number, number];
      const item = Array.isArray(error.data) ? error.data[later] : undefined;
      return { message: `${where} lists ${JSON.stringify(item)} twice (items ${earlier + 1} and ${later + 1}); remove one`, target: [...path, later], onKey: false };
    }
    case 'pattern': {
      const pattern = String(error.params.pattern);
      const meaning = parent.description ? ` (${parent.description})` : '';
      const fixed = typeof error.data === 'string' ? getPatternFix(error.data, pattern) : undefined;
      const words = describePattern(pattern);
      // A map's key (propertyNames: a stage's name): the key is what breaks the pattern, and is pointed at.
      const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;
      const subject = propertyName !== undefined ? `${where} key ${JSON.stringify(propertyName)}` : where;
      const target = propertyName !== undefined ? [...path, propertyName] : path;
      const rule = words !== undefined ? `be ${words} (${pattern})${propertyName !== undefined ? '' : `, not ${JSON.stringify(error.data)}`}` : `match ${pattern}`;
      return { message: `${subject} must ${rule}${meaning}${fixed !== undefined ? `; write ${fixed}` : ''}`, target, onKey: propertyName !== undefined };
    }
    default:
      return { message: `${where} ${error.message ?? 'is invalid'}`, target: path, onKey: false };
  }
}

/**
 * What to write instead of a value outside a closed set: the member meant (a typo, another case, another word for it:
 * getClosestValue), or the same text as a YAML literal of another type (`null` unquoted is empty, not "null").
 */
function getValueHint(data: unknown, allowed: unknown[]): string {
  if (typeof data === 'string') {
    const texts = allowed.filter((value): value is string => typeof value === 'string');
    const closest = getClosestValue(data, texts);
    if (closest !== undefined) return `; did you mean "${closest}"?`;
    const typed = allowed.find((value) => typeof value !== 'string' && String(value) === data.trim());
    if (typed !== undefined) return `; write ${String(typed)} without quotes`;
    const meant = getMeantBoolean(data);
    return meant !== undefined && allowed.includes(meant) ? `; write ${meant} without quotes` : '';
  }
  const asText = allowed.find((value) => typeof value === 'string' && value === String(data));
  if (asText !== undefined) return `; write "${String(asText)}" in quotes (unquoted, YAML reads ${String(data)} as ${data === null ? 'empty' : `a ${typeof data}`})`;
  // A number the one allowed text starts with (`clock: 24` for `24h`).
  const begun = typeof data === 'number' ? allowed.filter((value): value is string => typeof value === 'string' && value.startsWith(String(data))) : [];
  if (begun.length === 1) return `; did you mean "${begun[0]}"?`;
  return '';
}

/**
 * The values a `pattern` refuses are usually the right value written the way another tool writes it: a route with
 * its slashes (`/service-zip`), a base path without them (`fmg`), a date and time without the ISO `T` and zone. The
 * first rewrite the pattern accepts.
 */
function getPatternFix(value: string, pattern: string): string | undefined {
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
  const dateTime = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?\s*(Z|UTC)?$/i.exec(value.trim());
  const rewrites = [
    value.trim(),
    value.trim().replace(/^\/+|\/+$/g, ''),
    value.trim().replace(/\s+/g, '-'),
    value.trim().toLowerCase(),
    value.trim().toUpperCase(),
    value.trim().replace(/^[a-z]+:\/\//i, '').replace(/[/?#].*$/, ''),
    value.trim().toLowerCase().replace(/\s+/g, '-'),
    `/${value.trim().replace(/^\/+|\/+$/g, '')}/`,
    ...(dateTime ? [`${dateTime[1]}T${dateTime[2]}${dateTime[3] ?? ':00'}Z`] : []),
  ];
  // Empty only for a value of slashes alone (`route: "/"` for the landing's ""), written in quotes to be seen.
  const fix = rewrites.find((candidate) => candidate !== value && (candidate !== '' || /^\s*\/+\s*$/.test(value)) && regex.test(candidate));
  return fix === '' ? '""' : fix;
}

/**
 * An emptied map (`params:` with nothing under it is null in YAML) beside a call: what the call needs there, from the
 * contract (engine/domain/operationParams.ts).
 */
function getEmptiedHint(root: unknown, inner: JsonPath): string {
  if (inner[inner.length - 1] !== 'params') return '';
  let parent: unknown = root;
  for (const segment of inner.slice(0, -1)) parent = parent !== null && typeof parent === 'object' ? (parent as Record<string | number, unknown>)[segment] : undefined;
  const call = parent !== null && typeof parent === 'object' ? (parent as { call?: unknown }).call : undefined;
  const signature = typeof call === 'string' ? operationParams[call] : undefined;
  if (!signature) return '';
  const needed = signature.required.length > 0 ? signature.required : signature.params;
  return needed.length > 0 ? `; ${call} needs ${needed.map((name) => `${name}: { from: … }`).join(', ')}` : '; leave params: out, the call takes none';
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

/** Whether a unit written after a number (`2 minutes`, `500ms`) is the unit a field's title names (`ms`). */
function isSameUnit(written: string, unit: string): boolean {
  const canonical = (name: string) => name.trim().toLowerCase().replace(/^milliseconds?$/, 'ms').replace(/^seconds?$|^secs?$/, 's').replace(/s$/, '');
  return canonical(written) === canonical(unit);
}

function describeTypes(types: string): string {
  const names = types.split(',').map((type) => (type === 'null' ? 'null' : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`));
  if (names.length <= 1) return names[0] ?? 'valid';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** `text` with its first letter in lower case, unless it begins an acronym ("API binding" stays as it is). */
function lowerFirst(text: string): string {
  if (/^[A-Z]{2}/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
