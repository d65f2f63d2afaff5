/**
 * SPEC §2 payment-pia-return: the payment-return parameters of each outcome (api/sandbox/test-values/payments.md) →
 * the scenario of payment-pia-return.yaml and what SPEC §3 keeps (a card's ccToken, PayPal's paypalToken, a token for
 * Afterpay and Apple Pay). Never a card number.
 */
import { describe, expect, it } from 'vitest';
import type { PaymentChoice } from '../../../engine/domain/state';
import { toPaymentReturn, type PaymentReturnParams } from '../../../engine/domain/toPaymentReturn';

const cardReturn: PaymentReturnParams = {
  subscriptionid: 'SUB-7F3A9C2E41',
  card_expirationmonth: '12',
  card_expirationyear: '2030',
  sgcardtype: 'Visa',
  billto_postalcode: '85016',
  billto_firstname: 'Ada',
  billto_lastname: 'Lovelace',
  req_reference_number: '300000001',
  auth_code: '123456',
  transaction_id: '1234567890123456789012',
  auth_trans_ref_no: 'ABCDEF123456',
  last_four: '1111',
};

describe('toPaymentReturn: errors (SPEC §8 payment error scenarios)', () => {
  it.each<[PaymentReturnParams, string, string, boolean]>([
    [{ pageerror: 'PIA_ERROR', displayPiaAlert: 'true' }, 'PIA_ERROR', 'error', false],
    [{ pageerror: 'PIA_CC_ERROR', displayPiaAlert: 'true' }, 'PIA_CC_ERROR', 'cardError', false],
    [{ pageerror: 'PIA_APPLE_ERROR', displayPiaAlert: 'true' }, 'PIA_APPLE_ERROR', 'applePayError', false],
    [{ pageerror: 'PIA_AFTERPAY_ERROR', displayPiaAlert: 'true' }, 'PIA_AFTERPAY_ERROR', 'afterpayError', false],
    [{ pageerror: 'pia_cc_error' }, 'PIA_CC_ERROR', 'cardError', false],
    [{ pageerror: 'PIA_CC_ERROR', displayPiaAlert: 'false' }, 'PIA_CC_ERROR', 'cardError', true],
    [{ pageerror: 'PIA_ERROR', displayPiaAlert: 'FALSE' }, 'PIA_ERROR', 'error', true],
    [{ pageerror: 'SOMETHING_ELSE' }, 'PIA_ERROR', 'error', false],
    [{ ...cardReturn, pageerror: 'PIA_CC_ERROR' }, 'PIA_CC_ERROR', 'cardError', false],
  ])('%j → %s (%s), cancelled %s', (params, outcome, scenario, cancelled) => {
    expect(toPaymentReturn(params, 'CreditCard', '300000001')).toMatchObject({ outcome, scenario, cancelled });
  });

  it.each<[string, PaymentReturnParams, PaymentChoice]>([
    ['nothing came back', {}, 'CreditCard'],
    ['empty values', { subscriptionid: '', token: ' ' }, 'CreditCard'],
    ['a token without a payer for a card choice (whose method cannot be told)', { token: 'T-1' }, 'CreditCard'],
    ['a token without a payer and no choice', { token: 'T-1' }, 'none'],
    ['a card payment for another order', { ...cardReturn, req_reference_number: '300000999' }, 'CreditCard'],
  ])('the generic error when %s', (_name, params, chosen) => {
    expect(toPaymentReturn(params, chosen, '300000001')).toMatchObject({ outcome: 'PIA_ERROR', scenario: 'error', cancelled: false });
  });
});

describe('toPaymentReturn: success keeps the token of the method paid with', () => {
  it('a card: the ccToken fields, only the last four digits', () => {
    expect(toPaymentReturn(cardReturn, 'CreditCard', '300000001')).toEqual({
      outcome: 'success',
      scenario: 'success',
      method: 'CreditCard',
      ccToken: {
        subscriptionId: 'SUB-7F3A9C2E41',
        expMonth: '12',
        expYear: '2030',
        cardType: 'Visa',
        billToPostalCode: '85016',
        billToFirstName: 'Ada',
        billToLastName: 'Lovelace',
        referenceNumber: '300000001',
        authCode: '123456',
        transactionId: '1234567890123456789012',
        transReferenceNumber: 'ABCDEF123456',
        lastFour: '1111',
      },
      paypalToken: null,
      payerId: null,
      token: null,
    });
  });

  it('a card whose last_four holds a whole card number keeps only its last four digits', () => {
    const result = toPaymentReturn({ ...cardReturn, last_four: '4111 1111 1111 1111' }, 'CreditCard', null);
    expect(result).toMatchObject({ outcome: 'success', ccToken: { lastFour: '1111' } });
    expect(JSON.stringify(result)).not.toContain('4111111111111111');
    expect(JSON.stringify(result)).not.toContain('4111 1111');
  });

  it.each<[string, PaymentReturnParams, PaymentChoice, string | null, object]>([
    ['PayPal (a token and a payer)', { token: 'EC-0123456789ABCDE', payerid: 'PAYER12345678' }, 'Paypal', '300000001', { method: 'Paypal', paypalToken: 'EC-0123456789ABCDE', payerId: 'PAYER12345678', token: null, ccToken: null }],
    ['PayPal after the choice became a card (SPEC §4)', { token: 'EC-0123456789ABCDE', payerid: 'PAYER12345678' }, 'CreditCard', '300000001', { method: 'Paypal', paypalToken: 'EC-0123456789ABCDE' }],
    ['PayPal without a payer id, chosen', { token: 'EC-0123456789ABCDE' }, 'Paypal', '300000001', { method: 'Paypal', paypalToken: 'EC-0123456789ABCDE', payerId: null }],
    ['Afterpay', { token: '002.ab12cd34ef56' }, 'Afterpay', '300000001', { method: 'Afterpay', token: '002.ab12cd34ef56', paypalToken: null, ccToken: null }],
    ['Apple Pay', { token: 'APPLEPAY-0123456789' }, 'ApplePay', '300000001', { method: 'ApplePay', token: 'APPLEPAY-0123456789', paypalToken: null, ccToken: null }],
    ['a card with no saved session to compare with', { ...cardReturn, req_reference_number: 'anything' }, 'CreditCard', null, { method: 'CreditCard' }],
    ['a card with no reference', { ...cardReturn, req_reference_number: null }, 'CreditCard', '300000001', { method: 'CreditCard' }],
  ])('%s', (_name, params, chosen, savedSessionId, expected) => {
    expect(toPaymentReturn(params, chosen, savedSessionId)).toMatchObject({ outcome: 'success', scenario: 'success', ...expected });
  });
});
