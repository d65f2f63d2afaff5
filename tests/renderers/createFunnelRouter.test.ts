/**
 * The funnel's router (issue #12: it replaced react-router's data router): a place is entered before it is shown, the
 * address changes only when it is, redirects, Back, hash changes, a newer navigation and failures.
 */
import { describe, expect, it } from 'vitest';
import { createFunnelRouter, type FunnelRouterState, type RouteResolution } from '../../renderers/app/createFunnelRouter';
import { createMemoryWindow } from './createMemoryWindow';

const Page = () => null;
const show = (pageId: string): RouteResolution => ({ type: 'render', pageId, Component: Page });

/** A resolver whose answers the test gives, place by place, when it chooses. */
function heldResolver() {
  const asked: Array<{ path: string; search: string; fromHistory: boolean; answer: (resolution: RouteResolution) => void; fail: (error: unknown) => void }> = [];
  const resolve = (path: string, search: string, how?: { fromHistory: boolean }) =>
    new Promise<RouteResolution>((answer, fail) => {
      asked.push({ path, search, fromHistory: how?.fromHistory ?? false, answer, fail });
    });
  return { asked, resolve };
}

/** Lets the router's awaits run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startRouter(path: string, resolve: (path: string, search: string, how?: { fromHistory: boolean }) => Promise<RouteResolution>, basename = '/fmg') {
  const win = createMemoryWindow(path);
  const router = createFunnelRouter({ basename, resolve, window: win });
  const states: FunnelRouterState[] = [];
  router.subscribe((state) => states.push(state));
  router.start();
  return { router, win, states };
}

/** A router that shows the vehicle page at /fmg/vehicle; the next places are answered by the test (`answer`). */
async function showingVehicle() {
  const held = heldResolver();
  const started = startRouter('/fmg/vehicle', held.resolve);
  held.asked[0]!.answer(show('vehicle'));
  await settle();
  /** Answers the `index`-th place asked for (the vehicle page was the 0th), and lets the router show it. */
  const answer = async (index: number, resolution: RouteResolution) => {
    held.asked[index]!.answer(resolution);
    await settle();
  };
  return { ...started, held, answer };
}

