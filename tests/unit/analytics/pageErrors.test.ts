/**
 * SPEC §8 page errors: each cause pushes a page-error event (the mitt bus, the user's event bus of SPEC §3, and an
 * analytics custom event) and goes to the error route — or, for a route guard that throws, to the bailout page.
 */
import { produce } from 'immer';
import { describe, expect, it, vi } from 'vitest';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { createFunnelRuntime, type PageErrorCause } from '../../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const model = loadFunnelModel();

interface Case {
  name: string;
  cause: PageErrorCause;
  pageId: string;
  initial?: (s: FunnelState) => void;
  /** Breaks the cookie port once the runtime exists (an exception while entering). */
  breakCookies?: boolean;
  goesTo: string;
}

const cases: Case[] = [
  { name: 'an unknown page name', cause: 'invalid-page-name', pageId: 'no-such-page', goesTo: 'error' },
  { name: 'prerequisites that do not hold', cause: 'invalid-page-prerequisites', pageId: 'quote', goesTo: 'error' },
  {
    name: 'a saved session whose timeout has passed',
    cause: 'expired-session',
    pageId: 'vehicle',
    initial: (s) => {
      s.user.savedSessionId = 'saved-1';
      s.user.savedSessionTimeout = '2026-01-01T00:00:00.000Z';
      s.cookie.SavedSessionId = 'saved-1';
      s.cookie.SavedSessionTimeoutDate = '2026-01-01T00:00:00.000Z';
    },
    goesTo: 'error',
  },
  { name: 'an exception while entering', cause: 'uncaught-exception-in-navigation', pageId: 'vehicle', breakCookies: true, goesTo: 'error' },
  {
    name: 'a route guard that throws (a state the vehicle guard cannot read)',
    cause: 'uncaught-exception-in-navigation',
    pageId: 'vehicle',
    initial: (s) => void ((s.order as unknown as Record<string, unknown>).policy = null),
    goesTo: 'bailout',
  },
];

describe('page errors (SPEC §8)', () => {
  it.each(cases)('$name: $cause, pushed on every bus, then $goesTo', async ({ cause, pageId, initial, breakCookies, goesTo }) => {
    const ports = createMemoryPorts({
      'analytics.initialize': { sessionKey: '22222222-2222-4222-8222-222222222222', sessionId: '33333333-3333-4333-8333-333333333333' },
      'analytics.logCustomEvent': { logged: true },
    });
    const runtime = createFunnelRuntime({ model, ports, initialState: produce(createInitialState(), (s) => initial?.(s)) });
    if (breakCookies) {
      ports.cookies.get = () => {
        throw new Error('cookies are blocked');
      };
    }
    const emitted: PageErrorCause[] = [];
    runtime.bus.on('page:error', (error) => void emitted.push(error.cause));
    const outcome = await runtime.enter(pageId);
    expect(outcome).toMatchObject({ type: 'redirect', to: goesTo });
    expect(emitted).toEqual([cause]);
    expect(runtime.getState().user.eventBus).toContainEqual({ category: 'PAGE_ERROR', subCategory: cause, eventValue: pageId });
    await vi.waitFor(() =>
      expect(ports.calls).toContainEqual({
        operation: 'analytics.logCustomEvent',
        params: expect.objectContaining({ category: 'PAGE_ERROR', action: cause, pageName: pageId }),
      }),
    );
  });

  it('the error route shows the SPEC §8 banner (dismissible, danger) and goes to the first page; a second error restarts', async () => {
    const ports = createMemoryPorts({ 'analytics.initialize': { sessionKey: '22222222-2222-4222-8222-222222222222', sessionId: '33333333-3333-4333-8333-333333333333' } });
    const runtime = createFunnelRuntime({ model, ports, initialState: produce(createInitialState(), (s) => void (s.order.vehicle.year = 2020)) });
    expect(await runtime.enter('error')).toMatchObject({ type: 'redirect', to: 'vehicle' });
    expect(runtime.getAlerts()).toContainEqual({
      category: 'GLOBAL_ALERT',
      subCategory: 'UNKNOWN_ERROR',
      text: "We're sorry, something went wrong.",
      // Issue #14: followed by where the visit goes on and what to do there (funnel.yaml messages.errorBackToStart).
      detail: "You're back at the first step (Vehicle). Please start your order from here; anything you answered before is still filled in.",
      style: 'danger',
      dismissible: true,
    });
    expect(runtime.getState().order.vehicle.year).toBe(2020);
    expect(await runtime.enter('error')).toMatchObject({ type: 'redirect', to: 'restart' });
    expect(await runtime.enter('restart')).toMatchObject({ type: 'redirect', to: 'vehicle' });
    expect(runtime.getState().order.vehicle.year).toBeNull();
    expect(runtime.getState().user.hasTriggeredError).toBe(false);
  });
});
