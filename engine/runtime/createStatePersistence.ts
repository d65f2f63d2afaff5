import { createInitialExternal, createInitialState, type ExternalParameters, type FunnelState } from '../domain/state';
import type { FunnelPorts } from './ports';

/**
 * Where the state is kept in the storage port (local storage in the browser): everything but the external parameters
 * and the submitted-state snapshot (both this tab's, in session storage; the runtime keeps the snapshot).
 */
export const stateStorageKey = 'funnel:state';
/** Where the external-parameter state is kept in the session-storage port (SPEC §3: "kept in session storage"). */
export const externalStorageKey = 'funnel:external';

/** Reads and writes the funnel state between visits. */
export interface StatePersistence {
  /** The stored state, or null when none is stored (or it cannot be read). */
  load(): FunnelState | null;
  save(state: FunnelState): void;
}

/**
 * Keeps the funnel state in the host's storage ports: the order, the user and the rest in `storage` (kept between
 * visits), the SPEC §3 external-parameter state in `sessionStorage` (this tab only: a link's prefill does not follow the
 * visitor into a new tab or a later visit). A state stored before the split, with its external parameters, loses them.
 */
export function createStatePersistence(ports: Pick<FunnelPorts, 'storage' | 'sessionStorage'>): StatePersistence {
  let savedExternal: ExternalParameters | null = null;
  /** What an external-parameter state without a link's parameters stores as: nothing (load() starts from it). */
  const noExternalParameters = JSON.stringify(createInitialExternal());
  const readJson = <T>(text: string | null): T | null => {
    if (!text) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  };
  return {
    load: () => {
      const stored = readJson<Partial<FunnelState>>(ports.storage.get(stateStorageKey));
      const external = readJson<ExternalParameters>(ports.sessionStorage.get(externalStorageKey));
      if (!stored && !external) return null;
      savedExternal = external;
      return { ...createInitialState(), ...stored, submitted: null, external: { ...createInitialExternal(), ...external } };
    },
    save: (state) => {
      const { external, submitted: _submitted, ...kept } = state;
      ports.storage.set(stateStorageKey, JSON.stringify(kept));
      if (external === savedExternal) return;
      savedExternal = external;
      // SPEC §4 submission clears the live state: an external state back to its start is removed, not written again
      // (issue #12: the submit's transition writes the submitted order to session storage, and nothing else there).
      const text = JSON.stringify(external);
      if (text === noExternalParameters) ports.sessionStorage.remove(externalStorageKey);
      else ports.sessionStorage.set(externalStorageKey, text);
    },
  };
}
