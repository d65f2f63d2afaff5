/**
 * SPEC §3 where the state is kept: the order and the user state in local storage (the storage port, kept between
 * visits), the external-parameter state in session storage (this tab only), through the runtime a browser runs
 * (`persist: true`), with in-memory ports.
 */
import { describe, expect, it } from 'vitest';
import { createInitialExternal } from '../../../engine/domain/state';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { externalStorageKey, stateStorageKey } from '../../../engine/runtime/createStatePersistence';
import { createMemoryPorts, type MemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const model = loadFunnelModel();
const prefillLink =
  '?vehicleyear=2020&vehiclemake=Honda&vehiclemodel=Civic&vehiclestyle=4%20Door%20Sedan&vehicledamage=WINDSHIELDREPLACE&servicezip=85001&email=ada%40example.com';

/** A browser tab's runtime on `ports` (its storage, session storage and cookies). */
const openTab = (ports: MemoryPorts) => createFunnelRuntime({ model, ports, persist: true });

/** A new tab of the same browser: the same local storage and cookies, a session storage of its own. */
function newTabOf(ports: MemoryPorts): MemoryPorts {
  const tab = createMemoryPorts();
  tab.api = ports.api;
  for (const [key, value] of ports.store) tab.store.set(key, value);
  for (const [name, value] of ports.cookieJar) tab.cookieJar.set(name, value);
  return tab;
}

/** A tab that arrived through an external prefill link (SPEC §2/§5). */
async function arriveByLink() {
  const ports = createMemoryPorts({
    'analytics.initialize': { sessionKey: 'KEY-1', sessionId: 'SID-1' },
    'vehicle.lookup': { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 77 },
  });
  const runtime = openTab(ports);
  await runtime.enter('landing', prefillLink);
  expect(runtime.getState().external.isExternalParameter).toBe(1);
  return { ports, runtime };
}

describe('SPEC §3: the external-parameter state lives in session storage', () => {
  it('local storage keeps the order but not the external parameters; session storage keeps them', async () => {
    const { ports, runtime } = await arriveByLink();
    const stored = JSON.parse(ports.store.get(stateStorageKey) ?? '{}') as Record<string, unknown>;
    expect(stored).not.toHaveProperty('external');
    expect(stored).toMatchObject({ order: { vehicle: { year: 2020, carId: 77 }, customer: { emailAddress: 'ada@example.com' } } });
    expect(JSON.parse(ports.sessionStore.get(externalStorageKey) ?? 'null')).toEqual(runtime.getState().external);
  });

  it('a reload of the same tab reads both back', async () => {
    const { ports, runtime } = await arriveByLink();
    const reloaded = openTab(ports).getState();
    expect(reloaded.external).toEqual(runtime.getState().external);
    expect(reloaded.order.vehicle.year).toBe(2020);
  });

  it('a new tab (or a later visit) keeps the order but not the link\'s external parameters', async () => {
    const { ports } = await arriveByLink();
    const other = openTab(newTabOf(ports)).getState();
    expect(other.order.vehicle.year).toBe(2020);
    expect(other.external).toEqual(createInitialExternal());
  });

  it('a state stored before the split loses its external parameters rather than reading them from local storage', () => {
    const ports = createMemoryPorts();
    const old = { order: { referralNumber: 'R-1' }, external: { ...createInitialExternal(), isExternalParameter: 1 } };
    ports.store.set(stateStorageKey, JSON.stringify(old));
    const state = openTab(ports).getState();
    expect(state.order.referralNumber).toBe('R-1');
    expect(state.external.isExternalParameter).toBeNull();
  });
});
