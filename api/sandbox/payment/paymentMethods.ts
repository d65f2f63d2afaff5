/** SPEC §8 payment error scenarios: the `pageerror` values a hosted payment page returns with. */
export type PaymentErrorCode = 'PIA_ERROR' | 'PIA_CC_ERROR' | 'PIA_APPLE_ERROR' | 'PIA_AFTERPAY_ERROR';

/** A method the sandbox has a hosted payment page for (the pay-in-app providers of SPEC §2 "payment"). */
export type PaymentMethod = 'card' | 'paypal' | 'afterpay' | 'applepay';

/** How each hosted page is titled, and the `pageerror` a decline or cancel on it returns with (SPEC §2, §8). */
export const paymentMethods: Record<PaymentMethod, { title: string; errorCode: PaymentErrorCode }> = {
  card: { title: 'Pay by card', errorCode: 'PIA_CC_ERROR' },
  // SPEC §2: a plain PIA_ERROR sends the funnel back to payment-method (there is no PayPal-specific scenario).
  paypal: { title: 'PayPal sandbox', errorCode: 'PIA_ERROR' },
  afterpay: { title: 'AfterPay sandbox', errorCode: 'PIA_AFTERPAY_ERROR' },
  applepay: { title: 'Apple Pay sandbox', errorCode: 'PIA_APPLE_ERROR' },
};

/** Whether `method` names a hosted payment page. */
export function isPaymentMethod(method: string): method is PaymentMethod {
  return Object.hasOwn(paymentMethods, method);
}
