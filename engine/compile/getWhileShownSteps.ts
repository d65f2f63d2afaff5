import type { ApiBinding, PageConfig } from '../config/types';
import { getBindingAccess, getPathRoot, localScope } from './getBindingAccess';

/** The steps of a page's load that go on while the page is shown, and what they write (pending for the renderers). */
export interface WhileShownSteps {
  /** Indices of the steps the page does not wait for. */
  steps: ReadonlySet<number>;
  /** The state paths those steps write (an action's writes included), not `local.` ones. */
  writes: string[];
}

/**
 * Issue #12: a page's `load` steps marked `whileShown`, and every step that waits for one of them (directly or through
 * others: it cannot end before), go on while the page is shown; the page shows once the other steps are done. `waits`
 * is the list's graph (engine/compile/getBindingWaits.ts). Null when the page waits for all of its load.
 */
export function getWhileShownSteps(steps: readonly ApiBinding[], waits: readonly number[][], page: Pick<PageConfig, 'actions'>): WhileShownSteps | null {
  const deferred = new Set<number>();
  steps.forEach((step, index) => {
    const before = waits[index] ?? (index > 0 ? [index - 1] : []);
    if (step.whileShown === true || before.some((earlier) => deferred.has(earlier))) deferred.add(index);
  });
  if (deferred.size === 0) return null;
  const writes = [...deferred].flatMap((index) => getBindingAccess(steps[index]!, page).writes).filter((path) => getPathRoot(path) !== localScope);
  return { steps: deferred, writes: [...new Set(writes)] };
}
