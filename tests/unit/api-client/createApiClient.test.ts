import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientContext, type ApiClientOptions } from '../../../api/client/createApiClient';
import type { OperationName } from '../../../engine/domain/operations';
import type { ApiCallError } from '../../../engine/runtime/ports';
import { createFakeAdapter, type FakeReply } from './createFakeAdapter';
import { loadFunnelConstants } from '../../harness/loadFunnelConstants';

const applicationName = 'FMG-Funnel';

/** A context with every header value set. */
const fullContext: ApiClientContext = {
  experimentSettings: { newSchedule: true, variant: 'B' },
  sessionSequenceNumber: 'S-100',
  referralSequenceNumber: 'R-200',
  eon: 'EON-7',
  logEnabled: true,
};

/** funnel.yaml lastFiveLoggingCharacters (SPEC §9: 5). */
const { lastFiveLoggingCharacters } = loadFunnelConstants();

/** A client over a fake adapter, with spies on every host callback and sequential transaction ids. */
function setUp(reply?: (url: string) => FakeReply, overrides: Partial<ApiClientOptions> = {}) {
  const fake = createFakeAdapter(reply && ((request) => reply(request.url)));
  let nextId = 0;
  const onBailOut = vi.fn();
  const onAnalyticsEvent = vi.fn();
  const client = createApiClient({
    applicationName,
    getContext: () => fullContext,
    uuid: () => `tx-${++nextId}`,
    onBailOut,
    onAnalyticsEvent,
    adapter: fake.adapter,
    ...overrides,
  });
  return { client, requests: fake.requests, onBailOut, onAnalyticsEvent };
}

/** The rejection of a call that must fail. */
async function rejectionOf(promise: Promise<unknown>): Promise<ApiCallError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiCallError;
  }
  throw new Error('expected the call to reject');
}

describe('createApiClient: paths, query strings and bodies (SPEC §7)', () => {
  it.each<[string, OperationName, Record<string, unknown>, string]>([
    ['path params only', 'location.zip', { zip: '02139', damageKind: 'Repair' }, '/location/api/v1/location/zip/02139/Repair'],
    [
      'path params encoded, the rest in the query',
      'vehicle.models',
      { year: 2020, make: 'Land Rover/Range', trim: 'a&b' },
      '/vehicle/api/v1/vehicle/Models/2020/Land%20Rover%2FRange?trim=a%26b',
    ],
    [
      'query only, arrays and line items indexed, nulls dropped',
      'location.serviceability',
      {
        zip: '02139',
        carId: 42,
        lineItems: [{ partNumber: 'FW1' }, { partNumber: 'FW2' }],
        isHeavyTruckVehicle: false,
        parentAccountNumber: null,
      },
      '/location/api/v1/location/serviceability-details?zip=02139&carId=42' +
        '&lineItems%5B0%5D%5BpartNumber%5D=FW1&lineItems%5B1%5D%5BpartNumber%5D=FW2&isHeavyTruckVehicle=false',
    ],
    ['no params at all', 'vehicle.years', {}, '/vehicle/api/v1/vehicle/years'],
  ])('GET %s', async (_case, operation, params, url) => {
    const { client, requests } = setUp(() => ({ status: 200, data: { ok: operation } }));
    await expect(client.call(operation, params)).resolves.toEqual({ ok: operation });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(url);
    expect(requests[0]?.body).toBeUndefined();
  });

  it('GET with path params and query params together', async () => {
    const { client, requests } = setUp();
    await client.call('parts.wipers', { carId: 77, zip: '02139', partNumbers: ['W1', 'W2'] });
    expect(requests[0]?.url).toBe('/parts/api/v1/parts/wipers/77/02139?partNumbers%5B0%5D=W1&partNumbers%5B1%5D=W2');
  });

  it('POST sends the params as a JSON body with AppName added', async () => {
    const { client, requests } = setUp(() => ({ status: 200, data: { carId: 9 } }));
    await expect(client.call('vehicle.lookupByVin', { vin: '1HGCM82633A004352', logEnabled: true })).resolves.toEqual({
      carId: 9,
    });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/vehicle/api/v1/vehicle/lookup' });
    expect(requests[0]?.headers['Content-Type']).toMatch(/^application\/json/);
    expect(requests[0]?.body).toEqual({ vin: '1HGCM82633A004352', logEnabled: true, AppName: applicationName });
  });

  it('POST with no params still sends AppName, and a caller cannot override it', async () => {
    const { client, requests } = setUp();
    await client.call('experiments.run');
    await client.call('order.sign', { AppName: 'other', signature: 'x' });
    expect(requests.map((request) => request.body)).toEqual([
      { AppName: applicationName },
      { AppName: applicationName, signature: 'x' },
    ]);
  });

  it('prefixes the base URL', async () => {
    const { client, requests } = setUp(undefined, { baseURL: 'https://consumer.example.test' });
    await client.call('vehicle.makes', { year: 2021 });
    expect(requests[0]?.url).toBe('https://consumer.example.test/vehicle/api/v1/vehicle/Makes/2021');
  });

  it.each<[string, Record<string, unknown>]>([
    ['absent', { make: 'Honda' }],
    ['null', { year: null, make: 'Honda' }],
    ['blank', { year: '', make: 'Honda' }],
    ['an object', { year: { value: 2020 }, make: 'Honda' }],
  ])('rejects before any request when a path param is %s', async (_case, params) => {
    const { client, requests, onBailOut, onAnalyticsEvent } = setUp();
    await expect(client.call('vehicle.models', params, { logErrors: true })).rejects.toThrow(/"year"/);
    expect(requests).toHaveLength(0);
    expect(onBailOut).not.toHaveBeenCalled();
    expect(onAnalyticsEvent).not.toHaveBeenCalled();
  });
});

