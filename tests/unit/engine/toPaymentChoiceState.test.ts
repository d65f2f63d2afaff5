/** SPEC §4 payment method choice: none, Later, and the pay-in-advance methods, each with its pay-in-advance fields. */
import { describe, expect, it } from 'vitest';
import type { PaymentChoice } from '../../../engine/domain/state';
import { isPayInAdvanceChoice, toPaymentChoiceState } from '../../../engine/domain/toPaymentChoiceState';

describe('toPaymentChoiceState', () => {
  it.each<[PaymentChoice, boolean | null, PaymentChoice | null, string]>([
    ['none', null, null, 'none: no choice'],
    ['Later', false, null, 'Later: pay-in-advance is false'],
    ['CreditCard', true, 'CreditCard', 'otherwise: pay in advance, with type credit card'],
    ['Paypal', true, 'Paypal', 'otherwise: pay in advance, with type PayPal'],
    ['Afterpay', true, 'Afterpay', 'otherwise: pay in advance, with type AfterPay'],
    ['ApplePay', true, 'ApplePay', 'otherwise: pay in advance, with type Apple Pay'],
    ['Insurance', false, null, 'insurance pays: not paid in advance (SPEC silent)'],
    ['PayNow', true, null, 'pay now before the method is known: in advance, no type yet (SPEC silent)'],
  ])('%s → isPia %s, piaType %s (%s)', (choice, isPia, piaType) => {
    expect(toPaymentChoiceState(choice)).toEqual({ paymentChoice: choice, isPia, piaType });
  });

  it('treats anything that is not a payment choice as no choice', () => {
    expect(toPaymentChoiceState('Bitcoin' as PaymentChoice)).toEqual({ paymentChoice: 'none', isPia: null, piaType: null });
  });

  it.each([
    ['CreditCard', true],
    ['Paypal', true],
    ['Afterpay', true],
    ['ApplePay', true],
    ['Later', false],
    ['PayNow', false],
    ['Insurance', false],
    ['none', false],
    [null, false],
  ])('%s is paid in advance through a provider: %s', (choice, expected) => {
    expect(isPayInAdvanceChoice(choice)).toBe(expected);
  });
});
