import { buildNavigationGraph, type NavigationEdge } from '../../compile/buildNavigationGraph';
import { expandNavigation } from '../../compile/expandNavigation';
import type { Range } from '../../config/Diagnostic';
import type { SourceIndex } from '../../config/SourceIndex';
import type { FunnelConfig, NavigationEntry } from '../../config/types';
import { toNavigationEdgeKey } from './toNavigationEdgeKey';

/** An edge of the navigation graph with what identifies it at run time and where it is written. */
export interface LocatedNavigationEdge extends NavigationEdge {
  /** `from|scenario|index`: the index among the scenario's rules as the runtime tries them (sequences expanded). */
  key: string;
  /** The page file declaring the rule (a `{ sequence }` entry for the rules it stands for). */
  file: string;
  range: Range;
}

/**
 * The edges of buildNavigationGraph, in its order, each with the key a navigation decision matches
 * (toNavigationEdgeKey) and the position of its rule: the rule in the page file, the page's `{ sequence }` entry for
 * the rules a sequence stands for, the `order` entry of an auto-route page.
 */
export function locateNavigationEdges(config: FunnelConfig, sources: SourceIndex): LocatedNavigationEdge[] {
  const located: Array<Omit<LocatedNavigationEdge, keyof NavigationEdge>> = [];
  for (const page of config.pages) {
    const file = sources.getPageFile(page.id);
    for (const [scenario, value] of Object.entries(page.navigation ?? {})) {
      const entries: NavigationEntry[] = Array.isArray(value) ? value : [value];
      let index = 0;
      entries.forEach((entry, position) => {
        const path = Array.isArray(value) ? ['navigation', scenario, position] : ['navigation', scenario];
        // A sequence entry stands for as many rules as it expands into on this page.
        const count = expandNavigation({ ...page, navigation: { [scenario]: entry } }, config.sequences, true)[scenario]?.length ?? 0;
        for (let i = 0; i < count; i += 1, index += 1) {
          located.push({ key: toNavigationEdgeKey(page.id, scenario, index), file, range: sources.getRange(file, path) });
        }
      });
    }
    (page.order ?? []).forEach((_, position) => {
      located.push({ key: toNavigationEdgeKey(page.id, 'auto-route', position), file, range: sources.getRange(file, ['order', position]) });
    });
  }
  const edges = buildNavigationGraph(config).edges;
  if (edges.length !== located.length) throw new Error(`Located ${located.length} navigation edges, the graph has ${edges.length}`);
  return edges.map((edge, i) => ({ ...edge, ...located[i]! }));
}

