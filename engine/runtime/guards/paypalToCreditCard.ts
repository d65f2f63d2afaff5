import { toPaymentChoiceState } from '../../domain/toPaymentChoiceState';
import type { GuardContext } from '../GuardContext';

/** SPEC §4: a PayPal choice is replaced by CreditCard on entering payment (paid in advance, by card). */
export function paypalToCreditCard(context: GuardContext) {
  if (context.getState().order.payment.paymentChoice === 'Paypal') {
    context.update((draft) => {
      Object.assign(draft.order.payment, toPaymentChoiceState('CreditCard'));
    });
  }
  return undefined;
}
