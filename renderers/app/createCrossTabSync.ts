import { applyStateChanges } from '../../engine/domain/applyStateChanges';
import { createMessageAssembler } from '../../engine/domain/createMessageAssembler';
import type { FunnelState } from '../../engine/domain/state';
import { toMessageChunks, type MessageChunk } from '../../engine/domain/toMessageChunks';
import { toStateChanges, type StateChange } from '../../engine/domain/toStateChanges';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import type { CompiledPage } from '../../engine/compile/FunnelModel';
import type { ApiBinding } from '../../engine/config/types';
import { getBindingAccess, hasOverlap } from '../../engine/compile/getBindingAccess';

/** What the browser offers for talking to the funnel's other tabs (injectable for tests). */
export interface CrossTabEnvironment {
  BroadcastChannel?: typeof BroadcastChannel;
  /** Local storage, whose writes reach the other tabs as storage events. */
  localStorage?: Storage | null;
  addEventListener?: (type: 'storage', listener: (event: StorageEvent) => void) => void;
  removeEventListener?: (type: 'storage', listener: (event: StorageEvent) => void) => void;
}

export interface CrossTabSyncOptions {
  /** The tab's runtime; its model's crossTabMessageChunkSize (SPEC §9) sizes the chunks. */
  runtime: Pick<FunnelRuntime, 'model' | 'getState' | 'subscribeSettled' | 'update' | 'rerunShownPageSteps'>;
  /** Defaults to the page's window. */
  environment?: CrossTabEnvironment;
  /** The channel (and storage key) the funnel's tabs share. */
  channelName?: string;
  /** The state this tab's changes are counted from (default: the runtime's state now). */
  since?: FunnelState;
}

/** A running cross-tab sync: which strategy it uses, and how to stop it. */
export interface CrossTabSync {
  strategy: 'broadcast-channel' | 'storage';
  close(): void;
}

/** The parts of the state a second tab shares: the order and the application user (SPEC §3). */
interface SharedState {
  order: FunnelState['order'];
  user: FunnelState['user'];
}

/** A message between the funnel's tabs: what changed in the shared state (toStateChanges). */
interface ChangesMessage {
  changes: StateChange[];
}

/**
 * SPEC §9 cross-tab state sharing: what changes in the order or the user state in this tab reaches the funnel's other
 * tabs, and theirs reach this one. Issue #12: a message carries what changed (engine/domain/toStateChanges: the
 * changed values, an added event-bus entry rather than the whole list), sent once the tab's work is done
 * (FunnelRuntime.subscribeSettled: once per page transition, as the state is kept), as JSON cut into chunks of at most
 * funnel.yaml's crossTabMessageChunkSize characters. It uses a BroadcastChannel, else local storage's storage event;
 * with neither it throws (SPEC §8 "throws an error if no sharing strategy is available"). What arrives from another
 * tab is applied without being sent back (no echo). Per-tab state (query, external parameters, the session) is not
 * shared.
 */
export function createCrossTabSync(options: CrossTabSyncOptions): CrossTabSync {
  const { runtime } = options;
  const environment = options.environment ?? (typeof window === 'undefined' ? {} : (window as unknown as CrossTabEnvironment));
  const chunkSize = runtime.model.funnel.constants.crossTabMessageChunkSize;
  const channelName = options.channelName ?? 'funnel:cross-tab';
  const transport = createTransport(environment, channelName);
  const assembler = createMessageAssembler();
  const tabId = Math.random().toString(36).slice(2, 10);
  let sequence = 0;
  let last: SharedState = pick(options.since ?? runtime.getState());
  let isClosed = false;

  const send = (state: FunnelState) => {
    if (isClosed) return;
    const shared = pick(state);
    const changes = toStateChanges(last, shared);
    last = shared;
    if (changes.length === 0) return;
    sequence += 1;
    const message: ChangesMessage = { changes };
    for (const chunk of toMessageChunks(`${tabId}:${sequence}`, JSON.stringify(message), chunkSize)) transport.post(chunk);
  };

  const receive = (chunk: unknown) => {
    const text = assembler.add(chunk);
    if (text === null) return;
    let message: ChangesMessage;
    try {
      message = JSON.parse(text) as ChangesMessage;
    } catch {
      return;
    }
    const changes = Array.isArray(message?.changes) ? message.changes.filter(isSharedChange) : [];
    if (changes.length === 0) return;
    runtime.update((draft) => {
      applyStateChanges(draft as unknown as Record<string, unknown>, changes);
    });
    // What arrived is this tab's state now: not a change to send back.
    last = pick(runtime.getState());
    // SPEC §9 cross-tab sharing: what the shown page worked out of the state on entry follows the change (the amount to pay).
    const changedPaths = changes.map((change) => change.path.join('.'));
    void runtime.rerunShownPageSteps((load, page) => getDerivedSteps(load, page, changedPaths));
  };

  transport.listen(receive);
  const unsubscribe = runtime.subscribeSettled(send);
  // What changed before this sync started is sent too.
  send(runtime.getState());

  return {
    strategy: transport.strategy,
    close: () => {
      isClosed = true;
      unsubscribe();
      transport.close();
    },
  };
}

