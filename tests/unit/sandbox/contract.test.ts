/**
 * The contract (api/contract) against everything that depends on it: it is a valid OpenAPI 3.1 document, it names the
 * same calls as engine/domain/operations.ts, the generated types are current, every call answers its sample within
 * the contract, and malformed requests — generated from the contract for every call — answer 400 naming the field,
 * never 500 (issue #3 "contract tests").
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { contractTypesFile, operationAnswerKeysFile, operationParamsFile, orderValueShapesFile, renderContractTypes, renderOperationAnswerKeys, renderOperationParams, renderOrderValueShapes } from '../../../api/contract/generateContractTypes';
import { loadContract, type ContractOperation, type SchemaObject } from '../../../api/contract/loadContract';
import type { OperationId } from '../../../api/contract/OperationTypes';
import { handleSandboxError } from '../../../api/sandbox/http/handleSandboxError';
import { maxNestingDepth } from '../../../api/sandbox/http/refuseUnstorableInput';
import { operations } from '../../../engine/domain/operations';
import { partTypes } from '../../../engine/domain/state';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { toRawRequest } from '../../harness/toRawRequest';
import { contractSamples } from './samples';

const contract = loadContract();
const operationList = [...contract.operations.values()];

const sandbox = useTestSandbox();

describe('the contract document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(contract.document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('declares every call of engine/domain/operations.ts with the same method and path, and no other', () => {
    const declared = Object.fromEntries(operationList.map((operation) => [operation.operationId, { method: operation.method, path: operation.path }]));
    expect(declared).toEqual(operations);
  });

  it('generated api/contract/types.ts and engine/domain/operationParams.ts are up to date (npm run contract:types)', async () => {
    expect(readFileSync(contractTypesFile, 'utf8')).toBe(await renderContractTypes());
    expect(readFileSync(operationParamsFile, 'utf8')).toBe(renderOperationParams());
    expect(readFileSync(orderValueShapesFile, 'utf8')).toBe(renderOrderValueShapes());
    expect(readFileSync(operationAnswerKeysFile, 'utf8')).toBe(renderOperationAnswerKeys());
  });

  it('closes the SPEC §3 part types: every line item names one of the engine\'s partTypes, and only those', () => {
    const schemas = (contract.document.components as { schemas: Record<string, { enum?: string[] }> }).schemas;
    expect(schemas.PartType?.enum).toEqual([...partTypes]);
    // The SPEC §3 list itself, as the SPEC spells it.
    const spec = 'FRONT WIPER, REAR WIPER, RAIN REPEL, ADAS RECALIBRATION, RECALIBRATION, REPLACE FEE, RECYCLE FEE, MOBILE FEE, REPAIR FEE, EARLY BIRD, SERVICE PACKAGE DISCOUNT, DONATION, supplies-repair, disposal fee';
    expect(partTypes).toEqual(expect.arrayContaining(spec.split(', ')));
  });

  it('gives every call a 200 answer and every call with input a 400 answer', () => {
    const problems = operationList.flatMap((operation) => {
      const hasInput = operation.parameters.some((parameter) => parameter.in !== 'header') || operation.requestBody !== null;
      return [
        ...(operation.responses['200'] === undefined ? [`${operation.operationId} declares no 200`] : []),
        ...(hasInput && operation.responses['400'] === undefined ? [`${operation.operationId} declares no 400`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe('every call answers within the contract', () => {
  it('has a sample for every operation (tests/unit/sandbox/samples)', () => {
    expect(Object.keys(contractSamples).sort()).toEqual(operationList.map((operation) => operation.operationId).sort());
  });

  it.each(operationList.map((operation) => [operation.operationId, operation] as const))('%s', async (operationId) => {
    const sample = contractSamples[operationId as OperationId];
    if (!sample) throw new Error(`No sample for ${operationId}`);
    const params = typeof sample.params === 'function' ? await sample.params(sandbox) : sample.params;
    const answer = await sandbox.call(operationId as OperationId, params);
    expect(answer.status, JSON.stringify(answer.body)).toBe(sample.status ?? 200);
  });
});

/** A malformed variant of a sample request and the field its 400 must name. */
interface BadRequest {
  name: string;
  request: { method: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> };
  field: string;
}

describe('malformed requests answer 400 naming the field, never 500', () => {
  const cases = operationList.map((operation) => [operation.operationId, operation] as const);
  it.each(cases)('%s', async (operationId, operation) => {
    const sample = contractSamples[operationId as OperationId];
    if (!sample) throw new Error(`No sample for ${operationId}`);
    const params = typeof sample.params === 'function' ? await sample.params(sandbox) : sample.params;
    const badRequests = toBadRequests(operation, params);
    const outcomes = [];
    for (const bad of badRequests) {
      const response = await sandbox.app.inject({ ...bad.request });
      const body = String(response.headers['content-type'] ?? '').includes('json') ? response.json() : response.body;
      outcomes.push({ name: bad.name, status: response.statusCode, field: (body as { field?: string }).field, hasMessage: typeof (body as { message?: unknown }).message === 'string' });
    }
    expect(outcomes).toEqual(badRequests.map((bad) => ({ name: bad.name, status: 400, field: bad.field, hasMessage: true })));
  });
});

