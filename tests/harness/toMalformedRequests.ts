import type { ValidateFunction } from 'ajv';
import { createContractAjv, toAjvSchema } from '../../api/contract/createContractAjv';
import type { Contract, ContractOperation, ParameterObject, SchemaObject } from '../../api/contract/loadContract';
import { parseIndexedQuery } from '../../api/sandbox/http/parseIndexedQuery';
import { toIndexedQuery, toRawRequest } from './toRawRequest';

/** One request the API fuzz sends, and what must come back. */
export interface MalformedRequest {
  name: string;
  request: { method: 'GET' | 'POST'; url: string; payload?: string; headers: Record<string, string> };
  /**
   * The contract refuses the request: one of `statuses` (400, or 414 for an over-long path segment) with an error
   * naming `field`, a field under it, or the field holding it (`entry` for `entry.message` when `entry` may be text or
   * an object, and is neither). Null: the request is odd but may be
   * well-formed (free text with odd characters); any answer below 500, and a 4xx still names a field.
   */
  expected: { statuses: number[]; field: string } | null;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Values put in place of each value of a sample JSON body. */
const bodyValues: [string, Json][] = [
  ['null', null],
  ['a number', 12345],
  ['a fraction', 1.5],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['true', true],
  ['an empty string', ''],
  ['a short string', 'x'],
  ['an unknown enum value', 'NotOneOfThem'],
  ['an impossible date', '2026-13-45'],
  ['markup', '<script>alert(1)</script>'],
  ['a huge string', 'x'.repeat(100_000)],
  ['U+0000', 'a\u0000b'],
  ['an object', { unexpected: true }],
  ['an array', ['x']],
  ['an empty array', []],
];

/** Raw (percent-encoded) values put in place of each path parameter. */
const pathValues: [string, string][] = [
  ['letters', 'abc'],
  ['a negative number', '-1'],
  ['zero', '0'],
  ['a fraction', '1.5'],
  ['a huge number', '99999999999999999999'],
  ['an unknown enum value', 'NotOneOfThem'],
  ['a space', '%20'],
  ['an encoded slash', 'a%2Fb'],
  ['dot segments', '%2e%2e'],
  ['markup', '%3Cscript%3E'],
  ['an SQL quote', "'%20OR%201%3D1"],
  ['an emoji', '%F0%9F%98%80'],
  ['an accent', '%C3%BC'],
  ['a bidi override', '%E2%80%AE'],
  ['U+0000', 'a%00b'],
  ['bad percent-encoding', '%ZZ'],
  ['a lone percent sign', '%'],
  ['an encoded lone surrogate', '%ED%A0%80'],
  ['an over-long value', 'x'.repeat(3000)],
  ['a semicolon', ';'],
  ['an asterisk', '*'],
];

/** Values put in place of each query value (sent as text, as every query value is). */
const queryValues: [string, Json][] = [
  ['an empty value', ''],
  ['letters', 'abc'],
  ['a negative number', '-1'],
  ['zero', '0'],
  ['a fraction', '1.5'],
  ['true', 'true'],
  ['an unknown enum value', 'NotOneOfThem'],
  ['an impossible date', '2026-13-45'],
  ['markup', '<script>alert(1)</script>'],
  ['a huge value', 'x'.repeat(5000)],
  ['U+0000', 'a\u0000b'],
  ['an object', { unexpected: '1' }],
  ['a list', ['a', 'b']],
];

/** Header values tried for every header the contract constrains (pattern, enum, length). */
const headerValues = [
  '', '0', '00', '01', '-1', '+1', '1.5', '1e3', '0x1F', 'abc', '1 2', 'NaN', 'Infinity', 'true ', 'yes', 'no', 'TRUE',
  'False', '1', 'on', 'off', 'null', 'undefined', '"true"', 'true,false', 'tru', '\u00bd', 'a b', 'x'.repeat(300),
];

/** How many requests of each kind one operation gets at most (spread over its fields). */
const maxRefused = 100;
const maxOdd = 25;

/** Per-contract validators, as the sandbox compiles them (createContractValidatorCompiler). */
const validators = new WeakMap<Contract, { url: ReturnType<typeof createContractAjv>; body: ReturnType<typeof createContractAjv> }>();

function ajvOf(contract: Contract) {
  let found = validators.get(contract);
  if (!found) {
    found = {
      url: createContractAjv(contract, { coerceTypes: 'array', useDefaults: true }),
      body: createContractAjv(contract, { coerceTypes: false }),
    };
    validators.set(contract, found);
  }
  return found;
}

/** The object schema of some parameters (as createOperationRegistrar builds it). */
function toParametersSchema(parameters: ParameterObject[], lowerCase = false): SchemaObject {
  return {
    type: 'object',
    required: parameters.filter((parameter) => parameter.required).map((parameter) => (lowerCase ? parameter.name.toLowerCase() : parameter.name)),
    properties: Object.fromEntries(parameters.map((parameter) => [lowerCase ? parameter.name.toLowerCase() : parameter.name, toAjvSchema(parameter.schema)])),
  };
}

/** Text the database cannot store: what the sandbox refuses before any schema check (refuseUnstorableInput). */
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** ['order', 'lineItems', 0, 'partNumber'] → 'order.lineItems[0].partNumber' (how a 400 names a field). */
export function toFieldName(path: Path): string {
  return path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name === '' ? key : `${name}.${key}`), '');
}

