import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { StudioCoverage, StudioDropOff, StudioEdgeKind, StudioMap } from '../../../api/sandbox/studio/StudioTypes';
import { updateAddress } from '../StudioApp';
import { EdgePanel } from './EdgePanel';
import { FlowMap, type MapOverlay, type MapSelection } from './FlowMap';
import { FlowOutline } from './FlowOutline';
import type { FlowMapLayout } from './layoutFlowMap';
import { MapLegend } from './MapLegend';
import { createMeasureText } from './measureText';
import { PagePanel } from './PagePanel';

/** The kinds of edges the map can show, with what the toggle says. Forward ways are always shown. */
const toggles: Array<{ kind: Exclude<StudioEdgeKind, 'forward'>; label: string; hint: string }> = [
  { kind: 'skip', label: 'Skips', hint: 'Ways past a question page whose stage is empty' },
  { kind: 'back', label: 'Back', hint: 'The Back buttons' },
  { kind: 'routing', label: 'Virtual routes', hint: 'Entry, auto-route, errors, restarts and hand-offs' },
];

/** The text measure, made on first use (a canvas of the page). */
let measure: ReturnType<typeof createMeasureText> | null = null;

/** The selection as the address keeps it: `?page=quote` or `?edge=quote>schedule`. */
function readSelection(): MapSelection | null {
  const query = new URLSearchParams(window.location.search);
  const page = query.get('page');
  const edge = query.get('edge');
  return page ? { type: 'page', id: page } : edge ? { type: 'edge', id: edge } : null;
}

/**
 * The flow map view (issue #15): the toolbar (which ways to show, what numbers to show, zoom), the map laid out by
 * ELK, the panel of what is selected (a page, or the rules between two pages), and the flow as a list.
 */
