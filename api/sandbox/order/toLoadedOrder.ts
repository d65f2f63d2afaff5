import type { ContractSchema } from '../../contract/OperationTypes';
import type { OrderRecord, SavedSessionRecord } from './createOrderStore';
import { toLockToken } from './toLockToken';

type Order = ContractSchema<'Order'>;

/**
 * The order of a saved session as load-session answers it (SPEC §7 "The response is the full order"): the saved
 * order with the server's identity fields (SPEC §3 order identity: referral data, and once an order exists its eon,
 * work order, tokens and settled amounts) written over whatever the client sent in them.
 */
export function toLoadedOrder(session: SavedSessionRecord, order: OrderRecord | null): Order {
  const loaded: Order = {
    ...session.order,
    referralNumber: session.referralNumber,
    referralSequenceNumber: session.referralSequenceNumber,
    referralDate: session.referralDate,
    referralCorrelationId: session.referralCorrelationId,
    eon: order?.eon ?? null,
    workOrderId: order?.workOrderId ?? null,
    workOrderNumber: order?.workOrderNumber ?? null,
    customerPortalLoginToken: order?.customerPortalLoginToken ?? null,
    lockToken: order ? toLockToken(order.eon) : null,
    settledTenderAmount: order?.settledTenderAmount ?? null,
  };
  if (order) loaded.payment = { ...session.order.payment, nextGenSettledAmount: order.settledTenderAmount };
  return loaded;
}
