import { useEffect, useState } from 'react';
import { hasOverlap } from '../../engine/compile/getBindingAccess';
import { useRuntime } from './useRuntime';

/**
 * Issue #12 whileShown: what the shown page's entry calls that go on while it is shown still write (page YAML), of
 * `pageId`'s entry or (without it) of whichever page is shown; a renderer shows those values as pending, not as missing
 * (nor as they were before).
 */
export function usePendingWrites(pageId?: string): readonly string[] {
  const runtime = useRuntime();
  const [writes, setWrites] = useState(() => runtime.getPendingWrites(pageId));
  useEffect(() => {
    const onPending = (event: { pageId: string; writes: readonly string[] }) => {
      if (pageId === undefined || event.pageId === pageId) setWrites(event.writes);
    };
    runtime.bus.on('load:pending', onPending);
    // What changed between the first render and this effect.
    setWrites(runtime.getPendingWrites(pageId));
    return () => runtime.bus.off('load:pending', onPending);
  }, [runtime, pageId]);
  return writes;
}

/** Whether any of `paths` is still being written by `pageId`'s entry calls that go on while it is shown. */
export function useIsPending(pageId: string, paths: readonly string[]): boolean {
  const writes = usePendingWrites(pageId);
  return writes.length > 0 && hasOverlap(writes, paths);
}
