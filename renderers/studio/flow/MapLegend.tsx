import type { StudioEdge, StudioMap } from '../../../api/sandbox/studio/StudioTypes';
import type { MapOverlay, MapSelection } from './FlowMap';

/** What the map's marks mean, and (when some exist) the rules no journey takes, to open one by one. */
export function MapLegend(props: { overlay: MapOverlay; uncovered: StudioEdge[]; map: StudioMap; onSelect(selection: MapSelection): void }) {
  const { overlay, uncovered } = props;
  return (
    <article className="panel legend" aria-labelledby="legend-title">
      <h2 id="legend-title">Reading the map</h2>
      <p>Each band is a stage of the journey, top to bottom. Select a page (click, or Tab then Enter) for its details, or a label for its rules.</p>
      <ul className="legend-list">
        <li>
          <svg width="36" height="12" aria-hidden="true">
            <line x1="0" y1="6" x2="36" y2="6" className="legend-forward" />
          </svg>
          a way forward; its label lists each rule: scenario and condition in words
        </li>
        <li>
          <svg width="36" height="12" aria-hidden="true">
            <line x1="0" y1="6" x2="36" y2="6" className="legend-muted" />
          </svg>
          a skip or a Back button (toggle them above)
        </li>
        <li>
          <svg width="36" height="12" aria-hidden="true">
            <line x1="0" y1="6" x2="36" y2="6" className="legend-routing" />
          </svg>
          to or from a virtual route (no screen)
        </li>
        {overlay === 'coverage' ? (
          <li>
            <svg width="36" height="12" aria-hidden="true">
              <line x1="0" y1="6" x2="36" y2="6" className="legend-alarm" />
            </svg>
            a rule no journey takes; the number before each rule is how many journeys take it
          </li>
        ) : (
          <li>
            <svg width="36" height="12" aria-hidden="true">
              <line x1="0" y1="6" x2="36" y2="6" className="legend-thick" />
            </svg>
            thicker: more visitors; the number before each rule is how many took it, and each page says how many reached it and left there
          </li>
        )}
      </ul>
      {overlay === 'coverage' && uncovered.length > 0 && (
        <>
          <h3>Rules no journey takes ({uncovered.length})</h3>
          <ul className="plain-list">
            {uncovered.map((edge) => (
              <li key={edge.key}>
                <button type="button" className="link-button alarm" onClick={() => props.onSelect({ type: 'edge', id: `${edge.from}>${edge.to}` })}>
                  {edge.from} → {edge.to}
                </button>{' '}
                <span className="muted">({edge.scenario})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
