import type { ApiBinding, PageConfig } from '../config/types';
import { getBindingAccess, hasOverlap } from './getBindingAccess';

/**
 * For each step of a binding list, the earlier steps it waits for (DESIGN principle 11: bindings form a graph): a step
 * whose reads or writes touch what an earlier step writes (or whose writes touch what an earlier one reads) waits
 * for it; a step after one that can refuse the input or saves the session waits for that one; `after` adds named
 * steps. Everything else runs at the same time. Only the direct waits are kept (a wait implied through another is
 * dropped), so the list stays small in the compiled model.
 */
export function getBindingWaits(steps: readonly ApiBinding[], page: Pick<PageConfig, 'actions'>): number[][] {
  const access = steps.map((step) => getBindingAccess(step, page));
  const waits: number[][] = [];
  steps.forEach((step, index) => {
    const direct = new Set<number>();
    for (let earlier = 0; earlier < index; earlier += 1) {
      const before = access[earlier]!;
      const now = access[index]!;
      const named = step.after?.includes(steps[earlier]!.id ?? '\0') ?? false;
      if (
        named ||
        before.canRefuse ||
        hasOverlap(before.writes, now.reads) ||
        hasOverlap(before.writes, now.writes) ||
        hasOverlap(before.reads, now.writes)
      ) {
        direct.add(earlier);
      }
    }
    // Drop the waits implied by another wait (j waits for i: waiting for j already waits for i).
    const implied = new Set<number>();
    for (const j of direct) for (const i of getAllWaits(waits, j)) implied.add(i);
    waits.push([...direct].filter((i) => !implied.has(i)).sort((a, b) => a - b));
  });
  return waits;
}

/** Every step `index` waits for, directly or through others. */
function getAllWaits(waits: readonly number[][], index: number): Set<number> {
  const all = new Set<number>();
  const visit = (at: number) => {
    for (const earlier of waits[at] ?? []) {
      if (all.has(earlier)) continue;
      all.add(earlier);
      visit(earlier);
    }
  };
  visit(index);
  return all;
}
