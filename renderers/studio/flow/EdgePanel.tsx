import type { StudioCoverage, StudioDropOff, StudioMap } from '../../../api/sandbox/studio/StudioTypes';
import type { MapSelection } from './FlowMap';
import { SourceLink } from './PagePanel';

/** The rules between two pages (an edge of the map): each with its scenario, condition, note, file:line and numbers. */
export function EdgePanel(props: { map: StudioMap; edgeId: string; coverage: StudioCoverage | null; dropOff: StudioDropOff | null; onSelect(selection: MapSelection | null): void }) {
  const { map, coverage, dropOff } = props;
  const [from, to] = props.edgeId.split('>') as [string, string];
  const rules = map.edges.filter((edge) => edge.from === from && edge.to === to);
  const title = (id: string) => map.pages.find((page) => page.id === id)?.title ?? id;
  return (
    <article className="panel" aria-labelledby="panel-title">
      <header className="panel-header">
        <p className="panel-kicker">
          {rules.length} {rules.length === 1 ? 'rule' : 'rules'} between two pages
        </p>
        <h2 id="panel-title">
          <button type="button" className="link-button" onClick={() => props.onSelect({ type: 'page', id: from })}>
            {title(from)}
          </button>{' '}
          →{' '}
          <button type="button" className="link-button" onClick={() => props.onSelect({ type: 'page', id: to })}>
            {title(to)}
          </button>
        </h2>
        <button type="button" className="panel-close" aria-label="Close the details" onClick={() => props.onSelect(null)}>
          ×
        </button>
      </header>
      {rules.length === 0 && <p className="muted">No rule goes from {from} to {to}.</p>}
      {rules.map((rule) => {
        const journeys = coverage?.edges[rule.key] ?? [];
        return (
          <section key={rule.key} className={coverage && journeys.length === 0 ? 'rule-detail is-uncovered' : 'rule-detail'}>
            <h3>
              <span className="scenario">{rule.scenario}</span> · rule {rule.ruleIndex + 1} of {from}
            </h3>
            <dl className="facts">
              <dt>When</dt>
              <dd>{rule.condition ? <code className="condition">{rule.condition}</code> : <span className="muted">always (the first rule that holds wins)</span>}</dd>
              {rule.note && (
                <>
                  <dt>Note</dt>
                  <dd>{rule.note}</dd>
                </>
              )}
              <dt>Written in</dt>
              <dd>
                <SourceLink map={map} file={rule.file} line={rule.line} />
              </dd>
              <dt>Journeys</dt>
              <dd>
                {!coverage ? (
                  <span className="muted">running…</span>
                ) : journeys.length === 0 ? (
                  <span className="alarm">Not covered by any journey</span>
                ) : (
                  <ul className="plain-list journeys">
                    {journeys.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                )}
              </dd>
              {dropOff && (
                <>
                  <dt>Visitors</dt>
                  <dd>{dropOff.edges[rule.key] ?? 0} took it in this range</dd>
                </>
              )}
            </dl>
          </section>
        );
      })}
    </article>
  );
}
