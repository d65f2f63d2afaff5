import type { GuardContext } from '../GuardContext';

/** SPEC §4: a PayPal choice is replaced by CreditCard on entering payment. */
export function paypalToCreditCard(context: GuardContext) {
  if (context.getState().order.payment.paymentChoice === 'Paypal') {
    context.update((draft) => {
      draft.order.payment.paymentChoice = 'CreditCard';
      draft.order.payment.piaType = 'CreditCard';
      draft.order.payment.isPia = true;
    });
  }
  return undefined;
}
