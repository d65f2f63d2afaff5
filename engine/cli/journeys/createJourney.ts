import type { FastifyInstance } from 'fastify';
import { createApiClient, type BailOutCause } from '../../../api/client/createApiClient';
import type { FunnelModel } from '../../compile/FunnelModel';
import type { ActionOutcome, EntryOutcome, FunnelRuntime, FunnelRuntimeOptions } from '../../runtime/createFunnelRuntime';
import { createFunnelRuntime } from '../../runtime/createFunnelRuntime';
import { createSessionSequence } from '../../runtime/createSessionSequence';
import type { GuardEnvironment } from '../../runtime/evaluateCondition';
import { createInjectAdapter } from '../../../api/client/createInjectAdapter';
import type { OperationName } from '../../domain/operations';
import { createFaultyAdapter, type JourneyFault, type JourneyRequest } from '../../../api/client/createFaultyAdapter';
import { createMemoryPorts, type MemoryPorts } from './createMemoryPorts';
// The runtime runs on the whole model here: the order converters are loaded at once, not with each page's part.
import '../../domain/orderParamConverters';

export type { JourneyFault, JourneyRequest } from '../../../api/client/createFaultyAdapter';

/** Where a step of a journey ended: the page shown and the query it was shown with. */
export interface JourneyStop {
  pageId: string;
  query: Record<string, string>;
  /** A submit call refused the input: the page stays, with this message at this field (or on the page: null). */
  refusal?: { field: string | null; message: string };
  /** The funnel left for another site (the heritage hand-off, a hosted payment page): the address. */
  external?: string;
}

/**
 * One visitor going through the funnel headless (DESIGN principle 3): the real runtime and model, the real API client
 * (SPEC §7 conventions) talking to a sandbox app in process (the real services and database), cookies and storage in
 * memory. Every bail-out (SPEC §8: a failed call other than 404) is recorded: a journey that should be clean asserts
 * none.
 */
export interface Journey {
  runtime: FunnelRuntime;
  ports: MemoryPorts;
  bailOuts: BailOutCause[];
  /** Failed calls their page handled (a fallback, a message on the page, a save tried again later): no bail-out. */
  handledFailures: BailOutCause[];
  /** Opens a route (under the base path) as the router does, following redirects to the page finally shown. */
  open(route: string, search?: string): Promise<JourneyStop>;
  /** Submits a page's form (and scenario), then opens the page the runtime navigates to. */
  submit(pageId: string, form: Record<string, unknown>, scenario?: string): Promise<JourneyStop>;
  /** Runs one of a page's actions that does not submit the form (Back…), then opens where it leads. */
  act(pageId: string, scenario: string): Promise<JourneyStop>;
  /** Runs a page's named action (YAML `actions:`) as its renderer does, then opens where it leads, if anywhere. */
  run(pageId: string, action: string, input?: Record<string, unknown>): Promise<JourneyStop>;
  /** Resolves once no call of this visitor is in flight (the saves that run beside the pages have ended). */
  settle(): Promise<void>;
  /** From now on every request of `operation` fails this way (null: it works again), issue #13. */
  setFault(operation: OperationName, fault: JourneyFault | null): void;
  /** Every request sent so far, with its call and Idempotency-Key. */
  requests: JourneyRequest[];
}

export interface JourneyOptions {
  /** The compiled funnel the visitor goes through. */
  model: FunnelModel;
  /** The visitor's clock (normally the sandbox's). */
  now: () => Date;
  /** What the device tells the guards (user agent, Apple Pay). */
  environment?: GuardEnvironment & { referrer?: string };
  /** With a model split as the browser's is (engine/compile/splitFunnelModel.ts): loads a screen's own part. */
  loadPageDetails?: FunnelRuntimeOptions['loadPageDetails'];
}

/** Journeys started so far: each is a device of its own. */
let journeyCount = 0;