describe('createApiClient: headers (SPEC §7)', () => {
  it('sends all seven headers, reading the context on every call, with a new transaction id per call', async () => {
    let context: ApiClientContext = fullContext;
    const { client, requests } = setUp(undefined, { getContext: () => context });
    await client.call('vehicle.years');
    context = { ...fullContext, experimentSettings: {}, eon: 'EON-8', logEnabled: false };
    await client.call('vehicle.lookupByVin', { vin: 'V' });

    expect(requests[0]?.headers).toMatchObject({
      'X-Experiment-Settings': '{"newSchedule":true,"variant":"B"}',
      'X-Application-Name': applicationName,
      'X-Session-Sequence-Number': 'S-100',
      'X-Referral-Sequence-Number': 'R-200',
      'X-Transaction-Id': 'tx-1',
      'X-Eon': 'EON-7',
      'X-Log-Enabled': 'true',
    });
    expect(requests[1]?.headers).toMatchObject({
      'X-Experiment-Settings': '{}',
      'X-Transaction-Id': 'tx-2',
      'X-Eon': 'EON-8',
      'X-Log-Enabled': 'false',
    });
  });

  it('omits a header whose value is null', async () => {
    const { client, requests } = setUp(undefined, {
      getContext: () => ({ ...fullContext, sessionSequenceNumber: null, referralSequenceNumber: null, eon: null }),
    });
    await client.call('vehicle.years');
    const names = Object.keys(requests[0]?.headers ?? {});
    expect(names).toEqual(
      expect.arrayContaining(['X-Experiment-Settings', 'X-Application-Name', 'X-Transaction-Id', 'X-Log-Enabled']),
    );
    expect(names).not.toContain('X-Session-Sequence-Number');
    expect(names).not.toContain('X-Referral-Sequence-Number');
    expect(names).not.toContain('X-Eon');
  });

  it('escapes non-ASCII experiment settings so the header stays legal and still parses back', async () => {
    const settings = { label: 'Café ✓' };
    const { client, requests } = setUp(undefined, { getContext: () => ({ ...fullContext, experimentSettings: settings }) });
    await client.call('vehicle.years');
    const header = requests[0]?.headers['X-Experiment-Settings'] ?? '';
    expect(header).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(header)).toEqual(settings);
  });

  it('defaults to random UUID transaction ids', async () => {
    const { client, requests } = setUp(undefined, { uuid: undefined });
    await client.call('vehicle.years');
    await client.call('vehicle.years');
    const ids = requests.map((request) => request.headers['X-Transaction-Id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe('createApiClient: failed calls (SPEC §8, in order)', () => {
  const recalParams = {
    carId: 123,
    partNumber: 'P1',
    recalType: 'static',
    parent: '167132',
    zip: '85001',
    appName: 'FMG',
    referralSeq: '9',
  };

  it.each([
    [409, [409], false],
    [409, [], true],
    [500, [409], true],
  ])('a %i answer with expectedStatuses %j: rejects with its response; bails out: %s', async (status, expectedStatuses, bailsOut) => {
    const { client, onBailOut } = setUp(() => ({ status, data: { error: 'Conflict', field: 'order.schedule.startTime', message: 'Taken.' } }));
    const failure = await rejectionOf(client.call('order.saveSession', { order: {} }, { expectedStatuses }));
    expect(failure.status).toBe(status);
    expect(failure.response?.data).toMatchObject({ field: 'order.schedule.startTime' });
    expect(onBailOut).toHaveBeenCalledTimes(bailsOut ? 1 : 0);
  });

  it('step 1: a failed digital-consumer log resolves null, without event or bail-out', async () => {
    const { client, onBailOut, onAnalyticsEvent } = setUp(() => ({ status: 500, data: 'down' }));
    await expect(
      client.call('analytics.digitalConsumerLog', { actionName: 'x' }, { logErrors: true, pageName: 'quote' }),
    ).resolves.toBeNull();
    expect(onBailOut).not.toHaveBeenCalled();
    expect(onAnalyticsEvent).not.toHaveBeenCalled();
  });

  it('a 404 rejects with the response but does not bail out', async () => {
    const { client, onBailOut } = setUp(() => ({ status: 404, data: { missing: true } }));
    const error = await rejectionOf(client.call('location.alertReasons', { ctu: 'C1' }, { pageName: 'service-zip' }));
    expect(error).toMatchObject({
      name: 'ApiCallError',
      label: 'Status Code Error',
      status: 404,
      endpoint: '/location/api/v1/location/alert-reasons/{ctu}',
      response: { status: 404, data: { missing: true } },
    });
    expect(error).toBeInstanceOf(Error);
    expect(onBailOut).not.toHaveBeenCalled();
  });

  it('a 500 bails out with cause, page and trimmed endpoint, and rejects with the response', async () => {
    const { client, onBailOut, requests } = setUp(() => ({ status: 500, data: { error: 'boom' } }));
    const error = await rejectionOf(client.call('parts.recalParts', { ...recalParams, extra: 1 }, { pageName: 'quote' }));
    expect(requests[0]?.url).toBe('/parts/api/v1/parts/recal-parts/123/P1/static/167132/85001/FMG/9?extra=1');
    expect(onBailOut).toHaveBeenCalledTimes(1);
    expect(onBailOut).toHaveBeenCalledWith({
      cause: 'Response error 500',
      page: 'quote',
      endpoint: '/parts/api/v1/parts/recal-parts/{carId}',
    });
    expect(error).toMatchObject({
      label: 'Status Code Error',
      status: 500,
      endpoint: '/parts/api/v1/parts/recal-parts/{carId}',
      response: { status: 500, data: { error: 'boom' } },
    });
  });

  it.each<[string, FakeReply, string, number | null, string]>([
    [
      'network error',
      { network: true },
      'A network error occurred. This could be a bad URL, a CORS issue, or a dropped internet connection. It is impossible for us to know.',
      null,
      'Response error 0',
    ],
    ['no response', { noResponse: true }, 'The request was made but no response was received', null, 'Response error 0'],
    ['something else thrown', { throws: new Error('adapter broke') }, 'Error', null, 'Response error 0'],
    ['503', { status: 503 }, 'Status Code Error', 503, 'Response error 503'],
    ['400', { status: 400, data: { field: 'zip' } }, 'Status Code Error', 400, 'Response error 400'],
  ])('%s: label, status and bail-out cause', async (_case, reply, label, status, cause) => {
    const { client, onBailOut } = setUp(() => reply);
    const error = await rejectionOf(client.call('vehicle.years'));
    expect(error.label).toBe(label);
    expect(error.status).toBe(status);
    expect(error.response === null).toBe(status === null);
    expect(onBailOut).toHaveBeenCalledWith({ cause, page: null, endpoint: '/vehicle/api/v1/vehicle/years' });
  });

  it('step 2: logErrors sends an API_ERROR analytics event with the log path and label', async () => {
    const { client, onAnalyticsEvent } = setUp(() => ({ status: 502 }));
    await rejectionOf(client.call('parts.wipers', { carId: 5, zip: '02139', secret: 'x' }, { logErrors: true }));
    expect(onAnalyticsEvent).toHaveBeenCalledTimes(1);
    expect(onAnalyticsEvent).toHaveBeenCalledWith({
      category: 'API_ERROR',
      action: '/parts/api/v1/parts/wipers/{carId}',
      label: 'Status Code Error',
    });
  });

  it('without logErrors no analytics event is sent', async () => {
    const { client, onAnalyticsEvent, onBailOut } = setUp(() => ({ status: 500 }));
    await rejectionOf(client.call('vehicle.years'));
    expect(onAnalyticsEvent).not.toHaveBeenCalled();
    expect(onBailOut).toHaveBeenCalledTimes(1);
  });

  it('never puts param values in events, bail-outs or the rejection endpoint', async () => {
    const { client, onAnalyticsEvent, onBailOut } = setUp(() => ({ status: 500 }));
    const error = await rejectionOf(
      client.call('analytics.getExperiments', { userId: 'user-secret-1' }, { logErrors: false, pageName: 'vehicle' }),
    );
    await rejectionOf(client.call('location.zip', { zip: '99501', damageKind: 'Repair' }, { logErrors: true }));
    const logged = JSON.stringify([onAnalyticsEvent.mock.calls, onBailOut.mock.calls, error.endpoint, error.message]);
    expect(logged).not.toContain('user-secret-1');
    expect(logged).not.toContain('99501');
    expect(onBailOut).toHaveBeenCalledTimes(2);
  });

  it('analytics and logging calls never emit analytics events (no loop through a host that logs via analytics)', async () => {
    const { client, onAnalyticsEvent } = setUp(() => ({ status: 500 }));
    await rejectionOf(client.call('analytics.logPageView', { pageName: 'quote' }, { logErrors: true }));
    expect(onAnalyticsEvent).not.toHaveBeenCalled();
  });

  // SPEC §8: only the digital-consumer log fails silently; the other analytics calls bail out like any call.
  it.each([
    ['analytics.logPageView', { pageName: 'quote' }],
    ['analytics.logCustomEvent', { pageName: 'quote', category: 'ORDER_DATA' }],
    ['analytics.initialize', { userId: 'u' }],
    ['analytics.getExperiments', { userId: 'u' }],
  ] as const)('a failed %s (503) bails out and rejects', async (operation, params) => {
    const { client, onBailOut } = setUp(() => ({ status: 503 }));
    const error = await rejectionOf(client.call(operation, params));
    expect(error.status).toBe(503);
    expect(onBailOut).toHaveBeenCalledTimes(1);
  });

  it('a failed front-end log line rejects but never bails out', async () => {
    const { client, onBailOut } = setUp(() => ({ status: 500 }));
    const error = await rejectionOf(client.call('logging.log', { level: 'log-error', entry: 'x' }));
    expect(error.status).toBe(500);
    expect(onBailOut).not.toHaveBeenCalled();
  });

  it('a throwing host callback does not replace the rejection', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { client } = setUp(() => ({ status: 500, data: 'body' }), {
        onBailOut: () => {
          throw new Error('host broke');
        },
      });
      const error = await rejectionOf(client.call('vehicle.years'));
      expect(error).toMatchObject({ status: 500, response: { status: 500, data: 'body' } });
      expect(consoleError).toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('createApiClient: response events (SPEC §8, successful calls)', () => {
  it('logResponses sends an API_RESPONSE event with page name and params-free endpoint', async () => {
    const { client, onAnalyticsEvent } = setUp(undefined, { logResponses: true });
    await client.call('location.closestShops', { zip: '02139', carId: 7 }, { pageName: 'shop-select' });
    expect(onAnalyticsEvent).toHaveBeenCalledWith({
      category: 'API_RESPONSE',
      action: '/location/api/v1/location/closest-applicable-shops/{zip}',
      label: 'shop-select',
    });
  });

  // SPEC §9 logging option (state.user.loggingOption, from the `log` parameter): on, last-5, or off.
  it.each([
    { option: 'all', value: 'tx-000000123456' },
    { option: 'last5', value: '23456' },
  ])('logging option $option logs each response with its transaction id as $value', async ({ option, value }) => {
    const { client, onAnalyticsEvent } = setUp(undefined, { logging: { getOption: () => option, lastFiveLoggingCharacters }, uuid: () => 'tx-000000123456' });
    await client.call('vehicle.makes', { year: 2020 }, { pageName: 'vehicle' });
    expect(onAnalyticsEvent).toHaveBeenCalledWith({
      category: 'API_RESPONSE',
      action: '/vehicle/api/v1/vehicle/Makes/{year}',
      label: 'vehicle',
      value,
    });
  });

  it.each([null, 'bogus', undefined])('logging option %s logs no responses', async (option) => {
    const { client, onAnalyticsEvent } = setUp(undefined, { logging: { getOption: () => option, lastFiveLoggingCharacters } });
    await client.call('vehicle.years', {}, { pageName: 'vehicle' });
    expect(onAnalyticsEvent).not.toHaveBeenCalled();
  });

  it('with the last-5 option an error event carries the last 5 characters of its transaction id', async () => {
    const { client, onAnalyticsEvent } = setUp(() => ({ status: 502 }), { logging: { getOption: () => 'last5', lastFiveLoggingCharacters }, uuid: () => 'abcdef-98765' });
    await rejectionOf(client.call('vehicle.years', {}, { logErrors: true }));
    expect(onAnalyticsEvent).toHaveBeenCalledWith({ category: 'API_ERROR', action: '/vehicle/api/v1/vehicle/years', label: 'Status Code Error', value: '98765' });
  });

  it('without logResponses successful calls send nothing', async () => {
    const { client, onAnalyticsEvent } = setUp();
    await client.call('vehicle.years', {}, { pageName: 'vehicle' });
    expect(onAnalyticsEvent).not.toHaveBeenCalled();
  });
});

describe('while the page first loads (issue #12)', () => {
  it('sends a request once the task that made it is over, and at once afterwards', async () => {
    let starting = true;
    const { client, requests } = setUp(undefined, { sendsAfterTask: () => starting });
    const first = client.call('vehicle.years', {});
    // Everything this task still does (its microtasks included) happens before the request goes.
    await Promise.resolve();
    await Promise.resolve();
    expect(requests).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.map((request) => request.url)).toEqual(['/vehicle/api/v1/vehicle/years']);
    await first;

    starting = false;
    const second = client.call('vehicle.years', {});
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(requests).toHaveLength(2);
    await second;
  });
});