/** Every place in a JSON value (object keys, the first two items of arrays), depth first, up to `maxDepth`. */
function placesOf(value: Json, path: Path = [], maxDepth = 6): Path[] {
  if (path.length >= maxDepth || value === null || typeof value !== 'object') return [];
  const keys: (string | number)[] = Array.isArray(value) ? value.slice(0, 2).map((_, index) => index) : Object.keys(value);
  return keys.flatMap((key) => {
    const child = (value as Record<string | number, Json>)[key]!;
    return [[...path, key], ...placesOf(child, [...path, key], maxDepth)];
  });
}

/** The objects of a JSON value (the value itself included), as places. */
function objectsOf(value: Json): Path[] {
  const places = [[], ...placesOf(value)];
  return places.filter((path) => {
    const node = readPlace(value, path);
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  });
}

function readPlace(value: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key]!, value);
}

/** A copy of `value` with `change` applied to the node at `path` (its parent and key). */
function changed(value: Json, path: Path, change: (parent: Record<string | number, Json>, key: string | number) => void): Json {
  const copy = structuredClone(value);
  const parent = readPlace(copy, path.slice(0, -1)) as Record<string | number, Json>;
  change(parent, path.at(-1)!);
  return copy;
}

/** Whether a value holds text the sandbox refuses before any schema check, in a value or a key. */
function hasUnstorable(value: Json): boolean {
  if (typeof value === 'string') return unstorable.test(value);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => unstorable.test(key) || hasUnstorable(item));
}

/** Keeps at most `limit` items, spread evenly over the list (so every field keeps some). */
function spread<T>(items: T[], limit: number): T[] {
  if (items.length <= limit) return items;
  return Array.from({ length: limit }, (_, index) => items[Math.floor((index * items.length) / limit)]!);
}

/**
 * The API fuzz's requests for one operation (issue #13), generated from the contract around a well-formed sample
 * (`params`, as tests/unit/sandbox/samples give them): malformed JSON, bodies that are not objects, wrong content
 * types, an oversized body; every value of the body, the query and the path replaced by values of the wrong type,
 * null, huge text, unknown enum values, odd characters; every field removed and an unknown one added; the headers the
 * contract constrains with wrong values. Whether the contract refuses each request, and at which field, is worked out
 * with the contract's own schemas (ajv, as the sandbox compiles them).
 */
