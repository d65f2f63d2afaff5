import { buildNavigationGraph } from '../../compile/buildNavigationGraph';
import type { JsonPath } from '../../config/Diagnostic';
import type { Condition } from '../../config/types';
import { getStateFlow, isRelatedPath, pageDataPrefix } from '../getStateFlow';
import type { LintRule } from '../LintRule';
import { runtimeEnteredHandlers } from './unreachablePage';

/** The parts of a condition that must all hold (an `all`, flattened), with their JSON paths. */
function getRequiredParts(condition: Condition, path: JsonPath): Array<{ part: Condition; path: JsonPath }> {
  if ('all' in condition) return condition.all.flatMap((part, i) => getRequiredParts(part, [...path, 'all', i]));
  return [{ part: condition, path }];
}

/** The page-data path a part needs written (set, non-empty, a value), or null when it also holds on nothing. */
function getNeededPath(part: Condition): string | null {
  if ('truthy' in part) return part.truthy;
  if ('nonEmpty' in part) return part.nonEmpty;
  if ('eq' in part) return part.eq[1] === null ? null : part.eq[0];
  if ('in' in part) return Array.isArray(part.in[1]) && !part.in[1].includes(null) ? part.in[0] : null;
  if ('minItems' in part) return Number(part.minItems[1]) >= 1 ? part.minItems[0] : null;
  return null;
}

/**
 * Issue #11: prerequisites no path through the graph can satisfy. A page's prerequisites that need page data
 * (`user.pageData.…`) set can only hold when some page before it writes that data: if every page that writes it comes
 * after (or is not on the way at all), no visitor ever enters the page — they land on the error banner. A page is
 * before it when a visitor can reach it from a root (as unreachable-page counts them) without entering the page, and
 * a path of edges leads from it to the page; the page's own steps run after the check.
 */
export const unsatisfiablePrerequisites: LintRule = {
  code: 'unsatisfiable-prerequisites',
  description: 'A page needs page data in its prerequisites that no page before it writes, so no visitor can enter it.',
  severity: 'error',
  check({ config, sources, report }) {
    const pageOfFile = new Map(config.pages.map((page) => [sources.getPageFile(page.id), page.id]));
    const writers = getStateFlow(config, sources)
      .filter((site) => (site.kind === 'write' || site.kind === 'output') && site.statePath.startsWith(pageDataPrefix))
      .map((site) => ({ statePath: site.statePath, page: pageOfFile.get(site.file) }));
    const edges = buildNavigationGraph(config).edges;
    const roots = [
      ...config.pages.filter((page) => page.route === '' || page.kind === 'bailout' || page.entryPoint === true || runtimeEnteredHandlers.includes(page.handler ?? '')).map((page) => page.id),
      config.funnel.entry,
      config.funnel.firstPage,
    ];
    /** The pages reached from `starts` along edges (backwards: the pages that lead to them), never through `avoid`. */
    const walk = (starts: string[], backwards: boolean, avoid: string): Set<string> => {
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
    };
    for (const page of config.pages) {
      if (!page.prerequisites) continue;
      // A writer helps when a visitor can reach it without entering the page first, and go on from it to the page.
      const reachedWithout = walk(roots, false, page.id);
      const leadingTo = walk((edges.filter((edge) => edge.to === page.id).map((edge) => edge.from)), true, page.id);
      const before = new Set([...reachedWithout].filter((id) => leadingTo.has(id)));
      for (const { part, path } of getRequiredParts(page.prerequisites, ['prerequisites'])) {
        const needed = getNeededPath(part);
        if (needed === null || !needed.startsWith(pageDataPrefix)) continue;
        const written = writers.filter((writer) => isRelatedPath(writer.statePath, needed));
        if (written.length === 0) continue; // unwritten-state-path reports it
        if (written.some((writer) => writer.page === undefined || before.has(writer.page))) continue;
        const where = [...new Set(written.map((writer) => writer.page))].join(', ');
        report({
          file: sources.getPageFile(page.id),
          path,
          message: `No visitor can enter ${page.id}: it needs ${needed}, which only ${where} ${written.length > 1 ? 'write' : 'writes'}, and no path leads from there to ${page.id}`,
        });
      }
    }
  },
};
