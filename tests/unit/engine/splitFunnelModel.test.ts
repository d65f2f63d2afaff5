/**
 * Issue #12: the browser's model is split (engine/compile/splitFunnelModel.ts): the entry carries the navigation
 * graph's nodes and the form fields' state paths, each screen's own part (form, calls, actions, buttons, navigation)
 * loads with its route, and the runtime merges it before the page is entered. A visitor on the split model goes the
 * same way, with the same calls, as one on the whole model.
 */
import { describe, expect, it } from 'vitest';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import { mergeFunnelDetails, splitFunnelModel, type PageDetails } from '../../../engine/compile/splitFunnelModel';
import { createFunnelRuntime, PageLoadError } from '../../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { answerAvalonToZip } from '../../harness/answerAvalonToZip';
import { createJourney } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const model = loadFunnelModel();
const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

/** A fresh split (the runtime merges parts into the core's pages) with a loader that counts what it loaded. */
function splitWithLoader(fail: (pageId: string) => boolean = () => false) {
  const { core, details } = splitFunnelModel(structuredClone(model) as FunnelModel);
  const loaded: string[] = [];
  const loadPageDetails = (pageId: string) => {
    const part = details[pageId];
    if (!part) return null;
    loaded.push(pageId);
    return fail(pageId) ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve<PageDetails>(structuredClone(part));
  };
  return { core, details, loaded, loadPageDetails };
}

/**
 * A page as the browser gets it: what only the YAML's readers read left out (the notes of navigation rules and binding
 * steps, actions' descriptions).
 */
const withoutReadersNotes = (page: unknown) =>
  JSON.parse(
    JSON.stringify(page, function (this: Record<string, unknown>, key, value: unknown) {
      if (key === 'note') return undefined;
      return key === 'description' && Array.isArray(this.do) ? undefined : value;
    }),
  ) as unknown;

describe('splitting the model', () => {
  const { core, details } = splitFunnelModel(model);

  it('leaves out only what the browser never reads: the descriptions of cascades and experiment settings, the journey stages, the brand but its name, the images', () => {
    expect(core.cascades.map(({ description: _d, ...cascade }) => cascade)).toEqual(model.cascades.map(({ description: _d, ...cascade }) => cascade));
    expect(core.cascades.every((cascade) => cascade.description === '')).toBe(true);
    expect(Object.keys(core.funnel.experimentSettings)).toEqual(Object.keys(model.funnel.experimentSettings));
    const { experimentSettings: _core, brand: coreBrand, summary: coreSummary, ...coreFunnel } = core.funnel;
    // The journey stages: the browser reads the progress indicator's from model.progress (issue #14). The order
    // summary's rows and the price summary are the funnel's details (below).
    const { experimentSettings: _whole, stages: _stages, brand: wholeBrand, summary: _summary, priceSummary: _price, ...wholeFunnel } = model.funnel;
    expect(coreFunnel).toEqual(wholeFunnel);
    expect(coreSummary).toEqual({ title: model.funnel.summary!.title });
    // The favicon is index.html's link; the header bar (the logo, the brand's name, phone and hours) and the footer
    // (its guarantee and secure-payment lines, its legal name) are index.html's markup, which the page keeps as drawn.
    // The name stays: the document's title.
    expect(wholeBrand?.phone).toBeTruthy();
    expect(coreBrand).toEqual({ name: wholeBrand?.name });
    expect(model.brandImages?.favicon).toMatch(/<svg/);
    expect(model.brandImages?.logo).toMatch(/<svg/);
    expect(core.brandImages).toEqual({ logo: '', favicon: '' });
  });

  it("leaves the order summary's rows and the price summary to the funnel's details, which merge back whole", () => {
    const { core: browser, funnelDetails } = splitFunnelModel(model);
    expect(browser.funnel.priceSummary).toBeUndefined();
    expect(browser.funnel.summary?.rows).toBeUndefined();
    expect(funnelDetails).toEqual({ priceSummary: model.funnel.priceSummary, summary: model.funnel.summary });
    // The summary handed out before (its place shows the title) is the one made whole.
    const placeSummary = browser.funnel.summary;
    mergeFunnelDetails(browser, structuredClone(funnelDetails));
    expect(browser.funnel.summary).toBe(placeSummary);
    expect(browser.funnel.summary).toEqual(model.funnel.summary);
    expect(browser.funnel.priceSummary).toEqual(model.funnel.priceSummary);
  });

  it.each(model.pageIds.map((id) => [id]))('%s: the core and its own part make the compiled page again, but for its notes', (id) => {
    expect({ ...core.pages[id], ...details[id] }).toEqual(withoutReadersNotes(model.pages[id]));
  });

  it("leaves out the notes of navigation rules and binding steps, and actions' descriptions (the YAML's readers')", () => {
    const browser = JSON.stringify({ core, details });
    expect(JSON.stringify(model)).toContain('"note":');
    expect(browser).not.toContain('"note":');
    const actions = model.pageIds.flatMap((id) => Object.values(model.pages[id]!.actions ?? {}));
    expect(actions.some((action) => action.description)).toBe(true);
    // A virtual route keeps its actions in the core (it stays whole); a screen, in its own part.
    const browserActions = [...Object.values(core.pages), ...Object.values(details)].flatMap((part) => Object.values(part.actions ?? {}));
    expect(browserActions.length).toBe(actions.length);
    expect(browserActions.filter((action) => 'description' in action)).toEqual([]);
  });

  it.each(model.pageIds.filter((id) => model.pages[id]!.kind === 'page').map((id) => [id]))(
    '%s: the core keeps no form schema, call, action, button or navigation of the screen',
    (id) => {
      const page = core.pages[id]!;
      for (const key of ['navigation', 'buttons', 'actions', 'load', 'submit', 'waits', 'description']) expect(page).not.toHaveProperty(key);
      expect(page.fields === undefined || Object.keys(page.fields)).toEqual(page.fields === undefined || ['bind']);
      expect(page.route).toBe(model.pages[id]!.route);
    },
  );

  it('leaves virtual routes whole (a redirect chain does not wait for a chunk per step)', () => {
    const virtual = model.pageIds.filter((id) => model.pages[id]!.kind !== 'page');
    expect(virtual.length).toBeGreaterThan(0);
    for (const id of virtual) expect(details[id]).toBeUndefined();
    for (const id of virtual) expect(core.pages[id]).toEqual(withoutReadersNotes(model.pages[id]));
  });

  it('keeps the core under a third of the whole model', () => {
    expect(JSON.stringify(core).length).toBeLessThan(JSON.stringify(model).length / 3);
  });
});

