/**
 * SPEC §8 in the page: a page that fails to load or to render shows the banner and a way on, and is reported to the
 * front-end logger at its level (chunk-load → warning with a reload; framework → critical with "Start again").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ErrorKind } from '../../renderers/app/errorLogLevels';
import { ErrorReporterContext } from '../../renderers/app/ErrorReporterContext';
import { PageErrorBoundary } from '../../renderers/app/RouteErrorBoundary';
import { RuntimeContext } from '../../renderers/app/RuntimeContext';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { loadFunnelMessages } from '../harness/loadFunnelConstants';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The runtime as the boundary reads it: funnel.yaml's messages (shipped, or `messages`). */
const runtimeWith = (messages = loadFunnelMessages()) => ({ model: { funnel: { messages } } }) as unknown as FunnelRuntime;

/** Renders a page whose component throws `error` in the page's boundary, with a recording reporter (and the runtime, unless null). */
function renderFailingRoute(error: Error, runtime: FunnelRuntime | null = runtimeWith()) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const reports: Array<{ kind: ErrorKind; error: unknown }> = [];
  const Failing = () => {
    throw error;
  };
  render(
    <RuntimeContext value={runtime}>
      <ErrorReporterContext value={{ report: (kind, failure) => void reports.push({ kind, error: failure }) }}>
        <PageErrorBoundary>
          <Failing />
        </PageErrorBoundary>
      </ErrorReporterContext>
    </RuntimeContext>,
  );
  return reports;
}

describe('RouteErrorBoundary', () => {
  it.each([
    ['ChunkLoadError', 'Loading chunk 3 failed'],
    ['CSS_CHUNK_LOAD_FAILED', 'Unable to preload CSS for /assets/x.css'],
  ])('a %s: the banner, an explanation and a reload button; reported as chunk-load', async (name, message) => {
    const failure = Object.assign(new Error(message), { name });
    const reports = renderFailingRoute(failure);
    expect((await screen.findByRole('alert')).textContent).toBe("We're sorry, something went wrong.");
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start again' })).toBeNull();
    await waitFor(() => expect(reports.map((report) => report.kind)).toContain('chunk-load'));
    expect(reports.every((report) => report.error === failure)).toBe(true);
  });

  it('a render failure: the banner and "Start again"; reported as a framework error', async () => {
    const failure = new TypeError("Cannot read properties of undefined (reading 'glassParts')");
    const reports = renderFailingRoute(failure);
    expect((await screen.findByRole('alert')).textContent).toBe("We're sorry, something went wrong.");
    expect(screen.getByRole('link', { name: 'Start again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
    await waitFor(() => expect(reports.map((report) => report.kind)).toContain('framework'));
  });

  it("says what funnel.yaml's messages say; before the runtime exists, a short text of its own", async () => {
    renderFailingRoute(new Error('boom'), runtimeWith({ ...loadFunnelMessages(), unknownError: 'Oops, that broke.', startAgain: 'Begin anew' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Oops, that broke.');
    expect(screen.getByRole('link', { name: 'Begin anew' })).toBeTruthy();
    cleanup();
    renderFailingRoute(new Error('boom'), null);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
  });
});
