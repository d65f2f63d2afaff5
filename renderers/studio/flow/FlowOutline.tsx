import type { StudioCoverage, StudioMap } from '../../../api/sandbox/studio/StudioTypes';
import type { MapSelection } from './FlowMap';
import { toRuleWords } from './toRuleWords';

/**
 * The flow as a list (the map's text alternative): each stage, its pages, and each page's ways out in words, with the
 * journeys' coverage. Every page and rule of the config is here, whatever the map shows.
 */
export function FlowOutline(props: { map: StudioMap; coverage: StudioCoverage | null; onSelect(selection: MapSelection): void }) {
  const { map, coverage } = props;
  const title = (id: string) => map.pages.find((page) => page.id === id)?.title ?? id;
  return (
    <details className="outline">
      <summary>The flow as a list (every page and rule, in words)</summary>
      {map.stages.map((stage) => (
        <section key={stage.id} aria-labelledby={`outline-${stage.id}`}>
          <h3 id={`outline-${stage.id}`}>
            {stage.title} {stage.description && <span className="muted">— {stage.description}</span>}
          </h3>
          <ul>
            {map.pages
              .filter((page) => page.stage === stage.id)
              .map((page) => (
                <li key={page.id}>
                  <button type="button" className="link-button" onClick={() => props.onSelect({ type: 'page', id: page.id })}>
                    {page.title}
                  </button>{' '}
                  <code>{page.id}</code>
                  <ul>
                    {map.edges
                      .filter((edge) => edge.from === page.id)
                      .map((edge) => (
                        <li key={edge.key}>
                          → {title(edge.to)} <span className="muted">({edge.scenario}{edge.summary ? `: ${toRuleWords(edge).replace(/^[\w-]+: /, '')}` : ''})</span>
                          {coverage && !coverage.edges[edge.key] && <strong className="alarm"> not covered</strong>}
                        </li>
                      ))}
                  </ul>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </details>
  );
}
