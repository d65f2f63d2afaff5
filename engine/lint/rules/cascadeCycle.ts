import type { CascadeRule } from '../../config/types';
import type { LintRule } from '../LintRule';

/**
 * Cascades whose resets feed back into their own watched paths, through other cascades or directly (SPEC §4
 * cascading resets). A warning: resets are idempotent, but such a loop is almost always a mistake.
 */
export const cascadeCycle: LintRule = {
  code: 'cascade-cycle',
  description: "Cascades whose reset paths feed back into their own watch paths.",
  severity: 'warning',
  check({ config, report }) {
    const cascades = config.cascades;
    const next = cascades.map((from) =>
      cascades.flatMap((to, j) => (resetPaths(from).some((r) => to.watch.some((w) => overlaps(r, w))) ? [j] : [])),
    );
    const reported = new Set<number>();
    cascades.forEach((cascade, start) => {
      if (reported.has(start)) return;
      const cycle = findCycle(start, next);
      if (!cycle) return;
      cycle.forEach((index) => reported.add(index));
      // Each link named by its paths: "A resets X, which B watches".
      const chain = [...cycle, start];
      const links = chain.slice(0, -1).map((from, i) => {
        const to = cascades[chain[i + 1]!]!;
        const reset = resetPaths(cascades[from]!).find((r) => to.watch.some((w) => overlaps(r, w)))!;
        const watched = to.watch.find((w) => overlaps(reset, w))!;
        const watcher = to === cascades[from] ? 'it watches itself' : `"${to.id}" watches`;
        return `"${cascades[from]!.id}" resets ${reset}, which ${watcher}${watched === reset ? '' : ` (${watched})`}`;
      });
      report({
        file: 'cascades.yaml',
        path: ['cascades', start, 'id'],
        message: `Cascade "${cascade.id}" resets paths that lead back to its own watched paths: ${links.join('; ')}`,
      });
    });
  },
};

function resetPaths(cascade: CascadeRule): string[] {
  return cascade.reset.map((reset) => (typeof reset === 'string' ? reset : reset.path));
}

/** Whether changing one path can change the other: equal, or one lies below the other. */
function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

/** The shortest chain of cascades from `start` back to itself (start first), or null. */
function findCycle(start: number, next: number[][]): number[] | null {
  const previous = new Map<number, number>();
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const target of next[current] ?? []) {
      if (target === start) {
        const chain = [current];
        while (chain[0] !== start) chain.unshift(previous.get(chain[0]!)!);
        return chain;
      }
      if (!previous.has(target)) {
        previous.set(target, current);
        queue.push(target);
      }
    }
  }
  return null;
}
