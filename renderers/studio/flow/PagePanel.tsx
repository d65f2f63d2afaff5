import type { StudioCondition, StudioCoverage, StudioDropOff, StudioEdge, StudioMap } from '../../../api/sandbox/studio/StudioTypes';
import type { MapSelection } from './FlowMap';
import { toRuleWords } from './toRuleWords';

/** A condition as nested lists: "all of" / "any of" / "not", each plain condition as the trace writes it. */
export function ConditionTree({ condition }: { condition: StudioCondition }) {
  if (!condition.parts) return <code className="condition">{condition.text}</code>;
  const heading = condition.operator === 'all' ? 'all of' : condition.operator === 'any' ? 'any of' : 'not';
  return (
    <div className="condition-group">
      <span className="condition-op">{heading}</span>
      <ul>
        {condition.parts.map((part, index) => (
          <li key={index}>
            <ConditionTree condition={part} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where a thing is written: `funnel-config/pages/quote.yaml:3`. */
export function SourceLink({ map, file, line }: { map: StudioMap; file?: string; line?: number }) {
  if (!file) return <span className="muted">position unknown (the sandbox serves another config than {map.configDir || 'its directory'})</span>;
  const path = `${map.configDir ? `${map.configDir}/` : ''}${file}${line ? `:${line}` : ''}`;
  return (
    <code className="source" title="Where it is written">
      {path}
    </code>
  );
}

/** One rule in a list of ways in or out: its scenario and words, where it goes, its numbers. */
function RuleItem(props: { map: StudioMap; rule: StudioEdge; other: string; coverage: StudioCoverage | null; dropOff: StudioDropOff | null; onSelect(selection: MapSelection): void }) {
  const { rule, coverage, dropOff, map } = props;
  const journeys = coverage?.edges[rule.key] ?? [];
  const title = map.pages.find((page) => page.id === props.other)?.title ?? props.other;
  return (
    <li className={coverage && journeys.length === 0 ? 'rule is-uncovered' : 'rule'}>
      <button type="button" className="link-button" onClick={() => props.onSelect({ type: 'page', id: props.other })}>
        {title}
      </button>{' '}
      <span className="scenario">{rule.scenario}</span> <span className="muted">rule {rule.ruleIndex + 1}</span>
      {(rule.summary || rule.condition) && <div className="rule-words">{toRuleWords(rule).replace(/^[\w-]+: /, '')}</div>}
      <div className="rule-numbers">
        {coverage && (journeys.length === 0 ? <span className="alarm">not covered by any journey</span> : <span>{journeys.length} journeys</span>)}
        {dropOff && <span> · {dropOff.edges[rule.key] ?? 0} visitors</span>}
      </div>
    </li>
  );
}

/**
 * What a product owner asks of a page (issue #15): where it is written (file:line), its prerequisites, its calls
 * (bindings), its form or renderer, its experiment keys, the journeys that cover it, its visitors, and its ways in
 * and out with their coverage and visitors.
 */
export function PagePanel(props: { map: StudioMap; pageId: string; coverage: StudioCoverage | null; dropOff: StudioDropOff | null; onSelect(selection: MapSelection | null): void }) {
  const { map, pageId, coverage, dropOff } = props;
  const page = map.pages.find((candidate) => candidate.id === pageId)!;
  const stage = map.stages.find((candidate) => candidate.id === page.stage);
  const out = map.edges.filter((edge) => edge.from === pageId);
  const into = map.edges.filter((edge) => edge.to === pageId);
  const flow = dropOff?.pages[pageId];
  const journeys = coverage?.pages[pageId] ?? [];
  const lists = [...new Set(page.bindings.map((binding) => binding.list))];
  return (
    <article className="panel" aria-labelledby="panel-title">
      <header className="panel-header">
        <p className="panel-kicker">
          {page.kind === 'page' ? 'Page' : page.kind === 'bailout' ? 'Bailout page' : 'Virtual route'} · {stage?.title ?? page.stage}
          {page.step !== undefined ? ` · step ${page.step}` : ''}
        </p>
        <h2 id="panel-title">{page.title}</h2>
        <p className="panel-ids">
          <code>{page.id}</code> <span className="muted">/{page.route}</span>
        </p>
        <button type="button" className="panel-close" aria-label="Close the details" onClick={() => props.onSelect(null)}>
          ×
        </button>
      </header>
      <section>
        <h3>Written in</h3>
        <SourceLink map={map} file={page.file} line={page.line} />
      </section>
      {dropOff && (
        <section>
          <h3>Visitors</h3>
          {flow ? (
            <dl className="flow-numbers">
              <div>
                <dt>reached</dt>
                <dd>{flow.reached}</dd>
              </div>
              <div>
                <dt>went on</dt>
                <dd>{flow.wentOn}</dd>
              </div>
              <div className={flow.left > 0 && !page.terminal ? 'is-alarm' : ''}>
                <dt>{page.terminal ? 'finished here' : 'left here'}</dt>
                <dd>
                  {flow.left} <span className="muted">({Math.round((flow.left / Math.max(1, flow.reached)) * 100)}%)</span>
                </dd>
              </div>
            </dl>
          ) : (
            <p className="muted">No visitor reached it in this range.</p>
          )}
        </section>
      )}
      <section>
        <h3>Prerequisites</h3>
        {page.prerequisites ? <ConditionTree condition={page.prerequisites} /> : <p className="muted">None: any visit may enter it.</p>}
      </section>
      <section>
        <h3>{page.renderer ? 'Renderer' : page.handler ? 'Handler' : 'Form fields'}</h3>
        {page.renderer ? (
          <code>{page.renderer}</code>
        ) : page.handler ? (
          <code>{page.handler}</code>
        ) : page.fields.length > 0 ? (
          <ul className="plain-list">
            {page.fields.map((field) => (
              <li key={field.name}>
                <code>{field.name}</code> <span className="muted">→ {field.path}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">None.</p>
        )}
        {page.guards.length > 0 && (
          <p>
            Entry guards: {page.guards.map((guard) => <code key={guard}>{guard}</code>).reduce<React.ReactNode[]>((all, item, index) => (index ? [...all, ', ', item] : [item]), [])}
          </p>
        )}
      </section>
      <section>
        <h3>Calls and steps (bindings)</h3>
        {lists.length === 0 ? (
          <p className="muted">None.</p>
        ) : (
          lists.map((list) => (
            <div key={list} className="binding-list">
              <h4>{list}</h4>
              <ul className="plain-list">
                {page.bindings
                  .filter((binding) => binding.list === list)
                  .map((binding, index) => (
                    <li key={index}>
                      <code>{binding.text}</code>
                      {binding.when && <div className="muted small">when {binding.when}</div>}
                    </li>
                  ))}
              </ul>
            </div>
          ))
        )}
      </section>
      <section>
        <h3>Experiment keys</h3>
        {page.experiments.length > 0 ? (
          <p className="chips">
            {page.experiments.map((key) => (
              <span key={key} className="chip">
                {key}
              </span>
            ))}
          </p>
        ) : (
          <p className="muted">None.</p>
        )}
      </section>
      <section>
        <h3>Journeys that cover it</h3>
        {!coverage ? (
          <p className="muted">Running the journeys…</p>
        ) : journeys.length === 0 ? (
          <p className="alarm">No journey enters or leaves this page: add one in funnel-config/journeys.</p>
        ) : (
          <ul className="plain-list journeys">
            {journeys.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3>Ways out ({out.length})</h3>
        <ul className="rules">
          {out.map((rule) => (
            <RuleItem key={rule.key} map={map} rule={rule} other={rule.to} coverage={coverage} dropOff={dropOff} onSelect={props.onSelect} />
          ))}
        </ul>
      </section>
      <section>
        <h3>Ways in ({into.length})</h3>
        <ul className="rules">
          {into.map((rule) => (
            <RuleItem key={rule.key} map={map} rule={rule} other={rule.from} coverage={coverage} dropOff={dropOff} onSelect={props.onSelect} />
          ))}
        </ul>
      </section>
    </article>
  );
}
