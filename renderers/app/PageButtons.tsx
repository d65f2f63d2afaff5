import type { PageButton } from '../../engine/config/types';

/** The class of a page's further button by its YAML `emphasis` (issue #14: one primary action; Back secondary; lesser ones a link). */
export const toButtonClass = (action: PageButton): string =>
  action.emphasis === 'lesser' ? 'button button-lesser' : 'button button-secondary';

/**
 * A page's buttons: Continue (the form's submit, so Enter submits too; `submitLabel` names it, null leaves it out) and
 * the page's other actions (Back, skip…; `actionLabel` may rename one), each calling `onAction`. All are disabled
 * while the page is submitting.
 */
export function PageButtons({
  actions,
  submitting,
  onAction,
  submitLabel = 'Continue',
  actionLabel = (action) => action.label,
}: {
  actions: readonly PageButton[];
  submitting: boolean;
  onAction: (action: PageButton) => void;
  submitLabel?: string | null;
  actionLabel?: (action: PageButton) => string;
}) {
  return (
    <div className="page-buttons">
      {submitLabel === null ? null : (
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitLabel}
        </button>
      )}
      {actions.map((action) => (
        <button key={action.scenario} type="button" className={toButtonClass(action)} disabled={submitting} onClick={() => onAction(action)}>
          {actionLabel(action)}
        </button>
      ))}
    </div>
  );
}