describe('createFunnelRouter', () => {
  it('enters the first place under the basename before it shows it; a redirect replaces the address', async () => {
    const held = heldResolver();
    const { router, win } = startRouter('/fmg/?utm=x', held.resolve);
    expect(router.state.initialized).toBe(false);
    expect(held.asked.map(({ path, search }) => [path, search])).toEqual([['/', '?utm=x']]);
    held.asked[0]!.answer({ type: 'redirect', to: '/vehicle?from=landing' });
    await settle();
    expect(held.asked[1]!.path).toBe('/vehicle');
    expect(router.state.initialized).toBe(false);
    held.asked[1]!.answer(show('vehicle'));
    await settle();
    expect(router.state).toMatchObject({ initialized: true, pageId: 'vehicle', navigating: null, failure: null });
    expect(router.state.location).toMatchObject({ pathname: '/fmg/vehicle', search: '?from=landing' });
    expect(win.entries()).toEqual(['/fmg/vehicle?from=landing']);
  });

  it('keeps the page shown while the next is entered; the address changes and the promise resolves once it is shown', async () => {
    const { router, win, answer } = await showingVehicle();
    let done = false;
    void router.navigate('/quote?offer=cash').then(() => (done = true));
    await settle();
    expect(router.state.pageId).toBe('vehicle');
    expect(router.state.navigating).toMatchObject({ pathname: '/fmg/quote', search: '?offer=cash' });
    expect(router.currentPath()).toBe('/quote?offer=cash');
    expect(win.entries()).toEqual(['/fmg/vehicle']);
    expect(done).toBe(false);

    await answer(1, show('quote'));
    expect(done).toBe(true);
    expect(router.state).toMatchObject({ pageId: 'quote', navigating: null, action: 'PUSH' });
    expect(win.entries()).toEqual(['/fmg/vehicle', '/fmg/quote?offer=cash']);
  });

  it('Back enters the place the browser went back to; a redirect from there replaces its entry', async () => {
    const { router, win, held, answer } = await showingVehicle();
    void router.navigate('/quote');
    await answer(1, show('quote'));

    void router.navigate(-1);
    await settle();
    expect(held.asked[2]!.path).toBe('/vehicle');
    expect(router.state.pageId).toBe('quote');
    await answer(2, { type: 'redirect', to: '/vehicle-damage' });
    await answer(3, show('vehicle-damage'));
    expect(router.state).toMatchObject({ pageId: 'vehicle-damage', action: 'POP' });
    expect(win.entries()).toEqual(['/fmg/vehicle-damage', '/fmg/quote']);
    // Only the place Back went to is entered as coming from the history: not the first load, a link, nor a redirect.
    expect(held.asked.map(({ path, fromHistory }) => [path, fromHistory])).toEqual([
      ['/vehicle', false],
      ['/quote', false],
      ['/vehicle', true],
      ['/vehicle-damage', false],
    ]);
  });

  it('a change of the hash alone enters nothing and keeps the page; the same place again is a new visit in its entry', async () => {
    const { router, win, held, answer } = await showingVehicle();
    const visit = router.state.location.key;

    await router.navigate('#main');
    expect(held.asked).toHaveLength(1);
    expect(router.state.location).toMatchObject({ pathname: '/fmg/vehicle', hash: '#main' });
    expect(router.state.pageId).toBe('vehicle');
    expect(win.entries()).toEqual(['/fmg/vehicle', '/fmg/vehicle#main']);

    // The page without the hash: entered again, a new visit.
    void router.navigate('/vehicle');
    await settle();
    await answer(1, show('vehicle'));
    const again = router.state.location.key;
    expect(again).not.toBe(visit);
    expect(win.entries()).toEqual(['/fmg/vehicle', '/fmg/vehicle#main', '/fmg/vehicle']);
    // The same address once more: entered again in the same history entry.
    void router.navigate('/vehicle');
    await settle();
    await answer(2, show('vehicle'));
    expect(router.state.location.key).not.toBe(again);
    expect(router.state.action).toBe('REPLACE');
    expect(win.entries()).toEqual(['/fmg/vehicle', '/fmg/vehicle#main', '/fmg/vehicle']);
    // Back to the hash: nothing entered.
    void router.navigate(-1);
    await settle();
    expect(held.asked).toHaveLength(3);
    expect(router.state.location.hash).toBe('#main');
  });

  it('a newer navigation takes the place of one under way: what the older one led to is never shown', async () => {
    const { router, states, held } = await showingVehicle();
    const first = router.navigate('/quote');
    void router.navigate('/schedule');
    await settle();
    held.asked[2]!.answer(show('schedule'));
    held.asked[1]!.answer(show('quote'));
    await first;
    await settle();
    expect(router.state.pageId).toBe('schedule');
    expect(states.some((state) => state.pageId === 'quote')).toBe(false);
  });

  it('a failure to enter is shown at the place entered; leaving for another site shows nothing more', async () => {
    const { router, win, held, answer } = await showingVehicle();
    void router.navigate('/quote');
    await settle();
    const failure = new Error('chunk');
    held.asked[1]!.fail(failure);
    await settle();
    expect(router.state).toMatchObject({ pageId: null, Component: null, failure: { error: failure }, navigating: null });
    expect(router.state.location.pathname).toBe('/fmg/quote');

    void router.navigate('/payment');
    await settle();
    await answer(2, { type: 'leave' });
    expect(router.state.navigating).toMatchObject({ pathname: '/fmg/payment' });
    expect(win.entries()).toEqual(['/fmg/vehicle', '/fmg/quote']);
  });
});
