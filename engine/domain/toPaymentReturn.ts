import type { CreditCardToken, PaymentChoice } from './state';
import { isPayInAdvanceChoice, type PayInAdvanceChoice } from './toPaymentChoiceState';

/** SPEC §8 payment error scenarios, as the provider names them in `pageerror`. */
export const paymentErrorCodes = ['PIA_ERROR', 'PIA_CC_ERROR', 'PIA_APPLE_ERROR', 'PIA_AFTERPAY_ERROR'] as const;
export type PaymentErrorCode = (typeof paymentErrorCodes)[number];

/** The navigation scenario of payment-pia-return.yaml for each outcome (SPEC §2). */
export const paymentReturnScenarios: Record<PaymentErrorCode | 'success', string> = {
  success: 'success',
  PIA_ERROR: 'error',
  PIA_CC_ERROR: 'cardError',
  PIA_APPLE_ERROR: 'applePayError',
  PIA_AFTERPAY_ERROR: 'afterpayError',
};

/** The SPEC §2 payment-return parameters, as read from the return URL (absent ones null). */
export type PaymentReturnParams = Partial<Record<string, string | null>>;

/** What a return from a payment provider means for the order. */
export type PaymentReturn =
  | {
      outcome: 'success';
      scenario: string;
      /** The method that was paid with (decides which token is kept). */
      method: PayInAdvanceChoice;
      /** A card payment's token (SPEC §3 payment.ccToken): never the card number, only its last four digits. */
      ccToken: CreditCardToken | null;
      /** A PayPal payment's token (SPEC §3 payment.paypalToken) and payer. */
      paypalToken: string | null;
      payerId: string | null;
      /** An Afterpay or Apple Pay payment's token (the SPEC §3 order has no field for it). */
      token: string | null;
    }
  | {
      outcome: PaymentErrorCode;
      scenario: string;
      /** The payer cancelled (displayPiaAlert=false) rather than the payment failing. */
      cancelled: boolean;
      /** Why, for logs and tests (never shown to the user). */
      reason: string;
    };

/**
 * SPEC §2 payment-pia-return: a `pageerror` is that error (an unknown code is the generic PIA_ERROR). Otherwise a card
 * return (subscriptionid) is a card payment; a token with a payer id is PayPal; a token alone belongs to the method
 * chosen (Afterpay or Apple Pay, or PayPal). A return that says nothing was paid, whose method cannot be told, or
 * whose reference is another order's (req_reference_number, when both are known), is the generic error.
 */
export function toPaymentReturn(params: PaymentReturnParams, chosen: PaymentChoice, savedSessionId: string | null): PaymentReturn {
  const read = (name: string) => {
    const value = params[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const pageError = read('pageerror')?.toUpperCase();
  if (pageError) {
    const code = (paymentErrorCodes as readonly string[]).includes(pageError) ? (pageError as PaymentErrorCode) : 'PIA_ERROR';
    const cancelled = read('displayPiaAlert')?.toLowerCase() === 'false';
    return { outcome: code, scenario: paymentReturnScenarios[code], cancelled, reason: `pageerror ${pageError}` };
  }
  const failure = (reason: string): PaymentReturn => ({ outcome: 'PIA_ERROR', scenario: paymentReturnScenarios.PIA_ERROR, cancelled: false, reason });
  const reference = read('req_reference_number');
  if (reference && savedSessionId && reference !== savedSessionId) return failure('the payment is for another order');

  const subscriptionId = read('subscriptionid');
  if (subscriptionId) {
    return {
      outcome: 'success',
      scenario: paymentReturnScenarios.success,
      method: 'CreditCard',
      ccToken: {
        subscriptionId,
        expMonth: read('card_expirationmonth'),
        expYear: read('card_expirationyear'),
        cardType: read('sgcardtype'),
        billToPostalCode: read('billto_postalcode'),
        billToFirstName: read('billto_firstname'),
        billToLastName: read('billto_lastname'),
        referenceNumber: reference,
        authCode: read('auth_code'),
        transactionId: read('transaction_id'),
        transReferenceNumber: read('auth_trans_ref_no'),
        lastFour: toLastFour(read('last_four')),
      },
      paypalToken: null,
      payerId: null,
      token: null,
    };
  }
  const token = read('token');
  if (!token) return failure('no payment came back');
  const payerId = read('payerid');
  const method: PayInAdvanceChoice | null = payerId ? 'Paypal' : isPayInAdvanceChoice(chosen) && chosen !== 'CreditCard' ? chosen : null;
  if (!method) return failure('a token came back for no method that returns one');
  const base = { outcome: 'success', scenario: paymentReturnScenarios.success, method, ccToken: null } as const;
  return method === 'Paypal'
    ? { ...base, paypalToken: token, payerId, token: null }
    : { ...base, paypalToken: null, payerId: null, token };
}

/** Only ever the last four digits: a longer value (a whole card number sent by mistake) is cut to them. */
function toLastFour(value: string | null): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}
