import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { StudioEdge, StudioEdgeKind, StudioMap, StudioPage } from '../../../api/sandbox/studio/StudioTypes';
import { bandGutter, mapSizes } from './mapSizes';
import { fitText, wrapText, type MeasureText } from './measureText';
import { toRuleWords } from './toRuleWords';

/** A page placed on the map. */
export interface PlacedNode {
  page: StudioPage;
  x: number;
  y: number;
  width: number;
  height: number;
  titleLines: string[];
}

/** A stage band placed on the map: across the map, from its first page's top to its last page's bottom. */
export interface PlacedGroup {
  id: string;
  title: string;
  /** The title as drawn in the gutter: upper case, on at most two lines. */
  titleLines: string[];
  description?: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One line of an edge's label: one rule. */
export interface LabelLine {
  text: string;
  /** The rule's edge key, or null for the "+N more" line. */
  key: string | null;
}

/** The rules between two pages, drawn as one line with one label. */
export interface PlacedEdge {
  id: string;
  from: string;
  to: string;
  kind: StudioEdgeKind;
  rules: StudioEdge[];
  /** The route, start to end (bend points between). */
  points: Array<{ x: number; y: number }>;
  label: { x: number; y: number; width: number; height: number; lines: LabelLine[] } | null;
}

/** The laid-out map. */
export interface FlowMapLayout {
  width: number;
  height: number;
  groups: PlacedGroup[];
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

/** What the map shows. */
export interface FlowMapOptions {
  /** Which kinds of edges are drawn (and laid out). */
  kinds: ReadonlySet<StudioEdgeKind>;
  /** Room for the visitors bar under each node. */
  withStats: boolean;
}

/**
 * The ELK layered options: top to bottom, each stage a partition (its pages on layers after the stages before it, so
 * the stages read as bands in the journey's order), orthogonal edges, labels placed as layout objects.
 */
const layoutOptions: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.partitioning.activate': 'true',
  'elk.edgeRouting': 'ORTHOGONAL',
  // Straight runs of long edges, and the narrowest map of the strategies tried (1,240 px against 1,780 and 2,070).
  'elk.layered.nodePlacement.strategy': 'LINEAR_SEGMENTS',
  // One graph, so every page keeps to its stage's band (a page with no edge shown is no component of its own).
  'elk.separateConnectedComponents': 'false',
  // The pages' order (stage, then distance from the start) says which edges go forward: those against it go up.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '10',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.componentComponent': '48',
  'elk.edgeLabels.inline': 'false',
  'elk.padding': `[top=${mapSizes.groupTitleHeight},left=${bandGutter + 16},bottom=24,right=24]`,
};

let elk: InstanceType<typeof ELK> | null = null;

/**
 * Lays the flow map out with ELK's layered algorithm (elkjs; no hand-written layout): the stages as bands in the
 * journey's order (ELK partitions), the rules between two pages drawn as one edge whose label lists each (its scenario
 * and its condition in words), placed by ELK so no two labels overlap and every label has room.
 */
export async function layoutFlowMap(map: StudioMap, options: FlowMapOptions, measure: MeasureText): Promise<FlowMapLayout> {
  elk ??= new ELK();
  const visibleEdges = map.edges.filter((edge) => options.kinds.has(edge.kind) && edge.from !== edge.to);
  // A virtual route is drawn only with the routing edges: otherwise it has nothing to say on the map.
  const shownPages = map.pages.filter((page) => page.kind === 'page' || options.kinds.has('routing'));
  const shown = new Set(shownPages.map((page) => page.id));
  const nodeSizes = new Map(shownPages.map((page) => [page.id, toNodeBox(page, options, measure)]));
  const stageIndex = new Map(map.stages.map((stage, index) => [stage.id, index]));
  // Pages in the journey's order (stage, then how far along the forward ways from the first stage's screens), which
  // ELK keeps where the edges allow. Counted along the forward ways only, so the pages keep their order whichever
  // toggles are on (skips, Back, virtual routes).
  const depth = toDepths(shownPages, map.edges.filter((edge) => edge.kind === 'forward'), stageIndex);
  const ordered = [...shownPages].sort((a, b) => stageIndex.get(a.stage)! - stageIndex.get(b.stage)! || depth(a.id) - depth(b.id));
  const children: ElkNode[] = ordered.map((page) => ({
    id: page.id,
    width: mapSizes.nodeWidth,
    height: nodeSizes.get(page.id)!.height,
    layoutOptions: { 'elk.partitioning.partition': String(stageIndex.get(page.stage) ?? 0) },
  }));

  const grouped = new Map<string, StudioEdge[]>();
  for (const edge of visibleEdges) {
    if (!shown.has(edge.from) || !shown.has(edge.to)) continue;
    const id = `${edge.from}>${edge.to}`;
    grouped.set(id, [...(grouped.get(id) ?? []), edge]);
  }
  const labels = new Map([...grouped].map(([id, rules]) => [id, toLabel(rules, measure)]));
  const edges: ElkExtendedEdge[] = [...grouped].map(([id, rules]) => {
    const label = labels.get(id)!;
    return {
      id,
      sources: [rules[0]!.from],
      targets: [rules[0]!.to],
      ...(label.lines.length > 0 ? { labels: [{ id: `label:${id}`, text: id, width: label.width, height: label.height }] } : {}),
    };
  });

  const root: ElkNode = { id: 'root', layoutOptions, children, edges };
  const graph = await elk.layout(root);
  const nodes: PlacedNode[] = (graph.children ?? []).map((child) => {
    const page = shownPages.find((candidate) => candidate.id === child.id)!;
    return { page, x: child.x ?? 0, y: child.y ?? 0, width: child.width ?? 0, height: child.height ?? 0, titleLines: nodeSizes.get(page.id)!.titleLines };
  });
  const placedEdges: PlacedEdge[] = (graph.edges ?? []).map((edge) => {
    const rules = grouped.get(edge.id)!;
    const section = (edge as ElkExtendedEdge).sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const placedLabel = edge.labels?.[0];
    const label = labels.get(edge.id)!;
    return {
      id: edge.id,
      from: rules[0]!.from,
      to: rules[0]!.to,
      kind: rules.some((rule) => rule.kind === 'forward') ? 'forward' : rules[0]!.kind,
      rules,
      points,
      label: placedLabel && label.lines.length > 0 ? { x: placedLabel.x ?? 0, y: placedLabel.y ?? 0, width: label.width, height: label.height, lines: label.lines } : null,
    };
  });
  const width = graph.width ?? 0;
  return { width, height: graph.height ?? 0, groups: toBands(map, nodes, width, measure), nodes, edges: placedEdges };
}

/** How many edges (breadth first) each page is from the screens of the first stage that has any; unreachable last. */
function toDepths(pages: StudioPage[], edges: StudioEdge[], stageIndex: Map<string, number>): (id: string) => number {
  const screens = pages.filter((page) => page.kind === 'page');
  const first = Math.min(...screens.map((page) => stageIndex.get(page.stage) ?? 0));
  const depths = new Map(screens.filter((page) => stageIndex.get(page.stage) === first).map((page) => [page.id, 0]));
  const queue = [...depths.keys()];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const edge of edges) {
      if (edge.from !== id || depths.has(edge.to)) continue;
      depths.set(edge.to, depths.get(id)! + 1);
      queue.push(edge.to);
    }
  }
  return (id) => depths.get(id) ?? Number.MAX_SAFE_INTEGER;
}

