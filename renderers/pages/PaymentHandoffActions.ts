import { getPaymentAmount } from '../../engine/domain/getPaymentAmount';
import { toHostedPaymentUrl } from '../../engine/domain/toHostedPaymentUrl';
import { isPayInAdvanceChoice, toPaymentChoiceState, type PayInAdvanceChoice } from '../../engine/domain/toPaymentChoiceState';
import type { FunnelState } from '../../engine/domain/state';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';

/** How getting a hosted payment ready ended: its address, or why the user cannot go there now. */
export type HostedPaymentOutcome =
  | { type: 'ready'; url: string; method: PayInAdvanceChoice; amount: number }
  | { type: 'failed'; message: string };

/** The messages of a hand-off that cannot go ahead (no server text is ever shown, SPEC §8). */
export const handoffMessages = {
  noMethod: 'Choose how you would like to pay first.',
  noAmount: 'We could not work out the amount to pay. Choose another way to pay, or pay at the appointment.',
  notSaved: 'We could not get your payment ready. Your answers are still here; please try again.',
} as const;

/** The pay-in-advance method the order says to pay with now (its piaType, else its choice), or null. */
export function getPayInAdvanceMethod(state: FunnelState): PayInAdvanceChoice | null {
  const { piaType, paymentChoice } = state.order.payment;
  if (isPayInAdvanceChoice(piaType)) return piaType;
  return isPayInAdvanceChoice(paymentChoice) ? paymentChoice : null;
}

/**
 * Gets the hosted payment page of `method` ready (framework-free, so the headless journeys run exactly what the
 * renderers run): the order's payment choice becomes `method` (SPEC §4), the session is saved (queued behind the
 * saves already made, SPEC §4) so the order is kept while the user is at the provider and the saved session id can be
 * the payment's reference; then the address of the method's hosted page for the amount to pay.
 */
export async function prepareHostedPayment(runtime: FunnelRuntime, pageId: string, method: PayInAdvanceChoice): Promise<HostedPaymentOutcome> {
  const amount = getPaymentAmount(runtime.getState());
  if (amount === null) return { type: 'failed', message: handoffMessages.noAmount };
  if (runtime.getState().order.payment.paymentChoice !== method) {
    runtime.update((draft) => {
      Object.assign(draft.order.payment, toPaymentChoiceState(method));
    });
  }
  const saved = await runtime.saveSession({ pageName: pageId });
  const reference = runtime.getState().user.savedSessionId;
  if (saved.type !== 'saved' || !reference) return { type: 'failed', message: handoffMessages.notSaved };
  return { type: 'ready', url: toHostedPaymentUrl(method, amount, reference), method, amount };
}
