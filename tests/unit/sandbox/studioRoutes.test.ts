/**
 * The studio's API (issue #15, /sandbox/studio/api/…): the flow map built from the compiled model and the config's
 * positions and stages, drop-off and edges counted from the analytics a headless visitor's walk stored, the session
 * explorer, config versions, and every query parameter checked (400 naming it).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudioDropOff, StudioMap, StudioSession, StudioVersions } from '../../../api/sandbox/studio/StudioTypes';
import { createJourney, type Journey } from '../../../engine/cli/journeys/createJourney';
import { cookieNames } from '../../../engine/domain/cookieNames';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });
const model = loadFunnelModel();

async function getJson<T = any>(url: string): Promise<{ status: number; body: T }> {
  const response = await sandbox.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
}

const avalon = { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' };
const windshield = { isRepair: false, glassToReplace: [{ glassLocation: 'Windshield', glassName: 'Front' }], willProvideVin: false };

let visitors = 0;

/**
 * A visitor through the runtime against the sandbox, with an experiment's variation forced. Headless visitors number
 * their ids from 1 each: this one gets a user and session id of its own, as a browser would.
 */
async function visitor(variation: string): Promise<Journey> {
  const journey = createJourney(sandbox, { model, now: () => now, environment: { userAgent: 'studio-test', referrer: '' } });
  visitors += 1;
  journey.ports.cookieJar.set(cookieNames.userId, `5717d10a-0000-4000-8000-${String(visitors).padStart(12, '0')}`);
  journey.ports.cookieJar.set(cookieNames.sessionId, `5717d10b-0000-4000-8000-${String(visitors).padStart(12, '0')}`);
  await journey.open('', `?experiments=suppress-vin-capture:${variation}`);
  await journey.submit('vehicle', avalon);
  return journey;
}

/** Walks on from vehicle-damage to the quote (no VIN, zip 85016: the Avalon has no question stages). */
async function toQuote(journey: Journey): Promise<void> {
  await journey.submit('vehicle-damage', windshield);
  await journey.submit('estimate', { vinSelection: 'none' });
  const stop = await journey.submit('service-zip', { zipCode: '85016' });
  expect(stop.pageId).toBe('quote');
  await journey.settle();
}

let quoted: Journey;
let left: Journey;

beforeAll(async () => {
  // Two visitors: one (variation B) walks to the quote; one (the control, A) leaves on vehicle-damage.
  quoted = await visitor('B');
  await toQuote(quoted);
  left = await visitor('A');
  await left.settle();
}, 120_000);

describe('GET /sandbox/studio/api/map', () => {
  it('has every page with its title, stage and file:line, and every rule as an edge keyed as funnel test keys it', async () => {
    const { status, body } = await getJson<StudioMap>('/sandbox/studio/api/map');
    expect(status).toBe(200);
    expect(body.version).toBe(model.contentHash);
    expect(body.hasPositions).toBe(true);
    expect(body.pages).toHaveLength(model.pageIds.length);
    expect(body.pages.find((page) => page.id === 'quote')).toMatchObject({
      title: 'Your quote',
      stage: 'quote',
      file: 'pages/quote.yaml',
      line: 3,
      experiments: expect.arrayContaining(['OfferServicePackageDiscount', 'DisplayMSR']),
    });
    // Virtual routes apart: the entry ones and the others.
    expect(body.pages.find((page) => page.id === 'auto-route')?.stage).toBe('entry');
    expect(body.pages.find((page) => page.id === 'restart')?.stage).toBe('routing');
    expect(body.stages.map((stage) => stage.id)).toEqual(['entry', 'vehicle', 'damage', 'identify', 'location', 'questions', 'quote', 'appointment', 'contact', 'payment', 'confirmation', 'return', 'routing']);
    expect(body.edges).toHaveLength(125);
    expect(body.edges.find((edge) => edge.key === 'quote|forward|1')).toMatchObject({ to: 'schedule', kind: 'forward', summary: 'Forward with cash', file: 'pages/quote.yaml' });
    // A sequence step past an earlier step is a skip; its words are its step's note.
    expect(body.edges.find((edge) => edge.key === 'service-zip|forward|2')).toMatchObject({ to: 'molding-questions', kind: 'skip', summary: 'With molding questions' });
    expect(body.edges.find((edge) => edge.key === 'auto-route|auto-route|0')).toMatchObject({ to: 'quote', kind: 'routing' });
  });
});

