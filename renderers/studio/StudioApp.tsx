import { useCallback, useEffect, useMemo, useState } from 'react';
import type { StudioCoverage, StudioDropOff, StudioMap } from '../../api/sandbox/studio/StudioTypes';
import { DropOffView } from './dropoff/DropOffView';
import { FilterBar, type VisitorFilter } from './dropoff/FilterBar';
import { fetchStudio } from './fetchStudio';
import type { MapOverlay } from './flow/FlowMap';
import { FlowMapView } from './flow/FlowMapView';
import { SessionExplorer } from './sessions/SessionExplorer';
import { VersionsView } from './versions/VersionsView';

/** The studio's views, in the order of its tabs. */
const views = [
  { id: 'map', label: 'Flow map' },
  { id: 'dropoff', label: 'Drop-off' },
  { id: 'sessions', label: 'Sessions' },
  { id: 'versions', label: 'Config versions' },
] as const;
type ViewId = (typeof views)[number]['id'];

/** The address's query: the view, the page or edge selected, the session shown, the visitor filter. */
function readAddress(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** Writes the query to the address (no reload), so a view can be bookmarked and shared. */
export function updateAddress(changes: Record<string, string | null>): void {
  const query = readAddress();
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') query.delete(name);
    else query.set(name, value);
  }
  const search = query.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
}

/** A day as yyyy-mm-dd in UTC, `days` from today. */
function toDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The product owner's studio (issue #15): the flow map (the config laid out, with the journeys' coverage or the
 * visitors' numbers on it), drop-off per page and per variation, the session explorer and the config versions. It reads
 * everything from the sandbox's studio API.
 */
export function StudioApp() {
  const [view, setView] = useState<ViewId>(() => (views.find((candidate) => candidate.id === readAddress().get('view'))?.id ?? 'map'));
  const [map, setMap] = useState<StudioMap | null>(null);
  const [mapError, setMapError] = useState<string | null>(null);
  const [coverage, setCoverage] = useState<StudioCoverage | null>(null);
  const [coverageError, setCoverageError] = useState<string | null>(null);
  const [filter, setFilter] = useState<VisitorFilter>(() => {
    const query = readAddress();
    return { from: query.get('from') ?? toDay(-29), to: query.get('to') ?? toDay(0), experiment: query.get('experiment') ?? '', variation: query.get('variation') ?? '' };
  });
  const [dropOff, setDropOff] = useState<StudioDropOff | null>(null);
  const [dropOffError, setDropOffError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [overlay, setOverlay] = useState<MapOverlay>(() => (readAddress().get('numbers') === 'visitors' ? 'visitors' : 'coverage'));

  useEffect(() => {
    fetchStudio<StudioMap>('map').then(setMap, (error: Error) => setMapError(error.message));
    fetchStudio<StudioCoverage>('coverage').then(setCoverage, (error: Error) => setCoverageError(error.message));
  }, []);

  useEffect(() => {
    let current = true;
    setDropOffError(null);
    fetchStudio<StudioDropOff>('dropoff', { from: filter.from, to: filter.to, experiment: filter.experiment, variation: filter.experiment ? filter.variation : '' }).then(
      (answer) => current && setDropOff(answer),
      (error: Error) => current && setDropOffError(error.message),
    );
    updateAddress({ from: filter.from, to: filter.to, experiment: filter.experiment, variation: filter.variation });
    return () => {
      current = false;
    };
  }, [filter, reload]);

  const choose = useCallback((next: ViewId) => {
    setView(next);
    updateAddress({ view: next === 'map' ? null : next });
  }, []);

  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = views[(index + step + views.length) % views.length]!;
    choose(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };

  const summary = useMemo(() => {
    if (!map) return null;
    const screens = map.pages.filter((page) => page.kind === 'page').length;
    return `${screens} screens, ${map.pages.length - screens} virtual routes, ${map.edges.length} navigation rules`;
  }, [map]);

  return (
    <div className="studio">
      <header className="studio-header">
        <div className="studio-brand">
          <h1>Funnel studio</h1>
          {summary && <p className="studio-summary">{summary}</p>}
        </div>
        {map && (
          <p className="studio-version" title="The content hash of the config the sandbox serves: the same config gives the same version.">
            Config version <code>{map.version.slice(0, 12)}</code>
            {map.configDir && <span className="studio-dir"> · {map.configDir}/</span>}
          </p>
        )}
      </header>
      <nav className="studio-tabs" role="tablist" aria-label="Studio views">
        {views.map((candidate, index) => (
          <button
            key={candidate.id}
            id={`tab-${candidate.id}`}
            role="tab"
            type="button"
            aria-selected={view === candidate.id}
            aria-controls={`view-${candidate.id}`}
            tabIndex={view === candidate.id ? 0 : -1}
            className="studio-tab"
            onClick={() => choose(candidate.id)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {candidate.label}
          </button>
        ))}
      </nav>
      {(view === 'dropoff' || (view === 'map' && overlay === 'visitors')) && (
        <FilterBar filter={filter} experiments={dropOff?.experiments ?? []} onChange={setFilter} onRefresh={() => setReload((n) => n + 1)} visitors={dropOff?.visitors ?? null} error={dropOffError} />
      )}
      <main id={`view-${view}`} role="tabpanel" aria-labelledby={`tab-${view}`} className="studio-main">
        {view === 'map' &&
          (mapError ? (
            <p className="studio-error" role="alert">The flow map could not be loaded: {mapError}</p>
          ) : map ? (
            <FlowMapView map={map} coverage={coverage} coverageError={coverageError} dropOff={dropOff} overlay={overlay} onOverlay={setOverlay} />
          ) : (
            <p className="studio-loading" role="status">Loading the flow map…</p>
          ))}
        {view === 'dropoff' && <DropOffView map={map} dropOff={dropOff} />}
        {view === 'sessions' && <SessionExplorer map={map} />}
        {view === 'versions' && <VersionsView />}
      </main>
    </div>
  );
}
