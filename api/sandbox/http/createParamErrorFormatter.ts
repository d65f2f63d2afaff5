import type { FastifySchemaValidationError } from 'fastify';
import { RequestError } from './RequestError';

/**
 * A route `schemaErrorFormatter` turning the first JSON Schema failure into a 400 RequestError that names the failing
 * field, with the human sentence given for that field in `messages`.
 */
export function createParamErrorFormatter(messages: Record<string, string>) {
  return (errors: FastifySchemaValidationError[], dataVar: string): Error => {
    const first = errors[0];
    const missing = first?.params.missingProperty;
    const field =
      typeof missing === 'string' ? missing : (first?.instancePath.split('/').filter(Boolean)[0] ?? dataVar);
    const message = messages[field] ?? `The ${field} is not valid: it ${first?.message ?? 'is malformed'}.`;
    return new RequestError(400, field, message);
  };
}
