import type { NavigationGraph } from '../compile/buildNavigationGraph';

/**
 * The navigation graph as a Mermaid flowchart for product owners (DESIGN principle 4): one node per page (screens as
 * boxes, virtual routes as stadiums, bailout as a hexagon), one edge per scenario rule labelled with the scenario,
 * dashed when conditional.
 */
export function toMermaid(graph: NavigationGraph): string {
  // Mermaid ids: letters, digits and _ only, prefixed so that ids like `end` are not keywords.
  const sanitize = (id: string): string => `p_${id.replace(/[^A-Za-z0-9_]/g, '_')}`;
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const node of graph.nodes) {
    let candidate = sanitize(node.id);
    for (let n = 2; used.has(candidate); n += 1) candidate = `${sanitize(node.id)}_${n}`;
    used.add(candidate);
    ids.set(node.id, candidate);
  }
  const nodeId = (id: string): string => ids.get(id) ?? sanitize(id);
  const lines = ['flowchart LR'];
  for (const node of graph.nodes) {
    const label = JSON.stringify(node.id);
    const shape = node.kind === 'virtual' ? `([${label}])` : node.kind === 'bailout' ? `{{${label}}}` : `[${label}]`;
    lines.push(`  ${nodeId(node.id)}${shape}`);
  }
  for (const edge of graph.edges) {
    const arrow = edge.conditional ? '-.->' : '-->';
    lines.push(`  ${nodeId(edge.from)} ${arrow}|${JSON.stringify(edge.scenario)}| ${nodeId(edge.to)}`);
  }
  return `${lines.join('\n')}\n`;
}
