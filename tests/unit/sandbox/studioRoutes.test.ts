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
import { locateNavigationEdges } from '../../../engine/cli/journeys/locateNavigationEdges';
import { readConfigDir } from '../../../engine/cli/readConfigDir';
import { parseFunnelConfig } from '../../../engine/config/parseFunnelConfig';

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
    // Every rule funnel test counts, keyed as it keys them.
    const parsed = parseFunnelConfig(readConfigDir('funnel-config'));
    const ruleKeys = locateNavigationEdges(parsed.config!, parsed.sources).map((edge) => edge.key);
    expect(body.edges.map((edge) => edge.key).sort()).toEqual([...new Set(ruleKeys)].sort());
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

  it('finds a saved session by its order number (eon), whatever its case', async () => {
    // The seeded referral that became an order (api/sandbox/data/referrals.ts): saved before versions were recorded.
    const { status, body } = await getJson<StudioSession>('/sandbox/studio/api/session?eon=eon090001');
    expect(status).toBe(200);
    expect(body.saved).toMatchObject({ savedSessionId: 'referral-submitted', eon: 'EON090001', configVersion: null });
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

describe('a session resumed under another config version (issue #15 config versions)', () => {
  it('is counted on the versions page, and its path shows what the version rules kept and dropped', async () => {
    const older = 'a1b2c3d4e5f60718';
    const first = await visitor('A');
    await toQuote(first);
    await first.runtime.saveSession();
    const savedSessionId = first.runtime.getState().user.savedSessionId!;
    // The config changed since: the session was saved under another version, with the answers of a page since removed.
    await sandbox.db.query(
      `UPDATE saved_sessions SET user_data = jsonb_set(jsonb_set(user_data, '{configVersion}', to_jsonb($2::text)), '{pageData,retired-page}', '{"colour":"red"}')
       WHERE saved_session_id = $1`,
      [savedSessionId, older],
    );
    const before = (await getJson<StudioVersions>('/sandbox/studio/api/versions')).body.resumedUnderAnother;

    // The visitor comes back in a new browser session: the funnel cookie names the saved session.
    const again = createJourney(sandbox, { model, now: () => now, environment: { userAgent: 'studio-test', referrer: '' } });
    for (const name of [cookieNames.funnel, cookieNames.userId]) again.ports.cookieJar.set(name, first.ports.cookieJar.get(name)!);
    expect((await again.open('')).pageId).toBe('return-user');
    // Every page of the quote's way still exists: the answers are kept, the visit resumes on the quote.
    expect((await again.submit('return-user', {})).pageId).toBe('quote');
    expect(again.runtime.getState().user.pageData).not.toHaveProperty('retired-page');
    await again.settle();

    const { body: versions } = await getJson<StudioVersions>('/sandbox/studio/api/versions');
    expect(versions.resumedUnderAnother).toBe(before + 1);
    const { body: session } = await getJson<StudioSession>(`/sandbox/studio/api/session?savedSessionId=${savedSessionId}`);
    const lines = session.steps.flatMap((step) => step.decisions).filter((decision) => decision.kind === 'configVersion');
    expect(lines.map((decision) => decision.line)).toEqual([expect.stringContaining(`saved under config ${older.slice(0, 12)}, now ${model.contentHash.slice(0, 12)}: dropped the answers of removed pages retired-page`)]);
    // The visitor goes on: the next save records the version the funnel runs, without the removed page's answers.
    expect((await again.submit('quote', { isInsurance: false })).pageId).toBe('schedule');
    await again.runtime.saveSession();
    const [row] = await sandbox.db.query<{ user_data: { configVersion: string; pageData: Record<string, unknown> } }>(
      'SELECT user_data FROM saved_sessions WHERE saved_session_id = $1',
      [savedSessionId],
    );
    expect(row?.user_data.configVersion).toBe(model.contentHash);
    expect(row?.user_data.pageData).not.toHaveProperty('retired-page');
  });
});
