import type { PageAction } from '../../engine/config/types';

/**
 * A page's buttons: Continue (the form's submit, so Enter submits too) and the page's other actions (Back, skip…),
 * each calling `onAction`. All are disabled while the page is submitting.
 */
export function PageButtons({
  actions,
  submitting,
  onAction,
}: {
  actions: readonly PageAction[];
  submitting: boolean;
  onAction: (action: PageAction) => void;
}) {
  return (
    <div className="page-buttons">
      <button type="submit" className="button button-primary" disabled={submitting}>
        Continue
      </button>
      {actions.map((action) => (
        <button key={action.scenario} type="button" className="button button-secondary" disabled={submitting} onClick={() => onAction(action)}>
          {action.label}
        </button>
      ))}
    </div>
  );
}
