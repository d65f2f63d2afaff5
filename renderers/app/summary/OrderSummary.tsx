import { useMemo } from 'react';
import { hasOverlap } from '../../../engine/compile/getBindingAccess';
import type { FunnelSummary } from '../../../engine/config/types';
import type { GlassLocation, GlassName, GlassPiece } from '../../../engine/domain/state';
import { GlassPickerDiagram } from '../../pages/GlassPickerDiagram';
import { useFunnelState } from '../useFunnelState';
import { usePendingWrites } from '../useIsPending';
import { useRuntime } from '../useRuntime';
import { getSummaryPaths, toSummaryRows, type ShownSummaryRow } from './toSummaryRows';
import { VehicleSilhouette } from './VehicleSilhouette';

/** The glass the summary's diagram draws: the usual pieces of a car, the chosen ones filled in. */
const drawnGlass: Record<GlassLocation, GlassName[]> = {
  Windshield: ['Front'],
  Rear: ['Back'],
  Driver: ['Front', 'Back', 'Quarter'],
  Passenger: ['Front', 'Back', 'Quarter'],
};

/**
 * The running order summary (issue #14, funnel.yaml `summary`): the rows that have a value, re-drawn only when a path
 * they read changes. `column` is the sticky column beside the page on wide screens; `panel` the collapsible panel under
 * the header on phones, its closed line showing the total once there is one. The stylesheet shows one or the other.
 */
export function OrderSummary({ summary, variant }: { summary: FunnelSummary; variant: 'column' | 'panel' }) {
  const paths = useMemo(() => getSummaryPaths(summary.rows), [summary.rows]);
  const state = useFunnelState(paths);
  const { timeFormat, priceSummary } = useRuntime().model.funnel;
  // Issue #12: a row whose value the shown page's calls are still working out (page YAML whileShown) shows a placeholder.
  const pendingWrites = usePendingWrites();
  const rows = toSummaryRows(summary.rows, state, timeFormat).map((row) =>
    pendingWrites.length > 0 && hasOverlap(pendingWrites, row.paths) ? { ...row, pending: true } : row,
  );
  const total = rows.find((row) => row.total && !row.pending);
  const body =
    rows.length === 0 ? (
      <p className="order-summary-empty">{summary.empty}</p>
    ) : (
      <dl className="order-summary-rows">
        {rows.map((row) => (
          <SummaryRow key={row.label} row={row} pendingText={priceSummary.pending} />
        ))}
      </dl>
    );
  if (variant === 'panel') {
    return (
      <details className="order-summary order-summary-panel">
        <summary className="order-summary-toggle">
          <span className="order-summary-title">{summary.title}</span>
          {total ? <span className="order-summary-toggle-total">{total.text}</span> : null}
        </summary>
        {body}
      </details>
    );
  }
  const headingId = 'order-summary-heading';
  return (
    <aside className="order-summary order-summary-column" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-summary-title">
        {summary.title}
      </h2>
      {body}
    </aside>
  );
}

/** One row: its label and words, with the vehicle's silhouette or the glass diagram when it has a picture. */
function SummaryRow({ row, pendingText }: { row: ShownSummaryRow; pendingText: string }) {
  const picture =
    row.picture?.kind === 'vehicle' ? (
      <VehicleSilhouette category={typeof row.picture.value === 'string' ? row.picture.value : null} />
    ) : row.picture?.kind === 'glass' && Array.isArray(row.picture.value) ? (
      <GlassPickerDiagram
        available={drawnGlass}
        chosen={new Set((row.picture.value as GlassPiece[]).map((piece) => `${piece.glassLocation}:${piece.glassName}`))}
      />
    ) : null;
  return (
    <div className={row.total ? 'order-summary-row is-total' : 'order-summary-row'}>
      <dt>{row.label}</dt>
      <dd>
        {/* Inside the dd (a dl's row holds only dt and dd), drawn beside both by the stylesheet. */}
        {picture ? <span className="order-summary-picture">{picture}</span> : null}
        {row.pending ? <span className="price-placeholder" aria-label={pendingText} role="img" /> : row.text}
      </dd>
    </div>
  );
}
