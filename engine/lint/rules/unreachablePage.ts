import { buildNavigationGraph } from '../../compile/buildNavigationGraph';
import type { LintRule } from '../LintRule';

/** Handlers the runtime enters on its own (errors, restart, hand-off), so their pages are roots (SPEC §2). */
export const runtimeEnteredHandlers = ['error', 'restart', 'heritage'];

/**
 * Every page must be reachable from a root by navigation edges (DESIGN principle 4). Roots: the landing page (route
 * ''), funnel entry and firstPage, bailout pages, the error, restart and heritage routes, and pages the YAML marks
 * `entryPoint: true` (entered from outside: a payment provider's return, old links). Landing's fmgPage can name any page at runtime and
 * is deliberately not an edge, or nothing would ever be unreachable.
 */
export const unreachablePage: LintRule = {
  code: 'unreachable-page',
  description: 'A page cannot be reached from the landing page, the entry or the runtime-entered routes.',
  severity: 'error',
  check({ config, sources, report }) {
    const graph = buildNavigationGraph(config);
    const roots = config.pages
      .filter(
        (page) =>
          page.route === '' ||
          page.kind === 'bailout' ||
          runtimeEnteredHandlers.includes(page.handler ?? '') ||
          page.entryPoint === true,
      )
      .map((page) => page.id);
    roots.push(config.funnel.entry, config.funnel.firstPage);
    const reached = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const id = queue.shift()!;
      if (reached.has(id)) continue;
      reached.add(id);
      for (const edge of graph.edges) if (edge.from === id && !reached.has(edge.to)) queue.push(edge.to);
    }
    for (const page of config.pages) {
      if (reached.has(page.id)) continue;
      report({
        file: sources.getPageFile(page.id),
        path: ['id'],
        message: `Page "${page.id}" is unreachable: no navigation rule or auto-route order leads to it from the landing page or the entry`,
      });
    }
  },
};
