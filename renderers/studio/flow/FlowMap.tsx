import { useMemo, type KeyboardEvent } from 'react';
import type { StudioCoverage, StudioDropOff, StudioMap } from '../../../api/sandbox/studio/StudioTypes';
import type { FlowMapLayout, PlacedEdge, PlacedNode } from './layoutFlowMap';
import { bandGutter, mapSizes } from './mapSizes';
import { toRuleWords } from './toRuleWords';

/** What is selected on the map: a page, or the rules between two pages (`from>to`). */
export type MapSelection = { type: 'page'; id: string } | { type: 'edge'; id: string };

/** The numbers the map shows: the journeys' coverage, or the visitors'. */
export type MapOverlay = 'coverage' | 'visitors';

interface FlowMapProps {
  layout: FlowMapLayout;
  map: StudioMap;
  zoom: number;
  selection: MapSelection | null;
  onSelect(selection: MapSelection | null): void;
  overlay: MapOverlay;
  coverage: StudioCoverage | null;
  dropOff: StudioDropOff | null;
}

/** Selects on Enter or Space, as a button does. */
function onActivate(select: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select();
    }
  };
}

/** `M x y L x y …`, with rounded corners at the bends. */
function toPath(points: Array<{ x: number; y: number }>): string {
  if (points.length === 0) return '';
  const radius = 6;
  let d = `M${points[0]!.x} ${points[0]!.y}`;
  for (let i = 1; i < points.length - 1; i += 1) {
    const [a, b, c] = [points[i - 1]!, points[i]!, points[i + 1]!];
    const inLength = Math.hypot(b.x - a.x, b.y - a.y);
    const outLength = Math.hypot(c.x - b.x, c.y - b.y);
    const r = Math.min(radius, inLength / 2, outLength / 2);
    const start = { x: b.x - ((b.x - a.x) / (inLength || 1)) * r, y: b.y - ((b.y - a.y) / (inLength || 1)) * r };
    const end = { x: b.x + ((c.x - b.x) / (outLength || 1)) * r, y: b.y + ((c.y - b.y) / (outLength || 1)) * r };
    d += ` L${start.x} ${start.y} Q${b.x} ${b.y} ${end.x} ${end.y}`;
  }
  const last = points.at(-1)!;
  return `${d} L${last.x} ${last.y}`;
}

