import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type Ajv from 'ajv';
import type { Options, ValidateFunction } from 'ajv';
import { createContractAjv, toAjvSchema } from '../../contract/createContractAjv';
import { getPrecompiledContract } from '../../contract/getPrecompiledContract';
import type { Contract, ContractOperation, ParameterObject, SchemaObject } from '../../contract/loadContract';
import type { OperationBody, OperationId, OperationPathParams, OperationQuery, OperationResponse } from '../../contract/OperationTypes';
import { toValidationError } from './toValidationError';

/** What a handler receives: the request's parts, validated against the contract (path and query values coerced). */
export interface OperationInput<O extends OperationId> {
  params: OperationPathParams<O>;
  query: OperationQuery<O>;
  body: OperationBody<O>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A call's implementation: resolves the 200 answer, or throws a RequestError (400/404/409 naming the field). */
export type OperationHandler<O extends OperationId> = (input: OperationInput<O>) => Promise<OperationResponse<O>>;

/** Registers a call of the contract as a route of `app`. */
export type RegisterOperation = <O extends OperationId>(operationId: O, handler: OperationHandler<O>) => void;

/** The largest JSON body accepted unless the contract says otherwise (`x-body-limit`). */
const defaultBodyLimit = 1024 * 1024;

/** The two kinds of request validator: path, query and header values (`url`) and JSON bodies (`body`). */
export type ValidatorKind = 'url' | 'body';

/**
 * The ajv a kind of request part is validated with, knowing the contract's component schemas: path, query and header
 * values are coerced from text (a `year` of "2020" is 2020); JSON bodies are checked as sent. `code` only sets how
 * code is generated (standalone source for the compiled sandbox's build), never how anything validates.
 */
export function createRouteAjv(contract: Contract, kind: ValidatorKind, code?: Options['code']): Ajv {
  const generation = code ? { code } : {};
  return kind === 'body'
    ? createContractAjv(contract, { coerceTypes: false, verbose: true, ...generation })
    : createContractAjv(contract, { coerceTypes: 'array', useDefaults: true, verbose: true, ...generation });
}

/** Which validator kind a Fastify request part takes. */
export const toValidatorKind = (httpPart: string | undefined): ValidatorKind => (httpPart === 'body' ? 'body' : 'url');

/** What a validator is found under among the precompiled ones: its kind and its schema (a stale one cannot match). */
export const toValidatorKey = (kind: ValidatorKind, schema: unknown): string => `${kind} ${JSON.stringify(schema)}`;

/**
 * Validation for every route of the sandbox, from the contract's schemas (createRouteAjv); unknown body fields are
 * refused. Set on the root Fastify instance before any route is added.
 *
 * The compiled sandbox has the contract routes' validators compiled at build time (getPrecompiledContract). Any other
 * validator is compiled when its route is first called, not when it is registered (issue #12: compiling every route's
 * schemas took a second of each start, and of each test's sandbox, most of whose routes are never called). Either
 * way a route validates exactly as a validator compiled at registration would.
 */
export function createContractValidatorCompiler(contract: Contract): FastifySchemaCompiler<SchemaObject> {
  const precompiled = getPrecompiledContract()?.validators;
  const ajvs: Partial<Record<ValidatorKind, Ajv>> = {};
  return ({ schema, httpPart }) => {
    const kind = toValidatorKind(httpPart);
    const ready = precompiled?.get(toValidatorKey(kind, schema));
    if (ready) return ready;
    let compiled: ValidateFunction | undefined;
    // Fastify calls the validator and, when it answers false, reads its `errors`.
    const validate = (data: unknown): boolean => {
      compiled ??= (ajvs[kind] ??= createRouteAjv(contract, kind)).compile(schema);
      const valid = compiled(data) as boolean;
      validate.errors = compiled.errors;
      return valid;
    };
    validate.errors = null as ValidateFunction['errors'];
    return validate;
  };
}

/**
 * Returns `register(operationId, handler)`: adds the contract's route for that call (its path, `x-aliases` and body
 * limit), validating params, query and body with the contract's schemas and answering a failure with a 400 that names
 * the field (toValidationError). An operation missing from the contract is a programming error, thrown at start-up.
 */
export function createOperationRegistrar(app: FastifyInstance, contract: Contract): RegisterOperation {
  return (operationId, handler) => {
    const operation = contract.operations.get(operationId);
    if (!operation) throw new Error(`The contract has no operation "${operationId}" (api/contract/paths/*.yaml).`);
    const schema = toRouteSchema(operation);
    // Fastify checks headers by their lower-case names; a 400 names a header as the contract spells it.
    const headerNames = Object.fromEntries(
      operation.parameters.filter((parameter) => parameter.in === 'header').map((parameter) => [parameter.name.toLowerCase(), parameter.name]),
    );
    for (const path of [operation.path, ...operation.aliases]) {
      app.route({
        method: operation.method,
        url: toFastifyPath(path),
        schema,
        bodyLimit: operation.bodyLimit ?? defaultBodyLimit,
        attachValidation: false,
        schemaErrorFormatter: (errors, dataVar) => toValidationError(errors, dataVar, headerNames),
        handler: async (request, reply) =>
          handler({
            params: request.params as never,
            query: request.query as never,
            body: request.body as never,
            request,
            reply,
          }),
      });
    }
  };
}

/** `/a/{year}/{make}` → `/a/:year/:make`. */
function toFastifyPath(path: string): string {
  return path.replace(/\{([^{}]+)\}/g, ':$1');
}

/** Fastify's route schema (params, querystring, headers, body) from the operation's parameters and request body. */
export function toRouteSchema(operation: ContractOperation): Record<string, SchemaObject> {
  const schema: Record<string, SchemaObject> = {};
  const params = toObjectSchema(operation.parameters.filter((parameter) => parameter.in === 'path'));
  if (params) schema.params = params;
  const query = toObjectSchema(operation.parameters.filter((parameter) => parameter.in === 'query'));
  if (query) schema.querystring = query;
  // Its headers (the SPEC §7 ones every call carries, and its own), by their lower-case names as Node hands them over
  // (Fastify leaves the schema as given to a custom validator compiler).
  const headers = toObjectSchema(
    operation.parameters.filter((parameter) => parameter.in === 'header').map((parameter) => ({ ...parameter, name: parameter.name.toLowerCase() })),
  );
  if (headers) schema.headers = headers;
  if (operation.requestBody) schema.body = toAjvSchema(operation.requestBody);
  return schema;
}

function toObjectSchema(parameters: ParameterObject[]): SchemaObject | null {
  if (parameters.length === 0) return null;
  return {
    type: 'object',
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, toAjvSchema(parameter.schema)])),
  };
}
