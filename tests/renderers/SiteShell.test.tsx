/**
 * index.html's static frame (issue #12): the markup the build puts in #root (SiteShell, from funnel-config) is the frame
 * React draws on its first render, so the browser paints it before any script runs and React's takeover changes
 * nothing a visitor sees; React replaces it, so no landmark or status is there twice.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryPorts } from '../../engine/cli/journeys/createMemoryPorts';
import { splitFunnelModel } from '../../engine/compile/splitFunnelModel';
import { createInitialState } from '../../engine/domain/state';
import { createFunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { idleAfterTest } from './createTestRuntime';
import { createFunnelRouter } from '../../renderers/app/createFunnelRouter';
import { createPageResolver } from '../../renderers/app/createPageResolver';
import { FunnelApp } from '../../renderers/app/FunnelApp';
import { createMemoryWindow } from './createMemoryWindow';
import { RuntimeContext } from '../../renderers/app/RuntimeContext';
import { SiteShell } from '../../renderers/app/SiteShell';
import { readStaticFrame, StaticFrameContext } from '../../renderers/app/StaticFrameContext';
import { loadFunnelModel } from '../harness/loadFunnelModel';

// The first render only: the pages' code and validators are not needed (the frame is drawn before they arrive).
vi.mock('../../renderers/pages', () => ({ pageRenderers: new Proxy({}, { get: () => () => new Promise(() => undefined) }) }));

afterEach(cleanup);

const model = loadFunnelModel();

/** The shell's markup as the DOM holds it (the same serialisation as React's frame, whatever the SVG's spelling). */
function shellElement(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(<SiteShell model={model} />);
  return root;
}

/**
 * React's first render of the app at `path` (the router not yet done with the first load), into `container` (a #root
 * that may hold the shell, as index.html's does).
 */
function renderAppAt(path: string, container?: HTMLElement) {
  const runtime = idleAfterTest(createFunnelRuntime({ model, ports: createMemoryPorts(), initialState: createInitialState() }));
  const router = createFunnelRouter({ basename: '', resolve: createPageResolver(runtime, window), window: createMemoryWindow(path) });
  // As main.tsx does: the frame's static parts (header bar, footer) read from #root before React's first render.
  const staticFrame = readStaticFrame(container ?? shellElement());
  const result = render(
    <RuntimeContext value={runtime}>
      <StaticFrameContext value={staticFrame}>
        <FunnelApp router={router} />
      </StaticFrameContext>
    </RuntimeContext>,
    container ? { container } : {},
  );
  router.start();
  expect(router.state.initialized).toBe(false);
  return result.container;
}

/**
 * The frame as markup to compare: the route fade React sets on `.app` through the CSSOM (a style attribute in static
 * markup would break the CSP) left out, the elements matching `removed` taken out and those matching `emptied` replaced
 * by an empty element of their class.
 */
function frameMarkup(root: HTMLElement, { removed = [], emptied = [] }: { removed?: string[]; emptied?: string[] } = {}): string {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelector('.app')?.removeAttribute('style');
  for (const part of removed.flatMap((selector) => [...copy.querySelectorAll(selector)])) part.remove();
  for (const part of emptied.flatMap((selector) => [...copy.querySelectorAll(selector)])) {
    part.replaceWith(Object.assign(document.createElement('div'), { className: part.className }));
  }
  return copy.innerHTML;
}

describe('SiteShell: the static frame of index.html is the frame React draws first (issue #12)', () => {
  it.each([
    { name: 'the landing route', path: '/' },
    { name: 'a resumed session (load-session)', path: `/${model.pages['load-session']!.route}` },
    { name: 'the error route', path: `/${model.pages['error']!.route}` },
    { name: 'an unknown address', path: '/no-such-page' },
  ])('$name, no page of its own: the same markup (the entry page places: its progress empty, its summary place)', ({ path }) => {
    const shell = shellElement();
    const react = renderAppAt(path);
    // An alert (SPEC §8: the error route's, an unknown address's) is the route's, in the page's column under the header.
    expect(frameMarkup(react, { removed: ['.page-column > .alerts'] })).toBe(frameMarkup(shell));
  });

  it('the entry page: the same markup but for the stage, which is the page’s (the shell keeps its place, hidden from screen readers)', () => {
    const shell = shellElement();
    const react = renderAppAt(`/${model.pages[model.funnel.entry]!.route}`);
    expect(react.querySelector('.progress-bar')?.getAttribute('aria-labelledby')).toBe('progress-label');
    expect(shell.querySelector('.progress')?.getAttribute('aria-hidden')).toBe('true');
    expect(shell.querySelector('.progress')?.textContent?.trim()).toBe('');
    expect(frameMarkup(react, { emptied: ['.progress'] })).toBe(frameMarkup(shell, { emptied: ['.progress'] }));
  });

  it('carries the brand, phone, loader text and footer lines of funnel-config', () => {
    const shell = shellElement();
    const brand = model.funnel.brand!;
    expect(shell.querySelector('header .site-name-text')?.textContent).toBe(brand.name);
    expect(shell.querySelector('header a[href^="tel:"]')?.textContent).toContain(brand.phone);
    expect(shell.querySelector('main [role="status"]')?.textContent).toBe(model.funnel.loader.text);
    expect(shell.querySelector('footer')?.textContent).toContain(brand.guarantee);
  });

  it("keeps the header bar and footer as drawn: the browser's model, which carries the brand's name alone, shows them whole", () => {
    const { core } = splitFunnelModel(model);
    const brand = model.funnel.brand!;
    expect(core.funnel.brand).toEqual({ name: brand.name });
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = renderToStaticMarkup(<SiteShell model={model} />);
    const staticFrame = readStaticFrame(root);
    const runtime = idleAfterTest(createFunnelRuntime({ model: core, ports: createMemoryPorts(), initialState: createInitialState() }));
    const router = createFunnelRouter({ basename: '', resolve: createPageResolver(runtime, window), window: createMemoryWindow('/') });
    render(
      <RuntimeContext value={runtime}>
        <StaticFrameContext value={staticFrame}>
          <FunnelApp router={router} />
        </StaticFrameContext>
      </RuntimeContext>,
      { container: root },
    );
    const header = screen.getByRole('banner');
    expect(header.querySelector('.site-logo svg')).not.toBeNull();
    expect(within(header).getByRole('link', { name: `Questions? Call ${brand.phone}` }).getAttribute('href')).toBe(`tel:${brand.phone.replace(/[^0-9+]/g, '')}`);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(brand.guarantee);
    expect(within(footer).getByRole('link', { name: 'Terms (opens in a new tab)' }).getAttribute('href')).toBe('/legal/terms');
  });

  it('React replaces it: one banner, main, footer and status once it has rendered into the #root holding the shell', () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    root.innerHTML = renderToStaticMarkup(<SiteShell model={model} />);
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    renderAppAt('/', root);
    for (const role of ['banner', 'main', 'contentinfo', 'status'] as const) expect(screen.getAllByRole(role)).toHaveLength(1);
    expect(root.querySelectorAll('.app')).toHaveLength(1);
  });
});