/** Whether a change (from another page: anything) is well formed and within the shared order or user state. */
function isSharedChange(change: unknown): change is StateChange {
  if (!change || typeof change !== 'object') return false;
  const { path } = change as { path?: unknown };
  return (
    Array.isArray(path) &&
    path.length >= 2 &&
    (path[0] === 'order' || path[0] === 'user') &&
    path.every((key) => typeof key === 'string' && key !== '__proto__' && key !== 'constructor' && key !== 'prototype') &&
    ('set' in change || 'unset' in change || ('runs' in change && Array.isArray((change as { runs: unknown }).runs)))
  );
}

function pick(state: FunnelState): SharedState {
  return { order: state.order, user: state.user };
}

interface Transport {
  strategy: CrossTabSync['strategy'];
  post(chunk: MessageChunk): void;
  listen(onChunk: (chunk: unknown) => void): void;
  close(): void;
}

/** A BroadcastChannel when the browser has one, else local storage's storage event; neither: a clear error. */
function createTransport(environment: CrossTabEnvironment, channelName: string): Transport {
  if (typeof environment.BroadcastChannel === 'function') {
    const channel = new environment.BroadcastChannel(channelName);
    return {
      strategy: 'broadcast-channel',
      post: (chunk) => channel.postMessage(chunk),
      listen: (onChunk) => {
        channel.onmessage = (event: MessageEvent) => onChunk(event.data);
      },
      close: () => channel.close(),
    };
  }
  const storage = getUsableStorage(environment);
  if (storage && environment.addEventListener && environment.removeEventListener) {
    const { addEventListener, removeEventListener } = environment;
    let listener: ((event: StorageEvent) => void) | null = null;
    return {
      strategy: 'storage',
      // Each chunk is written to the shared key (other tabs get a storage event per write) and removed again.
      post: (chunk) => {
        storage.setItem(channelName, JSON.stringify(chunk));
        storage.removeItem(channelName);
      },
      listen: (onChunk) => {
        listener = (event: StorageEvent) => {
          if (event.key !== channelName || !event.newValue) return;
          try {
            onChunk(JSON.parse(event.newValue));
          } catch {
            // Not a chunk: something else wrote the key.
          }
        };
        addEventListener('storage', listener);
      },
      close: () => {
        if (listener) removeEventListener('storage', listener);
      },
    };
  }
  throw new Error(
    'Cross-tab state sharing is not available: this browser has neither BroadcastChannel nor a usable localStorage with storage events.',
  );
}

/** Local storage when it can be written (private modes and blocked cookies refuse it), else null. */
function getUsableStorage(environment: CrossTabEnvironment): Storage | null {
  try {
    // Reading window.localStorage itself throws where storage is blocked.
    const storage = environment.localStorage;
    if (!storage) return null;
    const probe = '__funnel_cross_tab_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/**
 * The entry steps a change of `changedPaths` made stale: in their order, those that work a value out of the state
 * alone (a `value` or `set` without a call, an action run or a save: e.g. payment-method's amount to pay, from the
 * quote's pricing) and read a changed path or a path such a step before them writes. Steps that make a call are not
 * made again.
 */
export function getDerivedSteps(load: readonly ApiBinding[], page: CompiledPage, changedPaths: readonly string[]): ApiBinding[] {
  const changed = [...changedPaths];
  const steps: ApiBinding[] = [];
  for (const step of load) {
    const isDerived = step.call === undefined && step.run === undefined && !step.saveSession && (step.value !== undefined || step.set !== undefined);
    if (!isDerived) continue;
    const { reads, writes } = getBindingAccess(step, page);
    if (!hasOverlap(reads, changed)) continue;
    steps.push(step);
    changed.push(...writes);
  }
  return steps;
}
