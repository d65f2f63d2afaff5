import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { FunnelEnvironment } from '../../engine/config/types';
import { createInitialState } from '../../engine/domain/state';
import { createFunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { createFunnelRouter, type RouteResolution } from '../../renderers/app/createFunnelRouter';
import { createPageResolver } from '../../renderers/app/createPageResolver';
import { FunnelApp } from '../../renderers/app/FunnelApp';
import { createFirstPageDrawn, FirstPageDrawnContext } from '../../renderers/app/FirstPageDrawnContext';
import { loadChatWidget } from '../../renderers/app/chat/LazyChatWidget';
import { RuntimeContext } from '../../renderers/app/RuntimeContext';
import { StaticFrameContext } from '../../renderers/app/StaticFrameContext';
import { staticFrameOf } from './staticFrameOf';
import { createMemoryPorts } from '../../engine/cli/journeys/createMemoryPorts';
import { configuredPage, createTestModel, testPage, idleAfterTest } from './createTestRuntime';
import type { FakeAnswer } from '../../engine/cli/journeys/createMemoryPorts';
import type { CompiledPage } from '../../engine/compile/FunnelModel';
import type { OperationName } from '../../engine/domain/operations';
import { loadFunnelModel } from '../harness/loadFunnelModel';
import { holdCalls } from './holdCalls';
import { createMemoryWindow } from './createMemoryWindow';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';

// The first-load test renders the app's own routes, whose form pages load their precompiled validator.
vi.mock('virtual:funnel-validators', () => import('./serviceZipValidators'));

afterEach(cleanup);

/**
 * How long a test waits for what it looks for: long enough for a loaded machine (2 shared cores, where the first render
 * has taken over the default 1 s); a bound on a condition, never a wait of its own.
 */
const patience = { timeout: 10_000 };

/** The funnel's router at `path` over an address in memory, entering `page`'s route as `resolution` (not started). */
function routerShowing(path: string, resolution: RouteResolution) {
  return createFunnelRouter({ basename: '', resolve: async () => resolution, window: createMemoryWindow(path) });
}

/** The funnel's router at `path` over an address in memory, entering places as the app does (not started). */
function appRouter(runtime: FunnelRuntime, path: string) {
  return createFunnelRouter({ basename: '', resolve: createPageResolver(runtime, window), window: createMemoryWindow(path) });
}

/** A page whose typed text lives in its own state, as the form pages keep theirs until submitted. */
function TypedPage() {
  const [text, setText] = useState('');
  return (
    <label>
      Notes
      <input value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

function renderLayout(environments?: FunnelEnvironment[]) {
  const model = createTestModel([testPage({ id: 'notes', title: 'Notes page' })]);
  if (environments) model.funnel.environments = environments;
  const runtime = idleAfterTest(createFunnelRuntime({ model, ports: createMemoryPorts(), initialState: createInitialState() }));
  const router = routerShowing('/notes', { type: 'render', pageId: 'notes', Component: TypedPage });
  render(
    <RuntimeContext value={runtime}>
      <FunnelApp router={router} />
    </RuntimeContext>,
  );
  router.start();
  return router;
}

describe('Layout: a visit of a page', () => {
  it('the skip link (a hash change only) keeps what was typed; Back after it too', async () => {
    const router = renderLayout();
    const input = (await screen.findByLabelText('Notes', undefined, patience)) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'gate code 4321' } });
    await act(() => router.navigate('#main'));
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('gate code 4321');
    await act(() => router.navigate(-1));
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('gate code 4321');
  });

  it('entering the same page again (as after a restart) is a fresh page, its heading focused', async () => {
    const router = renderLayout();
    fireEvent.change(await screen.findByLabelText('Notes', undefined, patience), { target: { value: 'old answer' } });
    await act(() => router.navigate('/notes'));
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Notes page' }));
  });
});

