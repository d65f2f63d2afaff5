import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { OperationName } from '../../engine/domain/operations';
import type { FunnelState } from '../../engine/domain/state';
import { toPaymentChoiceState, type PayInAdvanceChoice } from '../../engine/domain/toPaymentChoiceState';
import { PaymentHandoff, toPiaErrorMessage } from '../../renderers/pages/PaymentHandoff';
import { handoffMessages } from '../../renderers/pages/PaymentHandoffText';
import { goToHostedPayment, loadFunnelPage } from '../../renderers/pages/PaymentHandoffNavigation';
import { fail, type FakeAnswer } from '../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../harness/loadFunnelModel';
import { configuredPage, createTestModel, renderEnteredPage } from './createTestRuntime';

vi.mock('../../renderers/pages/PaymentHandoffNavigation', () => ({ goToHostedPayment: vi.fn(), loadFunnelPage: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(goToHostedPayment).mockClear();
  vi.mocked(loadFunnelPage).mockClear();
});

/**
 * funnel-config/pages/payment.yaml (its `load` keeps the amount to pay and whether the last payment was cancelled; its
 * action startPayment saves the session and names the hosted page), each destination replaced by the test's `next`
 * page (named in `?to=`).
 */
const payment = configuredPage('payment', {
  navigation: Object.fromEntries(
    Object.entries(loadFunnelModel().pages.payment!.navigation).map(([scenario, rules]) => [
      scenario,
      rules.map((rule) => ({ ...rule, to: 'next', query: { to: rule.to } })),
    ]),
  ),
});

function Next() {
  const { search } = useLocation();
  return <p>Next page {search}</p>;
}

/** The payment page entered (its `load` run) for an order priced at $578.19 by the quote, to pay by `method`. */
function renderHandoff(
  options: {
    method?: PayInAdvanceChoice;
    search?: string;
    state?: (state: FunnelState) => void;
    answers?: Partial<Record<OperationName, FakeAnswer>>;
  } = {},
) {
  return renderEnteredPage(createTestModel([payment]), <PaymentHandoff pageId="payment" />, {
    answers: options.answers ?? { 'order.saveSession': { savedSessionId: 'S-200' } },
    search: options.search,
    next: <Next />,
    state: (state) => {
      state.user.pageData.quote = { pricing: { total: 578.19 } };
      Object.assign(state.order.payment, toPaymentChoiceState(options.method ?? 'CreditCard'));
      options.state?.(state);
    },
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue to secure payment' }) as HTMLButtonElement;

describe('PaymentHandoff', () => {
  it.each<[PayInAdvanceChoice, string, RegExp]>([
    ['CreditCard', 'Credit or debit card', /We never see or keep your card number/],
    ['Afterpay', 'Afterpay', /Afterpay's secure page/],
    ['ApplePay', 'Apple Pay', /confirm the payment with Apple Pay/],
  ])('%s: shows the amount and the method, and what happens next', async (method, name, explanation) => {
    await renderHandoff({ method });
    expect(screen.getByTestId('payment-amount').textContent).toBe('$578.19');
    expect(screen.getByText(name, { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText(explanation)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it.each<[PayInAdvanceChoice, string]>([
    ['CreditCard', '/sandbox/pay/card?amount=578.19&reference=S-200'],
    ['Afterpay', '/sandbox/pay/afterpay?amount=578.19&reference=S-200'],
    ['ApplePay', '/sandbox/pay/applepay?amount=578.19&reference=S-200'],
  ])('Continue to secure payment with %s saves the session, then goes to %s', async (method, url) => {
    const { ports } = await renderHandoff({ method });
    fireEvent.click(continueButton());
    await waitFor(() => expect(goToHostedPayment).toHaveBeenCalledWith(url));
    expect(ports.calls.filter((call) => call.operation === 'order.saveSession')).toHaveLength(1);
    expect(continueButton().disabled).toBe(true);
  });

  it('a session that cannot be saved keeps the user here with a message, and Continue can be pressed again', async () => {
    await renderHandoff({ answers: { 'order.saveSession': fail(500) } });
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe(handoffMessages.notSaved);
    expect(goToHostedPayment).not.toHaveBeenCalled();
    expect(continueButton().disabled).toBe(false);
  });

  it.each<[PayInAdvanceChoice, boolean, string]>([
    ['CreditCard', false, 'Your card payment did not go through, and you have not been charged. Check your card details. Try again, or choose another way to pay.'],
    ['Afterpay', false, 'Afterpay did not approve your payment plan, and you have not been charged. Try again, or choose another way to pay.'],
    ['ApplePay', false, 'Your Apple Pay payment did not go through, and you have not been charged. Try again, or choose another way to pay.'],
    ['CreditCard', true, 'You cancelled your card payment, and you have not been charged. Try again, or choose another way to pay.'],
    ['Afterpay', true, 'You cancelled your Afterpay payment, and you have not been charged. Try again, or choose another way to pay.'],
  ])('?piaErrorType=%s (cancelled %s): says the payment did not go through, offers to retry or choose another way', async (method, cancelled, message) => {
    await renderHandoff({
      method,
      search: `?piaErrorType=${method}`,
      state: (s) => void (s.user.pageData['payment-pia-return'] = { outcome: 'PIA_CC_ERROR', cancelled }),
    });
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(continueButton()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose another way to pay' }));
    await waitFor(() => expect(loadFunnelPage).toHaveBeenCalledWith(expect.anything(), 'next', { to: 'payment-method' }));
  });

  it('an unknown piaErrorType still says the payment did not go through', () => {
    expect(toPiaErrorMessage('Bitcoin', false)).toBe('Your payment did not go through, and you have not been charged. Try again, or choose another way to pay.');
  });

  it('with nothing priced it says why it cannot take a payment and offers another way to pay', async () => {
    await renderHandoff({ state: (s) => void (s.user.pageData.quote = { pricing: null }) });
    expect(screen.getByRole('alert').textContent).toBe(handoffMessages.noAmount);
    expect(screen.queryByRole('button', { name: 'Continue to secure payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose another way to pay' })).toBeTruthy();
  });

  it('paid already (the order could not be placed, issue #13): says so and offers Place my order, never a second payment', async () => {
    await renderHandoff({ state: (s) => void (s.user.pageData['payment-pia-return'] = { outcome: 'success', method: 'CreditCard', cancelled: false }) });
    expect(screen.getByText(handoffMessages.paid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to secure payment' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place my order' }));
    await waitFor(() => expect(loadFunnelPage).toHaveBeenCalledWith(expect.anything(), 'next', { to: 'confirmation' }));
    expect(goToHostedPayment).not.toHaveBeenCalled();
  });

  it('Back goes to payment-method', async () => {
    await renderHandoff();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    // A new document, so payment-method's reload on return from payment reloads payment-method itself (SPEC §2).
    await waitFor(() => expect(loadFunnelPage).toHaveBeenCalledWith(expect.anything(), 'next', { to: 'payment-method' }));
  });
});
