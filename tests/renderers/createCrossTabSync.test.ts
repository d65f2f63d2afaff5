/**
 * SPEC §9 cross-tab state sharing: a second tab of the funnel sees the same order, through a BroadcastChannel or,
 * without one, local storage's storage event; messages are chunked at 4096 characters; with neither strategy a clear
 * error (SPEC §8).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFunnelRuntime, type FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { createCrossTabSync, type CrossTabEnvironment, type CrossTabSync } from '../../renderers/app/createCrossTabSync';
import { createMemoryPorts } from '../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../harness/loadFunnelModel';

const model = loadFunnelModel();
const open: CrossTabSync[] = [];
afterEach(() => {
  for (const sync of open.splice(0)) sync.close();
});

const createTab = () => createFunnelRuntime({ model, ports: createMemoryPorts() });

/** A BroadcastChannel (Node's) that counts the messages each tab posts. */
function createCountingChannel() {
  const posted: unknown[] = [];
  class CountingChannel extends BroadcastChannel {
    override postMessage(message: unknown) {
      posted.push(message);
      super.postMessage(message);
    }
  }
  return { posted, BroadcastChannel: CountingChannel as typeof BroadcastChannel };
}

/** Tabs sharing one local storage: a write in one tab is a storage event in every other (as browsers do). */
function createStorageTabs() {
  const items = new Map<string, string>();
  const tabs: Array<Set<(event: StorageEvent) => void>> = [];
  const writes: string[] = [];
  const tab = (): CrossTabEnvironment => {
    const listeners = new Set<(event: StorageEvent) => void>();
    tabs.push(listeners);
    const notify = (key: string, newValue: string | null) => {
      for (const other of tabs) if (other !== listeners) for (const listener of other) listener({ key, newValue } as StorageEvent);
    };
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        items.set(key, value);
        writes.push(key);
        notify(key, value);
      },
      removeItem: (key: string) => {
        items.delete(key);
        notify(key, null);
      },
    } as unknown as Storage;
    return {
      localStorage: storage,
      addEventListener: (_type, listener) => void listeners.add(listener),
      removeEventListener: (_type, listener) => void listeners.delete(listener),
    };
  };
  return { tab, writes, items };
}

const sync = (runtime: FunnelRuntime, environment: CrossTabEnvironment) => {
  const created = createCrossTabSync({ runtime, environment });
  open.push(created);
  return created;
};

