import type { LocatedNavigationEdge } from './locateNavigationEdges';

/** How much of the navigation graph the journeys took. */
export interface EdgeCoverage {
  covered: number;
  total: number;
  /** Covered share, 0-100 (100 for a graph without edges). */
  percent: number;
  uncovered: LocatedNavigationEdge[];
}

/** The edges of the graph the journeys took (keys of toNavigationEdgeKey) and those they did not, in graph order. */
export function getEdgeCoverage(edges: readonly LocatedNavigationEdge[], taken: ReadonlySet<string>): EdgeCoverage {
  const uncovered = edges.filter((edge) => !taken.has(edge.key));
  const covered = edges.length - uncovered.length;
  return { covered, total: edges.length, percent: edges.length === 0 ? 100 : (covered / edges.length) * 100, uncovered };
}
