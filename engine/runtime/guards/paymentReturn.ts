import type { GuardContext } from '../GuardContext';

const paymentErrorScenarios: Record<string, string> = {
  PIA_ERROR: 'error',
  PIA_CC_ERROR: 'cardError',
  PIA_APPLE_ERROR: 'applePayError',
  PIA_AFTERPAY_ERROR: 'afterpayError',
};

/** SPEC §2 payment-pia-return: read the payment-return parameters and route success or the error. */
export function paymentReturn(context: GuardContext) {
  const pageError = context.consumeQuery('pageerror');
  if (pageError) return { scenario: paymentErrorScenarios[pageError.toUpperCase()] ?? 'error' };
  const read = (name: string) => context.consumeQuery(name);
  const subscriptionId = read('subscriptionid');
  const token = read('token');
  if (!subscriptionId && !token) return { scenario: 'error' };
  const token_ = {
    subscriptionId,
    expMonth: read('card_expirationmonth'),
    expYear: read('card_expirationyear'),
    cardType: read('sgcardtype'),
    billToPostalCode: read('billto_postalcode'),
    billToFirstName: read('billto_firstname'),
    billToLastName: read('billto_lastname'),
    referenceNumber: read('req_reference_number'),
    authCode: read('auth_code'),
    transactionId: read('transaction_id'),
    transReferenceNumber: read('auth_trans_ref_no'),
    lastFour: read('last_four'),
  };
  const payerId = read('payerid');
  context.update((draft) => {
    draft.order.payment.ccToken = token_;
    if (token) draft.order.payment.paypalToken = token;
    if (payerId) draft.user.pageData['payment-pia-return'] = { payerId };
  });
  return { scenario: 'success' };
}