/**
 * The stage bands: each from the top of its first page to the bottom of its last, the gaps between two stages
 * shared half and half, across the whole map (the partitions keep each stage's pages below the stage before).
 */
function toBands(map: StudioMap, nodes: PlacedNode[], width: number, measure: MeasureText): PlacedGroup[] {
  const spans = map.stages
    .map((stage) => {
      const own = nodes.filter((node) => node.page.stage === stage.id);
      if (own.length === 0) return null;
      return { stage, top: Math.min(...own.map((node) => node.y)), bottom: Math.max(...own.map((node) => node.y + node.height)) };
    })
    .filter((span) => span !== null);
  return spans.map(({ stage, top, bottom }, index) => {
    const before = spans[index - 1];
    const after = spans[index + 1];
    const y = before ? (before.bottom + top) / 2 : top - mapSizes.groupTitleHeight + 8;
    const end = after ? (bottom + after.top) / 2 : bottom + 16;
    const titleLines = wrapText(stage.title.toUpperCase(), bandGutter - 28, mapSizes.bandFont, measure, 2);
    return { id: stage.id, title: stage.title, titleLines, ...(stage.description ? { description: stage.description } : {}), x: 0, y, width, height: end - y };
  });
}

/** A node's size: its title wrapped on at most two lines, its id (and route) below, the visitors bar when shown. */
function toNodeBox(page: StudioPage, options: FlowMapOptions, measure: MeasureText): { height: number; titleLines: string[] } {
  const inner = mapSizes.nodeWidth - 2 * mapSizes.nodePadding;
  const titleLines = wrapText(page.title, inner, mapSizes.titleFont, measure, 2);
  const height =
    2 * mapSizes.nodePadding + titleLines.length * mapSizes.titleLineHeight + 4 + mapSizes.metaLineHeight + (options.withStats ? mapSizes.statsHeight + 4 : 0);
  return { height, titleLines };
}

/** The label of the rules between two pages: a line per rule (cut to fit), at most labelMaxLines. */
function toLabel(rules: StudioEdge[], measure: MeasureText): { width: number; height: number; lines: LabelLine[] } {
  const max = mapSizes.labelMaxWidth - 2 * mapSizes.labelPadding - mapSizes.labelCountWidth;
  const shown = rules.length > mapSizes.labelMaxLines ? rules.slice(0, mapSizes.labelMaxLines - 1) : rules;
  const lines: LabelLine[] = shown.map((rule) => ({ text: fitText(toRuleWords(rule), max, mapSizes.labelFont, measure), key: rule.key }));
  if (shown.length < rules.length) lines.push({ text: `+${rules.length - shown.length} more rules`, key: null });
  const width = Math.ceil(Math.max(...lines.map((line) => measure(line.text, mapSizes.labelFont)))) + 2 * mapSizes.labelPadding + mapSizes.labelCountWidth;
  return { width, height: lines.length * mapSizes.labelLineHeight + 2 * mapSizes.labelPadding, lines };
}
