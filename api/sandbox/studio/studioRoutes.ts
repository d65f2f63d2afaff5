import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { journeyCoverageDir } from '../../../engine/cli/journeys/journeyCoverageReport';
import { RequestError } from '../http/RequestError';
import { toValidationError } from '../http/toValidationError';
import type { SandboxPluginOptions } from '../SandboxContext';
import { createStudioSources, type StudioSources } from './createStudioSources';
import { findStudioSession, getStudioSessions, getStudioVersions, type StudioSessionQuery } from './findStudioSession';
import { getStudioDropOff, type DropOffFilter } from './getStudioDropOff';
import { toStudioMap } from './toStudioMap';

/** The repository (the studio's build, the config and the cache are found from it, as createSandbox finds dist/). */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Where the studio is served. */
export const studioBasePath = '/sandbox/studio/';

/** The studio's build (renderers/studio/vite.config.ts): STUDIO_DIST_DIR, else <repo>/dist-studio. */
export function getStudioDistDir(): string {
  return resolve(process.env.STUDIO_DIST_DIR || join(repoRoot, 'dist-studio'));
}

/** What /sandbox/studio/ answers (503) while the studio is not built. */
export const studioNotBuiltMessage = 'The studio is not built yet: run `npm run build` (or `npm run build:studio`).';

const date = (name: string) => ({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-invalid': `${name} must be a day written yyyy-mm-dd, such as 2026-12-01.` });
const text = (name: string) => ({ type: 'string', minLength: 1, maxLength: 100, 'x-invalid': `${name} must be 1 to 100 characters.` });
const schemaErrorFormatter = (errors: Parameters<typeof toValidationError>[0], dataVar: string) => toValidationError(errors, dataVar);

/**
 * The product owner's studio (issue #15), served by the sandbox (and so by `npm run dev`, which embeds it): the app
 * at /sandbox/studio/ (its own Vite build, never part of the funnel's bundle) and its API under
 * /sandbox/studio/api/… (sandbox-only, not SPEC §7 calls, not in the contract; each query parameter checked, a bad
 * one answering 400 naming it):
 * - GET map → the flow map (pages, stages, edges, file:line);
 * - GET coverage → the journeys of funnel-config/journeys and the edges each took (`funnel test`'s coverage);
 * - GET dropoff?from=&to=&experiment=&variation= → reached / went on / left per page, visitors per edge, funnels;
 * - GET sessions?limit= → the newest visits; GET session?savedSessionId=|sessionKey=|eon= → one visit's path and trace;
 * - GET versions → saved sessions per config version.
 */
export const studioRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  const configDir = resolve(process.env.FUNNEL_CONFIG_DIR || join(repoRoot, 'funnel-config'));
  const sources: StudioSources = createStudioSources({ configDir, cacheDir: journeyCoverageDir, displayRoot: repoRoot });
  const { db } = context;

  app.get('/sandbox/studio/api/map', async () => {
    const model = context.getModel();
    return toStudioMap(model, sources.getSource(model));
  });

  app.get('/sandbox/studio/api/coverage', async () => sources.getCoverage(context.getModel()));

  app.get(
    '/sandbox/studio/api/dropoff',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { from: date('from'), to: date('to'), experiment: text('experiment'), variation: text('variation') },
        },
      },
      schemaErrorFormatter,
    },
    async (request) => {
      const filter = request.query as DropOffFilter;
      for (const name of ['from', 'to'] as const) {
        const day = filter[name];
        if (day !== undefined && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
          throw new RequestError(400, name, `${name} must be a day of the calendar, not ${day}.`);
        }
      }
      if (filter.from && filter.to && filter.to < filter.from) throw new RequestError(400, 'to', `to (${filter.to}) must be on or after from (${filter.from}).`);
      if (filter.variation !== undefined && filter.experiment === undefined) throw new RequestError(400, 'variation', 'variation needs the experiment it belongs to.');
      const model = context.getModel();
      return getStudioDropOff(db, model, toStudioMap(model, sources.getSource(model)), filter);
    },
  );

  app.get(
    '/sandbox/studio/api/sessions',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 20, 'x-invalid': 'limit must be a whole number from 1 to 200.' } },
        },
      },
      schemaErrorFormatter,
    },
    async (request) => ({ sessions: await getStudioSessions(db, (request.query as { limit: number }).limit) }),
  );

  app.get(
    '/sandbox/studio/api/session',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { savedSessionId: text('savedSessionId'), sessionKey: text('sessionKey'), eon: text('eon') },
        },
      },
      schemaErrorFormatter,
    },
    async (request) => {
      const query = request.query as StudioSessionQuery;
      const given = (['savedSessionId', 'sessionKey', 'eon'] as const).filter((name) => query[name] !== undefined);
      if (given.length === 0) throw new RequestError(400, 'savedSessionId', 'Give one of savedSessionId, sessionKey or eon.');
      if (given.length > 1) throw new RequestError(400, given[1]!, `Give one of savedSessionId, sessionKey or eon, not ${given.join(' and ')}.`);
      return findStudioSession(db, query);
    },
  );

  app.get('/sandbox/studio/api/versions', async () => getStudioVersions(db, context.getModel().contentHash));

  // The app: its build's files; index.html (revalidated) for the studio's address, hashed assets cached for a year.
  const distDir = getStudioDistDir();
  const notBuilt = (reply: FastifyReply) =>
    reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(studioNotBuiltMessage);
  app.get('/sandbox/studio', async (_request, reply) => reply.redirect(studioBasePath, 302));
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/sandbox/studio/api/') && !existsSync(join(distDir, 'index.html'))) return notBuilt(reply);
    });
    await scope.register(fastifyStatic, {
      root: distDir,
      prefix: studioBasePath,
      decorateReply: false,
      cacheControl: false,
      suppressWarning: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', resolve(filePath).startsWith(join(distDir, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
};