/** A new visitor against the sandbox `app`, on the clock `now`. */
export function createJourney(sandbox: { app: FastifyInstance }, options: JourneyOptions): Journey {
  const { model } = options;
  const ports = createMemoryPorts();
  // A device of its own (the SPEC §9 device id cookie): a variation one journey forces (?experiments=…) stays with it.
  journeyCount += 1;
  ports.cookieJar.set('fmg_did', `dddddddd-0000-4000-8000-${String(journeyCount).padStart(12, '0')}`);
  // Ids of its own too: journeys share one sandbox, so two visitors must never send the same Idempotency-Key.
  const countedIds = ports.ids;
  const journeyPrefix = journeyCount.toString(16).padStart(8, '0');
  ports.ids = { uuid: () => countedIds.uuid().replace(/^[0-9a-f]{8}/, journeyPrefix) };
  ports.setNow(options.now().getTime());
  const bailOuts: BailOutCause[] = [];
  const handledFailures: BailOutCause[] = [];
  let runtime: FunnelRuntime;
  // As the browser numbers its calls (renderers/app/createBrowserPorts.ts).
  const sessionSequence = createSessionSequence({ getState: () => runtime.getState(), update: (recipe) => runtime.update(recipe) });
  const faulty = createFaultyAdapter(createInjectAdapter(sandbox.app));
  let inFlight = 0;
  ports.api = createApiClient({
    applicationName: model.funnel.applicationName,
    getContext: () => {
      const state = runtime.getState();
      return {
        experimentSettings: state.settings,
        sessionSequenceNumber: sessionSequence.next(state.session.sessionId),
        referralSequenceNumber: state.order.referralSequenceNumber,
        eon: state.order.eon,
        logEnabled: false,
      };
    },
    uuid: () => ports.ids.uuid(),
    onBailOut: (cause) => void bailOuts.push(cause),
    onHandledFailure: (cause) => void handledFailures.push(cause),
    // funnel.yaml calls: the timeouts and retries the browser has (issue #13).
    calls: model.funnel.calls,
    adapter: async (config) => {
      inFlight += 1;
      try {
        return await faulty.adapter(config);
      } finally {
        inFlight -= 1;
      }
    },
  });
  runtime = createFunnelRuntime({
    model,
    ports,
    environment: options.environment ?? { userAgent: 'journey-test', referrer: '' },
    loadPageDetails: options.loadPageDetails,
  });

  const follow = async (first: EntryOutcome): Promise<JourneyStop> => {
    let outcome = first;
    let query: Record<string, string> = {};
    let shown = '';
    for (let hops = 0; outcome.type === 'redirect' || outcome.type === 'reload'; hops += 1) {
      if (hops > 12) throw new Error(`Redirect loop ending at ${shown}`);
      // A reload enters the page shown again, as the browser does.
      if (outcome.type === 'redirect') {
        shown = outcome.to;
        query = outcome.query;
      }
      const search = new URLSearchParams(query).toString();
      outcome = await runtime.enter(shown, search ? `?${search}` : '');
    }
    if (outcome.type === 'external') return { pageId: '', query: {}, external: outcome.url };
    if (outcome.type !== 'render') throw new Error(`Expected a page, got ${JSON.stringify(outcome)}`);
    // The page as the visitor ends up seeing it: with what its calls found while it was shown (issue #12 whileShown).
    await runtime.pageLoaded(outcome.pageId);
    return { pageId: outcome.pageId, query };
  };

  /** Where a submit or an action leads: a refusal keeps the page; a failure is an error of the step. */
  const leave = (pageId: string, what: string, outcome: ActionOutcome): Promise<JourneyStop> | JourneyStop => {
    switch (outcome.type) {
      case 'invalid':
        return { pageId, query: {}, refusal: { field: outcome.field, message: outcome.message } };
      case 'failed':
        throw new Error(`${what} on ${pageId} failed: ${outcome.message} (${outcome.operation}, ${outcome.status})`);
      case 'done':
        return { pageId, query: {} };
      case 'external':
        return { pageId: '', query: {}, external: outcome.url };
      default:
        return follow({ type: 'redirect', to: outcome.to, query: outcome.query, reason: what });
    }
  };

  return {
    runtime,
    ports,
    bailOuts,
    handledFailures,
    open: async (route, search = '') => follow(await runtime.enterRoute(route, search)),
    submit: async (pageId, form, scenario) => leave(pageId, 'Submitting', await runtime.submit(pageId, form, scenario)),
    act: async (pageId, scenario) => {
      // A button the page declares is pressed only when the page shows it (its `when`: SkipToInsurance, a VIN optional…).
      const button = model.pages[pageId]?.buttons?.find((candidate) => candidate.scenario === scenario);
      if (button && !runtime.isButtonOffered(pageId, scenario)) throw new Error(`${pageId} does not show the ${scenario} button now`);
      const outcome = await runtime.submit(pageId, runtime.getFormData(pageId), scenario);
      if (outcome.type !== 'navigate') throw new Error(`${scenario} on ${pageId} failed: ${JSON.stringify(outcome)}`);
      return follow({ type: 'redirect', to: outcome.to, query: outcome.query, reason: scenario });
    },
    run: async (pageId, action, input = {}) => leave(pageId, `Action ${action}`, await runtime.runAction(pageId, action, input)),
    setFault: faulty.setFault,
    requests: faulty.requests,
    settle: async () => {
      // A save starts a turn after the navigation that queued it: wait a few turns with nothing in flight.
      for (let quiet = 0; quiet < 3; quiet = inFlight > 0 ? 0 : quiet + 1) await new Promise((done) => setImmediate(done));
    },
  };
}
