import type { FunnelAlert } from '../../engine/runtime/GuardContext';
import { useAlerts } from './useAlerts';
import { useRuntime } from './useRuntime';
import './AlertList.css';

/** A short label for an alert's style, read before its text. */
const styleLabels: Record<FunnelAlert['style'], string> = { danger: 'Error', warning: 'Warning', info: 'Information', success: 'Done' };

/**
 * The runtime's alerts (SPEC §8 global alerts: page not found, "We're sorry, something went wrong."): danger ones are
 * `role="alert"`, others `role="status"`; dismissible ones have a named close button.
 */
export function AlertList() {
  const runtime = useRuntime();
  const alerts = useAlerts();
  if (alerts.length === 0) return null;
  return (
    <div className="alerts">
      {alerts.map((alert, index) => (
        <div
          key={`${alert.category}-${alert.subCategory}-${index}`}
          className={`alert alert-${alert.style}`}
          role={alert.style === 'danger' ? 'alert' : 'status'}
          data-alert={alert.subCategory}
        >
          <p className="alert-text">
            <span className="visually-hidden">{styleLabels[alert.style]}: </span>
            {alert.text}
            {alert.detail ? <span className="alert-detail">{alert.detail}</span> : null}
          </p>
          {alert.dismissible ? (
            <button type="button" className="alert-dismiss" aria-label={`Dismiss: ${alert.text}`} onClick={() => runtime.dismissAlert(alert)}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
