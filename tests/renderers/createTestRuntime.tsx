import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import type { CompiledPage, FunnelModel } from '../../engine/compile/FunnelModel';
import { createInitialState, type FunnelState } from '../../engine/domain/state';
import { createFunnelRuntime, type FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { RuntimeContext } from '../../renderers/app/RuntimeContext';
import { createMemoryPorts, type FakeAnswer, type MemoryPorts } from '../harness/createMemoryPorts';
import type { OperationName } from '../../engine/domain/operations';

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
      heritageUrl: '/heritage/',
      constants: {},
      loader: { text: 'Loading...', carousel: false, messages: [] },
      experimentSettings: {},
      environments: [
        { name: 'Localhost', hosts: ['localhost'], chat: { assistant: true, liveAgent: true }, logLevels: ['log-information', 'log-warning', 'log-error', 'log-critical'] },
      ],
    },
    pages: Object.fromEntries(all.map((page) => [page.id, page])),
    pageIds: all.map((page) => page.id),
    routes: Object.fromEntries(all.map((page) => [page.route, page.id])),
    cascades: [],
    stepCount: 10,
    landingPageId: 'landing',
    bailoutPageId: null,
  };
}

export interface TestRuntime {
  runtime: FunnelRuntime;
  ports: MemoryPorts;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * A real runtime over in-memory ports (a fake API answering from a table) and a memory router showing `element` at the
 * first page's route; `/next` shows "Next page".
 */
export function renderWithRuntime(
  model: FunnelModel,
  element: ReactElement,
  options: {
    answers?: Partial<Record<OperationName, FakeAnswer>>;
    state?: (state: FunnelState) => void;
    /** What the tab's session storage holds before the page renders. */
    session?: Record<string, string>;
  } = {},
): TestRuntime {
  const ports = createMemoryPorts(options.answers);
  for (const [key, value] of Object.entries(options.session ?? {})) ports.sessionStore.set(key, value);
  const initialState = createInitialState();
  options.state?.(initialState);
  const runtime = createFunnelRuntime({ model, ports, initialState });
  const first = model.pages[model.pageIds[0]!]!;
  const router = createMemoryRouter(
    [
      { path: `/${first.route}`, element },
      { path: '/next', element: <p>Next page</p> },
    ],
    { initialEntries: [`/${first.route}`] },
  );
  render(
    <RuntimeContext value={runtime}>
      <RouterProvider router={router} />
    </RuntimeContext>,
  );
  return { runtime, ports, router };
}