describe('odd but well-formed input answers 4xx naming the field, never 500 (api/sandbox/http)', () => {
  const json = { 'content-type': 'application/json' };
  const saveSession = operations['order.saveSession'].path;
  const logError = operations['logging.log'].path.replace('{level}', 'log-error');
  const loadSession = operations['order.loadSession'].path;
  const nested = (depth: number, leaf: string) => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
  const cannotBeStored = 'cannot be stored';

  it.each([
    // Text PostgreSQL refuses in text and jsonb columns: U+0000 and lone surrogates, in values and in keys.
    { name: 'U+0000 in a body value', method: 'POST', url: saveSession, payload: JSON.stringify({ AppName: 'FMG', order: { customer: { firstName: 'a\u0000b' } } }), field: 'order.customer.firstName', message: cannotBeStored },
    { name: 'a lone surrogate in a body value', method: 'POST', url: logError, payload: '{"AppName":"FMG","entry":"half \\ud800 of a pair"}', field: 'entry', message: cannotBeStored },
    { name: 'U+0000 in a body key', method: 'POST', url: saveSession, payload: JSON.stringify({ AppName: 'FMG', order: {}, user: { pageData: { 'a\u0000': {} } } }), field: 'user.pageData.a\u0000', message: cannotBeStored },
    { name: 'U+0000 in an array item', method: 'POST', url: saveSession, payload: JSON.stringify({ AppName: 'FMG', order: { lineItems: { promos: ['ok', 'x\u0000'] } } }), field: 'order.lineItems.promos[1]', message: cannotBeStored },
    { name: 'U+0000 in a query value', method: 'GET', url: '/sandbox/analytics/events?pageName=a%00b', field: 'pageName', message: cannotBeStored },
    { name: 'U+0000 in a path segment', method: 'GET', url: '/content/api/v1/content/FMG/qu%00ote', field: 'pageName', message: cannotBeStored },
    // Nesting deep enough to overflow a recursive walk (schema checks, card masking, JSON.stringify, jsonb).
    { name: 'deep nesting in an open object', method: 'POST', url: logError, payload: `{"AppName":"FMG","entry":{"message":"m","x":${nested(5000, '1')}}}`, field: `entry.x${'.a'.repeat(maxNestingDepth - 2)}`, message: 'deep' },
    { name: 'deep nesting in a recursive schema', method: 'POST', url: saveSession, payload: `{"AppName":"FMG","order":{"lineItems":{"glassParts":[${'{"partNumber":"P","partType":"T","childParts":['.repeat(3000)}${']}'.repeat(3000)}]}}}`, field: undefined, message: 'deep' },
    // Bodies that are not a JSON object.
    { name: 'a JSON array body', method: 'POST', url: loadSession, payload: '[]', field: 'body' },
    { name: 'a JSON null body', method: 'POST', url: loadSession, payload: 'null', field: 'body' },
    { name: 'an empty JSON body', method: 'POST', url: loadSession, payload: '', field: 'body' },
    { name: 'no body at all', method: 'POST', url: loadSession, field: 'body', headers: {} },
    { name: 'a text/plain body', method: 'POST', url: loadSession, payload: '{"AppName":"FMG"}', field: 'body', headers: { 'content-type': 'text/plain' } },
    { name: 'a form body', method: 'POST', url: loadSession, payload: 'AppName=FMG', field: 'content-type', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { name: 'a body without content type', method: 'POST', url: loadSession, payload: '{"AppName":"FMG"}', field: 'content-type', headers: { 'content-type': '' } },
    { name: 'a __proto__ key in the body', method: 'POST', url: loadSession, payload: '{"AppName":"FMG","__proto__":{"polluted":1}}', field: 'body' },
    // Paths that are near misses.
    { name: 'a duplicated path segment', method: 'POST', url: loadSession.replace('/order/', '/order/order/'), payload: '{"AppName":"FMG"}', field: 'path', status: 404 },
    { name: 'a doubled slash', method: 'GET', url: '/content/api/v1/content//FMG/quote', field: 'path', status: 404 },
    { name: 'GET on a POST call', method: 'GET', url: saveSession, field: 'path', status: 404 },
    { name: 'HEAD on a POST call', method: 'HEAD', url: saveSession, field: undefined, status: 404 },
  ] as const)('$name', async (row) => {
    const { method, url, field } = row;
    const payload = 'payload' in row ? row.payload : undefined;
    const headers = 'headers' in row ? row.headers : json;
    const response = await sandbox.app.inject({ method, url, payload, headers });
    expect(response.statusCode).toBe('status' in row ? row.status : 400);
    if (method === 'HEAD') return;
    const body = response.json();
    if (field !== undefined) expect(body.field).toBe(field);
    expect(body.message).toEqual(expect.any(String));
    if ('message' in row) expect(body.message).toContain(row.message);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops query keys that would reach a prototype, and answers the call', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/content/api/v1/content/FMG/quote?__proto__[polluted]=1&constructor[prototype][polluted]=2&a[__proto__][polluted]=3' });
    expect(response.statusCode).toBe(200);
    expect(response.json().pageName).toBe('quote');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers HEAD on a GET call like the GET, without a body', async () => {
    const head = await sandbox.app.inject({ method: 'HEAD', url: '/content/api/v1/content/FMG/quote' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('application/json');
    expect(head.body).toBe('');
  });

  it.each([
    { name: 'a value the database refuses (SQLSTATE class 22)', error: Object.assign(new Error('numeric field overflow'), { code: '22003' }), status: 400, body: { error: 'Bad Request', field: 'body', message: expect.stringContaining('numeric field overflow') } },
    { name: 'any other failure', error: Object.assign(new Error('connection lost'), { code: '08006' }), status: 500, body: { error: 'Internal Server Error' } },
  ])('handleSandboxError answers $status for $name', async ({ error, status, body }) => {
    const app = Fastify();
    app.setErrorHandler(handleSandboxError);
    app.get('/fails', async () => {
      throw error;
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/fails' });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(body);
    } finally {
      await app.close();
    }
  });
});

/** A component `$ref` followed (repeatedly) to the schema it names. */
function resolve(schema: SchemaObject | undefined): SchemaObject | undefined {
  let current = schema;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = contract.document.components.schemas[name];
  }
  return current;
}

/** A value the schema refuses, whatever its type: an object where none is allowed, else a number. */
function wrongValueFor(schema: SchemaObject | undefined): unknown {
  const resolved = resolve(schema) ?? {};
  const types = ([] as unknown[]).concat(resolved.type ?? []);
  const allowsObject = types.includes('object') || resolved.properties !== undefined || resolved.anyOf !== undefined;
  return allowsObject ? 12345 : { unexpected: true };
}

/** A path value the param's schema refuses, or null when any text would do. */
function badPathValue(schema: SchemaObject): string | null {
  const resolved = resolve(schema) ?? {};
  if (resolved.type === 'integer' || resolved.type === 'number') return 'abc';
  if (Array.isArray(resolved.enum)) return 'NotOneOfThem';
  if (typeof resolved.pattern === 'string') return '!!';
  if (typeof resolved.maxLength === 'number') return 'x'.repeat(resolved.maxLength + 1);
  return null;
}

/** The malformed variants of one operation's sample, each with the field its 400 must name. */
function toBadRequests(operation: ContractOperation, params: Record<string, unknown>): BadRequest[] {
  const good = toRawRequest(operation, params);
  const bad: BadRequest[] = [];
  const json = { 'content-type': 'application/json' };

  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    const value = badPathValue(parameter.schema);
    if (value === null) continue;
    const url = toRawRequest(operation, { ...params, [parameter.name]: value }).url;
    bad.push({ name: `path ${parameter.name}=${value.slice(0, 12)}`, request: { method: operation.method, url, payload: good.body ? JSON.stringify(good.body) : undefined, headers: good.body ? json : undefined }, field: parameter.name });
  }
  for (const parameter of operation.parameters.filter((p) => p.in === 'query' && p.required)) {
    const rest = { ...params };
    delete rest[parameter.name];
    bad.push({ name: `query without ${parameter.name}`, request: { method: 'GET', url: toRawRequest(operation, rest).url }, field: parameter.name });
  }

  if (operation.method === 'POST' && good.body) {
    const url = good.url;
    const schema = resolve(operation.requestBody ?? undefined) ?? {};
    const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
    const required = (schema.required ?? []) as string[];
    bad.push({ name: 'junk JSON', request: { method: 'POST', url, payload: '{"AppName": "FMG", ', headers: json }, field: 'body' });
    const limit = operation.bodyLimit ?? 1024 * 1024;
    bad.push({ name: 'oversized body', request: { method: 'POST', url, payload: JSON.stringify({ ...good.body, padding: 'x'.repeat(limit) }), headers: json }, field: 'body' });
    for (const name of required) {
      const body = { ...good.body };
      delete body[name];
      bad.push({ name: `body without ${name}`, request: { method: 'POST', url, payload: JSON.stringify(body), headers: json }, field: name });
    }
    const typed = Object.keys(properties).find((name) => name !== 'AppName' && name in good.body!);
    if (typed) {
      const body = { ...good.body, [typed]: wrongValueFor(properties[typed]) };
      bad.push({ name: `body ${typed} of the wrong type`, request: { method: 'POST', url, payload: JSON.stringify(body), headers: json }, field: typed });
    }
    if (schema.additionalProperties === false) {
      const body = { ...good.body, notAField: true };
      bad.push({ name: 'body with an unknown field', request: { method: 'POST', url, payload: JSON.stringify(body), headers: json }, field: 'notAField' });
    }
  }
  return bad;
}
