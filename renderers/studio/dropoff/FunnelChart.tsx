import type { StudioFunnel } from '../../../api/sandbox/studio/StudioTypes';

const width = 560;
const labelWidth = 190;
const rowHeight = 34;
const barHeight = 22;

/**
 * A funnel chart in plain SVG: one bar per stage of the way forward, as long as the share of the funnel's visitors who
 * reached it, each with its number and share written beside it (no hovering), and the drop from the stage before.
 * Optional stages (a way forward passes them by) are drawn lighter and left out of the drops.
 */
export function FunnelChart({ funnel }: { funnel: StudioFunnel }) {
  const base = Math.max(1, funnel.steps[0]?.reached ?? 0, ...funnel.steps.map((step) => step.reached));
  const height = funnel.steps.length * rowHeight + 8;
  const room = width - labelWidth - 150;
  return (
    // Focusable: on a narrow screen the chart scrolls sideways (styles.css), and the keyboard scrolls it too.
    <figure className="funnel-chart" tabIndex={0}>
      <figcaption>
        <strong>{funnel.label}</strong> <span className="muted">· {funnel.visitors} {funnel.visitors === 1 ? 'visitor' : 'visitors'}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={`${funnel.label}: ${funnel.steps.map((step) => `${step.title} ${step.reached}`).join(', ')}`}>
        {funnel.steps.map((step, index) => {
          const y = 4 + index * rowHeight;
          const bar = (room * step.reached) / base;
          const previous = step.optional ? null : funnel.steps.slice(0, index).reverse().find((earlier) => !earlier.optional)?.reached ?? null;
          const drop = previous !== null ? previous - step.reached : 0;
          const share = funnel.visitors > 0 ? Math.round((step.reached / funnel.visitors) * 100) : 0;
          return (
            <g key={step.stage} className="funnel-row">
              <text className={step.optional ? 'funnel-label is-optional' : 'funnel-label'} x={labelWidth - 10} y={y + barHeight / 2 + 4} textAnchor="end">
                {step.title}
                {step.optional && <tspan className="funnel-optional"> (if needed)</tspan>}
              </text>
              <rect className="funnel-track" x={labelWidth} y={y} width={room} height={barHeight} rx={4} />
              <rect className={step.optional ? 'funnel-bar is-optional' : 'funnel-bar'} x={labelWidth} y={y} width={Math.max(step.reached > 0 ? 2 : 0, bar)} height={barHeight} rx={4} />
              <text className="funnel-value" x={labelWidth + Math.max(bar, 0) + 6} y={y + barHeight / 2 + 4}>
                {step.reached} <tspan className="funnel-share">({share}%)</tspan>
              </text>
              {drop > 0 && (
                <text className="funnel-drop" x={width - 4} y={y + barHeight / 2 + 4} textAnchor="end">
                  −{drop} left
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
