import { toPaymentChoiceState } from '../../domain/toPaymentChoiceState';
import type { GuardContext } from '../GuardContext';

/**
 * SPEC §4: a PayPal choice is replaced by CreditCard on entering payment (paid in advance, by card). Not once PayPal has
 * paid (its token is kept): the payment page then only places the order (issue #13, confirmation's submitFailed).
 */
export function paypalToCreditCard(context: GuardContext) {
  const { payment } = context.getState().order;
  if (payment.paymentChoice === 'Paypal' && !payment.paypalToken) {
    context.update((draft) => {
      Object.assign(draft.order.payment, toPaymentChoiceState('CreditCard'));
    });
  }
  return undefined;
}