describe('Layout: a navigation under way (issue #12)', () => {
  it('fades the page being left without drawing it again, then shows the next one', async () => {
    let draws = 0;
    function CountedPage() {
      draws += 1;
      return <p>The form</p>;
    }
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const model = createTestModel([testPage({ id: 'notes', title: 'Notes page' }), testPage({ id: 'next', title: 'Next page' })]);
    const runtime = idleAfterTest(createFunnelRuntime({ model, ports: createMemoryPorts(), initialState: createInitialState() }));
    const router = createFunnelRouter({
      basename: '',
      resolve: async (path): Promise<RouteResolution> => {
        if (path === '/notes') return { type: 'render', pageId: 'notes', Component: CountedPage };
        await held;
        return { type: 'render', pageId: 'next', Component: () => <p>Next form</p> };
      },
      window: createMemoryWindow('/notes'),
    });
    render(
      <RuntimeContext value={runtime}>
        <FunnelApp router={router} />
      </RuntimeContext>,
    );
    router.start();
    const form = await screen.findByText('The form', undefined, patience);
    const drawnBefore = draws;

    let navigated: Promise<void> = Promise.resolve();
    act(() => void (navigated = router.navigate('/next')));
    await waitFor(() => expect(form.closest('.page-enter')?.className).toContain('page-leaving'), patience);
    expect(draws).toBe(drawnBefore);

    release();
    await act(() => navigated);
    expect(await screen.findByText('Next form', undefined, patience)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Next page');
    // The chat's code, asked for once a page is drawn, is there before the test file's environment goes.
    await act(async () => void (await loadChatWidget()));
  });
});

/** A page of funnel-config entered (its YAML `load` run against `answers`), then shown in the layout. */
async function renderEnteredInLayout(page: CompiledPage, answers: Record<string, FakeAnswer>) {
  const model = createTestModel([page]);
  const ports = createMemoryPorts(answers);
  const runtime = idleAfterTest(createFunnelRuntime({ model, ports, initialState: createInitialState() }));
  expect(await runtime.enter(page.id, '')).toMatchObject({ type: 'render' });
  const router = routerShowing(`/${page.route}`, { type: 'render', pageId: page.id, Component: () => <p>The form</p> });
  render(
    <RuntimeContext value={runtime}>
      <FunnelApp router={router} />
    </RuntimeContext>,
  );
  router.start();
  await screen.findByText('The form', undefined, patience);
  return ports;
}

describe("Layout: the page's content (SPEC §7 page data, declared in each page's load)", () => {
  const content = (pageName: string, subtitle: string | null, helpText: string | null) => ({
    appAbbreviation: 'TEST',
    pageName,
    title: 'Any',
    subtitle,
    helpText,
    loader: { text: 'Loading...', carousel: false, messages: [] },
  });

  it('asks for the content of the page on entry and shows its help text under the description', async () => {
    const page = configuredPage('service-zip');
    const ports = await renderEnteredInLayout(page, { 'content.page': content('service-zip', page.description!, 'We use it to find nearby shops.') });
    expect(ports.calls.find((call) => call.operation === 'content.page')?.params).toEqual({ appAbbreviation: 'TEST', pageName: 'service-zip' });
    expect(screen.getByText(page.description!).className).toBe('page-description');
    expect(screen.getByTestId('page-help').textContent).toBe('We use it to find nearby shops.');
  });

  it("a page whose YAML has no description shows the content's subtitle", async () => {
    const page = configuredPage('schedule');
    expect(page.description).toBeUndefined();
    await renderEnteredInLayout(page, { 'content.page': content('schedule', 'Pick a shop and a time.', null) });
    expect(screen.getByText('Pick a shop and a time.').className).toBe('page-description');
    expect(screen.queryByTestId('page-help')).toBeNull();
  });

  it('content the service does not have (404): the YAML description only, no help text', async () => {
    const page = configuredPage('service-zip');
    await renderEnteredInLayout(page, {});
    expect(screen.getByText(page.description!)).toBeTruthy();
    expect(screen.queryByTestId('page-help')).toBeNull();
  });
});

describe('Layout: the environment chooses the chat (SPEC §9, funnel.yaml environments)', () => {
  const environment = (name: FunnelEnvironment['name'], hosts: string[], assistant: boolean): FunnelEnvironment => ({
    name,
    hosts,
    chat: { assistant, liveAgent: false },
    logLevels: ['log-error'],
  });

  it.each([
    { name: 'this host (localhost) matches an environment with the assistant', environments: [environment('Localhost', ['localhost'], true), environment('Prod', [], false)], shown: true },
    { name: 'this host matches an environment without chat', environments: [environment('Localhost', ['local*'], false), environment('Prod', [], true)], shown: false },
    { name: 'no pattern matches: the last environment applies', environments: [environment('QA', ['qa.*'], false), environment('Prod', [], true)], shown: true },
  ])('$name: assistant shown $shown', async ({ environments, shown }) => {
    renderLayout(environments);
    await screen.findByLabelText('Notes', undefined, patience);
    // The chat's code comes once the page is shown (issue #12): its launcher is drawn once it is there.
    await act(() => loadChatWidget());
    expect(screen.queryByRole('button', { name: 'Ask our assistant' }) !== null).toBe(shown);
  });
});


describe('Layout on the first load (issue #12): the frame shows while the first page is entered', () => {
  it("the first render and all the while the page's entry call is held: header, progress, summary place and a loader in main, no page; once it answers, the page replaces the loader in the same frame", async () => {
    const full = loadFunnelModel();
    const page = configuredPage('service-zip');
    const model = createTestModel([page]);
    model.funnel.brand = full.funnel.brand;
    model.funnel.summary = full.funnel.summary;
    // The progress of funnel-config (its stages, and the way service-zip's rules lead back and forward).
    model.progress = full.progress;
    // The page's entry runs its YAML `load` (content.page); that call does not answer until the test releases it.
    const ports = createMemoryPorts({ 'content.page': { subtitle: null, helpText: 'We use it to find nearby shops.' } });
    const held = holdCalls(ports, 'content.page');
    const runtime = idleAfterTest(createFunnelRuntime({ model, ports, initialState: createInitialState() }));
    const router = appRouter(runtime, `/${page.route}`);
    // The header bar and the footer as the build draws them into index.html (main.tsx reads them from there).
    render(
      <RuntimeContext value={runtime}>
        <StaticFrameContext value={staticFrameOf(full)}>
          <FunnelApp router={router} />
        </StaticFrameContext>
      </RuntimeContext>,
    );
    router.start();

    /** The frame around the loader, the page not there: what shows until the first page's entry is done. */
    const expectFrameAroundLoader = () => {
      const header = screen.getByRole('banner');
      expect(within(header).getByText(full.funnel.brand!.name)).toBeTruthy();
      expect(within(header).getByRole('link', { name: /Questions\? Call/ }).getAttribute('href')).toBe(`tel:${full.funnel.brand!.phone.replace(/[^0-9+]/g, '')}`);
      // The progress of the page being entered (so the bar does not appear or move when the page arrives).
      const progress = within(header).getByRole('progressbar');
      const progressLabel = document.getElementById(progress.getAttribute('aria-labelledby')!)!.textContent;
      expect(progressLabel).toMatch(/^Stage \d+ of \d+: /);
      // The order summary's place (its code not asked for yet): a column beside the page.
      expect(document.querySelector('.app.has-summary .page-layout > .order-summary-column')).not.toBeNull();
      // The loader in the page's place, its text there for screen readers.
      const main = screen.getByRole('main');
      expect(within(main).getByRole('status').textContent).toBe(model.funnel.loader.text);
      expect(main.querySelector('.boot-loader-page')).not.toBeNull();
      // Not the page: no heading, no form, no field.
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      expect(main.querySelector('form')).toBeNull();
      expect(screen.queryByLabelText('Zip code')).toBeNull();
      return { header, main, progress, progressLabel };
    };

    // The very first render (render() has flushed it): the frame is there before the page's calls have even gone out.
    expect(router.state.initialized).toBe(false);
    const first = expectFrameAroundLoader();
    // Held: the entry has asked for its content and waits for it, so the router's first load cannot end.
    await waitFor(() => expect(held.asked).toBe(true), patience);
    expect(router.state.initialized).toBe(false);
    const { header, main, progress, progressLabel } = expectFrameAroundLoader();
    expect(header).toBe(first.header);
    expect(main).toBe(first.main);

    await act(async () => held.release());

    // The page in the loader's place, inside the same frame (header, progress and main are the same nodes: the frame
    // is not re-mounted, and its progress reads as before).
    expect(await screen.findByLabelText('Zip code', undefined, patience)).toBeTruthy();
    expect(router.state.initialized).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeTruthy();
    expect(main.querySelector('form')).not.toBeNull();
    expect(main.querySelector('.boot-loader')).toBeNull();
    expect(within(main).queryByText(model.funnel.loader.text)).toBeNull();
    expect(screen.getByRole('banner')).toBe(header);
    expect(screen.getByRole('main')).toBe(main);
    expect(within(header).getByRole('progressbar')).toBe(progress);
    expect(document.getElementById(progress.getAttribute('aria-labelledby')!)!.textContent).toBe(progressLabel);
    // What the held call answered is on the page.
    expect(screen.getByTestId('page-help').textContent).toBe('We use it to find nearby shops.');
  });

  it("the order summary's and the chat's code are asked for once the first page is drawn and the browser idle, not with the page", async () => {
    const full = loadFunnelModel();
    const page = configuredPage('service-zip');
    const model = createTestModel([page]);
    model.funnel.summary = full.funnel.summary;
    model.funnel.environments = full.funnel.environments;
    const runtime = idleAfterTest(createFunnelRuntime({ model, ports: createMemoryPorts({ 'content.page': { subtitle: null, helpText: null } }), initialState: createInitialState() }));
    // The host's wait for the page to be painted and the browser idle: it ends when the test says so.
    let painted = () => {};
    const afterPaint = vi.fn(() => new Promise<void>((resolve) => (painted = resolve)));
    const router = appRouter(runtime, `/${page.route}`);
    render(
      <RuntimeContext value={runtime}>
        <FirstPageDrawnContext value={createFirstPageDrawn(afterPaint)}>
          <FunnelApp router={router} />
        </FirstPageDrawnContext>
      </RuntimeContext>,
    );
    router.start();

    expect(await screen.findByLabelText('Zip code', undefined, patience)).toBeTruthy();
    // The page is there and its paint awaited (once); the summary holds its place, the chat is not there yet.
    await waitFor(() => expect(afterPaint).toHaveBeenCalledTimes(1), patience);
    // (Had they been asked for, their code would be there by now.)
    await act(async () => void (await Promise.all([loadChatWidget(), import('../../renderers/app/summary/OrderSummary')])));
    expect(document.querySelector('.order-summary-column')).not.toBeNull();
    expect(screen.queryByRole('complementary', { name: full.funnel.summary!.title })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask our assistant' })).toBeNull();

    await act(async () => painted());

    expect(await screen.findByRole('complementary', { name: full.funnel.summary!.title }, patience)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ask our assistant' }, patience)).toBeTruthy();
    // Later pages do not wait again.
    expect(afterPaint).toHaveBeenCalledTimes(1);
  });
});
