import { createApiClient, type BailOutCause } from '../../api/client/createApiClient';
import type { FunnelModel } from '../../engine/compile/FunnelModel';
import { createFunnelRuntime, type EntryOutcome, type FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { createSessionSequence } from '../../engine/runtime/createSessionSequence';
import { createInjectAdapter } from './createInjectAdapter';
import { createMemoryPorts, type MemoryPorts } from './createMemoryPorts';
import type { TestSandbox } from './createTestSandbox';
import { loadFunnelModel } from './loadFunnelModel';

/** Where a step of a journey ended: the page shown and the query it was shown with. */
export interface JourneyStop {
  pageId: string;
  query: Record<string, string>;
  /** A submit call refused the input: the page stays, with this message at this field (or on the page: null). */
  refusal?: { field: string | null; message: string };
}

/**
 * One visitor going through the funnel headless (DESIGN principle 3): the real runtime and model, the real API client
 * (SPEC §7 conventions) talking to a test sandbox (the real services and database), cookies and storage in memory.
 * Every bail-out (SPEC §8: a failed call other than 404) is recorded: a journey that should be clean asserts none.
 */
export interface Journey {
  runtime: FunnelRuntime;
  ports: MemoryPorts;
  bailOuts: BailOutCause[];
  /** Opens a route (under the base path) as the router does, following redirects to the page finally shown. */
  open(route: string, search?: string): Promise<JourneyStop>;
  /** Submits a page's form (and scenario), then opens the page the runtime navigates to. */
  submit(pageId: string, form: Record<string, unknown>, scenario?: string): Promise<JourneyStop>;
  /** Runs one of a page's actions that does not submit the form (Back…), then opens where it leads. */
  act(pageId: string, scenario: string): Promise<JourneyStop>;
}

let sharedModel: FunnelModel | null = null;
/** Journeys started so far: each is a device of its own. */
let journeyCount = 0;

/** A new visitor against `sandbox`, on the sandbox's clock. */
export function createJourney(sandbox: TestSandbox, options: { now: () => Date; model?: FunnelModel }): Journey {
  const model = options.model ?? (sharedModel ??= loadFunnelModel());
  const ports = createMemoryPorts();
  // A device of its own (the SPEC §9 device id cookie): a variation one journey forces (?experiments=…) stays with it.
  journeyCount += 1;
  ports.cookieJar.set('fmg_did', `dddddddd-0000-4000-8000-${String(journeyCount).padStart(12, '0')}`);
  ports.setNow(options.now().getTime());
  const bailOuts: BailOutCause[] = [];
  let runtime: FunnelRuntime;
  // As the browser numbers its calls (renderers/app/createBrowserPorts.ts).
  const sessionSequence = createSessionSequence(ports.storage);
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
    adapter: createInjectAdapter(sandbox.app),
  });
  runtime = createFunnelRuntime({ model, ports, environment: { userAgent: 'journey-test', referrer: '' } });

  const follow = async (first: EntryOutcome): Promise<JourneyStop> => {
    let outcome = first;
    let query: Record<string, string> = {};
    for (let hops = 0; outcome.type === 'redirect'; hops += 1) {
      if (hops > 12) throw new Error(`Redirect loop ending at ${outcome.to}`);
      query = outcome.query;
      const search = new URLSearchParams(outcome.query).toString();
      outcome = await runtime.enter(outcome.to, search ? `?${search}` : '');
    }
    if (outcome.type !== 'render') throw new Error(`Expected a page, got ${JSON.stringify(outcome)}`);
    return { pageId: outcome.pageId, query };
  };

  return {
    runtime,
    ports,
    bailOuts,
    open: async (route, search = '') => follow(await runtime.enterRoute(route, search)),
    submit: async (pageId, form, scenario) => {
      const outcome = await runtime.submit(pageId, form, scenario);
      if (outcome.type === 'invalid') return { pageId, query: {}, refusal: { field: outcome.field, message: outcome.message } };
      if (outcome.type === 'failed') throw new Error(`Submitting ${pageId} failed: ${outcome.message} (${outcome.operation}, ${outcome.status})`);
      return follow({ type: 'redirect', to: outcome.to, query: outcome.query, reason: 'submit' });
    },
    act: async (pageId, scenario) => {
      const outcome = await runtime.submit(pageId, runtime.getFormData(pageId), scenario);
      if (outcome.type !== 'navigate') throw new Error(`${scenario} on ${pageId} failed: ${JSON.stringify(outcome)}`);
      return follow({ type: 'redirect', to: outcome.to, query: outcome.query, reason: scenario });
    },
  };
}
