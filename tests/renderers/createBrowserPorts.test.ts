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
