import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { FunnelState } from '../../engine/domain/state';
import { getAtPath } from '../../engine/runtime/getAtPath';
import { useRuntime } from './useRuntime';
import { isViewFrozen, subscribeToView } from './viewFreeze';

/** Whether two states hold the same values at `paths` ('*': the whole state). */
function isSameAt(before: FunnelState, after: FunnelState, paths: readonly string[]): boolean {
  return paths.every((path) => (path === '*' ? before === after : getAtPath(before, path) === getAtPath(after, path)));
}

/**
 * The funnel state (DESIGN "a small core, bindings beside it": useSyncExternalStore). With `paths` (state paths, as
 * YAML writes them), it re-renders only when a value at one of them changes (issue #12: a page transition changes the
 * state a dozen times, each call counts in the session, and a page that re-rendered at each was slow on a phone);
 * the caller then reads only what is at those paths. Without, it re-renders on every change.
 */
export function useFunnelState(paths?: readonly string[]): FunnelState {
  const runtime = useRuntime();
  const shown = useRef<FunnelState | null>(null);
  const key = paths?.join('\n');
  const getSnapshot = useCallback(() => {
    // A submit (and its navigation) under way: what is shown stays (viewFreeze); a component mounted meanwhile starts fresh.
    if (shown.current && isViewFrozen(runtime)) return shown.current;
    const state = runtime.getState();
    if (paths && shown.current && isSameAt(shown.current, state, paths)) return shown.current;
    shown.current = state;
    return state;
    // The paths' text is the dependency: a caller may pass a new array with the same paths at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, key]);
  const subscribe = useCallback((onChange: () => void) => subscribeToView(runtime, onChange), [runtime]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
