import { paymentReturnParameters } from '../../domain/queryParameters';
import { createInitialOrder } from '../../domain/state';
import { toPaymentChoiceState } from '../../domain/toPaymentChoiceState';
import { toPaymentReturn, type PaymentReturnParams } from '../../domain/toPaymentReturn';
import type { GuardContext } from '../GuardContext';

/**
 * SPEC §2 payment-pia-return: reads the payment-return parameters (every one consumed, so none lingers for the next
 * return) and routes success to confirmation and each SPEC §8 error to its page. A success keeps what SPEC §3 says for
 * the method paid with: the card token (payment.ccToken, never a card number), the PayPal token (payment.paypalToken),
 * or the Afterpay or Apple Pay token (user.pageData.payment-pia-return.token: the order has no field for it); the
 * order's payment choice becomes the method paid with. Every return is noted under user.pageData.payment-pia-return
 * (the outcome, and whether the payer cancelled) in the page's own data (user.pageData.<its id>) for the pages that
 * tell the user (their YAML reads it).
 */
export function paymentReturn(context: GuardContext) {
  const params: PaymentReturnParams = {};
  for (const name of paymentReturnParameters) params[name] = context.consumeQuery(name);
  const state = context.getState();
  const result = toPaymentReturn(params, state.order.payment.paymentChoice, state.user.savedSessionId);
  context.update((draft) => {
    if (result.outcome !== 'success') {
      draft.user.pageData[context.pageId] = { outcome: result.outcome, cancelled: result.cancelled };
      return;
    }
    Object.assign(draft.order.payment, toPaymentChoiceState(result.method));
    draft.order.payment.paypalToken = result.paypalToken;
    draft.order.payment.ccToken = result.ccToken ?? createInitialOrder().payment.ccToken;
    draft.user.pageData[context.pageId] = {
      outcome: result.outcome,
      method: result.method,
      cancelled: false,
      ...(result.payerId ? { payerId: result.payerId } : {}),
      ...(result.token ? { token: result.token } : {}),
    };
  });
  return { scenario: result.scenario };
}
