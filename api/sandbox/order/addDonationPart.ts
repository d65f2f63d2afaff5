import type { ContractSchema, OperationBody } from '../../contract/OperationTypes';
import { RequestError } from '../http/RequestError';
import type { SandboxContext } from '../SandboxContext';
import { createOrderStore } from './createOrderStore';
import { toDonationPart } from '../../../engine/domain/toDonationPart';

const store = createOrderStore();

/**
 * SPEC §7 add donation part: SPEC §4 "A donation adds a supporting item to the submitted state", numbered
 * DONATION_{amount} with zero labour and tax (SPEC §5). Only a submitted order takes one (409 naming savedSessionId).
 */
export async function addDonationPart(
  context: SandboxContext,
  body: OperationBody<'order.addDonationPart'>,
): Promise<ContractSchema<'OrderDonation'>> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const session = await store.getSavedSession(tx, body.savedSessionId, true);
    if (!session) throw new RequestError(404, 'savedSessionId', `No saved session has the id "${body.savedSessionId}".`);
    const order = await store.getOrder(tx, session.savedSessionId, true);
    if (order?.status !== 'Submitted') {
      throw new RequestError(409, 'savedSessionId', 'Only a submitted order takes a donation: submit the order first (save-session with submitAfterSave).');
    }
    const donationId = await store.insertDonation(
      tx,
      { savedSessionId: session.savedSessionId, eon: order.eon, amount: body.donationAmount, paymentInfo: body.paymentInfo },
      now,
    );
    // SPEC §5 donation part numbering: the funnel's own rule (engine/domain), the item id the order service's.
    const lineItem = toDonationPart(body.donationAmount, `donation-${donationId}`);
    const withDonation = (saved: ContractSchema<'Order'>): ContractSchema<'Order'> => ({
      ...saved,
      lineItems: { ...saved.lineItems, supportingItems: [...(saved.lineItems?.supportingItems ?? []), lineItem] },
    });
    const savedOrder = withDonation(session.order);
    await store.updateSavedOrder(tx, session.savedSessionId, savedOrder, now);
    await store.updateOrderData(tx, order.eon, withDonation(order.order));
    return { eon: order.eon, lineItem, supportingItems: savedOrder.lineItems?.supportingItems ?? [] };
  });
}
