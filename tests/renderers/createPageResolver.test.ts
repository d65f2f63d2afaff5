/**
 * How the funnel's router enters a place (issue #12: createPageResolver in place of react-router's route loaders): the
 * page of a path, the runtime's entry and what it led to, the page's code loaded once.
 */
import { describe, expect, it, vi } from 'vitest';
import type { EntryOutcome, FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { PageLoadError } from '../../engine/runtime/PageLoadError';
import { createPageResolver, findRoute } from '../../renderers/app/createPageResolver';
import { createTestModel, testPage } from './createTestRuntime';

const model = createTestModel([testPage({ id: 'payment-method', title: 'Payment' }), testPage({ id: 'shop', kind: 'virtual', route: 'shop' })]);

/** A runtime whose entry answers `outcome` (or throws it), recording the routes it was asked to enter. */
function runtimeAnswering(outcome: EntryOutcome | Error) {
  const entered: Array<[string, string]> = [];
  const runtime = {
    model,
    loadPage: vi.fn(async (pageId: string) => model.pages[pageId]),
    enterRoute: vi.fn(async (route: string, search = '') => {
      entered.push([route, search]);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }),
  } as unknown as FunnelRuntime;
  const location = { href: 'http://localhost/fmg/payment-method', assign: vi.fn(), replace: vi.fn() };
  return { resolve: createPageResolver(runtime, { location } as unknown as Window), entered, location };
}

describe('findRoute', () => {
  it('finds the page of a path as the address bar may spell it; an unknown or malformed path has none', () => {
    expect(findRoute(model, '/payment-method')).toEqual({ route: 'payment-method', pageId: 'payment-method' });
    expect(findRoute(model, '/Payment-Method/')).toEqual({ route: 'payment-method', pageId: 'payment-method' });
    expect(findRoute(model, '/payment%2Dmethod')).toEqual({ route: 'payment-method', pageId: 'payment-method' });
    expect(findRoute(model, '/')).toEqual({ route: '', pageId: 'landing' });
    expect(findRoute(model, '/nowhere')).toBeUndefined();
    expect(findRoute(model, '/%E0%A4%A')).toBeUndefined();
  });
});

describe('createPageResolver', () => {
  it("enters the page's route as the model spells it, and shows its component, loaded once for every visit", async () => {
    const { resolve, entered } = runtimeAnswering({ type: 'render', pageId: 'shop' });
    const first = await resolve('/SHOP', '?from=map');
    const second = await resolve('/shop', '');
    expect(entered).toEqual([
      ['shop', '?from=map'],
      ['shop', ''],
    ]);
    expect(first).toMatchObject({ type: 'render', pageId: 'shop' });
    expect(second.type === 'render' && first.type === 'render' && second.Component === first.Component).toBe(true);
  });

  it('an unknown path is entered as it is (the runtime answers it with the page-not-found alert)', async () => {
    const { resolve, entered } = runtimeAnswering({ type: 'redirect', to: 'payment-method', query: {}, reason: 'page not found' });
    expect(await resolve('/nowhere', '')).toEqual({ type: 'redirect', to: '/payment-method' });
    expect(entered).toEqual([['/nowhere', '']]);
  });

  it("a redirect goes to the page's path with its query", async () => {
    const { resolve } = runtimeAnswering({ type: 'redirect', to: 'payment-method', query: { offer: 'cash', from: 'quote' }, reason: 'guard' });
    expect(await resolve('/shop', '')).toEqual({ type: 'redirect', to: '/payment-method?offer=cash&from=quote' });
  });

  it('another site is gone to; a reload loads the address being entered afresh, under the base path', async () => {
    const external = runtimeAnswering({ type: 'external', url: 'https://heritage.example/quote' });
    expect(await external.resolve('/shop', '')).toEqual({ type: 'leave' });
    expect(external.location.assign).toHaveBeenCalledWith('https://heritage.example/quote');

    const reload = runtimeAnswering({ type: 'reload' });
    expect(await reload.resolve('/payment-method', '?status=paid')).toEqual({ type: 'leave' });
    expect(reload.location.replace).toHaveBeenCalledWith('http://localhost/fmg/payment-method?status=paid');
  });

  it("a page whose own part did not load fails with the load's own error (the boundary offers a reload)", async () => {
    const chunkError = Object.assign(new Error('Failed to fetch dynamically imported module'), { name: 'ChunkLoadError' });
    const { resolve } = runtimeAnswering(new PageLoadError('payment-method', chunkError));
    await expect(resolve('/payment-method', '')).rejects.toBe(chunkError);
  });
});
