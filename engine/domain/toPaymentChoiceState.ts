import type { PaymentChoice } from './state';

/** The three payment fields of the order (SPEC §3 payment) that a payment method choice decides together. */
export interface PaymentChoiceState {
  paymentChoice: PaymentChoice;
  /** Pay in advance (SPEC §4): null while nothing is chosen. */
  isPia: boolean | null;
  /** Which pay-in-advance method: only for a card, PayPal, AfterPay or Apple Pay. */
  piaType: PaymentChoice | null;
}

/** The choices paid in advance, each through its provider's hosted page (SPEC §4 "otherwise"). */
export const payInAdvanceChoices = ['CreditCard', 'Paypal', 'Afterpay', 'ApplePay'] as const satisfies readonly PaymentChoice[];
export type PayInAdvanceChoice = (typeof payInAdvanceChoices)[number];

/** Whether a choice is paid in advance through a provider (a card, PayPal, AfterPay or Apple Pay). */
export function isPayInAdvanceChoice(choice: unknown): choice is PayInAdvanceChoice {
  return (payInAdvanceChoices as readonly unknown[]).includes(choice);
}

/**
 * SPEC §4 payment method choice: none is no choice; Later is not paid in advance; a card, PayPal, AfterPay or Apple
 * Pay is paid in advance with that type. Where the SPEC is silent: Insurance is not paid in advance (the insurer pays),
 * and PayNow is paid in advance before its method is known (no type yet).
 */
export function toPaymentChoiceState(choice: PaymentChoice): PaymentChoiceState {
  if (isPayInAdvanceChoice(choice)) return { paymentChoice: choice, isPia: true, piaType: choice };
  switch (choice) {
    case 'Later':
    case 'Insurance':
      return { paymentChoice: choice, isPia: false, piaType: null };
    case 'PayNow':
      return { paymentChoice: choice, isPia: true, piaType: null };
    default:
      return { paymentChoice: 'none', isPia: null, piaType: null };
  }
}
