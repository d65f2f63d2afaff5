import type { StudioDropOff, StudioMap } from '../../../api/sandbox/studio/StudioTypes';
import { FunnelChart } from './FunnelChart';

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`);

/**
 * Where visitors leave (issue #15): a funnel chart per variation of the chosen experiment (or everyone's), and per
 * page the visitors who reached it, went on and left there, from the sandbox's stored page views and decision events.
 */
export function DropOffView({ map, dropOff }: { map: StudioMap | null; dropOff: StudioDropOff | null }) {
  if (!map || !dropOff) return <p className="studio-loading" role="status">Counting visitors…</p>;
  const stageOrder = new Map(map.stages.map((stage, index) => [stage.id, index]));
  const rows = map.pages
    .filter((page) => page.kind === 'page' && dropOff.pages[page.id])
    .sort((a, b) => stageOrder.get(a.stage)! - stageOrder.get(b.stage)! || (a.step ?? 99) - (b.step ?? 99))
    .map((page) => ({ page, flow: dropOff.pages[page.id]! }));
  const worst = rows.filter((row) => !row.page.terminal).sort((a, b) => b.flow.left - a.flow.left)[0];
  const finished = rows.filter((row) => row.page.terminal).reduce((sum, row) => sum + row.flow.reached, 0);
  const maxLeft = Math.max(1, ...rows.map((row) => row.flow.left));
  return (
    <div className="dropoff">
      <div className="cards">
        <div className="card">
          <p className="card-label">Visitors</p>
          <p className="card-value">{dropOff.visitors}</p>
        </div>
        <div className="card">
          <p className="card-label">Reached a last page (confirmation…)</p>
          <p className="card-value">
            {finished} <span className="card-share">{percent(finished, dropOff.visitors)}</span>
          </p>
        </div>
        <div className="card">
          <p className="card-label">Most visitors left at</p>
          <p className="card-value card-text">{worst && worst.flow.left > 0 ? `${worst.page.title} (${worst.flow.left})` : '—'}</p>
        </div>
      </div>
      <section aria-labelledby="funnels-title">
        <h2 id="funnels-title">
          Funnel by stage{dropOff.experiment ? <span className="muted"> · experiment {dropOff.experiment}, one chart per variation</span> : null}
        </h2>
        <p className="muted small">
          “−N left” on a stage: visitors who reached the stage before it (not counting those marked “if needed”) but not this one.
        </p>
        {dropOff.funnels.length === 0 ? (
          <p className="muted">No visitor of this experiment in range.</p>
        ) : (
          <div className="funnels">
            {dropOff.funnels.map((funnel) => (
              <FunnelChart key={funnel.variation ?? 'all'} funnel={funnel} />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="pages-title">
        <h2 id="pages-title">Per page</h2>
        {rows.length === 0 ? (
          <p className="muted">No page view in range.</p>
        ) : (
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="pages-title">
            <table className="data-table">
              <caption className="visually-hidden">Visitors per page: reached, went on, left</caption>
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col">Stage</th>
                  <th scope="col" className="number">
                    Reached
                  </th>
                  <th scope="col" className="number">
                    Went on
                  </th>
                  <th scope="col" className="number">
                    Left here
                  </th>
                  <th scope="col">Share who left</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ page, flow }) => (
                  <tr key={page.id} data-page={page.id}>
                    <th scope="row">
                      {page.title} <code>{page.id}</code>
                    </th>
                    <td>{map.stages.find((stage) => stage.id === page.stage)?.title}</td>
                    <td className="number">{flow.reached}</td>
                    <td className="number">{flow.wentOn}</td>
                    <td className="number">{flow.left}</td>
                    <td>
                      {page.terminal ? (
                        <span className="muted">finished ({flow.left})</span>
                      ) : (
                        <span className="share">
                          <span className="share-bar" style={{ width: `${(flow.left / maxLeft) * 100}%` }} aria-hidden="true" />
                          <span className="share-value">{percent(flow.left, flow.reached)}</span>
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
