import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { initializeAnalyticsSession } from '../analytics/initializeAnalyticsSession';
import { recordAnalyticsEvent, type AnalyticsEventRecord } from '../analytics/recordAnalyticsEvent';
import { recordLogEntry } from '../analytics/recordLogEntry';
import { registerAnalyticsQueries } from '../analytics/registerAnalyticsQueries';
import { getUserExperiments } from '../experiments/getUserExperiments';
import { createOperationRegistrar } from '../http/createOperationRegistrar';
import type { SandboxPluginOptions } from '../SandboxContext';

/**
 * The analytics calls of SPEC §7 and the front-end logger (api/contract/paths/analytics.yaml): sessions go to
 * analytics_sessions, page views, custom events, part questions and digital-consumer logs to analytics_events, logger
 * entries (card numbers masked) to log_entries. Plus the sandbox-only read-back GET /sandbox/analytics/events and
 * GET /sandbox/logs (registerAnalyticsQueries).
 */
export const analyticsRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  const { db } = context;
  const register = createOperationRegistrar(app, context.contract);

  register('analytics.initialize', async ({ body }) =>
    initializeAnalyticsSession(
      db,
      {
        userId: body.userId,
        deviceId: body.deviceId,
        sessionId: body.sessionId,
        userAgent: body.userAgent ?? null,
        referrer: body.referrer ?? null,
      },
      context.now(),
    ),
  );

  /**
   * Stores one analytics call (analytics_events) at the sandbox's time and answers its id. The calls are stored one
   * after the other in the order they arrived, so the events' ids keep a visit's order: the funnel sends them without
   * waiting for each other, and on a PostgreSQL pool two inserts at once could otherwise take their ids in either order
   * (the studio's session explorer reads a visit's path by id).
   */
  let stored: Promise<unknown> = Promise.resolve();
  const logged = async (event: Omit<AnalyticsEventRecord, 'at'>) => {
    const at = context.now();
    const insert = stored.then(() => recordAnalyticsEvent(db, { ...event, at }));
    stored = insert.catch(() => undefined);
    return { logged: true as const, eventId: await insert };
  };

  register('analytics.logPageView', async ({ body }) =>
    logged({ kind: 'page-view', sessionKey: body.sessionKey, userId: body.userId, pageName: body.pageName, payload: body }),
  );
  register('analytics.logCustomEvent', async ({ body }) =>
    logged({ kind: 'custom-event', sessionKey: body.sessionKey, userId: body.userId, pageName: body.pageName, payload: body }),
  );
  register('analytics.logPartQuestions', async ({ body }) =>
    logged({ kind: 'part-questions', sessionKey: body.sessionKey, userId: body.userId ?? null, pageName: body.pageName, payload: body }),
  );
  register('analytics.digitalConsumerLog', async ({ body }) =>
    logged({ kind: 'digital-consumer', sessionKey: null, userId: null, pageName: null, payload: body }),
  );

  register('analytics.getExperiments', async ({ params }) => getUserExperiments(db, params.userId));

  // SPEC §7 front-end logger: the experiment data and application name headers are stored with the entry.
  register('logging.log', async ({ params, body, request }) => ({
    logged: true as const,
    level: params.level,
    entryId: await recordLogEntry(db, {
      level: params.level,
      entry: body.entry,
      applicationName: toHeaderText(request.headers['x-application-name']),
      experimentSettings: toHeaderText(request.headers['x-experiment-settings']),
      at: context.now(),
    }),
  }));

  // Sandbox-only, not SPEC §7: read back what was logged.
  registerAnalyticsQueries(app, db);
};

/** A header's value as one string (repeated headers joined), or null when absent. */
function toHeaderText(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}
