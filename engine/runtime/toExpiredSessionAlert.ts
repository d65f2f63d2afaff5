import type { FunnelModel } from '../compile/FunnelModel';
import { formatMessage } from '../domain/formatMessage';
import type { FunnelAlert } from './GuardContext';

/**
 * SPEC §4 expired saved session: the alert telling the visitor why the funnel starts afresh (beside the SPEC §8
 * banner), naming how long a saved order is kept (funnel.yaml savedSessionTimeoutDays, SPEC §9).
 */
export function toExpiredSessionAlert(model: FunnelModel): FunnelAlert {
  const days = model.funnel.constants.savedSessionTimeoutDays;
  return {
    category: 'PAGE_ALERT',
    subCategory: 'SAVED_SESSION_EXPIRED',
    text: formatMessage(model.funnel.messages.savedOrderExpired, { days }),
    style: 'warning',
    dismissible: true,
  };
}