export function toMalformedRequests(contract: Contract, operation: ContractOperation, params: Record<string, unknown>): MalformedRequest[] {
  const ajv = ajvOf(contract);
  const good = toRawRequest(operation, params);
  const json = { 'content-type': 'application/json' };
  const refused: MalformedRequest[] = [];
  const odd: MalformedRequest[] = [];
  const add = (name: string, request: MalformedRequest['request'], expected: MalformedRequest['expected']) =>
    (expected ? refused : odd).push({ name, request, expected });
  const goodPayload = good.body ? JSON.stringify(good.body) : undefined;
  const goodHeaders = good.body ? json : {};

  // The body: transport, shape, then every value.
  if (operation.method === 'POST' && good.body) {
    const url = good.url;
    const transport: [string, string, Record<string, string>, string][] = [
      ['truncated JSON', '{"AppName": "FMG", ', json, 'body'],
      ['an opening brace', '{', json, 'body'],
      ['a trailing comma', '{"AppName":"FMG",}', json, 'body'],
      ['single quotes', "{'AppName':'FMG'}", json, 'body'],
      ['text after the JSON', `${goodPayload}x`, json, 'body'],
      ['an empty body', '', json, 'body'],
      ['a JSON array', '[]', json, 'body'],
      ['JSON null', 'null', json, 'body'],
      ['a JSON string', '"FMG"', json, 'body'],
      ['a JSON number', '42', json, 'body'],
      ['JSON true', 'true', json, 'body'],
      ['a __proto__ key', '{"AppName":"FMG","__proto__":{"polluted":true}}', json, 'body'],
      ['JSON as text/plain', goodPayload!, { 'content-type': 'text/plain' }, 'body'],
      ['a form body', 'AppName=FMG', { 'content-type': 'application/x-www-form-urlencoded' }, 'content-type'],
      ['an XML body', '<AppName>FMG</AppName>', { 'content-type': 'application/xml' }, 'content-type'],
      ['a multipart body', '--x\r\n\r\nFMG\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' }, 'content-type'],
      ['no content type', goodPayload!, { 'content-type': '' }, 'content-type'],
      ['an oversized body', JSON.stringify({ ...good.body, padding: 'x'.repeat(operation.bodyLimit ?? 1024 * 1024) }), json, 'body'],
    ];
    for (const [name, payload, headers, field] of transport) add(`body: ${name}`, { method: 'POST', url, payload, headers }, { statuses: [400], field });
    add('body: JSON declared as UTF-16', { method: 'POST', url, payload: goodPayload, headers: { 'content-type': 'application/json; charset=utf-16' } }, null);

    const validate = ajv.body.compile(toAjvSchema(operation.requestBody!)) as ValidateFunction;
    const body = good.body as Json;
    const verdict = (candidate: Json, field: string): MalformedRequest['expected'] =>
      hasUnstorable(candidate) || !validate(structuredClone(candidate)) ? { statuses: [400], field } : null;
    const bodyLimit = operation.bodyLimit ?? 1024 * 1024;
    const send = (name: string, candidate: Json, field: string) => {
      const payload = JSON.stringify(candidate);
      // A body over the call's limit is refused as a whole, before its fields are read.
      const expected = Buffer.byteLength(payload) > bodyLimit ? { statuses: [400], field: 'body' } : verdict(candidate, field);
      add(`body ${name}`, { method: 'POST', url, payload, headers: json }, expected);
    };
    for (const path of placesOf(body)) {
      const field = toFieldName(path);
      for (const [name, value] of bodyValues) send(`${field}: ${name}`, changed(body, path, (parent, key) => (parent[key] = value)), field);
      if (typeof path.at(-1) === 'string') send(`${field}: left out`, changed(body, path, (parent, key) => delete parent[key]), field);
    }
    for (const path of objectsOf(body)) {
      const field = toFieldName([...path, 'unexpectedField']);
      send(`${field}: an unknown field`, changed(body, [...path, 'unexpectedField'], (parent, key) => (parent[key] = 'x')), field);
    }
    // A key given twice: JSON keeps the last value.
    add('body AppName: given twice, the last a number', { method: 'POST', url, payload: `${JSON.stringify(body).slice(0, -1)},"AppName":1}`, headers: json }, { statuses: [400], field: 'AppName' });
  }

  // The path: every parameter replaced by odd text.
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  if (pathParameters.length > 0) {
    const validate = ajv.url.compile(toParametersSchema(pathParameters)) as ValidateFunction;
    for (const parameter of pathParameters) {
      for (const [name, raw] of pathValues) {
        const url = toRawRequest(operation, { ...params, [parameter.name]: '\u0001' }).url.replace('%01', raw);
        const request = { method: operation.method, url, payload: goodPayload, headers: goodHeaders };
        let decoded: string | null = null;
        try {
          decoded = decodeURIComponent(raw);
        } catch {
          // Not percent-encoding: the router refuses the address.
        }
        let expected: MalformedRequest['expected'];
        if (decoded === null) expected = { statuses: [400], field: 'path' };
        // `..` and `.` are dot segments: the address is normalised before routing, so it names another path (404).
        else if (decoded === '..' || decoded === '.') expected = null;
        else if (raw.length > 100) expected = { statuses: [414], field: 'path' };
        else if (unstorable.test(decoded)) expected = { statuses: [400], field: parameter.name };
        else {
          const values = Object.fromEntries(pathParameters.map((other) => [other.name, String(params[other.name])]));
          expected = validate({ ...values, [parameter.name]: decoded }) ? null : { statuses: [400], field: parameter.name };
        }
        add(`path ${parameter.name}: ${name}`, request, expected);
      }
    }
  }

  // The query: every value replaced, every parameter left out, in turn.
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  if (queryParameters.length > 0) {
    const validate = ajv.url.compile(toParametersSchema(queryParameters)) as ValidateFunction;
    const path = toRawRequest(operation, params).url.split('?')[0]!;
    const query = Object.fromEntries(queryParameters.filter((parameter) => parameter.name in params).map((parameter) => [parameter.name, params[parameter.name]])) as Json;
    const send = (name: string, candidate: Json, field: string) => {
      const text = toIndexedQuery(candidate as Record<string, unknown>);
      const parsed = parseIndexedQuery(text);
      const expected = hasUnstorable(parsed as Json) || !validate(parsed) ? { statuses: [400], field } : null;
      add(`query ${name}`, { method: 'GET', url: text ? `${path}?${text}` : path, headers: {} }, expected);
    };
    for (const place of placesOf(query)) {
      const field = toFieldName(place);
      for (const [name, value] of queryValues) send(`${field}: ${name}`, changed(query, place, (parent, key) => (parent[key] = value)), field);
      if (typeof place.at(-1) === 'string') send(`${field}: left out`, changed(query, place, (parent, key) => delete parent[key]), field);
    }
    add('query: bad percent-encoding in a key', { method: 'GET', url: `${path}?${toIndexedQuery(query as Record<string, unknown>)}&%ZZ=1`, headers: {} }, null);
  }

  // The headers the contract constrains.
  const headerParameters = operation.parameters.filter((parameter) => parameter.in === 'header');
  const headerSchema = toParametersSchema(headerParameters, true);
  const validateHeaders = ajv.url.compile(headerSchema) as ValidateFunction;
  for (const parameter of headerParameters) {
    const schema = parameter.schema;
    if (!['pattern', 'enum', 'minLength', 'maxLength'].some((keyword) => keyword in schema)) continue;
    for (const value of headerValues) {
      // Node trims header values: the server sees what validation sees.
      const seen = value.trim();
      const expected = validateHeaders({ [parameter.name.toLowerCase()]: seen }) ? null : { statuses: [400], field: parameter.name };
      add(`header ${parameter.name}: ${JSON.stringify(value.slice(0, 20))}`, { method: operation.method, url: good.url, payload: goodPayload, headers: { ...goodHeaders, [parameter.name]: value } }, expected);
    }
  }

  return [...spread(refused, maxRefused), ...spread(odd, maxOdd)];
}
