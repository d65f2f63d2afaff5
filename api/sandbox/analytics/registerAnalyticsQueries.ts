import type { FastifyInstance } from 'fastify';
import type { SqlRunner } from '../db/SandboxDatabase';
import { toValidationError } from '../http/toValidationError';
import { analyticsEventKinds, type AnalyticsEventKind } from './AnalyticsEventKind';
import { getAnalyticsEvents } from './getAnalyticsEvents';
import { getLogEntries } from './getLogEntries';

const limit = {
  type: 'integer',
  minimum: 1,
  maximum: 500,
  default: 50,
  'x-invalid': 'limit must be a whole number from 1 to 500.',
};
const text = (name: string) => ({ type: 'string', minLength: 1, maxLength: 100, 'x-invalid': `${name} must be 1 to 100 characters.` });

/**
 * The sandbox-only read-back of what the funnel logged, for testers and end-to-end tests (not SPEC §7 calls, not in
 * the contract; validated by their own JSON schemas, a bad parameter answers 400 naming it):
 * - GET /sandbox/analytics/events?kind=&sessionKey=&userId=&pageName=&limit= → { events } newest first;
 * - GET /sandbox/logs?level=&limit= → { entries } newest first (card numbers already masked).
 */
export function registerAnalyticsQueries(app: FastifyInstance, db: SqlRunner): void {
  app.get(
    '/sandbox/analytics/events',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            kind: {
              type: 'string',
              enum: [...analyticsEventKinds],
              'x-invalid': `kind must be one of ${analyticsEventKinds.join(', ')}.`,
            },
            sessionKey: text('sessionKey'),
            userId: text('userId'),
            pageName: text('pageName'),
            limit,
          },
        },
      },
      schemaErrorFormatter: (errors, dataVar) => toValidationError(errors, dataVar),
    },
    async (request) => {
      const query = request.query as { kind?: AnalyticsEventKind; sessionKey?: string; userId?: string; pageName?: string; limit: number };
      return { events: await getAnalyticsEvents(db, query) };
    },
  );

  app.get(
    '/sandbox/logs',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            level: {
              type: 'string',
              enum: ['log-information', 'log-warning', 'log-error', 'log-critical'],
              'x-invalid': 'level must be one of log-information, log-warning, log-error, log-critical.',
            },
            limit,
          },
        },
      },
      schemaErrorFormatter: (errors, dataVar) => toValidationError(errors, dataVar),
    },
    async (request) => {
      const query = request.query as { level?: string; limit: number };
      return { entries: await getLogEntries(db, query) };
    },
  );
}
