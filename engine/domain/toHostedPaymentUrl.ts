import type { PayInAdvanceChoice } from './toPaymentChoiceState';

/** The hosted page of each pay-in-advance method. */
export const hostedPaymentMethods: Record<PayInAdvanceChoice, string> = {
  CreditCard: 'card',
  Paypal: 'paypal',
  Afterpay: 'afterpay',
  ApplePay: 'applepay',
};

/**
 * The address of the hosted payment page for `choice` under `basePath` (funnel.yaml hostedPaymentUrl; the sandbox
 * serves them, and they return to payment-pia-return with the SPEC §2 payment-return parameters): the amount in
 * dollars with two decimals, and the reference the provider hands back (the saved session id, so the return belongs
 * to this order).
 */
export function toHostedPaymentUrl(choice: PayInAdvanceChoice, amount: number, reference: string, basePath: string): string {
  const query = new URLSearchParams({ amount: amount.toFixed(2), reference });
  return `${basePath.replace(/\/+$/, '')}/${hostedPaymentMethods[choice]}?${query.toString()}`;
}
