import type { OperationParams, OperationResponse } from '../../api/contract/OperationTypes';
import { fromStoredSnapshot } from '../../engine/domain/fromStoredSnapshot';
import type { Payment } from '../../engine/domain/state';
import { toDonationPart } from '../../engine/domain/toDonationPart';
import { toSnapshotWithDonation } from '../../engine/domain/toSnapshotWithDonation';
import { submittedSnapshotKey, type SubmittedSnapshot } from '../../engine/domain/toSubmittedSnapshot';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import type { StoragePort } from '../../engine/runtime/ports';

/** The amounts the confirmation offers to donate, in whole dollars (the order service takes 1 to 100). */
export const donationAmounts = [1, 5, 10, 25] as const;

/** What the confirmation page does, framework-free so the headless journeys run exactly what the renderer runs. */
export interface ConfirmationActions {
  /** The submitted-state snapshot in session storage (SPEC §3), or null when this tab has none. */
  read(): SubmittedSnapshot | null;
  /**
   * SPEC §7 add donation part (donationAmount, savedSessionId, paymentInfo), then SPEC §4 "a donation adds a
   * supporting item to the submitted state": the snapshot with the DONATION_{amount} item (SPEC §5) is stored and
   * returned. Rejects when there is no snapshot, or with the call's error.
   */
  donate(amount: number): Promise<SubmittedSnapshot>;
}

/** How the order was paid, as the donation call takes it: the same choice, with its card or PayPal token. */
function toDonationPaymentInfo(payment: Payment): OperationParams<'order.addDonationPart'>['paymentInfo'] {
  return {
    paymentChoice: payment.paymentChoice,
    ...(payment.ccToken.subscriptionId ? { ccToken: payment.ccToken } : {}),
    ...(payment.paypalToken ? { paypalToken: payment.paypalToken } : {}),
  };
}

/** The confirmation's reads and calls over the snapshot kept in `storage` (the tab's session storage). */
export function createConfirmationActions(runtime: FunnelRuntime, storage: StoragePort, pageId = 'confirmation'): ConfirmationActions {
  const read = () => fromStoredSnapshot(storage.get(submittedSnapshotKey));
  return {
    read,
    donate: async (amount) => {
      const snapshot = read();
      const savedSessionId = snapshot?.user.savedSessionId;
      if (!snapshot || !savedSessionId) throw new Error('There is no submitted order to add a donation to');
      const params: OperationParams<'order.addDonationPart'> = {
        donationAmount: amount,
        savedSessionId,
        paymentInfo: toDonationPaymentInfo(snapshot.order.payment),
      };
      const answer = (await runtime.call('order.addDonationPart', params as Record<string, unknown>, pageId)) as
        | OperationResponse<'order.addDonationPart'>
        | null;
      // The snapshot may have changed meanwhile (another donation): the item goes onto the latest one.
      const latest = read() ?? snapshot;
      const updated = toSnapshotWithDonation(latest, toDonationPart(amount, answer?.lineItem?.id));
      storage.set(submittedSnapshotKey, JSON.stringify(updated));
      return updated;
    },
  };
}
