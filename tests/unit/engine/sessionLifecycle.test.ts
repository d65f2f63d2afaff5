/**
 * SPEC §4 session lifecycle and §9 cookie lifetimes, run headless through the runtime: which cookies a visit writes,
 * for how long, what the session initialisation sends, the all-zero UUID for empty ids, and the SPEC §3 funnel cookie
 * fields another funnel sets (ShouldResetState, DidHeritageFunnelUpdateLast, SuppressConceptFunnel).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { cookieNames, emptyUuid } from '../../../engine/domain/cookieNames';
import { getCookieLifetimes } from '../../../engine/domain/getCookieLifetimes';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { toSentId } from '../../../engine/domain/toSentId';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts, fail, type FakeAnswer } from '../../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const model = loadFunnelModel();
const minute = 60;
const day = 86_400;

/** Memory ports whose cookie port also records each write's options (lifetime and path). */
function setup(options: { initialize?: FakeAnswer; recipe?: (s: FunnelState) => void; cookies?: Record<string, string> } = {}) {
  const ports = createMemoryPorts({ 'analytics.initialize': options.initialize ?? { sessionKey: 'KEY-1', sessionId: 'SID-1' }, 'experiments.run': [] });
  const writes: Array<{ name: string; value: string; maxAgeSeconds?: number; path?: string }> = [];
  const set = ports.cookies.set;
  ports.cookies.set = (name, value, cookieOptions) => {
    writes.push({ name, value, ...cookieOptions });
    set(name, value, cookieOptions);
  };
  for (const [name, value] of Object.entries(options.cookies ?? {})) ports.cookieJar.set(name, value);
  const runtime = createFunnelRuntime({ model, ports, initialState: produce(createInitialState(), (s) => void options.recipe?.(s)) });
  const lastWrite = (name: string) => writes.filter((write) => write.name === name).at(-1);
  return { runtime, ports, writes, lastWrite };
}

describe('SPEC §9 cookie lifetimes', () => {
  it.each([
    ['session id', cookieNames.sessionId, 30 * minute],
    ['session key', cookieNames.sessionKey, 30 * minute],
    ['user id', cookieNames.userId, 7 * day],
    ['device id', cookieNames.deviceId, 365 * day],
  ])('a first visit writes the %s cookie (%s) for %i seconds, at path /', async (_name, cookie, seconds) => {
    const { runtime, lastWrite } = setup();
    await runtime.enter('vehicle');
    expect(lastWrite(cookie)).toMatchObject({ maxAgeSeconds: seconds, path: '/' });
  });

  it.each([
    ['sessionId', 'cookieSessionIdMinutes', 30 * minute],
    ['sessionKey', 'cookieSessionKeyMinutes', 30 * minute],
    ['userId', 'cookieUserIdDays', 7 * day],
    ['deviceId', 'cookieDeviceIdDays', 365 * day],
    ['affiliate', 'cookieAffiliateDays', 100_000 * day],
    ['commission', 'cookieCommissionDays', 395 * day],
  ] as const)('funnel.yaml %s lifetime (%s) is the SPEC’s %i seconds', (name, _constant, seconds) => {
    expect(getCookieLifetimes(model.funnel.constants)[name]).toBe(seconds);
  });

  it('the funnel cookie is written at path / (SPEC §9) for the device id’s year', async () => {
    const { runtime, lastWrite } = setup({ recipe: (s) => void (s.cookie.ReferralNumber = '910000100') });
    await runtime.enter('vehicle');
    expect(lastWrite(cookieNames.funnel)).toMatchObject({ path: '/', maxAgeSeconds: 365 * day });
  });

  it('every page visit refreshes the funnel cookie and the session id, user id and session key timeouts (SPEC §4)', async () => {
    const { runtime, writes } = setup({ recipe: (s) => void (s.cookie.ReferralNumber = '910000100') });
    await runtime.enter('vehicle');
    const firstVisit = writes.length;
    await runtime.enter('vehicle');
    const refreshed = writes.slice(firstVisit).map((write) => write.name);
    expect(refreshed).toEqual(expect.arrayContaining([cookieNames.funnel, cookieNames.sessionId, cookieNames.userId, cookieNames.sessionKey]));
  });
});

