import type { FunnelSummary } from '../../engine/config/types';

/**
 * The order summary's place while its code or the first page is on its way (issue #12): the closed bar with its title
 * (phones) or an empty column (wide screens), so nothing moves when the summary arrives.
 */
export function OrderSummaryPlace({ summary, variant }: { summary: FunnelSummary; variant: 'column' | 'panel' }) {
  return variant === 'panel' ? (
    <div className="order-summary order-summary-panel">
      <p className="order-summary-toggle">
        <span className="order-summary-title">{summary.title}</span>
      </p>
    </div>
  ) : (
    <div className="order-summary order-summary-column" />
  );
}
