import { buildNavigationGraph, type NavigationEdge } from '../../compile/buildNavigationGraph';
import { redirectOnlyGuards } from '../../compile/registry';
import type { PageConfig } from '../../config/types';
import { getNavigationRules } from '../getNavigationRules';
import type { LintRule } from '../LintRule';

/** Whether a page is never shown: a virtual route, or a page whose entry guard always sends the visitor on. */
function isPassThrough(page: PageConfig): boolean {
  return page.kind === 'virtual' || (page.guards ?? []).some((guard) => (redirectOnlyGuards as readonly string[]).includes(guard));
}

/**
 * Issue #11: a visitor must never go round in circles.
 * - A rule of a page that goes to the page itself (a copy-paste, a `to:` left on the page being edited): pressing the
 *   button shows the same page again, as if it did nothing. A rule that hands on a query or sets state is a reload on
 *   purpose (the page reads them) and is left alone.
 * - An edge into a redirect-only route (a virtual route, or a page whose entry guard always redirects) that can only
 *   bring the visitor back to the page they left: Continue shows the same page again, for ever.
 * - Pages from which no path reaches an end (a terminal page, the bail-out, an external hand-off): the visitor goes
 *   round them and never reaches payment.
 */
export const navigationLoop: LintRule = {
  code: 'navigation-loop',
  description: 'A rule goes to its own page, an edge through a redirect-only route comes back to the page it left, or pages form a cycle no path leaves for the end.',
  severity: 'error',
  check({ config, sources, report }) {
    const pages = new Map(config.pages.map((page) => [page.id, page]));
    const graph = buildNavigationGraph(config);
    const outgoing = new Map<string, NavigationEdge[]>();
    for (const edge of graph.edges) outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge]);

    /** The pages a visitor sent to `id` is finally shown (through redirect-only routes), with the routes passed. */
    const getShown = (id: string, seen: Set<string> = new Set()): Set<string> => {
      const page = pages.get(id);
      if (!page || !isPassThrough(page) || seen.has(id)) return new Set([id]);
      seen.add(id);
      const next = outgoing.get(id) ?? [];
      if (next.length === 0) return new Set([id]);
      return new Set(next.flatMap((edge) => [...getShown(edge.to, seen)]));
    };
    for (const page of config.pages) {
      if (page.kind !== 'page' || isPassThrough(page)) continue;
      for (const { scenario, rule, path } of getNavigationRules(page)) {
        if (rule.to === page.id && rule.query === undefined && rule.set === undefined) {
          report({
            file: sources.getPageFile(page.id),
            path: [...path, 'to'],
            message: `"${scenario}" goes to ${page.id}, the page it is on: the visitor stays here, as if the button did nothing. Point it at the page meant`,
          });
          continue;
        }
        const target = pages.get(rule.to);
        if (!target || target.id === page.id || !isPassThrough(target)) continue;
        const shown = getShown(rule.to);
        if (shown.size === 1 && shown.has(page.id)) {
          report({
            file: sources.getPageFile(page.id),
            path: [...path, 'to'],
            message: `"${scenario}" goes to ${rule.to}, a route that only redirects, and it sends the visitor back to ${page.id}: the page comes back for ever. Go to the page it redirects to, or onwards`,
          });
        }
      }
    }

    // Pages that can reach an end: walk the edges backwards from the ends.
    const isEnd = (page: PageConfig): boolean =>
      page.terminal === true || page.kind === 'bailout' || page.handler === 'landing' || (page.kind === 'virtual' && !(outgoing.get(page.id)?.length));
    const incoming = new Map<string, string[]>();
    for (const edge of graph.edges) incoming.set(edge.to, [...(incoming.get(edge.to) ?? []), edge.from]);
    const reachesEnd = new Set(config.pages.filter(isEnd).map((page) => page.id));
    const queue = [...reachesEnd];
    while (queue.length > 0) {
      for (const from of incoming.get(queue.shift()!) ?? []) {
        if (!reachesEnd.has(from)) {
          reachesEnd.add(from);
          queue.push(from);
        }
      }
    }
    const trapped = config.pages.filter((page) => !reachesEnd.has(page.id) && (outgoing.get(page.id) ?? []).some((edge) => edge.to !== page.id));
    /** The trapped pages a page reaches (itself included). */
    const reach = (id: string): Set<string> => {
      const found = new Set<string>();
      const walk = (at: string): void => {
        if (found.has(at) || reachesEnd.has(at) || !pages.has(at)) return;
        found.add(at);
        for (const edge of outgoing.get(at) ?? []) walk(edge.to);
      };
      walk(id);
      return found;
    };
    // Report the circles themselves (pages every page they reach leads back to), once each at the first of its pages;
    // the pages that merely lead into one are fixed with it.
    const reported = new Set<string>();
    for (const page of trapped) {
      if (reported.has(page.id)) continue;
      const circle = reach(page.id);
      if (![...circle].every((id) => reach(id).has(page.id))) continue;
      circle.forEach((id) => reported.add(id));
      report({
        file: sources.getPageFile(page.id),
        path: ['navigation'],
        onKey: true,
        message: `No way on from ${page.id} ever reaches the end of the funnel (a terminal page): visitors go round ${[...circle].join(', ')}`,
      });
    }
  },
};
