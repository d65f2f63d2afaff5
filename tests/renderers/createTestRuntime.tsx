import { afterEach } from 'vitest';
import { getProgressModel } from '../../engine/compile/getProgressModel';
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { createFunnelRouter, type FunnelRouter, type RouteResolution } from '../../renderers/app/createFunnelRouter';
import { FunnelRouterProvider } from '../../renderers/app/FunnelRouterProvider';
import { createMemoryWindow } from './createMemoryWindow';
import { PageOutlet } from '../../renderers/app/Layout';
import type { CompiledPage, FunnelModel } from '../../engine/compile/FunnelModel';
import { createInitialState, type FunnelState } from '../../engine/domain/state';
import { createFunnelRuntime, type FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { RuntimeContext } from '../../renderers/app/RuntimeContext';
import { createMemoryPorts, type FakeAnswer, type MemoryPorts } from '../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelConstants, loadFunnelMessages } from '../harness/loadFunnelConstants';
import type { OperationName } from '../../engine/domain/operations';
import { loadFunnelModel } from '../harness/loadFunnelModel';

/**
 * A page of funnel-config as compiled (its YAML `load`, `submit` and `actions`: what its renderer runs), with what the
 * test changes (navigation to the test model's `next` page, no guards or prerequisites of the real funnel).
 */
export function configuredPage(id: string, overrides: Partial<CompiledPage> = {}): CompiledPage {
  const page = loadFunnelModel().pages[id];
  if (!page) throw new Error(`funnel-config has no page ${id}`);
  return { ...structuredClone(page), guards: [], prerequisites: undefined, navigation: {}, waits: undefined, ...overrides };
}

/** A page for a test model: what the test needs, the rest defaulted. */
export function testPage(page: Partial<CompiledPage> & Pick<CompiledPage, 'id'>): CompiledPage {
  return { kind: 'page', route: page.id, navigation: {}, ...page };
}

/** A small funnel model made of the given pages (plus a `next` page every test navigates to). */
export function createTestModel(pages: CompiledPage[]): FunnelModel {
  const all = [...pages, testPage({ id: 'next', title: 'Next page' }), testPage({ id: 'landing', kind: 'virtual', route: '' })];
  return {
    funnel: {
      basePath: '/fmg/',
      entry: pages[0]!.id,
      firstPage: pages[0]!.id,
      applicationName: 'TEST',
      submittedPage: loadFunnelModel().funnel.submittedPage,
      heritageUrl: '/heritage/',
      hostedPaymentUrl: '/sandbox/pay',
      constants: loadFunnelConstants(),
      messages: loadFunnelMessages(),
      loader: { text: 'Loading...', carousel: false, messages: [] },
      experimentSettings: {},
      environments: [
        { name: 'Localhost', hosts: ['localhost'], chat: { assistant: true, liveAgent: true }, logLevels: ['log-information', 'log-warning', 'log-error', 'log-critical'] },
      ],
      calls: loadFunnelModel().funnel.calls,
      timeFormat: loadFunnelModel().funnel.timeFormat,
      priceSummary: loadFunnelModel().funnel.priceSummary,
    },
    pages: Object.fromEntries(all.map((page) => [page.id, page])),
    pageIds: all.map((page) => page.id),
    routes: Object.fromEntries(all.map((page) => [page.route, page.id])),
    cascades: [],
    stepCount: 10,
    landingPageId: 'landing',
    bailoutPageId: null,
    contentHash: 'test-model',
    progress: getProgressModel(Object.fromEntries(all.map((page) => [page.id, page]))),
  };
}

export interface TestRuntime {
  runtime: FunnelRuntime;
  ports: MemoryPorts;
  router: FunnelRouter;
}

/** What a test's runtime starts from and what its router shows. */
export interface TestRuntimeOptions {
  answers?: Partial<Record<OperationName, FakeAnswer>>;
  state?: (state: FunnelState) => void;
  /** What the tab's session storage holds before the page renders. */
  session?: Record<string, string>;
  /** The query the page is entered with (`?…`). */
  search?: string;
  /** What `/next` shows (default: "Next page"). */
  next?: ReactElement;
}

/**
 * A real runtime over in-memory ports (a fake API answering from a table) and a memory router showing `element` at the
 * first page's route; `/next` shows "Next page". The page is not entered: its YAML `load` has not run.
 */
export async function renderWithRuntime(model: FunnelModel, element: ReactElement, options: TestRuntimeOptions = {}): Promise<TestRuntime> {
  const { runtime, ports } = createTestRuntime(model, options);
  return { runtime, ports, router: await renderPage(runtime, element, options) };
}

/**
 * As the app shows a page: the runtime enters the model's first page (SPEC §2 global rules, its YAML `load` against
 * the fake API), then `element` renders with what the load left in the state. Entering must lead to the page itself.
 */
export async function renderEnteredPage(model: FunnelModel, element: ReactElement, options: TestRuntimeOptions = {}): Promise<TestRuntime> {
  const { runtime, ports } = createTestRuntime(model, options);
  const pageId = model.pageIds[0]!;
  const entry = await runtime.enter(pageId, options.search ?? '');
  if (entry.type !== 'render') throw new Error(`Entering ${pageId} led to ${JSON.stringify(entry)}, not to the page`);
  return { runtime, ports, router: await renderPage(runtime, element, options) };
}

/**
 * The runtimes of the current test. A test ends once their work in flight is over (an entry's experiments run goes
 * after the page is shown and loads the runtime's deferred code): none of it outlives the test file's environment.
 * Bounded (a test may leave a call held for good), on the real clock (a test may fake the timers).
 */
const testRuntimes = new Set<FunnelRuntime>();
const realSetTimeout = globalThis.setTimeout;
afterEach(async () => {
  const runtimes = [...testRuntimes];
  testRuntimes.clear();
  await Promise.race([Promise.all(runtimes.map((runtime) => runtime.idle())), new Promise((resolve) => realSetTimeout(resolve, 1_000))]);
});

/** `runtime`, which a test made itself, awaited as the test's own are after it (see testRuntimes). */
export function idleAfterTest<R extends FunnelRuntime>(runtime: R): R {
  testRuntimes.add(runtime);
  return runtime;
}

/** The runtime of a test, over in-memory ports answering `options.answers`. */
function createTestRuntime(model: FunnelModel, options: TestRuntimeOptions): { runtime: FunnelRuntime; ports: MemoryPorts } {
  const ports = createMemoryPorts(options.answers);
  for (const [key, value] of Object.entries(options.session ?? {})) ports.sessionStore.set(key, value);
  const initialState = createInitialState();
  options.state?.(initialState);
  const runtime = createFunnelRuntime({ model, ports, initialState });
  testRuntimes.add(runtime);
  return { runtime, ports };
}

/**
 * Renders `element` at the first page's route (with `options.search`) and `/next`, inside the runtime's context, with
 * the funnel's router over an address in memory; resolves once the page is shown.
 */
export async function renderPage(runtime: FunnelRuntime, element: ReactElement, options: TestRuntimeOptions = {}): Promise<FunnelRouter> {
  const { model } = runtime;
  const first = model.pages[model.pageIds[0]!]!;
  const shown: Record<string, RouteResolution> = {
    [`/${first.route}`]: { type: 'render', pageId: first.id, Component: () => element },
    '/next': { type: 'render', pageId: 'next', Component: () => options.next ?? <p>Next page</p> },
  };
  const router = createFunnelRouter({
    basename: '',
    resolve: async (path) => shown[path] ?? Promise.reject(new Error(`No test route ${path}`)),
    window: createMemoryWindow(`/${first.route}${options.search ?? ''}`),
  });
  render(
    <RuntimeContext value={runtime}>
      <FunnelRouterProvider router={router}>
        <PageOutlet />
      </FunnelRouterProvider>
    </RuntimeContext>,
  );
  await act(async () => {
    router.start();
    await untilShown(router);
  });
  return router;
}

/** Resolves once `router` shows its first place. */
export function untilShown(router: FunnelRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
