import { buildNavigationGraph, type NavigationEdge } from '../compile/buildNavigationGraph';
import type { JsonPath } from '../config/Diagnostic';
import type { Condition, FunnelConfig } from '../config/types';
import type { SourceIndex } from '../config/SourceIndex';
import { getStateFlow, pageDataPrefix } from './getStateFlow';
import { runtimeEnteredHandlers } from './rules/unreachablePage';

/** The parts of a condition that must all hold (an `all`, flattened), with their JSON paths. */
export function getRequiredParts(condition: Condition, path: JsonPath): Array<{ part: Condition; path: JsonPath }> {
  if ('all' in condition) return condition.all.flatMap((part, i) => getRequiredParts(part, [...path, 'all', i]));
  return [{ part: condition, path }];
}

/** The path a part needs written (set, non-empty, a value), or null when it also holds on nothing. */
export function getNeededPath(part: Condition): string | null {
  if ('truthy' in part) return part.truthy;
  if ('nonEmpty' in part) return part.nonEmpty;
  if ('eq' in part) return part.eq[1] === null ? null : part.eq[0];
  if ('in' in part) return Array.isArray(part.in[1]) && !part.in[1].includes(null) ? part.in[0] : null;
  if ('minItems' in part) return Number(part.minItems[1]) >= 1 ? part.minItems[0] : null;
  return null;
}

/** getPagesBefore's graph walks for each config linted. */
const cache = new WeakMap<FunnelConfig, (pageId: string) => ReadonlySet<string>>();

/**
 * The pages a visitor can have been on before entering a page for the first time, for the page data they may have
 * written by then (issue #11: prerequisites and rules that read page data only later pages write). A new visitor
 * starts at the entry, the first page or the landing route and follows navigation edges without entering the page;
 * an auto-route pick is no way there (it only picks a page whose prerequisites already hold), and a page reached
 * later that comes back by Back does not count: the first entry must already hold. Of those, only pages from which a
 * path of edges leads to the page count. A page no new visitor reaches (entered from outside: a payment provider's
 * return, old links) is judged from every root, as unreachable-page counts them.
 */
export function getPagesBefore(config: FunnelConfig): (pageId: string) => ReadonlySet<string> {
  let before = cache.get(config);
  if (before) return before;
  const edges = buildNavigationGraph(config).edges;
  const forward = edges.filter((edge) => edge.scenario !== 'auto-route');
  const freshRoots = [config.funnel.entry, config.funnel.firstPage, ...config.pages.filter((page) => page.route === '').map((page) => page.id)];
  const allRoots = [
    ...freshRoots,
    ...config.pages.filter((page) => page.kind === 'bailout' || page.entryPoint === true || runtimeEnteredHandlers.includes(page.handler ?? '')).map((page) => page.id),
  ];
  const fresh = walk(freshRoots, forward, false, undefined);
  before = (pageId: string) => {
    const reached = fresh.has(pageId) ? walk(freshRoots, forward, false, pageId) : walk(allRoots, edges, false, pageId);
    const leadingTo = walk(edges.filter((edge) => edge.to === pageId).map((edge) => edge.from), edges, true, pageId);
    return new Set([...reached].filter((id) => leadingTo.has(id)));
  };
  cache.set(config, before);
  return before;
}

/** The pages reached from `starts` along edges (backwards: the pages that lead to them), never through `avoid`. */
function walk(starts: string[], edges: NavigationEdge[], backwards: boolean, avoid: string | undefined): Set<string> {
  const reached = new Set<string>();
  const queue = starts.filter((id) => id !== avoid);
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const edge of edges) {
      const [from, to] = backwards ? [edge.to, edge.from] : [edge.from, edge.to];
      if (from === id && to !== avoid && !reached.has(to)) queue.push(to);
    }
  }
  return reached;
}

/**
 * Every write of page data (`user.pageData.…`) in the config, with the page whose file writes it (undefined: a shared
 * file), for the rules that ask which pages before a page can have written what it needs.
 */
export function getPageDataWriters(config: FunnelConfig, sources: SourceIndex): Array<{ statePath: string; page: string | undefined }> {
  const pageOfFile = new Map(config.pages.map((page) => [sources.getPageFile(page.id), page.id]));
  return getStateFlow(config, sources)
    .filter((site) => (site.kind === 'write' || site.kind === 'output') && site.statePath.startsWith(pageDataPrefix))
    .map((site) => ({ statePath: site.statePath, page: pageOfFile.get(site.file) }));
}
