import { toAfterpayPlan } from '../../engine/domain/toAfterpayPlan';
import type { PaymentChoice } from '../../engine/domain/state';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as the funnel shows them: $1,234.50. */
export function toMoneyText(amount: number): string {
  return money.format(amount);
}

/** One way to pay, as the payment-method page offers it. */
export interface PaymentChoiceOption {
  value: PaymentChoice;
  title: string;
  detail: string;
}

/** What decides the ways to pay offered and what each says. */
export interface PaymentChoiceFacts {
  /** The total to pay now (engine/domain/getPaymentAmount), or null when nothing is priced. */
  amount: number | null;
  /** order.payment.isInsurance: an order already in the insurance flow is not offered insurance again. */
  isInsurance: boolean | null;
  /** SPEC §5: Apple Pay shows only on a Mac, or iOS 17 or later, that can make payments. */
  canUseApplePay: boolean;
  /** SPEC §9 AfterPayExtendedPayOptionThreshold (state.settings). */
  afterpayExtendedThreshold: unknown;
  /** SPEC §9 PIA experience (state.settings.PiaExperience): "Express" lists the ways to pay now first. */
  piaExperience?: unknown;
}

/**
 * The ways to pay (SPEC §1, §4): at the appointment, by card, PayPal, Afterpay, Apple Pay where SPEC §5 allows it, or
 * with insurance (SPEC §2 payment-method → insurance-company), each with what it means for the customer: the amount
 * charged now, Afterpay's four payments, and Afterpay's extended pay option from the SPEC §9 threshold on.
 * Choice for the SPEC §9 PIA experience (the SPEC names it only): "Classic" (or none) lists paying at the appointment
 * first; "Express" lists the pay-in-advance (PIA) ways first, paying at the appointment and insurance after them.
 */
export function getPaymentChoiceOptions(facts: PaymentChoiceFacts): PaymentChoiceOption[] {
  const { amount } = facts;
  const now = amount === null ? 'now' : `${toMoneyText(amount)} now`;
  const options: PaymentChoiceOption[] = [
    { value: 'Later', title: 'Pay at the appointment', detail: 'Pay when the work is done. Nothing is charged now.' },
    { value: 'CreditCard', title: 'Credit or debit card', detail: `Pay ${now} on our payment partner's secure page.` },
    { value: 'Paypal', title: 'PayPal', detail: `Pay ${now} with your PayPal account.` },
    { value: 'Afterpay', title: 'Afterpay', detail: toAfterpayDetail(amount, facts.afterpayExtendedThreshold) },
  ];
  if (facts.canUseApplePay) options.push({ value: 'ApplePay', title: 'Apple Pay', detail: `Pay ${now} with Apple Pay.` });
  if (facts.isInsurance !== true) {
    options.push({ value: 'Insurance', title: 'Use my insurance', detail: "Your insurance company pays. We'll ask which one next." });
  }
  if (String(facts.piaExperience ?? '').toLowerCase() === 'express') {
    const payNow = options.filter((option) => option.value !== 'Later' && option.value !== 'Insurance');
    return [...payNow, ...options.filter((option) => !payNow.includes(option))];
  }
  return options;
}

function toAfterpayDetail(amount: number | null, threshold: unknown): string {
  if (amount === null) return 'Pay in 4 interest-free payments, one every 2 weeks.';
  const plan = toAfterpayPlan(amount, threshold);
  const [first = 0, next = 0] = plan.instalments;
  const split =
    first === next
      ? `Pay in 4 interest-free payments of ${toMoneyText(first)}, one every 2 weeks.`
      : `Pay in 4 interest-free payments, one every 2 weeks: ${toMoneyText(first)} today, then 3 of ${toMoneyText(next)}.`;
  if (!plan.isExtendedOptionOffered || plan.extendedOptionThreshold === null) return split;
  return `${split} Orders of ${toMoneyText(plan.extendedOptionThreshold)} or more can also be paid over a longer term.`;
}