describe('SPEC §4 session initialisation', () => {
  it('without session cookies: sends user id, device id, session id, user agent and referrer; stores sessionKey and sessionId', async () => {
    const ports = createMemoryPorts({ 'analytics.initialize': { sessionKey: 'KEY-9', sessionId: 'SID-9' } });
    const runtime = createFunnelRuntime({ model, ports, environment: { userAgent: 'Test/1.0', referrer: 'https://search.example/' } });
    await runtime.enter('vehicle');
    const sent = ports.calls.find((call) => call.operation === 'analytics.initialize')?.params;
    expect(sent).toEqual({
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      deviceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userAgent: 'Test/1.0',
      referrer: 'https://search.example/',
    });
    expect(runtime.getState().session).toMatchObject({ sessionKey: 'KEY-9', sessionId: 'SID-9', userId: sent?.userId, deviceId: sent?.deviceId });
    expect(ports.cookieJar.get(cookieNames.sessionKey)).toBe('KEY-9');
    expect(ports.cookieJar.get(cookieNames.sessionId)).toBe('SID-9');
  });

  it('with session cookies: no new session; the cookies’ ids are kept', async () => {
    const { runtime, ports } = setup({
      cookies: { [cookieNames.userId]: 'U-1', [cookieNames.deviceId]: 'D-1', [cookieNames.sessionId]: 'S-1', [cookieNames.sessionKey]: 'K-1' },
    });
    await runtime.enter('vehicle');
    expect(ports.calls.filter((call) => call.operation === 'analytics.initialize')).toEqual([]);
    expect(runtime.getState().session).toMatchObject({ userId: 'U-1', deviceId: 'D-1', sessionId: 'S-1', sessionKey: 'K-1' });
  });

  it('after a submission (createNewSession) the next visit starts a new session, once', async () => {
    const { runtime, ports } = setup({
      cookies: { [cookieNames.userId]: 'U-1', [cookieNames.deviceId]: 'D-1', [cookieNames.sessionId]: 'S-1', [cookieNames.sessionKey]: 'K-1' },
      recipe: (s) => void (s.session.createNewSession = true),
    });
    await runtime.enter('vehicle');
    await runtime.enter('vehicle');
    expect(ports.calls.filter((call) => call.operation === 'analytics.initialize')).toHaveLength(1);
    expect(runtime.getState().session).toMatchObject({ userId: 'U-1', sessionKey: 'KEY-1', sessionId: 'SID-1', createNewSession: false });
  });

  // SPEC §9 session timeout and analytics session timeout (30 minutes each), counted from the previous page visit.
  it.each([
    ['29 minutes after the last page: the session goes on', 29, { sessionId: 'S-1', sessionKey: 'K-1' }, 0],
    ['31 minutes after the last page: a new session, the SiteEntry experiments again', 31, { sessionId: 'SID-1', sessionKey: 'KEY-1' }, 1],
  ])('%s', async (_name, idleMinutes, session, siteEntries) => {
    const { runtime, ports } = setup({
      cookies: { [cookieNames.userId]: 'U-1', [cookieNames.deviceId]: 'D-1', [cookieNames.sessionId]: 'S-1', [cookieNames.sessionKey]: 'K-1' },
      recipe: (s) => {
        s.cookie.LastTouched = new Date(Date.parse('2026-11-22T12:00:00Z') - idleMinutes * 60_000).toISOString();
        s.user.triggeredSiteEntry = true;
      },
    });
    ports.setNow(Date.parse('2026-11-22T12:00:00Z'));
    await runtime.enter('vehicle');
    expect(runtime.getState().session).toMatchObject({ userId: 'U-1', ...session });
    // The first page does not wait for the experiments (it reads no setting): they run after it is shown.
    await runtime.idle();
    expect(ports.calls.filter((call) => call.operation === 'experiments.run' && call.params.triggerEvent === 'SiteEntry')).toHaveLength(siteEntries);
    expect(runtime.getState().cookie.LastTouched).toBe('2026-11-22T12:00:00.000Z');
  });
});

