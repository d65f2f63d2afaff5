import { useSyncExternalStore } from 'react';
import type { FunnelState } from '../../engine/domain/state';
import { useRuntime } from './useRuntime';

/** The funnel state, re-rendering on every change (DESIGN "a small core, bindings beside it": useSyncExternalStore). */
export function useFunnelState(): FunnelState {
  const runtime = useRuntime();
  return useSyncExternalStore(runtime.subscribe, runtime.getState, runtime.getState);
}