export function FlowMapView(props: {
  map: StudioMap;
  coverage: StudioCoverage | null;
  coverageError: string | null;
  dropOff: StudioDropOff | null;
  overlay: MapOverlay;
  onOverlay(overlay: MapOverlay): void;
}) {
  const { map, coverage, dropOff, overlay } = props;
  const [kinds, setKinds] = useState<Set<StudioEdgeKind>>(() => new Set((new URLSearchParams(window.location.search).get('show') ?? 'forward').split(',') as StudioEdgeKind[]).add('forward'));
  const [layout, setLayout] = useState<FlowMapLayout | null>(null);
  const [layoutError, setLayoutError] = useState<string | null>(null);
  const [selection, setSelection] = useState<MapSelection | null>(readSelection);
  const [zoom, setZoom] = useState<number | null>(null);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    import('./layoutFlowMap')
      .then(({ layoutFlowMap }) => layoutFlowMap(map, { kinds, withStats: true }, (measure ??= createMeasureText())))
      .then(
        (laidOut) => current && setLayout(laidOut),
        (error: Error) => current && setLayoutError(error.message),
      );
    return () => {
      current = false;
    };
  }, [map, kinds]);

  // First drawn at the width of the view, at most life size and at least 90 % (smaller text is hard to read).
  useLayoutEffect(() => {
    if (!layout || zoom !== null || !viewport.current) return;
    setZoom(Math.max(0.9, Math.min(1, (viewport.current.clientWidth - 8) / layout.width)));
  }, [layout, zoom]);

  // With nothing selected, the map opens on where the journey starts: the first screen, centred across when it would
  // be out of view (on a narrow screen, or with the virtual routes shown). Once: later layouts keep the place.
  const opened = useRef(false);
  useEffect(() => {
    const box = viewport.current;
    if (opened.current || !layout || !box || zoom === null) return;
    opened.current = true;
    if (readSelection()) return;
    const first = layout.nodes.filter((node) => node.page.kind === 'page').sort((a, b) => a.y - b.y || a.x - b.x)[0];
    // Already in view from the left edge (with the stages' titles): left as it is.
    if (!first || (first.x + first.width) * zoom <= box.clientWidth) return;
    box.scrollTo?.({ left: (first.x + first.width / 2) * zoom - box.clientWidth / 2, top: 0 });
  }, [layout, zoom]);

  // The page or label selected is brought into view (a link to ?page=… opens there; the panel's links move the map).
  useEffect(() => {
    const box = viewport.current;
    if (!layout || !box || !selection || zoom === null) return;
    const target =
      selection.type === 'page'
        ? layout.nodes.find((node) => node.page.id === selection.id)
        : layout.edges.find((edge) => edge.id === selection.id)?.label;
    if (!target) return;
    const [left, top, right, bottom] = [target.x * zoom, target.y * zoom, (target.x + target.width) * zoom, (target.y + target.height) * zoom];
    const visible = left >= box.scrollLeft && right <= box.scrollLeft + box.clientWidth && top >= box.scrollTop && bottom <= box.scrollTop + box.clientHeight;
    if (!visible) box.scrollTo?.({ left: (left + right) / 2 - box.clientWidth / 2, top: (top + bottom) / 2 - box.clientHeight / 2 });
  }, [selection, layout, zoom]);

  const select = (next: MapSelection | null) => {
    setSelection(next);
    updateAddress({ page: next?.type === 'page' ? next.id : null, edge: next?.type === 'edge' ? next.id : null });
  };
  const toggle = (kind: StudioEdgeKind, on: boolean) => {
    const next = new Set(kinds);
    if (on) next.add(kind);
    else next.delete(kind);
    setKinds(next);
    updateAddress({ show: [...next].filter((k) => k !== 'forward').join(',') || null });
  };
  const chooseOverlay = (next: MapOverlay) => {
    props.onOverlay(next);
    updateAddress({ numbers: next === 'visitors' ? 'visitors' : null });
  };

  const uncovered = useMemo(() => (coverage ? map.edges.filter((edge) => !coverage.edges[edge.key]) : []), [map, coverage]);
  const scale = zoom ?? 1;

  return (
    <div className="map-view">
      <div className="map-toolbar" role="toolbar" aria-label="Flow map options">
        <fieldset className="toolbar-group">
          <legend>Show ways</legend>
          <label className="toggle" title="The ways on: Continue, choices and conditions">
            <input type="checkbox" checked disabled /> Forward
          </label>
          {toggles.map((item) => (
            <label key={item.kind} className="toggle" title={item.hint}>
              <input type="checkbox" checked={kinds.has(item.kind)} onChange={(event) => toggle(item.kind, event.target.checked)} /> {item.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="toolbar-group">
          <legend>Numbers on the map</legend>
          <label className="toggle">
            <input type="radio" name="overlay" checked={overlay === 'coverage'} onChange={() => chooseOverlay('coverage')} /> Journeys
          </label>
          <label className="toggle">
            <input type="radio" name="overlay" checked={overlay === 'visitors'} onChange={() => chooseOverlay('visitors')} /> Visitors
          </label>
        </fieldset>
        <fieldset className="toolbar-group">
          <legend>Zoom</legend>
          <button type="button" className="button-icon" aria-label="Zoom out" onClick={() => setZoom(Math.max(0.3, scale - 0.1))}>
            −
          </button>
          <output className="zoom-value" aria-live="polite">
            {Math.round(scale * 100)}%
          </output>
          <button type="button" className="button-icon" aria-label="Zoom in" onClick={() => setZoom(Math.min(1.6, scale + 0.1))}>
            +
          </button>
          <button
            type="button"
            className="button-secondary"
            title="The whole width of the map in view"
            onClick={() => layout && viewport.current && setZoom(Math.max(0.3, Math.min(1.6, (viewport.current.clientWidth - 8) / layout.width)))}
          >
            Fit
          </button>
        </fieldset>
        <p className="coverage-summary" aria-live="polite">
          {props.coverageError ? (
            <span className="studio-error">Journeys could not be run: {props.coverageError}</span>
          ) : coverage ? (
            <>
              Journeys take <strong>{coverage.covered}</strong> of {coverage.total} rules
              {uncovered.length > 0 ? (
                <span className="uncovered-count"> · {uncovered.length} not covered</span>
              ) : (
                <span className="covered-all"> · all covered</span>
              )}
              <span className="muted"> ({coverage.journeys.length} journeys{coverage.journeys.some((j) => !j.passed) ? `, ${coverage.journeys.filter((j) => !j.passed).length} failing` : ''})</span>
            </>
          ) : (
            <span className="muted">Running the journeys for coverage…</span>
          )}
        </p>
      </div>
      <div className="map-body">
        <div className="map-viewport" ref={viewport}>
          {layoutError ? (
            <p className="studio-error" role="alert">The map could not be laid out: {layoutError}</p>
          ) : layout ? (
            <FlowMap layout={layout} map={map} zoom={scale} selection={selection} onSelect={select} overlay={overlay} coverage={coverage} dropOff={dropOff} />
          ) : (
            <p className="studio-loading" role="status">Laying out the map…</p>
          )}
        </div>
        <aside className="map-panel" aria-label="Details">
          {selection?.type === 'page' && map.pages.some((page) => page.id === selection.id) ? (
            <PagePanel map={map} pageId={selection.id} coverage={coverage} dropOff={dropOff} onSelect={select} />
          ) : selection?.type === 'edge' ? (
            <EdgePanel map={map} edgeId={selection.id} coverage={coverage} dropOff={dropOff} onSelect={select} />
          ) : (
            <MapLegend overlay={overlay} uncovered={uncovered} map={map} onSelect={select} />
          )}
        </aside>
      </div>
      <FlowOutline map={map} coverage={coverage} onSelect={select} />
    </div>
  );
}