describe('the runtime on a split model', () => {
  it('goes the same way with the same calls as on the whole model, loading each screen once, when it is entered', async () => {
    const walk = async (options: { model?: FunnelModel; loadPageDetails?: ReturnType<typeof splitWithLoader>['loadPageDetails'] }) => {
      const journey = createJourney(sandbox, { now: () => now, ...options });
      const stops = [await journey.open('')];
      stops.push(await answerAvalonToZip(journey));
      await journey.settle();
      return { stops, calls: journey.ports.calls.map((call) => call.operation), effects: journey.runtime.effects.filter((e) => e.type === 'navigate') };
    };
    const split = splitWithLoader();
    const whole = await walk({});
    const lazy = await walk({ model: split.core, loadPageDetails: split.loadPageDetails });
    expect(lazy.stops).toEqual(whole.stops);
    expect(lazy.effects).toEqual(whole.effects);
    expect(split.loaded).toEqual([...new Set(split.loaded)]);
    expect(split.loaded).toContain(whole.stops[0]!.pageId);
    expect(split.loaded).toContain(whole.stops[1]!.pageId);
  });

  it('a screen whose part fails to load rejects the entry (the host offers a reload), raises no page error, and loads on a later try', async () => {
    let failing = true;
    const split = splitWithLoader(() => failing);
    const ports = createMemoryPorts({ 'analytics.initialize': { sessionKey: 'K', sessionId: 'S' }, 'vehicle.years': [2020] });
    const runtime = createFunnelRuntime({ model: split.core, ports, loadPageDetails: split.loadPageDetails });
    const errors: unknown[] = [];
    runtime.bus.on('page:error', (error) => errors.push(error));
    const first = model.funnel.firstPage;
    await expect(runtime.enter(first)).rejects.toBeInstanceOf(PageLoadError);
    expect(errors).toEqual([]);
    failing = false;
    await expect(runtime.enter(first)).resolves.toEqual({ type: 'render', pageId: first });
    expect(runtime.model.pages[first]!.navigation).toEqual(withoutReadersNotes(model.pages[first]!.navigation));
  });
});
