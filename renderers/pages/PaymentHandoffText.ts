import { isPayInAdvanceChoice, type PayInAdvanceChoice } from '../../engine/domain/toPaymentChoiceState';
import type { FunnelState } from '../../engine/domain/state';

/** What the payment page says when the hand-off cannot go ahead before anything is tried (no server text, SPEC §8). */
export const handoffMessages = {
  noMethod: 'Choose how you would like to pay first.',
  noAmount: 'We could not work out the amount to pay. Choose another way to pay, or pay at the appointment.',
  notSaved: 'We could not get your payment ready. Your answers are still here; please try again.',
  paid: 'Your payment went through. Place your order to book the appointment.',
} as const;

/** The pay-in-advance method the order says to pay with now (its piaType, else its choice), or null. */
export function getPayInAdvanceMethod(state: FunnelState): PayInAdvanceChoice | null {
  const { piaType, paymentChoice } = state.order.payment;
  if (isPayInAdvanceChoice(piaType)) return piaType;
  return isPayInAdvanceChoice(paymentChoice) ? paymentChoice : null;
}

/**
 * The amount to pay, whether the last payment came back cancelled, and whether it went through (the order is then
 * only to be placed, issue #13), as the page's YAML `load` keeps them.
 */
export function getPaymentPageData(
  pageData: Record<string, Record<string, unknown>>,
  pageId: string,
): { amount: number | null; returnCancelled: boolean; paid: boolean } {
  const data = pageData[pageId] ?? {};
  return { amount: typeof data.amount === 'number' ? data.amount : null, returnCancelled: data.returnCancelled === true, paid: data.paid === true };
}