describe('SPEC §4 empty ids use the all-zero UUID', () => {
  it.each([
    [null, emptyUuid],
    [undefined, emptyUuid],
    ['', emptyUuid],
    ['   ', emptyUuid],
    ['0b7c7d4e-0000-4000-8000-000000000001', '0b7c7d4e-0000-4000-8000-000000000001'],
  ])('toSentId(%j) → %s', (id, sent) => {
    expect(toSentId(id)).toBe(sent);
  });

  it.each([
    ['the initialisation fails', fail(503), emptyUuid, '00000000-0000-4000-8000-000000000003'],
    ['the answer has no session key', { sessionId: 'SID-2' }, emptyUuid, 'SID-2'],
    ['the answer’s session key is empty', { sessionKey: '', sessionId: '' }, emptyUuid, '00000000-0000-4000-8000-000000000003'],
  ])('when %s, the session key is the all-zero UUID', async (_name, initialize, sessionKey, sessionId) => {
    const { runtime, ports } = setup({ initialize });
    expect((await runtime.enter('vehicle')).type).toBe('render');
    expect(runtime.getState().session).toMatchObject({ sessionKey, sessionId });
    expect(ports.cookieJar.get(cookieNames.sessionKey)).toBe(sessionKey);
  });

  it.each([
    ['fails', fail(503)],
    ['answers no session key', { sessionId: 'SID-2' }],
  ])('when the initialisation %s, the all-zero session key is kept: the next pages do not initialise again', async (_name, initialize) => {
    const { runtime, ports } = setup({ initialize });
    await runtime.enter('vehicle');
    await runtime.enter('vehicle-damage');
    await runtime.enter('vehicle');
    expect(ports.calls.filter((call) => call.operation === 'analytics.initialize')).toHaveLength(1);
    expect(runtime.getState().session.sessionKey).toBe(emptyUuid);
  });

  it.each([
    ['empty', ''],
    ['the all-zero UUID', emptyUuid],
  ])('a user id cookie that is %s gets a real id, and a session is initialised', async (_name, value) => {
    const { runtime, ports } = setup({ cookies: { [cookieNames.userId]: value, [cookieNames.sessionId]: 'S-1', [cookieNames.sessionKey]: 'K-1' } });
    await runtime.enter('vehicle');
    const userId = runtime.getState().session.userId;
    expect(userId).not.toBe(emptyUuid);
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ports.cookieJar.get(cookieNames.userId)).toBe(userId);
  });
});