describe('GET /sandbox/studio/api/dropoff', () => {
  it('counts per page who reached it, went on and left, and per edge who took it', async () => {
    const { status, body } = await getJson<StudioDropOff>('/sandbox/studio/api/dropoff?from=2026-12-01&to=2026-12-01');
    expect(status).toBe(200);
    expect(body.visitors).toBe(2);
    expect(body.pages['vehicle']).toEqual({ reached: 2, wentOn: 2, left: 0 });
    expect(body.pages['vehicle-damage']).toEqual({ reached: 2, wentOn: 1, left: 1 });
    expect(body.pages['quote']).toEqual({ reached: 1, wentOn: 0, left: 1 });
    expect(body.edges['vehicle|forward|0']).toBe(2);
    expect(body.edges['vehicle-damage|forward|4']).toBe(1);
    expect(body.edges['service-zip|forward|4']).toBe(1);
  });

  it('filters by variation, and draws a funnel per variation of the experiment', async () => {
    const { body } = await getJson<StudioDropOff>('/sandbox/studio/api/dropoff?experiment=suppress-vin-capture&variation=B');
    expect(body.visitors).toBe(1);
    expect(body.pages['vehicle-damage']).toEqual({ reached: 1, wentOn: 1, left: 0 });
    const funnels: Record<string, StudioDropOff['funnels'][number]> = Object.fromEntries(body.funnels.map((funnel) => [funnel.variation, funnel]));
    expect(Object.keys(funnels)).toEqual(['A', 'B']);
    const reached = (variation: string, stage: string) => funnels[variation]!.steps.find((step) => step.stage === stage)?.reached;
    expect([reached('A', 'damage'), reached('A', 'quote')]).toEqual([1, 0]);
    expect([reached('B', 'damage'), reached('B', 'quote')]).toEqual([1, 1]);
    expect(funnels['B']!.steps.find((step) => step.stage === 'questions')?.optional).toBe(true);
    expect(body.experiments.find((experiment) => experiment.testId === 'suppress-vin-capture')?.variations.map((variation) => variation.visitors)).toEqual([1, 1]);
  });

  it('counts nobody outside the dates', async () => {
    const { body } = await getJson<StudioDropOff>('/sandbox/studio/api/dropoff?from=2026-12-02');
    expect(body.visitors).toBe(0);
    expect(body.edges).toEqual({});
  });
});

describe('GET /sandbox/studio/api/session', () => {
  it('finds a visit by its session key: its path, each step with the decisions taken there', async () => {
    const sessionKey = quoted.ports.cookieJar.get(cookieNames.sessionKey)!;
    const { status, body } = await getJson<StudioSession>(`/sandbox/studio/api/session?sessionKey=${sessionKey}`);
    expect(status).toBe(200);
    const shown = body.steps.filter((step) => step.shown).map((step) => step.page);
    expect(shown).toEqual(['vehicle', 'vehicle-damage', 'estimate', 'service-zip', 'quote']);
    // The way through the virtual routes first, in the order they decided.
    expect(body.steps.slice(0, 3).map((step) => step.page)).toEqual(['landing', 'load-session', 'auto-route']);
    const zip = body.steps.find((step) => step.page === 'service-zip')!;
    expect(zip.decisions.map((decision) => decision.line)).toContain(
      'molding-questions skipped (service-zip → forward): nonEmpty user.pageData.stages.moldingQuestions: is empty',
    );
    expect(body.saved?.configVersion).toBe(model.contentHash);
  });

  it('finds the same visit by its saved session id', async () => {
    const savedSessionId = quoted.runtime.getState().user.savedSessionId!;
    const { body } = await getJson<StudioSession>(`/sandbox/studio/api/session?savedSessionId=${savedSessionId}`);
    expect(body.saved?.savedSessionId).toBe(savedSessionId);
    expect(body.sessionKeys).toEqual([quoted.ports.cookieJar.get(cookieNames.sessionKey)!.toLowerCase()]);
    expect(body.steps.some((step) => step.page === 'quote' && step.shown)).toBe(true);
    // What the save kept of the trace, too.
    expect(body.savedDecisions.some((decision) => decision.kind === 'skip')).toBe(true);
  });

  it.each([
    { query: 'savedSessionId=nobody', field: 'savedSessionId' },
    { query: 'eon=EON999999', field: 'eon' },
    { query: 'sessionKey=00000000-0000-4000-8000-999999999999', field: 'sessionKey' },
  ])('answers 404 naming $field when nothing is found', async ({ query, field }) => {
    const { status, body } = await getJson(`/sandbox/studio/api/session?${query}`);
    expect(status).toBe(404);
    expect(body.field).toBe(field);
  });
});

describe('GET /sandbox/studio/api/sessions and versions', () => {
  it('lists the newest visits', async () => {
    const { body } = await getJson<{ sessions: Array<{ sessionKey: string; lastPage: string }> }>('/sandbox/studio/api/sessions?limit=5');
    expect(body.sessions.map((session) => session.lastPage)).toEqual(['vehicle-damage', 'quote']);
  });

  it('counts saved sessions per config version', async () => {
    const { body } = await getJson<StudioVersions>('/sandbox/studio/api/versions');
    expect(body.current).toBe(model.contentHash);
    expect(body.versions.find((row) => row.version === model.contentHash)?.sessions).toBe(2);
  });
});

describe('the studio API checks its query parameters', () => {
  it.each([
    { url: '/sandbox/studio/api/dropoff?from=2026-1-5', field: 'from' },
    { url: '/sandbox/studio/api/dropoff?to=2026-02-30', field: 'to' },
    { url: '/sandbox/studio/api/dropoff?from=2026-12-02&to=2026-12-01', field: 'to' },
    { url: '/sandbox/studio/api/dropoff?variation=B', field: 'variation' },
    { url: '/sandbox/studio/api/dropoff?experiment=', field: 'experiment' },
    { url: '/sandbox/studio/api/dropoff?page=quote', field: 'page' },
    { url: '/sandbox/studio/api/sessions?limit=0', field: 'limit' },
    { url: '/sandbox/studio/api/sessions?limit=ten', field: 'limit' },
    { url: '/sandbox/studio/api/session', field: 'savedSessionId' },
    { url: '/sandbox/studio/api/session?savedSessionId=a&eon=b', field: 'eon' },
    { url: `/sandbox/studio/api/session?sessionKey=${'x'.repeat(101)}`, field: 'sessionKey' },
  ])('$url → 400 naming $field', async ({ url, field }) => {
    const { status, body } = await getJson(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'Bad Request', field });
    expect(body.message).toContain(field);
  });
});
