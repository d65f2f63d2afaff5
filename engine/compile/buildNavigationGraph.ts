import type { FunnelConfig, PageConfig, QueryValue } from '../config/types';
import { expandNavigation } from './expandNavigation';

/** A page in the navigation graph. */
export interface NavigationNode {
  id: string;
  kind: PageConfig['kind'];
  route: string;
}

/** One way from a page to another: a navigation rule of a scenario, or an auto-route `order` entry. */
export interface NavigationEdge {
  from: string;
  to: string;
  /** The scenario's name; `auto-route` for entries of an auto-route `order`. */
  scenario: string;
  /** Whether the edge depends on a condition (a rule's `when`, or the destination's prerequisites for auto-route). */
  conditional: boolean;
  note?: string;
  query?: Record<string, QueryValue>;
}

/** The flow as a graph (DESIGN principle 4): every page and every scenario edge. */
export interface NavigationGraph {
  nodes: NavigationNode[];
  edges: NavigationEdge[];
}

/**
 * Builds the navigation graph of a config, used by the linter (unreachable pages, dead ends) and `funnel graph`.
 * Runtime-chosen destinations (landing's fmgPage, error hand-offs) are not edges; only declared rules (a sequence
 * reference gives the edges of the rules it expands into; an unknown one, none) and auto-route `order` entries are.
 */
export function buildNavigationGraph(config: FunnelConfig): NavigationGraph {
  const nodes = config.pages.map(({ id, kind, route }) => ({ id, kind, route }));
  const edges: NavigationEdge[] = [];
  for (const page of config.pages) {
    for (const [scenario, rules] of Object.entries(expandNavigation(page, config.sequences, true))) {
      for (const rule of rules) {
        const edge: NavigationEdge = { from: page.id, to: rule.to, scenario, conditional: rule.when !== undefined };
        if (rule.note !== undefined) edge.note = rule.note;
        if (rule.query !== undefined) edge.query = rule.query;
        edges.push(edge);
      }
    }
    for (const to of page.order ?? []) {
      edges.push({ from: page.id, to, scenario: 'auto-route', conditional: true, note: 'First page whose prerequisites hold (SPEC §2 auto-route).' });
    }
  }
  return { nodes, edges };
}