describe('SPEC §3 funnel cookie fields set by another funnel', () => {
  const funnelCookie = (fields: Record<string, unknown>) => ({ [cookieNames.funnel]: JSON.stringify(fields) });
  const withAnswers = (s: FunnelState) => {
    Object.assign(s.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' });
    s.user.experiments = [
      { universeId: 'U', universeName: 'u', testId: 'T', variationId: 'V', variationName: 'v', assignmentId: 'A', isExposed: false, isActive: true, settings: {} },
    ];
    s.user.affiliateCookies = { google_cpc_Track: 'source=google&medium=cpc' };
    s.session.isSessionLoaded = true;
  };

  it('ShouldResetState resets the state once (experiments and affiliate cookies kept) and clears the flag', async () => {
    const { runtime, ports } = setup({ recipe: withAnswers, cookies: funnelCookie({ ShouldResetState: true, SavedSessionId: 'SAVED-1' }) });
    expect(await runtime.enter('vehicle')).toEqual({ type: 'render', pageId: 'vehicle' });
    const state = runtime.getState();
    expect(state.order.vehicle.year).toBeNull();
    expect(state.user.experiments).toHaveLength(1);
    expect(state.user.affiliateCookies).toEqual({ google_cpc_Track: 'source=google&medium=cpc' });
    expect(state.cookie).toMatchObject({ ShouldResetState: null, SavedSessionId: 'SAVED-1' });
    expect(JSON.parse(ports.cookieJar.get(cookieNames.funnel) ?? '{}')).not.toHaveProperty('ShouldResetState');
    // Acting once: answers given afterwards stay.
    runtime.update((draft) => void (draft.order.vehicle.year = 2021));
    await runtime.enter('vehicle');
    expect(runtime.getState().order.vehicle.year).toBe(2021);
  });

  it('ShouldResetState keeps the parameters of the link being entered (SPEC §2: stored once, consumed once) and the logging option', async () => {
    const { runtime } = setup({ recipe: withAnswers, cookies: funnelCookie({ ShouldResetState: true }) });
    await runtime.enter('landing', '?rn=910000100&_source=google&_medium=cpc&log=last5');
    const state = runtime.getState();
    expect(state.order.vehicle.year).toBeNull();
    expect(state.order.referralNumber ?? state.cookie.ReferralNumber).toBe('910000100');
    expect(Object.keys(state.user.affiliateCookies).some((name) => name.startsWith('google_cpc'))).toBe(true);
    expect(state.user.loggingOption).toBe('last5');
  });

  it('a new session (30 minutes later) is a new visit: the experiments run their SiteEntry trigger again', async () => {
    const { runtime, ports } = setup();
    // The first page reads no setting: the experiments run after it is shown (issue #12).
    await runtime.enter('vehicle');
    await runtime.idle();
    expect(runtime.getState().user.triggeredSiteEntry).toBe(true);
    ports.cookieJar.delete(cookieNames.sessionId);
    ports.cookieJar.delete(cookieNames.sessionKey);
    await runtime.enter('vehicle');
    await runtime.idle();
    const siteEntries = ports.calls.filter((call) => call.operation === 'experiments.run' && call.params.triggerEvent === 'SiteEntry');
    expect(siteEntries).toHaveLength(2);
  });

  it('ShouldResetState false changes nothing', async () => {
    const { runtime } = setup({ recipe: withAnswers, cookies: funnelCookie({ ShouldResetState: false }) });
    await runtime.enter('vehicle');
    expect(runtime.getState().order.vehicle.year).toBe(2020);
  });

  it.each([
    [true, false],
    [false, true],
  ])('DidHeritageFunnelUpdateLast %s: the saved session is loaded again (isSessionLoaded %s)', async (flag, loaded) => {
    const { runtime } = setup({ recipe: withAnswers, cookies: funnelCookie({ DidHeritageFunnelUpdateLast: flag, SavedSessionId: 'SAVED-1' }) });
    await runtime.enter('vehicle');
    expect(runtime.getState().session.isSessionLoaded).toBe(loaded);
  });

  it.each([
    [true, { type: 'redirect', to: 'heritage' }],
    ['True', { type: 'redirect', to: 'heritage' }],
    [false, { type: 'render', pageId: 'vehicle' }],
  ])('SuppressConceptFunnel %j in the cookie alone → %j (SPEC §2 rule 2)', async (flag, outcome) => {
    const { runtime } = setup({ cookies: funnelCookie({ SuppressConceptFunnel: flag }) });
    expect(await runtime.enter('vehicle')).toMatchObject(outcome);
  });
});

describe('SPEC §4 an expired saved session', () => {
  it.each([
    ['a day ago', '2026-11-21T12:00:00Z', true],
    ['in a day', '2026-11-23T12:00:00Z', false],
  ])('timeout %s (%s): expired %s', async (_name, timeout, expired) => {
    const { runtime } = setup({
      recipe: (s) => void Object.assign(s.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' }),
      cookies: { [cookieNames.funnel]: JSON.stringify({ SavedSessionTimeoutDate: timeout, SavedSessionId: 'SAVED-1' }) },
    });
    const outcome = await runtime.enter('vehicle-damage');
    const alerts = runtime.getAlerts().map((alert) => alert.text);
    if (expired) {
      expect(outcome).toMatchObject({ type: 'redirect', to: 'error', reason: 'expired-session' });
      expect(runtime.getState().order.vehicle.year).toBeNull();
      expect(runtime.getState().cookie.SavedSessionId).toBeNull();
      expect(alerts).toContain("Your saved order has expired (saved orders are kept for 45 days), so you're starting a new one.");
      // The error route then shows the SPEC §8 banner and goes to the first page.
      expect(await runtime.enter('error')).toMatchObject({ type: 'redirect', to: 'vehicle' });
      expect(runtime.getAlerts().map((alert) => alert.text)).toContain("We're sorry, something went wrong.");
    } else {
      expect(outcome).toEqual({ type: 'render', pageId: 'vehicle-damage' });
      expect(alerts).toEqual([]);
    }
  });
});
