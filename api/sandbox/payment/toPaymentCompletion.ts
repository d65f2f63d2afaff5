import { createProviderToken, tokenAlphabets } from './createProviderToken';
import type { PaymentCompletion } from './createPaymentStore';
import { paymentMethods, type PaymentMethod } from './paymentMethods';
import type { ValidCard } from './validateCardForm';

/** What the provider decided: paid, declined (the method's own error), failed at the provider, or cancelled by the payer. */
export type PaymentResult = 'approved' | 'declined' | 'providerError' | 'cancelled';

/** The payment being completed. */
export interface CompletedPayment {
  paymentId: string;
  method: PaymentMethod;
  reference: string;
  /** Card payments that passed validation: only its brand and last four digits reach the completion. */
  card?: ValidCard;
}

/**
 * The row update and the SPEC §2 payment-return parameters for a payment's result. Success: card → subscriptionid
 * (a token, never the card number) with the card's expiry, brand, billing name and zip, req_reference_number and the
 * authorisation ids; PayPal → token and payerid; AfterPay and Apple Pay → token. Failure (SPEC §8): pageerror is the
 * method's error (PIA_CC_ERROR, PIA_ERROR for PayPal, PIA_AFTERPAY_ERROR, PIA_APPLE_ERROR) on a decline and PIA_ERROR
 * when the provider fails, with displayPiaAlert=true; a cancel returns the method's error with displayPiaAlert=false
 * (the payer chose to leave, nothing to alert about). Tokens derive from the payment id, so they are reproducible.
 */
export function toPaymentCompletion(payment: CompletedPayment, result: PaymentResult): PaymentCompletion {
  const token = (purpose: string, alphabet: string, length: number) =>
    createProviderToken(`${payment.paymentId}:${purpose}`, alphabet, length);
  const cardData = payment.card ? { cardType: payment.card.cardType, lastFour: payment.card.digits.slice(-4) } : {};

  if (result === 'cancelled' || result === 'declined' || result === 'providerError') {
    const errorCode = result === 'providerError' ? 'PIA_ERROR' : paymentMethods[payment.method].errorCode;
    return {
      status: result === 'cancelled' ? 'cancelled' : 'failed',
      errorCode,
      returnParams: { pageerror: errorCode, displayPiaAlert: String(result !== 'cancelled') },
      ...(result === 'cancelled' ? {} : cardData),
    };
  }

  const { upperHex, upperAlphanumeric, lowerAlphanumeric, digits } = tokenAlphabets;
  const succeeded = (returnParams: Record<string, string>): PaymentCompletion => ({ status: 'succeeded', errorCode: null, returnParams, ...cardData });
  switch (payment.method) {
    case 'card': {
      const card = payment.card!;
      return succeeded({
        subscriptionid: token('subscription', upperHex, 32),
        card_expirationmonth: card.expMonth,
        card_expirationyear: card.expYear,
        sgcardtype: card.cardType,
        billto_postalcode: card.zip,
        billto_firstname: card.firstName,
        billto_lastname: card.lastName,
        req_reference_number: payment.reference,
        auth_code: token('auth', digits, 6),
        transaction_id: token('transaction', digits, 22),
        auth_trans_ref_no: token('reference', upperAlphanumeric, 12),
        last_four: card.digits.slice(-4),
      });
    }
    case 'paypal':
      return succeeded({ token: `EC-${token('token', upperAlphanumeric, 17)}`, payerid: token('payer', upperAlphanumeric, 13) });
    case 'afterpay':
      return succeeded({ token: `002.${token('token', lowerAlphanumeric, 40)}` });
    case 'applepay':
      return succeeded({ token: `APPLEPAY-${token('token', upperHex, 32)}` });
  }
}
