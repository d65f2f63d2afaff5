/**
 * Request and response types of each call, by operation id, taken from the generated api/contract/types.ts: the
 * sandbox's handlers and the client's typed calls use these, so neither can drift from the contract silently.
 */
import type { components, operations } from './types';

/** The name of a call of the contract (engine/domain/operations.ts uses the same names). */
export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type ParametersOf<O extends OperationId> = operations[O]['parameters'];

/** The path parameters of a call (`{}` when it has none). */
export type OperationPathParams<O extends OperationId> = ParametersOf<O> extends { path: infer Path } ? Path : {};
/** The query parameters of a call (`{}` when it has none). */
export type OperationQuery<O extends OperationId> = ParametersOf<O> extends { query?: infer Query }
  ? [Query] extends [undefined] ? {} : NonNullable<Query>
  : {};
/** The JSON request body of a call (`never` for GET calls). */
export type OperationBody<O extends OperationId> = operations[O] extends { requestBody: infer Body } ? JsonOf<Body> : never;
/** The JSON body of a call's 200 answer. */
export type OperationResponse<O extends OperationId> = operations[O]['responses'] extends { 200: infer Ok } ? JsonOf<Ok> : never;
/** A component schema of the contract by name. */
export type ContractSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** A POST body as the caller gives it: api/client adds AppName (SPEC §7). */
type BodyParams<O extends OperationId> = [OperationBody<O>] extends [never] ? {} : Omit<OperationBody<O>, 'AppName'>;
/**
 * The params a caller passes for a call, as api/client takes them: path params, query params and body fields in one
 * object (path params fill the path; the rest go to the query for GET or the body for POST).
 */
export type OperationParams<O extends OperationId> = Simplify<OperationPathParams<O> & OperationQuery<O> & BodyParams<O>>;
