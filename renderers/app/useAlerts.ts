import { useCallback, useSyncExternalStore } from 'react';
import type { FunnelAlert } from '../../engine/runtime/GuardContext';
import { useRuntime } from './useRuntime';

/** The runtime's alerts (SPEC §8 global alerts), re-rendering when one is raised or dismissed. */
export function useAlerts(): FunnelAlert[] {
  const runtime = useRuntime();
  const subscribe = useCallback(
    (onChange: () => void) => {
      // A raised alert is announced on the bus; a dismissed one notifies the state subscribers.
      runtime.bus.on('alert', onChange);
      const unsubscribe = runtime.subscribe(onChange);
      return () => {
        runtime.bus.off('alert', onChange);
        unsubscribe();
      };
    },
    [runtime],
  );
  return useSyncExternalStore(subscribe, runtime.getAlerts, runtime.getAlerts);
}
