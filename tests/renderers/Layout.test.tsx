import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FunnelEnvironment } from '../../engine/config/types';
import { createInitialState } from '../../engine/domain/state';
import { createFunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { Layout } from '../../renderers/app/Layout';
import { loadChatWidget } from '../../renderers/app/chat/LazyChatWidget';
import { RuntimeContext } from '../../renderers/app/RuntimeContext';
import { createMemoryPorts } from '../../engine/cli/journeys/createMemoryPorts';
import { configuredPage, createTestModel, testPage } from './createTestRuntime';
import type { FakeAnswer } from '../../engine/cli/journeys/createMemoryPorts';
import type { CompiledPage } from '../../engine/compile/FunnelModel';

afterEach(cleanup);

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
  const runtime = createFunnelRuntime({ model, ports: createMemoryPorts(), initialState: createInitialState() });
  const router = createMemoryRouter(
    [{ path: '/', element: <Layout />, children: [{ path: 'notes', loader: () => ({ pageId: 'notes' }), element: <TypedPage /> }] }],
    { initialEntries: ['/notes'] },
  );
  render(
    <RuntimeContext value={runtime}>
      <RouterProvider router={router} />
    </RuntimeContext>,
  );
  return router;
}

describe('Layout: a visit of a page', () => {
  it('the skip link (a hash change only) keeps what was typed; Back after it too', async () => {
    const router = renderLayout();
    const input = (await screen.findByLabelText('Notes')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'gate code 4321' } });
    await act(() => router.navigate('#main'));
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('gate code 4321');
    await act(() => router.navigate(-1));
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('gate code 4321');
  });

  it('entering the same page again (as after a restart) is a fresh page, its heading focused', async () => {
    const router = renderLayout();
    fireEvent.change(await screen.findByLabelText('Notes'), { target: { value: 'old answer' } });
    await act(() => router.navigate('/notes'));
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Notes page' }));
  });
});

/** A page of funnel-config entered (its YAML `load` run against `answers`), then shown in the layout. */
async function renderEnteredInLayout(page: CompiledPage, answers: Record<string, FakeAnswer>) {
  const model = createTestModel([page]);
  const ports = createMemoryPorts(answers);
  const runtime = createFunnelRuntime({ model, ports, initialState: createInitialState() });
  expect(await runtime.enter(page.id, '')).toMatchObject({ type: 'render' });
  const router = createMemoryRouter(
    [{ path: '/', element: <Layout />, children: [{ path: page.route, loader: () => ({ pageId: page.id }), element: <p>The form</p> }] }],
    { initialEntries: [`/${page.route}`] },
  );
  render(
    <RuntimeContext value={runtime}>
      <RouterProvider router={router} />
    </RuntimeContext>,
  );
  await screen.findByText('The form');
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
    await screen.findByLabelText('Notes');
    // The chat's code comes once the page is shown (issue #12): its launcher is drawn once it is there.
    await act(() => loadChatWidget());
    expect(screen.queryByRole('button', { name: 'Ask our assistant' }) !== null).toBe(shown);
  });
});
