import type { ContractSchema } from '../../contract/OperationTypes';
import type { OrderRecord, SavedSessionRecord } from './createOrderStore';
import { toLockToken } from './toLockToken';

/** The save-session answer (SPEC §7: referral data, savedSessionId, crmCustomerId, eon, work order, tokens, settled amounts). */
export function toSavedSessionAnswer(session: SavedSessionRecord, order: OrderRecord | null): ContractSchema<'OrderSavedSession'> {
  return {
    savedSessionId: session.savedSessionId,
    savedSessionTimeout: session.expiresAt,
    referralNumber: session.referralNumber,
    referralSequenceNumber: session.referralSequenceNumber,
    referralDate: session.referralDate,
    referralCorrelationId: session.referralCorrelationId,
    crmCustomerId: session.crmCustomerId,
    eon: order?.eon ?? null,
    workOrderId: order?.workOrderId ?? null,
    workOrderNumber: order?.workOrderNumber ?? null,
    customerPortalLoginToken: order?.customerPortalLoginToken ?? null,
    lockToken: order ? toLockToken(order.eon) : null,
    settledTenderAmount: order?.settledTenderAmount ?? null,
    nextGenSettledAmount: order?.settledTenderAmount ?? null,
    orderStatus: order?.status ?? 'Saved',
  };
}
