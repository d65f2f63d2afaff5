/**
 * The funnel's details (issue #12: the order summary's rows and the price summary, left out of the browser's core
 * model, engine/compile/splitFunnelModel.ts) come with the code that reads them: the runtime merges them once, the
 * quote's and the confirmation's renderers and the order summary load them with their code, and the first page's
 * renderer does not wait for them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { splitFunnelModel, type FunnelDetails } from '../../engine/compile/splitFunnelModel';
import { rendererNames } from '../../engine/compile/registry';
import { createMemoryPorts } from '../../engine/cli/journeys/createMemoryPorts';
import { createInitialState } from '../../engine/domain/state';
import { createFunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { createFirstPageDrawn, FirstPageDrawnContext } from '../../renderers/app/FirstPageDrawnContext';
import { createFunnelRouter } from '../../renderers/app/createFunnelRouter';
import { createPageResolver } from '../../renderers/app/createPageResolver';
import { FunnelApp } from '../../renderers/app/FunnelApp';
import { loadChatWidget } from '../../renderers/app/chat/LazyChatWidget';
import { RuntimeContext } from '../../renderers/app/RuntimeContext';
import { pageRenderers } from '../../renderers/pages';
import { loadFunnelModel } from '../harness/loadFunnelModel';
import { createMemoryWindow } from './createMemoryWindow';
import { configuredPage, createTestModel, idleAfterTest } from './createTestRuntime';

// The app's own routes: service-zip's form page loads its precompiled validator.
vi.mock('virtual:funnel-validators', () => import('./serviceZipValidators'));

afterEach(cleanup);

const full = loadFunnelModel();
const patience = { timeout: 10_000 };

/** A loader of the funnel's details that answers when the test releases it (or fails when it says so). */
function heldLoader(details: FunnelDetails) {
  let release: (failure?: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<FunnelDetails>((resolve, reject) => {
        release = (failure) => (failure ? reject(failure) : resolve(structuredClone(details)));
      }),
  );
  return { load, release: (failure?: Error) => release(failure) };
}

describe("the funnel's details (issue #12)", () => {
  it('the runtime merges them into its model once; a failed load is tried again', async () => {
    const { core, funnelDetails } = splitFunnelModel(full);
    const held = heldLoader(funnelDetails);
    const runtime = idleAfterTest(createFunnelRuntime({ model: core, ports: createMemoryPorts(), initialState: createInitialState(), loadFunnelDetails: held.load }));
    expect(runtime.model.funnel.priceSummary).toBeUndefined();

    const failed = runtime.loadFunnelDetails();
    held.release(new Error('Failed to fetch dynamically imported module'));
    await expect(failed).rejects.toThrow('Failed to fetch');
    expect(runtime.model.funnel.priceSummary).toBeUndefined();

    const first = runtime.loadFunnelDetails();
    const second = runtime.loadFunnelDetails();
    held.release();
    await Promise.all([first, second]);
    expect(held.load).toHaveBeenCalledTimes(2);
    expect(runtime.model.funnel.priceSummary).toEqual(full.funnel.priceSummary);
    expect(runtime.model.funnel.summary).toEqual(full.funnel.summary);
    await runtime.loadFunnelDetails();
    expect(held.load).toHaveBeenCalledTimes(2);
  });

  it("a renderer reading them loads them with its code; the first page's does not wait for them", async () => {
    const pagesDir = join(import.meta.dirname, '../../renderers/pages');
    const readers = readdirSync(pagesDir).filter((file) => /funnel\.(priceSummary|summary)\b/.test(readFileSync(join(pagesDir, file), 'utf8')));
    expect(readers.sort()).toEqual(['ConfirmationSummary.tsx', 'QuoteSummary.tsx']);
    const loadsDetails = async (renderer: (typeof rendererNames)[number]) => {
      const runtime = { loadFunnelDetails: vi.fn(() => Promise.resolve()) };
      await pageRenderers[renderer](runtime);
      return runtime.loadFunnelDetails.mock.calls.length > 0;
    };
    expect(await loadsDetails('quote-summary')).toBe(true);
    expect(await loadsDetails('confirmation-summary')).toBe(true);
    const firstPageRenderer = full.pages[full.funnel.firstPage]!.renderer as (typeof rendererNames)[number];
    expect(firstPageRenderer).toBeTruthy();
    expect(await loadsDetails(firstPageRenderer)).toBe(false);
  });

  it('the order summary keeps its place until they arrive, then is drawn with their words', async () => {
    const page = configuredPage('service-zip');
    const model = createTestModel([page]);
    model.funnel.environments = full.funnel.environments;
    // The browser's core: the summary's title alone, no price summary.
    model.funnel.summary = { title: full.funnel.summary!.title } as typeof model.funnel.summary;
    delete (model.funnel as Partial<typeof model.funnel>).priceSummary;
    const held = heldLoader({ priceSummary: full.funnel.priceSummary, summary: full.funnel.summary });
    const runtime = idleAfterTest(
      createFunnelRuntime({
        model,
        ports: createMemoryPorts({ 'content.page': { subtitle: null, helpText: null } }),
        initialState: createInitialState(),
        loadFunnelDetails: held.load,
      }),
    );
    const router = createFunnelRouter({ basename: '', resolve: createPageResolver(runtime, window), window: createMemoryWindow(`/${page.route}`) });
    render(
      <RuntimeContext value={runtime}>
        <FirstPageDrawnContext value={createFirstPageDrawn(() => Promise.resolve())}>
          <FunnelApp router={router} />
        </FirstPageDrawnContext>
      </RuntimeContext>,
    );
    router.start();
    expect(await screen.findByLabelText('Zip code', undefined, patience)).toBeTruthy();
    await waitFor(() => expect(held.load).toHaveBeenCalled(), patience);
    // Asked for, not there yet: the summary's place (the column) holds, no summary drawn.
    expect(document.querySelector('.order-summary-column')).not.toBeNull();
    expect(screen.queryByRole('complementary', { name: full.funnel.summary!.title })).toBeNull();

    await act(async () => held.release());
    const summary = await screen.findByRole('complementary', { name: full.funnel.summary!.title }, patience);
    expect(summary.textContent).toContain(full.funnel.summary!.empty!);
    // What the page's drawing set going (the chat's code, the entry's runs) is over before the test file's environment.
    await act(async () => void (await Promise.all([loadChatWidget(), runtime.idle()])));
  });
});