const percent = (part: number, whole: number) => (whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`);

/**
 * The flow map as SVG drawn by React (issue #15): stage bands, pages (keyboard-selectable buttons with text
 * alternatives), the rules between pages as one edge each with its label (each rule's number, scenario and condition
 * in words). The numbers are the journeys taking each rule (a rule none takes stands out in red) or the visitors who
 * took it; a page shows its journeys or its visitors (reached, went on, left).
 */
export function FlowMap(props: FlowMapProps) {
  const { layout, selection, onSelect, overlay, coverage, dropOff, map } = props;
  const stageTitles = useMemo(() => new Map(map.stages.map((stage) => [stage.id, stage.title])), [map]);
  const maxEdgeVisitors = useMemo(() => Math.max(1, ...Object.values(dropOff?.edges ?? {})), [dropOff]);

  // What the selection touches: the page and its edges, or the edge and its two pages.
  const focus = useMemo(() => {
    if (!selection) return null;
    if (selection.type === 'page') {
      const edges = new Set(layout.edges.filter((edge) => edge.from === selection.id || edge.to === selection.id).map((edge) => edge.id));
      return { pages: new Set([selection.id]), edges };
    }
    const edge = layout.edges.find((candidate) => candidate.id === selection.id);
    return { pages: new Set(edge ? [edge.from, edge.to] : []), edges: new Set([selection.id]) };
  }, [selection, layout]);

  const ruleNumber = (key: string | null): { text: string; alarm: boolean } => {
    if (key === null) return { text: '', alarm: false };
    if (overlay === 'visitors') return { text: dropOff ? String(dropOff.edges[key] ?? 0) : '…', alarm: false };
    if (!coverage) return { text: '…', alarm: false };
    const journeys = coverage.edges[key]?.length ?? 0;
    return { text: String(journeys), alarm: journeys === 0 };
  };
  const isUncovered = (edge: PlacedEdge) => overlay === 'coverage' && coverage !== null && edge.rules.some((rule) => !coverage.edges[rule.key]);
  const edgeVisitors = (edge: PlacedEdge) => edge.rules.reduce((sum, rule) => sum + (dropOff?.edges[rule.key] ?? 0), 0);

  const describeEdge = (edge: PlacedEdge) => {
    const from = map.pages.find((page) => page.id === edge.from)?.title ?? edge.from;
    const to = map.pages.find((page) => page.id === edge.to)?.title ?? edge.to;
    const rules = edge.rules.map((rule) => {
      const number = ruleNumber(rule.key);
      const noun = overlay === 'visitors' ? 'visitor' : 'journey';
      const count = number.alarm ? 'not covered by any journey' : `${number.text} ${noun}${number.text === '1' ? '' : 's'}`;
      return `${toRuleWords(rule)} (${count})`;
    });
    return `From ${from} to ${to}: ${rules.join('; ')}`;
  };

  const describeNode = (node: PlacedNode) => {
    const parts = [`${node.page.title} (${node.page.id}), ${node.page.kind === 'page' ? 'page' : 'virtual route'} in ${stageTitles.get(node.page.stage) ?? node.page.stage}`];
    const flow = dropOff?.pages[node.page.id];
    if (overlay === 'visitors') parts.push(flow ? `${flow.reached} reached, ${flow.wentOn} went on, ${flow.left} left` : 'no visitors');
    else if (coverage) {
      const journeys = coverage.pages[node.page.id]?.length ?? 0;
      parts.push(`${journeys} ${journeys === 1 ? 'journey' : 'journeys'}`);
    }
    return parts.join('; ');
  };

  return (
    <svg
      className={`flow-map${focus ? ' has-focus' : ''}`}
      width={layout.width * props.zoom}
      height={layout.height * props.zoom}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="group"
      aria-label={`Flow map: ${layout.nodes.length} pages in ${layout.groups.length} stages, ${layout.edges.length} ways between them. Select a page for its details.`}
      onClick={(event) => {
        if (event.target === event.currentTarget) onSelect(null);
      }}
    >
      <defs>
        {['edge', 'edge-muted', 'edge-routing', 'edge-alarm', 'edge-focus'].map((id) => (
          <marker key={id} id={`arrow-${id}`} className={`arrow ${id}`} viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" orient="auto-start-reverse">
            <path d="M0 0L10 5L0 10z" />
          </marker>
        ))}
      </defs>
      <g className="bands" aria-hidden="true">
        {layout.groups.map((band, index) => (
          <g key={band.id} className={`band band-${band.id === 'entry' || band.id === 'routing' ? 'routing' : index % 2 ? 'odd' : 'even'}`}>
            <rect x={0} y={band.y} width={layout.width} height={band.height} />
            {band.titleLines.map((line, row) => (
              <text key={row} className="band-title" x={16} y={band.y + 22 + row * 15}>
                {line}
              </text>
            ))}
            <line x1={bandGutter} x2={bandGutter} y1={band.y + 8} y2={band.y + band.height - 8} />
          </g>
        ))}
      </g>
      <g className="edges">
        {layout.edges.map((edge) => {
          const alarm = isUncovered(edge);
          const state = focus ? (focus.edges.has(edge.id) ? 'focus' : 'faded') : 'normal';
          const visitors = overlay === 'visitors' ? edgeVisitors(edge) : 0;
          const width = overlay === 'visitors' && visitors > 0 ? 1.5 + 4.5 * (visitors / maxEdgeVisitors) : 1.5;
          // Visitors' numbers: the ways nobody took step back, so the ways taken stand out.
          const idle = overlay === 'visitors' && dropOff !== null && visitors === 0;
          const marker = state === 'focus' ? 'edge-focus' : alarm ? 'edge-alarm' : edge.kind === 'routing' ? 'edge-routing' : edge.kind === 'forward' ? 'edge' : 'edge-muted';
          return (
            <path
              key={edge.id}
              className={`edge edge-${edge.kind}${alarm ? ' edge-uncovered' : ''}${idle ? ' is-idle' : ''} is-${state}`}
              d={toPath(edge.points)}
              strokeWidth={width}
              markerEnd={`url(#arrow-${marker})`}
              data-edge={edge.id}
            />
          );
        })}
      </g>
      <g className="edge-labels">
        {layout.edges.map((edge) => {
          if (!edge.label) return null;
          const { label } = edge;
          const state = focus ? (focus.edges.has(edge.id) ? 'focus' : 'faded') : 'normal';
          const selected = selection?.type === 'edge' && selection.id === edge.id;
          const idle = overlay === 'visitors' && dropOff !== null && edgeVisitors(edge) === 0;
          return (
            <g
              key={edge.id}
              className={`edge-label is-${state}${isUncovered(edge) ? ' edge-uncovered' : ''}${idle ? ' is-idle' : ''}${selected ? ' is-selected' : ''}`}
              role="button"
              tabIndex={0}
              aria-pressed={selected}
              aria-label={describeEdge(edge)}
              data-edge={edge.id}
              onClick={() => onSelect({ type: 'edge', id: edge.id })}
              onKeyDown={onActivate(() => onSelect({ type: 'edge', id: edge.id }))}
            >
              <title>{describeEdge(edge)}</title>
              <rect x={label.x} y={label.y} width={label.width} height={label.height} rx={4} />
              {label.lines.map((line, index) => {
                const number = ruleNumber(line.key);
                const baseline = label.y + mapSizes.labelPadding + 11 + index * mapSizes.labelLineHeight;
                return (
                  <g key={index} className={number.alarm ? 'label-line is-alarm' : 'label-line'}>
                    <text className="label-count" x={label.x + mapSizes.labelPadding + mapSizes.labelCountWidth - 6} y={baseline} textAnchor="end">
                      {number.text}
                    </text>
                    <text className="label-text" x={label.x + mapSizes.labelPadding + mapSizes.labelCountWidth} y={baseline}>
                      {line.text}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </g>
      <g className="nodes">
        {layout.nodes.map((node) => {
          const selected = selection?.type === 'page' && selection.id === node.page.id;
          const state = focus ? (focus.pages.has(node.page.id) ? 'focus' : 'faded') : 'normal';
          const flow = dropOff?.pages[node.page.id];
          const journeys = coverage?.pages[node.page.id]?.length ?? 0;
          const statsY = node.y + node.height - mapSizes.nodePadding - mapSizes.statsHeight + 4;
          return (
            <g
              key={node.page.id}
              className={`node node-${node.page.kind} is-${state}${selected ? ' is-selected' : ''}${overlay === 'visitors' && dropOff && !flow ? ' is-idle' : ''}`}
              role="button"
              tabIndex={0}
              aria-pressed={selected}
              aria-label={describeNode(node)}
              data-page={node.page.id}
              onClick={() => onSelect({ type: 'page', id: node.page.id })}
              onKeyDown={onActivate(() => onSelect({ type: 'page', id: node.page.id }))}
            >
              <title>{describeNode(node)}</title>
              <rect className="node-box" x={node.x} y={node.y} width={node.width} height={node.height} rx={node.page.kind === 'page' ? 8 : 18} />
              {node.titleLines.map((line, index) => (
                <text key={index} className="node-title" x={node.x + mapSizes.nodePadding} y={node.y + mapSizes.nodePadding + 12 + index * mapSizes.titleLineHeight}>
                  {line}
                </text>
              ))}
              <text className="node-id" x={node.x + mapSizes.nodePadding} y={node.y + mapSizes.nodePadding + 12 + node.titleLines.length * mapSizes.titleLineHeight + 4}>
                {node.page.id}
              </text>
              {overlay === 'visitors' ? (
                <g className="node-stats">
                  <rect className="stats-track" x={node.x + mapSizes.nodePadding} y={statsY + 11} width={node.width - 2 * mapSizes.nodePadding} height={4} rx={2} />
                  {flow && flow.reached > 0 && (
                    <rect className="stats-left" x={node.x + mapSizes.nodePadding} y={statsY + 11} width={((node.width - 2 * mapSizes.nodePadding) * flow.left) / flow.reached} height={4} rx={2} />
                  )}
                  <text className="stats-text" x={node.x + mapSizes.nodePadding} y={statsY + 7}>
                    {flow ? `${flow.reached} reached · ${flow.left} left (${percent(flow.left, flow.reached)})` : dropOff ? 'no visitors' : '…'}
                  </text>
                </g>
              ) : (
                <text className={`node-journeys${coverage && journeys === 0 ? ' is-alarm' : ''}`} x={node.x + mapSizes.nodePadding} y={statsY + 9}>
                  {coverage ? (journeys === 0 ? 'no journey enters it' : `${journeys} ${journeys === 1 ? 'journey' : 'journeys'}`) : '…'}
                </text>
              )}
            </g>
          );
        })}
      </g>
    </svg>
  );
}
