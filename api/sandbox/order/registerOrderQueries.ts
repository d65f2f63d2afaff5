import type { FastifyInstance } from 'fastify';
import type { SqlRunner } from '../db/SandboxDatabase';
import { toValidationError } from '../http/toValidationError';
import { getSubmittedOrders } from './getSubmittedOrders';

const text = (name: string) => ({ type: 'string', minLength: 1, maxLength: 200, 'x-invalid': `${name} must be 1 to 200 characters.` });

/**
 * The sandbox-only read-back of submitted orders, for testers and end-to-end tests (not a SPEC §7 call, not in the
 * contract; a bad parameter answers 400 naming it):
 * GET /sandbox/orders?email=&savedSessionId=&eon=&limit= → { orders } newest first.
 */
export function registerOrderQueries(app: FastifyInstance, db: SqlRunner): void {
  app.get(
    '/sandbox/orders',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            email: text('email'),
            savedSessionId: text('savedSessionId'),
            eon: text('eon'),
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 50, 'x-invalid': 'limit must be a whole number from 1 to 500.' },
          },
        },
      },
      schemaErrorFormatter: (errors, dataVar) => toValidationError(errors, dataVar),
    },
    async (request) => {
      const query = request.query as { email?: string; savedSessionId?: string; eon?: string; limit: number };
      return { orders: await getSubmittedOrders(db, query) };
    },
  );
}
