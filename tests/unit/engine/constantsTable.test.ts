// @vitest-environment jsdom
/**
 * SPEC §9: every constant of funnel.yaml is read by the code that implements it. One row per constant: the constant
 * is changed in a copy of the config, the funnel compiled again, and what a user or caller notices changes with it
 * (a cookie's lifetime, a redirect, a logged value, a chunk size, a fade…). The shipped value's behaviour is checked
 * too, so each row also says what the SPEC's value does. A constant without a row fails the last test.
 */
import { createElement } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { produce } from 'immer';
import { createFunnelRouter } from '../../../renderers/app/createFunnelRouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnalyticsEvent, ApiClient } from '../../../api/client/createApiClient';
import { readConfigDir } from '../../../engine/cli/readConfigDir';
import { compileFunnel } from '../../../engine/compile/compileFunnel';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import { parseFunnelConfig } from '../../../engine/config/parseFunnelConfig';
import type { FunnelConfig, FunnelConstants } from '../../../engine/config/types';
import { conditionGuards } from '../../../engine/domain/conditionGuards';
import { cookieNames } from '../../../engine/domain/cookieNames';
import { commissionCookieName } from '../../../engine/domain/toCommissionCookie';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { createFunnelRuntime, type FunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { evaluateCondition } from '../../../engine/runtime/evaluateCondition';
import { createBrowserPorts } from '../../../renderers/app/createBrowserPorts';
import { createCrossTabSync } from '../../../renderers/app/createCrossTabSync';
import { createPageResolver } from '../../../renderers/app/createPageResolver';
import { ChatClientContext } from '../../../renderers/app/chat/ChatClientContext';
import { ChatWidget } from '../../../renderers/app/chat/ChatWidget';
import type { ChatClient } from '../../../renderers/app/chat/createChatClient';
import { FunnelApp } from '../../../renderers/app/FunnelApp';
import { RuntimeContext } from '../../../renderers/app/RuntimeContext';
import { createMemoryPorts, fail, type FakeAnswer, type MemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { createFakeAdapter } from '../api-client/createFakeAdapter';

// Every page's code never arrives (vitest.config gives the build's validators module an empty stand-in), so the chunk-load
// timeout is what ends the wait.
vi.mock('../../../renderers/pages', () => ({ pageRenderers: new Proxy({}, { get: () => () => new Promise(() => undefined) }) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const shippedConfig: FunnelConfig = (() => {
  const { config } = parseFunnelConfig(readConfigDir('funnel-config'));
  if (!config) throw new Error('funnel-config/ does not parse');
  return config;
})();
const shippedModel = compileFunnel(shippedConfig);

/** The funnel compiled again with one constant changed in a copy of funnel-config. */
function modelWith<K extends keyof FunnelConstants>(constant: K, value: FunnelConstants[K]): FunnelModel {
  const config = structuredClone(shippedConfig);
  config.funnel.constants[constant] = value;
  return compileFunnel(config);
}

const minute = 60_000;
const now = Date.parse('2026-11-22T12:00:00Z');
const session = { 'analytics.initialize': { sessionKey: 'KEY-NEW', sessionId: 'SID-NEW' }, 'experiments.run': [] };
/** Cookies of a session under way (SPEC §4: no initialisation needed). */
const sessionCookies = { [cookieNames.userId]: 'U-1', [cookieNames.deviceId]: 'D-1', [cookieNames.sessionId]: 'S-1', [cookieNames.sessionKey]: 'K-1' };

/** A headless visit of one page: the runtime over memory ports, every cookie write recorded with its options. */
async function visit(
  model: FunnelModel,
  pageId: string,
  options: { search?: string; state?: (draft: FunnelState) => void; cookies?: Record<string, string>; answers?: Partial<Record<string, FakeAnswer>> } = {},
) {
  const ports: MemoryPorts = createMemoryPorts({ ...session, ...options.answers });
  ports.setNow(now);
  const writes: Array<{ name: string; value: string; maxAgeSeconds?: number; path?: string }> = [];
  const set = ports.cookies.set;
  ports.cookies.set = (name, value, cookieOptions) => {
    writes.push({ name, value, ...cookieOptions });
    set(name, value, cookieOptions);
  };
  for (const [name, value] of Object.entries(options.cookies ?? {})) ports.cookieJar.set(name, value);
  const runtime = createFunnelRuntime({ model, ports, initialState: produce(createInitialState(), (draft) => void options.state?.(draft)) });
  const outcome = await runtime.enter(pageId, options.search ?? '');
  // What the page's calls go on with while it is shown (issue #12 whileShown: the quote's price) is part of the visit.
  await runtime.idle();
  const lastWrite = (name: string) => writes.filter((write) => write.name === name).at(-1);
  return { runtime, ports, outcome, lastWrite };
}

/** Where entering a page leads: the page shown, or the page redirected to. */
const whereTo = (outcome: Awaited<ReturnType<FunnelRuntime['enter']>>) =>
  outcome.type === 'redirect' ? `redirect to ${outcome.to}` : outcome.type === 'render' ? `shows ${outcome.pageId}` : outcome.type;

/** The lifetime, in seconds, the first visit gives a session cookie. */
const cookieLifetime = (cookie: string) => async (model: FunnelModel) => (await visit(model, 'vehicle')).lastWrite(cookie)?.maxAgeSeconds;

/** A visit with a session under way whose last page was seen 15 minutes ago: which session it ends in. */
const sessionAfterFifteenIdleMinutes = async (model: FunnelModel) => {
  const { runtime, ports } = await visit(model, 'vehicle', {
    cookies: sessionCookies,
    state: (draft) => void (draft.cookie.LastTouched = new Date(now - 15 * minute).toISOString()),
    answers: { 'analytics.initialize': (params: Record<string, unknown>) => ({ sessionKey: 'KEY-NEW', sessionId: params.sessionId }) },
  });
  const { sessionId, sessionKey } = runtime.getState().session;
  const initialised = ports.calls.filter((call) => call.operation === 'analytics.initialize').map((call) => call.params.sessionId);
  return { sessionId: sessionId === 'S-1' ? 'kept' : 'new', sessionKey, initialisedWithSessionId: initialised.map((id) => (id === 'S-1' ? 'kept' : 'new')) };
};

/** A campaign link's landing: the tracking cookie written (SPEC §2, §5). */
const trackingCookie = (search: string, name: (model: FunnelModel) => string | undefined) => async (model: FunnelModel) => {
  const { lastWrite, runtime } = await visit(model, 'landing', { search });
  const written = name(model) ?? Object.keys(runtime.getState().user.affiliateCookies)[0]!;
  return lastWrite(written);
};

/** SPEC §4: an insured visitor with a verified status and this deductible, entering the vehicle page. */
const verifiedWithDeductible = (deductible: number) => async (model: FunnelModel) =>
  whereTo(
    (
      await visit(model, 'vehicle', {
        state: (draft) => {
          draft.order.payment.insuranceCoverage.coverageStatus = 'Verified';
          draft.order.policy.currentDeductible = deductible;
        },
      })
    ).outcome,
  );

/** The last-5 logging option's value of an API response event, through the browser's ports. */
const loggedValueOfAResponse = async (model: FunnelModel) => {
  const events: ApiAnalyticsEvent[] = [];
  let state = produce(createInitialState(), (draft) => void (draft.user.loggingOption = 'last5'));
  const ports = createBrowserPorts({
    model,
    getState: () => state,
    update: (recipe) => void (state = produce(state, recipe)),
    onBailOut: () => undefined,
    onAnalyticsEvent: (event) => void events.push(event),
  });
  const fake = createFakeAdapter(() => ({ status: 200, data: [2020] }));
  (ports.api as ApiClient).axios.defaults.adapter = fake.adapter;
  await ports.api.call('vehicle.years', {}, { pageName: 'vehicle' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const transactionId = String(fake.requests[0]!.headers['X-Transaction-Id']);
  const value = String(events.find((event) => event.category === 'API_RESPONSE')?.value);
  return { characters: value.length, isTheTransactionIdsEnd: transactionId.endsWith(value) };
};

/** The --route-fade the layout sets for the page's fade out and in (SPEC §2, §9). */
const routeFade = async (model: FunnelModel) => {
  const runtime = createFunnelRuntime({ model, ports: createMemoryPorts(), initialState: createInitialState() });
  const router = createFunnelRouter({ basename: '', resolve: async () => ({ type: 'render', pageId: 'vehicle', Component: () => 'page' }), window });
  const { container } = render(createElement(RuntimeContext, { value: runtime }, createElement(FunnelApp, { router })));
  await act(async () => router.start());
  return (container.querySelector('.app') as HTMLElement).style.getPropertyValue('--route-fade');
};

/**
 * After five landings (each one decision of the trace: landing → load-session), how many decisions the user's event
 * bus keeps and how many the runtime lists for the visit (DESIGN principle 12).
 */
const decisionsAfterFiveLandings = async (model: FunnelModel) => {
  const { runtime } = await visit(model, 'landing');
  for (let landings = 1; landings < 5; landings += 1) await runtime.enter('landing');
  return {
    onTheEventBus: runtime.getState().user.eventBus.filter((entry) => entry.category === 'DECISION').length,
    listed: runtime.getDecisions().length,
  };
};

/**
 * How many times the chat asks whether a live agent is available (SPEC §4 chat) in the first `seconds`, on the quote
 * with the live agent offered; with `failing`, every ask fails (the wait doubles up to its maximum).
 */
const agentStatusAsks = (seconds: number, failing: boolean) => async (model: FunnelModel) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const getAgentStatus = vi.fn(async () => {
    if (failing) throw new Error('The chat service is down');
    return { available: false, agentName: null };
  });
  const runtime = createFunnelRuntime({ model, ports: createMemoryPorts(), initialState: createInitialState() });
  const widget = createElement(ChatWidget, { pageId: 'quote', hasPage: true, chat: { assistant: true, liveAgent: true } });
  const client = { getAgentStatus } as unknown as ChatClient;
  render(createElement(RuntimeContext, { value: runtime }, createElement(ChatClientContext, { value: client }, widget)));
  await act(async () => void (await vi.advanceTimersByTimeAsync(seconds * 1000)));
  return getAgentStatus.mock.calls.length;
};

/** How long a page's code may take before it fails as a chunk-load error (SPEC §8, §9): the error shown. */
const chunkLoadFailure = async (model: FunnelModel) => {
  vi.useFakeTimers();
  const runtime = createFunnelRuntime({ model, ports: createMemoryPorts(), initialState: createInitialState() });
  const loading = createPageResolver(runtime, window)('/vehicle', '');
  await vi.advanceTimersByTimeAsync(shippedModel.funnel.constants.chunkLoadTimeoutMilliseconds);
  const resolution = await loading;
  if (resolution.type !== 'render') throw new Error(`Entering vehicle led to ${resolution.type}`);
  const Component = resolution.Component as () => unknown;
  try {
    Component();
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
  return 'loaded';
};

/**
 * How long the calls nobody waits for (analytics, exposures) may wait, after a page is reached, for the browser to be
 * idle with the page drawn (issue #12): the longest wait the browser is asked for.
 */
const analyticsWait = async (model: FunnelModel) => {
  const asked: number[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout: number }) => {
    asked.push(options.timeout);
    callback();
    return 1;
  });
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  try {
    const ports = createBrowserPorts({ model, getState: () => createInitialState(), update: () => undefined, onBailOut: () => undefined });
    await ports.paint!.next();
  } finally {
    vi.unstubAllGlobals();
    visibility.mockRestore();
  }
  return asked;
};

/** The sizes of the chunks another tab receives when this tab's order changes by 5000 characters (SPEC §9). */
const crossTabChunks = async (model: FunnelModel) => {
  const posted: Array<{ text: string }> = [];
  class RecordingChannel {
    postMessage(message: { text: string }) {
      posted.push(message);
    }
    addEventListener() {}
    removeEventListener() {}
    close() {}
  }
  const runtime = createFunnelRuntime({ model, ports: createMemoryPorts(), initialState: createInitialState() });
  const sync = createCrossTabSync({ runtime, environment: { BroadcastChannel: RecordingChannel as unknown as typeof BroadcastChannel } });
  runtime.update((draft) => void (draft.order.serviceLocation.techNotes = 'x'.repeat(5000)));
  await runtime.idle();
  sync.close();
  return Math.max(...posted.map((chunk) => chunk.text.length));
};

/** Whether a named YAML guard offers Apple Pay to an iPhone on iOS 16 that can make payments (SPEC §5). */
const applePayOnIos16 = (model: FunnelModel) =>
  evaluateCondition(
    { guard: 'canUseApplePay' },
    {
      state: createInitialState(),
      guards: conditionGuards,
      environment: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15', canMakeApplePayments: true },
      constants: model.funnel.constants,
    },
  ).value;

/** One constant: a changed value, what is observed, and the observation with the shipped and with the changed value. */
interface ConstantRow {
  constant: keyof FunnelConstants;
  changedTo: FunnelConstants[keyof FunnelConstants];
  observes: string;
  observe(model: FunnelModel): unknown;
  shipped: unknown;
  changed: unknown;
}

const day = 86_400;
/** A cash visitor on the quote whose glass is known: the quote's entry prices it (quote.yaml). */
const atQuote = (draft: FunnelState) => {
  Object.assign(draft.order.vehicle, { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan', carId: 1240258624 });
  draft.order.damage.isRepair = false;
  draft.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
  draft.order.serviceLocation.zipCode = '85016';
  draft.order.payment.isInsurance = false;
  draft.user.pageData.stages = { partQuestions: [], partChoices: [], moldingQuestions: [], capabilityQuestions: [], glassPieceParts: [{ id: 'W', partNumber: 'FW1', partType: 'WINDSHIELD' }] };
  draft.order.lineItems.glassParts = [{ id: 'W', partNumber: 'FW1', partType: 'WINDSHIELD' } as FunnelState['order']['lineItems']['glassParts'][number]];
};
/** The params a page's calls were made with, by call. */
const paramsOf = (ports: MemoryPorts, operation: string) => ports.calls.filter((call) => call.operation === operation).map((call) => call.params);
const quoteAnswers = {
  'parts.supportingItems': { supportingItems: [] },
  'price.orderItems': { serverData: 'sd', lineItems: [], subTotal: 0, cashPriceSubTotal: 0 },
  'price.taxedOrderItems': { serverData: 'sd', taxedLineItems: [], salesTax: 0, state: 'AZ', taxRate: 5.6, isLaborTaxed: false },
};

const rows: ConstantRow[] = [
  {
    constant: 'defaultCashParentAccountNumber',
    changedTo: '200001',
    observes: 'the parent account a cash order is priced on, and its supporting items asked for (quote.yaml)',
    observe: async (model) => {
      const { ports } = await visit(model, 'quote', { state: atQuote, answers: quoteAnswers });
      return [...paramsOf(ports, 'parts.supportingItems'), ...paramsOf(ports, 'price.orderItems')].map((params) => params.parentAccountNumber);
    },
    shipped: ['167132', '167132'],
    changed: ['200001', '200001'],
  },
  {
    constant: 'defaultBillToAccountNumber',
    changedTo: '90001',
    observes: 'the bill-to account a cash order is priced on (quote.yaml)',
    observe: async (model) => {
      const { ports } = await visit(model, 'quote', { state: atQuote, answers: quoteAnswers });
      return paramsOf(ports, 'price.orderItems').map((params) => params.billToAccountNumber);
    },
    shipped: ['87291'],
    changed: ['90001'],
  },
  {
    constant: 'providerSearchResults',
    changedTo: 25,
    observes: 'how many shops the schedule asks the provider search for (schedule.yaml)',
    observe: async (model) => {
      const { ports } = await visit(model, 'schedule', { state: atQuote, answers: { 'location.providers': [], 'location.serviceability': {} } });
      return paramsOf(ports, 'location.providers').map((params) => params.resultCount);
    },
    shipped: [100],
    changed: [25],
  },
  {
    constant: 'savedSessionTimeoutDays',
    changedTo: 60,
    observes: 'the days named when a saved order has expired, and when it cannot be found',
    observe: async (model) => {
      const expired = await visit(model, 'vehicle', { state: (draft) => void (draft.cookie.SavedSessionTimeoutDate = '2026-01-01T00:00:00Z') });
      const gone = await visit(model, 'load-session', {
        state: (draft) => void (draft.cookie.SavedSessionId = 'SAVED-1'),
        answers: { 'order.loadSession': fail(404) },
      });
      const days = (runtime: FunnelRuntime) => runtime.getAlerts().map((alert) => /kept for (\S+) days/.exec(alert.text)?.[1]).filter(Boolean);
      return [...days(expired.runtime), ...days(gone.runtime)];
    },
    shipped: ['45', '45'],
    changed: ['60', '60'],
  },
  {
    constant: 'sessionTimeoutMinutes',
    changedTo: 10,
    observes: 'whether a visit after 15 idle minutes starts a new session',
    observe: sessionAfterFifteenIdleMinutes,
    shipped: { sessionId: 'kept', sessionKey: 'K-1', initialisedWithSessionId: [] },
    changed: { sessionId: 'new', sessionKey: 'KEY-NEW', initialisedWithSessionId: ['new'] },
  },
  {
    constant: 'analyticsSessionTimeoutMinutes',
    changedTo: 10,
    observes: 'whether a visit after 15 idle minutes starts a new analytics session (a new key, the same session id)',
    observe: sessionAfterFifteenIdleMinutes,
    shipped: { sessionId: 'kept', sessionKey: 'K-1', initialisedWithSessionId: [] },
    changed: { sessionId: 'kept', sessionKey: 'KEY-NEW', initialisedWithSessionId: ['kept'] },
  },
  {
    constant: 'cookieSessionIdMinutes',
    changedTo: 45,
    observes: 'the session id cookie’s max-age',
    observe: cookieLifetime(cookieNames.sessionId),
    shipped: 30 * 60,
    changed: 45 * 60,
  },
  {
    constant: 'cookieSessionKeyMinutes',
    changedTo: 20,
    observes: 'the session key cookie’s max-age',
    observe: cookieLifetime(cookieNames.sessionKey),
    shipped: 30 * 60,
    changed: 20 * 60,
  },
  { constant: 'cookieUserIdDays', changedTo: 14, observes: 'the user id cookie’s max-age', observe: cookieLifetime(cookieNames.userId), shipped: 7 * day, changed: 14 * day },
  {
    constant: 'cookieDeviceIdDays',
    changedTo: 180,
    observes: 'the device id cookie’s max-age, and the funnel cookie’s (it lives as long)',
    observe: async (model) => {
      const { lastWrite } = await visit(model, 'vehicle');
      return [lastWrite(cookieNames.deviceId)?.maxAgeSeconds, lastWrite(cookieNames.funnel)?.maxAgeSeconds];
    },
    shipped: [365 * day, 365 * day],
    changed: [180 * day, 180 * day],
  },
  {
    constant: 'cookieAffiliateDays',
    changedTo: 30,
    observes: 'the affiliate cookie’s max-age',
    observe: async (model) => (await trackingCookie('?_source=google&_medium=cpc', () => undefined)(model))?.maxAgeSeconds,
    shipped: 100_000 * day,
    changed: 30 * day,
  },
  {
    constant: 'cookieCommissionDays',
    changedTo: 30,
    observes: 'the commission cookie’s max-age',
    observe: async (model) => (await trackingCookie('?cjevent=abc123', () => commissionCookieName)(model))?.maxAgeSeconds,
    shipped: 395 * day,
    changed: 30 * day,
  },
  {
    constant: 'funnelCookiePath',
    changedTo: '/fmg/',
    observes: 'the path of the funnel cookie and of the session cookies',
    observe: async (model) => {
      const { lastWrite } = await visit(model, 'vehicle');
      return [lastWrite(cookieNames.funnel)?.path, lastWrite(cookieNames.sessionId)?.path];
    },
    shipped: ['/', '/'],
    changed: ['/fmg/', '/fmg/'],
  },
  {
    constant: 'affiliateCookieMarker',
    changedTo: '_Aff',
    observes: 'the affiliate cookie’s name',
    observe: async (model) => (await trackingCookie('?_source=google&_medium=cpc', () => undefined)(model))?.name,
    shipped: 'google_cpc_Track',
    changed: 'google_cpc_Aff',
  },
  {
    constant: 'affiliateCookieNameMaxLength',
    changedTo: 12,
    observes: 'the affiliate cookie’s name, cut to the maximum with its marker',
    observe: async (model) => (await trackingCookie('?_source=google&_medium=cpc', () => undefined)(model))?.name,
    shipped: 'google_cpc_Track',
    changed: 'google_Track',
  },
  {
    constant: 'millisecondsPerDay',
    changedTo: 43_200_000,
    observes: 'a lifetime counted in days: the user id cookie’s max-age',
    observe: cookieLifetime(cookieNames.userId),
    shipped: 7 * day,
    changed: 7 * 43_200,
  },
  {
    constant: 'lastFiveLoggingCharacters',
    changedTo: 3,
    observes: 'how much of a value ?log=last5 logs (the end of the call’s transaction id)',
    observe: loggedValueOfAResponse,
    shipped: { characters: 5, isTheTransactionIdsEnd: true },
    changed: { characters: 3, isTheTransactionIdsEnd: true },
  },
  {
    constant: 'unverifiedDeductibles',
    changedTo: ['9999'],
    observes: 'whether verified coverage with a 7777 deductible counts as verified: vehicle entry jumps ahead (SPEC §2)',
    observe: verifiedWithDeductible(7777),
    shipped: 'shows vehicle',
    changed: 'redirect to vehicle-damage',
  },
  {
    constant: 'states',
    changedTo: ['AZ', 'CT', 'FL', 'GA', 'KY', 'MA', 'MN', 'NY', 'SC'],
    observes: 'the states the mobile-service address may be in',
    observe: (model) => (model.pages['mobile-details']!.fields!.schema.properties as Record<string, { enum: string[] }>).state!.enum.includes('GA'),
    shipped: false,
    changed: true,
  },
  {
    constant: 'applePayMinimumIosVersion',
    changedTo: 16,
    observes: 'whether Apple Pay is offered on iOS 16',
    observe: applePayOnIos16,
    shipped: false,
    changed: true,
  },
  { constant: 'routeFadeMilliseconds', changedTo: 350, observes: 'the route fade the layout sets', observe: routeFade, shipped: '200ms', changed: '350ms' },
  {
    constant: 'chunkLoadTimeoutMilliseconds',
    changedTo: 1000,
    observes: 'when a page whose code never arrives fails as a chunk-load error',
    observe: chunkLoadFailure,
    shipped: 'ChunkLoadError: Loading chunk timed out after 120000 ms',
    changed: 'ChunkLoadError: Loading chunk timed out after 1000 ms',
  },
  {
    constant: 'analyticsWaitMilliseconds',
    changedTo: 250,
    observes: 'the longest the browser is asked to hold analytics for a quiet moment after a page is reached',
    observe: analyticsWait,
    shipped: [1200],
    changed: [250],
  },
  {
    constant: 'crossTabMessageChunkSize',
    changedTo: 1000,
    observes: 'the largest chunk another tab receives',
    observe: crossTabChunks,
    shipped: 4096,
    changed: 1000,
  },
  {
    constant: 'referralNumberLength',
    changedTo: 7,
    observes: 'whether a 7-character referral number makes vehicle entry jump ahead (SPEC §2, §4)',
    observe: async (model) => whereTo((await visit(model, 'vehicle', { state: (draft) => void (draft.cookie.ReferralNumber = '1234567') })).outcome),
    shipped: 'shows vehicle',
    changed: 'redirect to vehicle-damage',
  },
  {
    constant: 'agentStatusPollMilliseconds',
    changedTo: 5000,
    observes: 'how often the chat asks whether an agent is available (asks in the first 21 s: at 0 and 15 s, or every 5 s)',
    observe: agentStatusAsks(21, false),
    shipped: 2,
    changed: 5,
  },
  {
    constant: 'agentStatusMaxPollMilliseconds',
    changedTo: 30000,
    observes: 'the longest wait between asks while they fail (asks in 151 s: at 0, 30, 90 and 150 s, or every 30 s)',
    observe: agentStatusAsks(151, true),
    shipped: 4,
    changed: 6,
  },
  {
    constant: 'decisionTraceEntries',
    changedTo: 2,
    observes: 'how many of five decisions the user\'s event bus keeps (the runtime lists all five)',
    observe: decisionsAfterFiveLandings,
    shipped: { onTheEventBus: 5, listed: 5 },
    changed: { onTheEventBus: 2, listed: 5 },
  },
];

/** Constants whose code the lead is moving into YAML bindings (issue #10 item 1); their rows come with that move. */

describe('SPEC §9 constants: changing one in funnel.yaml changes what the funnel does', () => {
  it.each(rows)('$constant → $changedTo changes $observes', async (row) => {
    expect(await row.observe(shippedModel)).toEqual(row.shipped);
    expect(await row.observe(modelWith(row.constant, row.changedTo))).toEqual(row.changed);
  });

  it('every constant of funnel.yaml has a row', () => {
    const covered = rows.map((row) => row.constant).sort();
    expect(covered).toEqual(Object.keys(shippedModel.funnel.constants).sort());
  });
});
