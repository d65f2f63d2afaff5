import { useMemo } from 'react';
import { getConditionReads } from '../../engine/compile/getConditionReads';
import type { FunnelState } from '../../engine/domain/state';
import { useFunnelState } from './useFunnelState';
import { useRuntime } from './useRuntime';

/**
 * The funnel state as a page's renderer reads it, re-rendering only when what it reads changes (issue #12): the page's
 * own data (`user.pageData.<page>`), what its buttons' conditions read (so an offered button appears when its
 * condition comes to hold), and `paths`, the other state paths the renderer reads.
 */
export function usePageState(pageId: string, paths: readonly string[] = []): FunnelState {
  const runtime = useRuntime();
  const buttons = runtime.model.pages[pageId]?.buttons;
  const key = paths.join('\n');
  const read = useMemo(
    () => [
      ...new Set([
        `user.pageData.${pageId}`,
        ...(buttons ?? []).flatMap((button) => (button.when ? getConditionReads(button.when) : [])),
        ...paths,
      ]),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pageId, buttons, key],
  );
  return useFunnelState(read);
}
