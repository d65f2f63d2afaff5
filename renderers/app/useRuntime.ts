import { useContext } from 'react';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { RuntimeContext } from './RuntimeContext';

/** The funnel runtime of the surrounding RuntimeContext. */
export function useRuntime(): FunnelRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime needs a <RuntimeContext value={runtime}> around the component');
  return runtime;
}
