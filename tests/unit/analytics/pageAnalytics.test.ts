/**
 * SPEC §2 "after each page, log consumer activity, a page view, experiment data and order data to analytics", the
 * SPEC §3 event bus and the SPEC §9 logging option, through the runtime with in-memory ports and, for the contract,
 * the real API client against the test sandbox.
 */
import { produce } from 'immer';
import { describe, expect, it, vi } from 'vitest';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { analyticsCategories, toPageAnalyticsCalls } from '../../../engine/domain/toPageAnalyticsCalls';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { createJourney } from '../../harness/createJourney';
import { createMemoryPorts, fail } from '../../../engine/cli/journeys/createMemoryPorts';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const model = loadFunnelModel();
const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

/** A state with everything personal filled in, to prove none of it is sent. */
const personal = produce(createInitialState(), (s) => {
  Object.assign(s.session, { userId: '11111111-1111-4111-8111-111111111111', sessionKey: '22222222-2222-4222-8222-222222222222', sessionId: '33333333-3333-4333-8333-333333333333' });
  Object.assign(s.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', vin: '2HGFC2FK3LH500001' });
  s.order.vehicle.registration.licensePlate = 'CIVIC20';
  Object.assign(s.order.customer, { firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com', phoneNumber: '6025550143' });
  Object.assign(s.order.serviceLocation, { address: '1200 N Central Ave', city: 'Phoenix', zipCode: '85004' });
  s.order.damage.isRepair = false;
  s.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
  s.order.payment.ccToken.lastFour = '4242';
  s.order.payment.ccToken.billToFirstName = 'Ada';
  s.order.referralSequenceNumber = 'SEQ-9';
  s.order.referralNumber = '910000100';
  s.order.payment.parentAccountNumber = '167132';
  s.order.cashPriceSubTotal = 412.5;
  s.user.experiments = [
    { universeId: 'u1', universeName: 'Funnel', testId: 'T-VIN', variationId: 'V2', variationName: 'suppress', assignmentId: 'a1', isExposed: true, isActive: true, settings: { SuppressVinCapture: true } },
  ];
});

describe('toPageAnalyticsCalls (SPEC §2, §7)', () => {
  it('sends consumer activity, a page view, experiment data and order data, in that order', () => {
    const calls = toPageAnalyticsCalls(personal, 'quote');
    expect(calls.map((call) => [call.operation, call.params.category ?? null])).toEqual([
      ['analytics.digitalConsumerLog', null],
      ['analytics.logPageView', null],
      ['analytics.logCustomEvent', analyticsCategories.experimentData],
      ['analytics.logCustomEvent', analyticsCategories.orderData],
    ]);
    expect(calls[0]!.params).toEqual({
      actionName: 'PageView:quote',
      referralSequenceNumber: 'SEQ-9',
      referralNumber: '910000100',
      workOrderId: null,
      workOrderNumber: null,
      conceptVariation: 'T-VIN:suppress',
      isConceptExposed: true,
    });
    expect(calls[1]!.params).toMatchObject({
      userId: personal.session.userId,
      sessionKey: personal.session.sessionKey,
      sessionId: personal.session.sessionId,
      pageName: 'quote',
      shouldUseSessionId: true,
      referralSequenceNumber: 'SEQ-9',
      parentAccountNumber: '167132',
      experimentsForUser: [expect.objectContaining({ testId: 'T-VIN', variationId: 'V2', isExposed: true })],
    });
    expect(calls[2]!.params).toMatchObject({ action: 'quote', label: 'T-VIN=suppress', value: 1 });
    expect(JSON.parse(calls[3]!.params.label as string)).toMatchObject({ vehicle: '2020 Honda Civic 4 Door Sedan', damage: 'Replace', glass: ['Windshield Front'] });
    expect(calls[3]!.params.value).toBe(412.5);
  });

  it('never sends personal data (names, email, phone, address, zip, VIN, plate, card)', () => {
    const sent = JSON.stringify(toPageAnalyticsCalls(personal, 'payment'));
    for (const secret of ['Ada', 'Lovelace', 'ada@example.com', '6025550143', '1200 N Central', 'Phoenix', '85004', '2HGFC2FK3LH500001', 'CIVIC20', '4242']) {
      expect(sent).not.toContain(secret);
    }
  });

  it('uses the all-zero UUID for a session not yet initialised (SPEC §4) and null concept data without experiments', () => {
    const calls = toPageAnalyticsCalls(createInitialState(), 'vehicle');
    expect(calls[1]!.params).toMatchObject({ userId: '00000000-0000-0000-0000-000000000000', shouldUseSessionId: false, experimentsForUser: [] });
    expect(calls[0]!.params).toMatchObject({ conceptVariation: null, isConceptExposed: null });
    expect(calls[2]!.params).toMatchObject({ label: null, value: 0 });
  });
});

/** A runtime over in-memory ports; `analyticsFails` makes every analytics logging call fail with a 500. */
function setup(options: { initial?: (s: FunnelState) => void; analyticsFails?: boolean } = {}) {
  const failing = () => fail(500);
  const ports = createMemoryPorts({
    'analytics.initialize': { sessionKey: '22222222-2222-4222-8222-222222222222', sessionId: '33333333-3333-4333-8333-333333333333' },
    'vehicle.years': [2020],
    ...(options.analyticsFails
      ? { 'analytics.logPageView': failing, 'analytics.logCustomEvent': failing, 'analytics.digitalConsumerLog': failing }
      : { 'analytics.logPageView': { logged: true }, 'analytics.logCustomEvent': { logged: true }, 'analytics.digitalConsumerLog': { logged: true } }),
  });
  const runtime = createFunnelRuntime({ model, ports, initialState: produce(createInitialState(), (s) => options.initial?.(s)) });
  const analyticsCalls = () => ports.calls.filter((call) => /^analytics\.(logPageView|logCustomEvent|digitalConsumerLog)$/.test(call.operation));
  return { runtime, ports, analyticsCalls };
}

describe('the runtime logs analytics after each page (SPEC §2)', () => {
  it('a shown page logs its four calls once, with the session the page entry initialised', async () => {
    const { runtime, analyticsCalls } = setup();
    expect(await runtime.enter('vehicle')).toEqual({ type: 'render', pageId: 'vehicle' });
    await vi.waitFor(() => expect(analyticsCalls()).toHaveLength(4));
    const pageViews = analyticsCalls().filter((call) => call.operation === 'analytics.logPageView');
    expect(pageViews).toEqual([
      { operation: 'analytics.logPageView', params: expect.objectContaining({ pageName: 'vehicle', sessionKey: '22222222-2222-4222-8222-222222222222' }) },
    ]);
  });

  it('a virtual route that redirects logs no page, only its decision (DESIGN principle 12)', async () => {
    const { runtime, analyticsCalls } = setup();
    expect((await runtime.enter('landing')).type).toBe('redirect');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(analyticsCalls()).toEqual([
      {
        operation: 'analytics.logCustomEvent',
        params: expect.objectContaining({ category: 'DECISION', action: 'handler', label: 'landing: handler landing → loadSession: rule 1 → load-session', pageName: 'landing' }),
      },
    ]);
  });

  it('failing analytics calls do not change what the visitor sees', async () => {
    const { runtime, analyticsCalls } = setup({ analyticsFails: true });
    expect(await runtime.enter('vehicle')).toEqual({ type: 'render', pageId: 'vehicle' });
    await vi.waitFor(() => expect(analyticsCalls()).toHaveLength(4));
    expect(runtime.getAlerts()).toEqual([]);
    expect(runtime.getState().user.hasTriggeredError).toBe(false);
  });

  it('logEvent sends a custom event with the session fields and the last page shown', async () => {
    const { runtime, ports } = setup();
    await runtime.enter('vehicle');
    await runtime.analytics.logEvent({ category: 'API_ERROR', action: '/parts/api/v1/parts/wipers/{carId}', label: 'Status Code Error' });
    expect(ports.calls.at(-1)).toEqual({
      operation: 'analytics.logCustomEvent',
      params: expect.objectContaining({ category: 'API_ERROR', pageName: 'vehicle', sessionId: '33333333-3333-4333-8333-333333333333', label: 'Status Code Error' }),
    });
  });
});

describe('SPEC §9 logging option and the SPEC §3 event bus', () => {
  it.each([
    ['?log=last5', 'last5'],
    ['?LOG=true', 'all'],
    ['?log=off', null],
  ])('%s sets the logging option to %s and is consumed', async (search, expected) => {
    const { runtime } = setup({ initial: (s) => void (s.user.loggingOption = 'all') });
    await runtime.enter('vehicle', search);
    expect(runtime.getState().user.loggingOption).toBe(expected);
    expect(runtime.getState().query.log).toBeUndefined();
  });

  it('without a log parameter the option stays as it was', async () => {
    const { runtime } = setup({ initial: (s) => void (s.user.loggingOption = 'last5') });
    await runtime.enter('vehicle');
    expect(runtime.getState().user.loggingOption).toBe('last5');
  });

  it('an alert (here page not found, SPEC §8) is recorded on the event bus with its category and subcategory', async () => {
    const { runtime } = setup();
    await runtime.enterRoute('no-such-page');
    expect(runtime.getState().user.eventBus).toContainEqual(expect.objectContaining({ category: 'GLOBAL_ALERT', subCategory: 'PAGE_NOT_FOUND' }));
  });

  it('an invalid page prerequisite pushes a PAGE_ERROR event naming the cause and page (SPEC §8)', async () => {
    const { runtime } = setup();
    expect((await runtime.enter('quote')).type).toBe('redirect');
    expect(runtime.getState().user.eventBus).toContainEqual({ category: 'PAGE_ERROR', subCategory: 'invalid-page-prerequisites', eventValue: 'quote' });
  });
});

describe('analytics against the sandbox (the contract accepts every call)', () => {
  it('a journey vehicle → vehicle-damage stores one page view per page for its session key, and nothing bails out', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('');
    await journey.submit('vehicle', { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' });
    const sessionKey = journey.runtime.getState().session.sessionKey!;
    const stored = async (kind: string) => {
      const answer = await sandbox.app.inject({ method: 'GET', url: `/sandbox/analytics/events?kind=${kind}&sessionKey=${sessionKey}` });
      return (answer.json() as { events: Array<{ pageName: string | null; payload: Record<string, unknown> }> }).events;
    };
    await vi.waitFor(async () => expect((await stored('page-view')).map((event) => event.pageName).reverse()).toEqual(['vehicle', 'vehicle-damage']));
    // Per page, experiment data and order data; besides them, the decision trace's events (DESIGN principle 12).
    const afterPages = async () => (await stored('custom-event')).filter((event) => event.payload.category !== 'DECISION');
    await vi.waitFor(async () => expect(await afterPages()).toHaveLength(4));
    const categories = (await afterPages()).map((event) => event.payload.category).sort();
    expect(categories).toEqual(['EXPERIMENT_DATA', 'EXPERIMENT_DATA', 'ORDER_DATA', 'ORDER_DATA']);
    expect(journey.bailOuts).toEqual([]);
  });
});