const chooseCivic = (runtime: FunnelRuntime) =>
  runtime.update((draft) => void Object.assign(draft.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' }));

describe('createCrossTabSync with a BroadcastChannel', () => {
  it('an answer given in one tab reaches the other; nothing is sent back', async () => {
    const channel = createCountingChannel();
    const [first, second] = [createTab(), createTab()];
    expect(sync(first, { BroadcastChannel: channel.BroadcastChannel }).strategy).toBe('broadcast-channel');
    sync(second, { BroadcastChannel: channel.BroadcastChannel });
    second.update((draft) => void (draft.query.promo = 'SAVE20'));
    const postedBefore = channel.posted.length;

    chooseCivic(first);
    await vi.waitFor(() => expect(second.getState().order.vehicle).toMatchObject({ year: 2020, make: 'Honda', model: 'Civic' }));
    // The second tab's own query parameters are its own (SPEC §2 consumed per visit).
    expect(second.getState().query).toEqual({ promo: 'SAVE20' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(channel.posted.length - postedBefore).toBe(1);

    // And the other way round.
    second.update((draft) => void (draft.order.serviceLocation.zipCode = '85016'));
    await vi.waitFor(() => expect(first.getState().order.serviceLocation.zipCode).toBe('85016'));
  });

  it('changes made together are sent once', async () => {
    const channel = createCountingChannel();
    const first = createTab();
    sync(first, { BroadcastChannel: channel.BroadcastChannel });
    chooseCivic(first);
    first.update((draft) => void (draft.order.damage.isRepair = false));
    first.update((draft) => void (draft.user.lastPageVisited = 'vehicle-damage'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(channel.posted).toHaveLength(1);
  });

  it('a state over 4096 characters goes in chunks of at most 4096 and arrives whole', async () => {
    const channel = createCountingChannel();
    const [first, second] = [createTab(), createTab()];
    sync(first, { BroadcastChannel: channel.BroadcastChannel });
    sync(second, { BroadcastChannel: channel.BroadcastChannel });
    const notes = 'Chip near the driver side, '.repeat(400);
    first.update((draft) => void (draft.order.serviceLocation.techNotes = notes));
    await vi.waitFor(() => expect(second.getState().order.serviceLocation.techNotes).toBe(notes));
    const texts = (channel.posted as Array<{ text: string }>).map((chunk) => chunk.text.length);
    expect(texts.length).toBeGreaterThan(2);
    expect(Math.max(...texts)).toBe(4096);
  });

  it('a message carries what changed, not the whole state (issue #12)', async () => {
    const channel = createCountingChannel();
    const [first, second] = [createTab(), createTab()];
    const notes = 'Chip near the driver side, '.repeat(400);
    for (const tab of [first, second]) tab.update((draft) => void (draft.order.serviceLocation.techNotes = notes));
    sync(first, { BroadcastChannel: channel.BroadcastChannel });
    sync(second, { BroadcastChannel: channel.BroadcastChannel });
    chooseCivic(first);
    await vi.waitFor(() => expect(second.getState().order.vehicle.model).toBe('Civic'));
    const texts = (channel.posted as Array<{ text: string }>).map((chunk) => chunk.text);
    expect(texts).toHaveLength(1);
    expect(JSON.parse(texts[0]!)).toEqual({
      changes: [
        { path: ['order', 'vehicle', 'year'], set: 2020 },
        { path: ['order', 'vehicle', 'make'], set: 'Honda' },
        { path: ['order', 'vehicle', 'model'], set: 'Civic' },
        { path: ['order', 'vehicle', 'style'], set: '4 Door Sedan' },
      ],
    });
    expect(second.getState().order.serviceLocation.techNotes).toBe(notes);
  });

  it('sends once the tab\'s work is done: a page transition is one message', async () => {
    const channel = createCountingChannel();
    const ports = createMemoryPorts({ 'analytics.initialize': { sessionKey: 'K', sessionId: 'S' }, 'experiments.run': [], 'vehicle.years': [2020] });
    const first = createFunnelRuntime({ model, ports });
    sync(first, { BroadcastChannel: channel.BroadcastChannel });
    await first.enter(model.funnel.firstPage);
    await first.idle();
    expect(channel.posted).toHaveLength(1);
  });

  it('after close nothing is sent or applied', async () => {
    const channel = createCountingChannel();
    const [first, second] = [createTab(), createTab()];
    sync(first, { BroadcastChannel: channel.BroadcastChannel }).close();
    sync(second, { BroadcastChannel: channel.BroadcastChannel });
    chooseCivic(first);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(channel.posted).toEqual([]);
    expect(second.getState().order.vehicle.year).toBeNull();
  });
});

describe('createCrossTabSync with local storage only', () => {
  it('uses the storage event, chunked, and the answer reaches the other tab', async () => {
    const storage = createStorageTabs();
    const [first, second] = [createTab(), createTab()];
    expect(sync(first, storage.tab()).strategy).toBe('storage');
    sync(second, storage.tab());
    const notes = 'x'.repeat(9000);
    chooseCivic(first);
    first.update((draft) => void (draft.order.serviceLocation.techNotes = notes));
    await vi.waitFor(() => expect(second.getState().order.serviceLocation.techNotes).toBe(notes));
    expect(second.getState().order.vehicle.make).toBe('Honda');
    // The message key is written per chunk and removed again.
    expect(storage.writes.filter((key) => key === 'funnel:cross-tab').length).toBeGreaterThanOrEqual(3);
    expect(storage.items.has('funnel:cross-tab')).toBe(false);
  });

  it('ignores storage events of other keys and values that are not chunks', async () => {
    const storage = createStorageTabs();
    const second = createTab();
    const environment = storage.tab();
    sync(second, environment);
    const other = storage.tab();
    other.localStorage!.setItem('funnel:state', JSON.stringify({ order: {} }));
    other.localStorage!.setItem('funnel:cross-tab', 'not json');
    other.localStorage!.setItem('funnel:cross-tab', JSON.stringify({ id: 'x', index: 0, count: 1, text: '{"order":null}' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second.getState().order.vehicle.year).toBeNull();
  });
});

describe('without a sharing strategy (SPEC §8)', () => {
  const throwingStorage = {
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => undefined,
  } as unknown as Storage;
  it.each([
    ['nothing at all', {}],
    ['local storage without storage events', { localStorage: createStorageTabs().tab().localStorage }],
    ['local storage that refuses writes', { localStorage: throwingStorage, addEventListener: () => undefined, removeEventListener: () => undefined }],
  ])('%s: throws an error naming what is missing', (_name, environment) => {
    expect(() => createCrossTabSync({ runtime: createTab(), environment: environment as CrossTabEnvironment })).toThrow(
      'Cross-tab state sharing is not available: this browser has neither BroadcastChannel nor a usable localStorage with storage events.',
    );
  });
});
