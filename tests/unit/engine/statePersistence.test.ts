/**
 * SPEC §3 where the state is kept: the order and the user state in local storage (the storage port, kept between
 * visits), the external-parameter state in session storage (this tab only), through the runtime a browser runs
 * (`persist: true`), with in-memory ports.
 */
import { describe, expect, it, vi } from 'vitest';
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
  await runtime.idle();
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

/** A tab whose local-storage writes of the state are counted (issue #12: at most one per page transition). */
function countingTab() {
  const ports = createMemoryPorts({
    'analytics.initialize': { sessionKey: 'KEY-1', sessionId: 'SID-1' },
    'experiments.run': [],
    'vehicle.years': [2012, 2020],
    'vehicle.lookup': { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan', carId: 5 },
    'order.saveSession': { savedSessionId: '11111111-2222-4333-8444-555555555555', savedSessionTimeout: '2027-01-06T12:00:00Z' },
  });
  const writes: string[] = [];
  const set = ports.storage.set;
  ports.storage.set = (key, value) => {
    if (key === stateStorageKey) writes.push(value);
    set(key, value);
  };
  return { ports, runtime: openTab(ports), writes };
}

describe('issue #12: the state is written once per page transition, not at every change', () => {
  const first = model.funnel.firstPage;
  const avalon = { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' };

  it('entering the first page (session, experiments, calls, analytics) is one write', async () => {
    const { runtime, writes } = countingTab();
    await runtime.enter(first);
    await runtime.idle();
    expect(writes).toHaveLength(1);
    expect(JSON.parse(writes[0]!)).toMatchObject({ session: { sessionKey: 'KEY-1' }, user: { lastPageVisited: first } });
  });

  it('submitting a page and entering the next (answers, calls, the save, the next page\'s entry) is one write, holding all of it', async () => {
    const { runtime, writes } = countingTab();
    await runtime.enter(first);
    await runtime.idle();
    writes.length = 0;
    const outcome = await runtime.submit(first, avalon);
    expect(outcome.type).toBe('navigate');
    await runtime.enter(outcome.type === 'navigate' ? outcome.to : first);
    await runtime.idle();
    expect(writes).toHaveLength(1);
    const stored = JSON.parse(writes[0]!) as { order: { vehicle: { carId: number } }; user: { savedSessionId: string; lastPageVisited: string } };
    expect(stored.order.vehicle.carId).toBe(5);
    expect(stored.user.savedSessionId).toBe('11111111-2222-4333-8444-555555555555');
    expect(stored.user.lastPageVisited).toBe(outcome.type === 'navigate' ? outcome.to : null);
  });

  it('while work is in flight nothing is written; flush (the page hidden or left) writes what changed at once, once', async () => {
    const { ports, runtime, writes } = countingTab();
    await runtime.enter(first);
    await runtime.idle();
    writes.length = 0;
    let answerLookup: (value: unknown) => void = () => undefined;
    const call = ports.api.call;
    ports.api.call = (operation, params, options) =>
      operation === 'vehicle.lookup' ? new Promise((resolve) => (answerLookup = resolve)) : call(operation, params, options);
    const submitting = runtime.submit(first, avalon);
    runtime.update((draft) => void (draft.order.customer.firstName = 'Ada'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(writes).toEqual([]);
    runtime.flush();
    expect(writes).toHaveLength(1);
    expect(JSON.parse(writes[0]!).order.customer.firstName).toBe('Ada');
    runtime.flush();
    expect(writes).toHaveLength(1);
    answerLookup({ ...avalon, carId: 5 });
    await submitting;
    await runtime.idle();
    expect(writes).toHaveLength(2);
  });

  it('a change made outside any work (an answer from another tab) is one write after the current task', async () => {
    vi.useFakeTimers();
    try {
      const { runtime, writes } = countingTab();
      runtime.update((draft) => void (draft.order.vehicle.year = 2020));
      runtime.update((draft) => void (draft.order.vehicle.make = 'Honda'));
      expect(writes).toEqual([]);
      await vi.advanceTimersByTimeAsync(0);
      expect(writes).toHaveLength(1);
      expect(JSON.parse(writes[0]!).order.vehicle).toMatchObject({ year: 2020, make: 'Honda' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('without persist nothing is written', async () => {
    const ports = createMemoryPorts({ 'analytics.initialize': { sessionKey: 'K', sessionId: 'S' } });
    const runtime = createFunnelRuntime({ model, ports });
    await runtime.enter(first);
    await runtime.idle();
    expect(ports.store.has(stateStorageKey)).toBe(false);
  });
});

describe('issue #12: an external-parameter state back to its start is removed from session storage, not written', () => {
  it('a visit without a link\'s parameters writes nothing to session storage for them', async () => {
    const ports = createMemoryPorts({ 'analytics.initialize': { sessionKey: 'KEY-1', sessionId: 'SID-1' }, 'experiments.run': [], 'vehicle.years': [2012] });
    const runtime = openTab(ports);
    await runtime.enter(model.funnel.firstPage);
    await runtime.idle();
    expect(ports.sessionStore.has(externalStorageKey)).toBe(false);
  });

  it('clearing a link\'s parameters (as a submission does) removes them, and a reload reads the start state', async () => {
    const { ports, runtime } = await arriveByLink();
    expect(ports.sessionStore.has(externalStorageKey)).toBe(true);
    runtime.update((draft) => {
      draft.external = createInitialExternal();
    });
    await runtime.idle();
    expect(ports.sessionStore.has(externalStorageKey)).toBe(false);
    expect(openTab(ports).getState().external).toEqual(createInitialExternal());
  });
});
