import type { ErrorObject } from 'ajv';
import { RequestError } from './RequestError';
import { toFieldPath } from './toFieldPath';

/** The part of the request a schema checked, as Fastify names it. */
export type HttpPart = 'body' | 'params' | 'querystring' | 'headers' | string;

/**
 * The 400 answer for the first schema failure of a request (DESIGN principle 8: name the field, never 500): the field
 * is a dotted path into the body (`order.vehicle.year`, `glassPieces[0].location`) or the parameter's name (a header
 * as the contract spells it, through `headerNames`: lower-case name → declared name); the
 * message is the schema's `x-invalid` sentence when it has one, else one built from the failure.
 */
export function toValidationError(errors: readonly Partial<ErrorObject>[], httpPart: HttpPart, headerNames: Record<string, string> = {}): RequestError {
  const error = errors[0];
  if (!error) return new RequestError(400, httpPart === 'querystring' ? 'query' : httpPart, 'The request is malformed.');
  const segments = (error.instancePath ?? '')
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = (error.params ?? {}) as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') segments.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') segments.push(params.additionalProperty);
  if (httpPart === 'headers' && segments[0] !== undefined) segments[0] = headerNames[segments[0]] ?? segments[0];
  const field = toFieldPath(segments) || (httpPart === 'querystring' ? 'query' : httpPart);
  const own = (error.parentSchema as Record<string, unknown> | undefined)?.['x-invalid'];

  let message: string;
  if (error.keyword === 'required') message = `${field} is required.`;
  else if (error.keyword === 'additionalProperties') message = `${field} is not a field of this request.`;
  else if (typeof own === 'string') message = own;
  else if (segments.length === 0 && httpPart === 'body') message = `The request body ${error.message ?? 'is malformed'}.`;
  else message = `${field} ${error.message ?? 'is malformed'}.`;
  return new RequestError(400, field, message);
}
