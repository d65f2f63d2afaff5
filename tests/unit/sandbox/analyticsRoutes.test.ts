import { beforeEach, describe, expect, it } from 'vitest';
import { operations } from '../../../engine/domain/operations';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { toRawRequest } from '../../harness/toRawRequest';

const start = new Date('2026-12-01T09:00:00Z');
let now = start;

const sandbox = useTestSandbox({ now: () => now });
beforeEach(() => {
  now = start;
});

const zero = '00000000-0000-0000-0000-000000000000';
/** A distinct UUID per test scenario, so scenarios sharing the database do not see each other's rows. */
const uuid = (n: number, kind: number) => `${String(n).padStart(8, '0')}-0000-4000-8000-${String(kind).padStart(12, '0')}`;
const minutes = (count: number) => new Date(start.getTime() + count * 60_000);

/** GET a sandbox-only query endpoint. */
async function getJson(url: string): Promise<{ status: number; body: any }> {
  const response = await sandbox.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('initialize (SPEC §4 session lifecycle, §7)', () => {
  it('answers a sessionKey and the sessionId sent, and stores the session', async () => {
    const [userId, deviceId, sessionId] = [uuid(1, 1), uuid(1, 2), uuid(1, 3)];
    const { status, body } = await sandbox.call('analytics.initialize', {
      userId,
      deviceId,
      sessionId,
      userAgent: 'Mozilla/5.0 (Test)',
      referrer: 'https://www.example.com/',
    });
    expect(status).toBe(200);
    expect(body.sessionId).toBe(sessionId);
    const rows = await sandbox.db.query('SELECT * FROM analytics_sessions WHERE session_key = $1', [body.sessionKey]);
    expect(rows).toEqual([
      expect.objectContaining({ session_id: sessionId, user_id: userId, device_id: deviceId, user_agent: 'Mozilla/5.0 (Test)', referrer: 'https://www.example.com/' }),
    ]);
  });

  it('answers the same key for the same session (ids in any case) and a new key for a new session', async () => {
    const [userId, deviceId] = [uuid(2, 1), uuid(2, 2)];
    const first = await sandbox.call('analytics.initialize', { userId, deviceId, sessionId: 'ABCDEF00-0000-4000-8000-000000000002' });
    const again = await sandbox.call('analytics.initialize', { userId, deviceId, sessionId: 'abcdef00-0000-4000-8000-000000000002' });
    const other = await sandbox.call('analytics.initialize', { userId, deviceId, sessionId: uuid(2, 3) });
    expect(again.body).toEqual(first.body);
    expect(other.body.sessionKey).not.toBe(first.body.sessionKey);
    const counts = await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM analytics_sessions WHERE user_id = $1', [userId]);
    expect(counts).toEqual([{ count: 2 }]);
  });

  it.each([
    { name: 'within 30 minutes of the start', next: 29, lastEvent: null, same: true },
    { name: 'after 30 minutes without events', next: 31, lastEvent: null, same: false },
    { name: 'within 30 minutes of the last event', next: 45, lastEvent: 20, same: true },
    { name: 'more than 30 minutes after the last event', next: 55, lastEvent: 20, same: false },
  ])('an all-zero sessionId resumes the device session $name: $same', async ({ next, lastEvent, same }) => {
    const userId = uuid(100 + next + (lastEvent ?? 0), 1);
    const deviceId = uuid(100 + next + (lastEvent ?? 0), 2);
    const first = await sandbox.call('analytics.initialize', { userId, deviceId, sessionId: zero });
    expect(first.body.sessionId).not.toBe(zero);
    if (lastEvent !== null) {
      now = minutes(lastEvent);
      await sandbox.call('analytics.logPageView', { userId, sessionKey: first.body.sessionKey, sessionId: first.body.sessionId, pageName: 'quote' });
    }
    now = minutes(next);
    const second = await sandbox.call('analytics.initialize', { userId, deviceId, sessionId: zero });
    expect(second.body.sessionId === first.body.sessionId).toBe(same);
    expect(second.body.sessionKey === first.body.sessionKey).toBe(same);
  });

  it.each([
    { body: { deviceId: uuid(3, 2), sessionId: uuid(3, 3) }, field: 'userId' },
    { body: { userId: 'not-a-uuid', deviceId: uuid(3, 2), sessionId: uuid(3, 3) }, field: 'userId' },
    { body: { userId: uuid(3, 1), deviceId: '', sessionId: uuid(3, 3) }, field: 'deviceId' },
    { body: { userId: uuid(3, 1), deviceId: uuid(3, 2), sessionId: 42 }, field: 'sessionId' },
    { body: { userId: uuid(3, 1), deviceId: uuid(3, 2), sessionId: uuid(3, 3), referrer: 'x'.repeat(2001) }, field: 'referrer' },
  ])('refuses a malformed $field with 400 naming it', async ({ body, field }) => {
    const { status, body: answer } = await sandbox.call('analytics.initialize', body);
    expect(status).toBe(400);
    expect(answer.field).toBe(field);
  });
});

describe('logged events are stored and can be queried (SPEC §7 analytics calls)', () => {
  const userId = uuid(4, 1);
  const sessionKey = uuid(4, 4);
  const sessionId = uuid(4, 3);

  it.each([
    {
      kind: 'page-view',
      operation: 'analytics.logPageView' as const,
      params: { userId, sessionKey, sessionId, pageName: 'quote', action: 'view', shouldUseSessionId: true, parentAccountNumber: '167132' },
      pageName: 'quote',
    },
    {
      kind: 'custom-event',
      operation: 'analytics.logCustomEvent' as const,
      params: { userId, sessionKey, sessionId, pageName: 'schedule', category: 'GLOBAL_ALERT', action: 'UNKNOWN_ERROR', label: 'x', value: 3 },
      pageName: 'schedule',
    },
    {
      kind: 'part-questions',
      operation: 'analytics.logPartQuestions' as const,
      params: { userId, sessionKey, pageName: 'part-questions', questions: [{ questionId: 'Q1', answerId: 'A2', answerText: 'No' }] },
      pageName: 'part-questions',
    },
    {
      kind: 'digital-consumer',
      operation: 'analytics.digitalConsumerLog' as const,
      params: { actionName: 'Submit', referralNumber: '123456', workOrderId: 'WO-1', conceptVariation: 'B', isConceptExposed: true },
      pageName: null,
    },
  ])('$operation is stored as kind $kind', async ({ kind, operation, params, pageName }) => {
    const { status, body } = await sandbox.call(operation, params);
    expect(status).toBe(200);
    expect(body.logged).toBe(true);
    const { body: query } = await getJson(`/sandbox/analytics/events?kind=${kind}&limit=1`);
    expect(query.events).toEqual([
      expect.objectContaining({
        eventId: body.eventId,
        kind,
        pageName,
        payload: { ...params, AppName: 'FMG' },
        createdAt: start.toISOString(),
      }),
    ]);
  });

  it('answers events newest first, filtered by session key, user and page name (any case), up to the limit', async () => {
    const otherUser = uuid(5, 1);
    const key = uuid(5, 4);
    for (const [index, pageName] of ['vehicle', 'vehicle-damage', 'quote', 'quote'].entries()) {
      now = minutes(index);
      await sandbox.call('analytics.logPageView', { userId: otherUser, sessionKey: key, sessionId: uuid(5, 3), pageName, event: `e${index}` });
    }
    const bySession = await getJson(`/sandbox/analytics/events?sessionKey=${key}`);
    expect(bySession.body.events.map((event: any) => event.payload.event)).toEqual(['e3', 'e2', 'e1', 'e0']);
    const byPage = await getJson(`/sandbox/analytics/events?userId=${otherUser.toUpperCase()}&pageName=QUOTE&limit=1`);
    expect(byPage.body.events.map((event: any) => event.payload.event)).toEqual(['e3']);
    const none = await getJson(`/sandbox/analytics/events?userId=${otherUser}&kind=custom-event`);
    expect(none.body.events).toEqual([]);
  });

  it('keeps the order of events sent without waiting for each other, as a visit sends them', async () => {
    const key = uuid(6, 4);
    const pages = Array.from({ length: 24 }, (_, index) => `page-${index}`);
    const answers = await Promise.all(
      pages.map((pageName, index) =>
        index % 2 === 0
          ? sandbox.call('analytics.logPageView', { userId: uuid(6, 1), sessionKey: key, sessionId: uuid(6, 3), pageName })
          : sandbox.call('analytics.logCustomEvent', { userId: uuid(6, 1), sessionKey: key, sessionId: uuid(6, 3), pageName, category: 'DECISION' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(pages.map(() => 200));
    const { body } = await getJson(`/sandbox/analytics/events?sessionKey=${key}&limit=100`);
    expect(body.events.map((event: any) => event.pageName).reverse()).toEqual(pages);
  });

  it.each([
    { query: 'kind=page-views', field: 'kind' },
    { query: 'limit=0', field: 'limit' },
    { query: 'limit=501', field: 'limit' },
    { query: 'limit=many', field: 'limit' },
    { query: `pageName=${'p'.repeat(101)}`, field: 'pageName' },
    { query: 'session=1', field: 'session' },
  ])('GET /sandbox/analytics/events?$query answers 400 naming $field', async ({ query, field }) => {
    const { status, body } = await getJson(`/sandbox/analytics/events?${query}`);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    expect(typeof body.message).toBe('string');
  });

  it.each([
    { name: 'a page view without sessionKey', operation: 'analytics.logPageView' as const, params: { userId, sessionId, pageName: 'quote' }, field: 'sessionKey' },
    { name: 'a page view with an empty page name', operation: 'analytics.logPageView' as const, params: { userId, sessionKey, sessionId, pageName: '' }, field: 'pageName' },
    { name: 'a custom event without category', operation: 'analytics.logCustomEvent' as const, params: { userId, sessionKey, sessionId, pageName: 'quote' }, field: 'category' },
    {
      name: 'an experiment without variationId',
      operation: 'analytics.logPageView' as const,
      params: { userId, sessionKey, sessionId, pageName: 'quote', experimentsForUser: [{ testId: 'display-msr' }] },
      field: 'experimentsForUser[0].variationId',
    },
    { name: 'part questions with none', operation: 'analytics.logPartQuestions' as const, params: { sessionKey, pageName: 'quote', questions: [] }, field: 'questions' },
    { name: 'a digital-consumer log without actionName', operation: 'analytics.digitalConsumerLog' as const, params: { workOrderId: 'W' }, field: 'actionName' },
  ])('refuses $name with 400 naming $field', async ({ operation, params, field }) => {
    // Raw requests: the API client turns a failed digital-consumer log into null (SPEC §8 step 1).
    const raw = toRawRequest(sandbox.contract.operations.get(operation)!, params);
    const response = await sandbox.app.inject({ method: 'POST', url: raw.url, payload: raw.body });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });
});

describe('the front-end logger (SPEC §7 POST /analytics/api/v1/logging/{level})', () => {
  const post = (level: string, payload: unknown, headers: Record<string, string> = {}) =>
    sandbox.app.inject({
      method: 'POST',
      url: operations['logging.log'].path.replace('{level}', level),
      payload: payload as object,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it.each(['log-information', 'log-warning', 'log-error', 'log-critical'])('stores a %s entry with the experiment and application headers', async (level) => {
    const settings = JSON.stringify({ DisplayMSR: true });
    const response = await post(level, { AppName: 'FMG', entry: { message: `at ${level}`, pageName: 'quote' } }, {
      'X-Experiment-Settings': settings,
      'X-Application-Name': 'FMG',
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({ logged: true, level, entryId: expect.any(String) });
    const { body } = await getJson(`/sandbox/logs?level=${level}&limit=1`);
    expect(body.entries).toEqual([
      {
        entryId: answer.entryId,
        level,
        entry: { message: `at ${level}`, pageName: 'quote' },
        applicationName: 'FMG',
        experimentSettings: settings,
        createdAt: start.toISOString(),
      },
    ]);
  });

  it('accepts a plain string entry through the API client', async () => {
    const { status, body } = await sandbox.call('logging.log', { level: 'log-warning', entry: 'Slow answer from parts' });
    expect(status).toBe(200);
    const logs = await getJson('/sandbox/logs?limit=1');
    expect(logs.body.entries[0]).toMatchObject({ entryId: body.entryId, entry: 'Slow answer from parts', applicationName: 'FMG' });
  });

  it.each([
    { entry: 'Card 4111111111111111 declined', stored: 'Card ************1111 declined' },
    { entry: 'Card 4111 1111 1111 1111 declined', stored: 'Card **** **** **** 1111 declined' },
    { entry: 'Amex 3782-822463-10005', stored: 'Amex ****-******-*0005' },
    { entry: 'thirteen 4222222222222 digits', stored: 'thirteen *********2222 digits' },
    { entry: 'nineteen 6011000990139424123 digits', stored: 'nineteen ***************4123 digits' },
    { entry: 'twelve 123456789012 and twenty 12345678901234567890 stay', stored: 'twelve 123456789012 and twenty 12345678901234567890 stay' },
    { entry: 'zip 85001, phone 602-555-0100, order 100001', stored: 'zip 85001, phone 602-555-0100, order 100001' },
    {
      entry: { message: 'pay failed', card: { number: 5555555555554444, typed: '5555 5555 5555 4444' }, tries: [4111111111111111] },
      stored: { message: 'pay failed', card: { number: '************4444', typed: '**** **** **** 4444' }, tries: ['************1111'] },
    },
  ])('masks card numbers before storing: $entry', async ({ entry, stored }) => {
    const response = await post('log-error', { AppName: 'FMG', entry });
    expect(response.statusCode).toBe(200);
    const { body } = await getJson('/sandbox/logs?level=log-error&limit=1');
    expect(body.entries[0].entry).toEqual(stored);
    const raw = await sandbox.db.query<{ entry: unknown }>('SELECT entry FROM log_entries WHERE id = $1::bigint', [response.json().entryId]);
    expect(JSON.stringify(raw[0]!.entry)).not.toMatch(/(?<![0-9])[0-9]{13,19}(?![0-9])/);
  });

  it('masks a card number in the experiment settings header too', async () => {
    const response = await post('log-information', { AppName: 'FMG', entry: 'x' }, { 'X-Experiment-Settings': '{"note":"4111111111111111"}' });
    expect(response.statusCode).toBe(200);
    const { body } = await getJson('/sandbox/logs?limit=1');
    expect(body.entries[0].experimentSettings).toBe('{"note":"************1111"}');
  });

  it.each([
    { level: 'log-debug', payload: { AppName: 'FMG', entry: 'x' }, field: 'level' },
    { level: 'information', payload: { AppName: 'FMG', entry: 'x' }, field: 'level' },
    { level: 'log-error', payload: { AppName: 'FMG' }, field: 'entry' },
    { level: 'log-error', payload: { AppName: 'FMG', entry: '' }, field: 'entry' },
    { level: 'log-error', payload: { AppName: 'FMG', entry: 12345 }, field: 'entry' },
    { level: 'log-error', payload: { AppName: 'FMG', entry: { pageName: 'quote' } }, field: 'entry' },
    { level: 'log-error', payload: { AppName: 'FMG', entry: 'x', level: 'log-error' }, field: 'level' },
    { level: 'log-error', payload: { entry: 'x' }, field: 'AppName' },
  ])('answers 400 naming $field for $level $payload', async ({ level, payload, field }) => {
    const response = await post(level, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it.each([
    { query: 'level=log-debug', field: 'level' },
    { query: 'limit=-1', field: 'limit' },
  ])('GET /sandbox/logs?$query answers 400 naming $field', async ({ query, field }) => {
    const { status, body } = await getJson(`/sandbox/logs?${query}`);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });
});

describe('get-experiments (SPEC §7 experiments for user)', () => {
  it("answers the experiments of the user's devices, exposed where an exposure was logged", async () => {
    const [userId, laptop, phone] = [uuid(6, 1), uuid(6, 2), uuid(6, 5)];
    await sandbox.call('analytics.initialize', { userId, deviceId: laptop, sessionId: uuid(6, 3) });
    await sandbox.call('analytics.initialize', { userId, deviceId: phone, sessionId: uuid(6, 4) });
    const site = await sandbox.call('experiments.run', { applicationName: 'FMG', deviceId: laptop, triggerEvent: 'SiteEntry' });
    const quote = await sandbox.call('experiments.run', { applicationName: 'FMG', deviceId: phone, triggerEvent: 'PageEntry', triggerValue: 'quote' });
    const msr = quote.body.find((experiment: any) => experiment.testId === 'display-msr');
    await sandbox.call('experiments.logExposure', { deviceId: phone, testId: 'display-msr', variationId: msr.variationId });

    const { status, body } = await sandbox.call('analytics.getExperiments', { userId });
    expect(status).toBe(200);
    const expected = [...site.body, ...quote.body].map((experiment: any) => ({ ...experiment, isExposed: experiment.testId === 'display-msr' }));
    expect(body).toEqual(expect.arrayContaining(expected));
    expect(body).toHaveLength(expected.length);
  });

  it('answers an empty list for a user the sandbox has never seen', async () => {
    const { status, body } = await sandbox.call('analytics.getExperiments', { userId: uuid(7, 1) });
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('answers 400 naming userId when it is not a UUID', async () => {
    const { status, body } = await sandbox.call('analytics.getExperiments', { userId: 'user-1' });
    expect(status).toBe(400);
    expect(body.field).toBe('userId');
  });
});
