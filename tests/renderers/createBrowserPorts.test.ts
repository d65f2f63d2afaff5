/**
 * The browser's ports send the SPEC §7 headers from the state: the session sequence number counts the calls of the
 * browser session (README), through the real axios client with a fake adapter instead of the network.
 */
import { produce } from 'immer';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/client/createApiClient';
import { createInitialState } from '../../engine/domain/state';
import { createBrowserPorts } from '../../renderers/app/createBrowserPorts';
import { createFakeAdapter } from '../unit/api-client/createFakeAdapter';
import { loadFunnelModel } from '../harness/loadFunnelModel';

const model = loadFunnelModel();
afterEach(() => window.localStorage.clear());

/** The browser's ports over a state starting as `initial`, their calls answered by a fake adapter. */
function browserPorts(initial = createInitialState()) {
  const holder = { state: initial };
  const ports = createBrowserPorts({
    model,
    getState: () => holder.state,
    update: (recipe) => void (holder.state = produce(holder.state, recipe)),
    onBailOut: () => undefined,
  });
  const fake = createFakeAdapter();
  (ports.api as ApiClient).axios.defaults.adapter = fake.adapter;
  /** Starts the session `sessionId` (as its initialisation does). */
  const startSession = (sessionId: string) => void (holder.state = produce(holder.state, (draft) => void (draft.session.sessionId = sessionId)));
  return { ports, requests: fake.requests, holder, startSession };
}

describe('X-Session-Sequence-Number (SPEC §7)', () => {
  it('numbers the calls of the session 1, 2, 3 and starts again at 1 in a new session', async () => {
    const { ports, requests, startSession } = browserPorts();
    startSession('SID-1');
    await ports.api.call('vehicle.years');
    await ports.api.call('vehicle.years');
    await ports.api.call('parts.wipers', { carId: 7, zip: '85016' });
    startSession('SID-2');
    await ports.api.call('vehicle.years');
    expect(requests.map((request) => request.headers['X-Session-Sequence-Number'])).toEqual(['1', '2', '3', '1']);
  });

  it('a reloaded page (new ports, the state kept) goes on counting', async () => {
    const first = browserPorts();
    first.startSession('SID-1');
    await first.ports.api.call('vehicle.years');
    const reloaded = browserPorts(JSON.parse(JSON.stringify(first.holder.state)));
    await reloaded.ports.api.call('vehicle.years');
    expect(reloaded.requests[0]?.headers['X-Session-Sequence-Number']).toBe('2');
  });
});

describe('the cookie port', () => {
  it('reads back at once what it wrote or removed in the same task, as document.cookie then holds', () => {
    const { ports } = browserPorts();
    const { cookies } = ports;
    cookies.set('funnel-test-a', 'first', { maxAgeSeconds: 60 });
    expect(cookies.get('funnel-test-a')).toBe('first');
    // Written again after a read (the read is kept for the task): the new value, not the kept one.
    cookies.set('funnel-test-a', 'second value; with = signs', { maxAgeSeconds: 60 });
    expect(cookies.get('funnel-test-a')).toBe('second value; with = signs');
    cookies.set('funnel-test-b', 'gone soon', { maxAgeSeconds: 60 });
    cookies.remove('funnel-test-b');
    expect(cookies.get('funnel-test-b')).toBeNull();
    cookies.set('funnel-test-a', 'expired', { maxAgeSeconds: 0 });
    expect(cookies.get('funnel-test-a')).toBeNull();
    expect(document.cookie).not.toMatch(/funnel-test-[ab]=/);
  });

  it('reads a cookie another script wrote once the task is over', async () => {
    const { ports } = browserPorts();
    expect(ports.cookies.get('funnel-test-c')).toBeNull();
    document.cookie = 'funnel-test-c=outside; path=/';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ports.cookies.get('funnel-test-c')).toBe('outside');
    document.cookie = 'funnel-test-c=; path=/; max-age=0';
  });
});
