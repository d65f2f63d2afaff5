import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { FunnelState, PaymentChoice as PaymentChoiceValue } from '../../engine/domain/state';
import { PaymentChoice, piaErrorMessages } from '../../renderers/pages/PaymentChoice';
import { goToHostedPayment } from '../../renderers/pages/PaymentHandoffNavigation';
import { createMemoryPorts, fail, type FakeAnswer } from '../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../harness/loadFunnelModel';
import { configuredPage, createTestModel, idleAfterTest, renderEnteredPage } from './createTestRuntime';
import { createFunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { createCrossTabSync } from '../../renderers/app/createCrossTabSync';
import type { OperationName } from '../../engine/domain/operations';

vi.mock('../../renderers/pages/PaymentHandoffNavigation', () => ({ goToHostedPayment: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(goToHostedPayment).mockClear();
  delete (window as { ApplePaySession?: unknown }).ApplePaySession;
});

const macUserAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const jsdomUserAgent = navigator.userAgent;
beforeEach(() => {
  Object.defineProperty(navigator, 'userAgent', { value: jsdomUserAgent, configurable: true });
});

/**
 * funnel-config/pages/payment-method.yaml (its `load` keeps the amount to pay and whether the last payment was
 * cancelled; its action startPayment hands PayPal over), each destination replaced by the test's `next` page (named in
 * `?to=`).
 */
const paymentMethod = configuredPage('payment-method', {
  navigation: Object.fromEntries(
    Object.entries(loadFunnelModel().pages['payment-method']!.navigation).map(([scenario, rules]) => [
      scenario,
      rules.map((rule) => ({ ...rule, to: 'next', query: { to: rule.to } })),
    ]),
  ),
});

/** Shows where the test's `next` page was reached with. */
function Next() {
  const { search } = useLocation();
  return <p>Next page {search}</p>;
}

/** The Avalon's quote total and the price lines it came from. */
function priced(state: FunnelState) {
  state.user.pageData.quote = { pricing: { total: 578.19, subTotal: 555.21, salesTax: 22.98 } };
  state.order.payment.isInsurance = false;
}

/** The payment-method page entered (its `load` run) for a priced cash order, then shown. */
function renderChoice(
  options: { search?: string; state?: (state: FunnelState) => void; answers?: Partial<Record<OperationName, FakeAnswer>> } = {},
) {
  return renderEnteredPage(createTestModel([paymentMethod]), <PaymentChoice pageId="payment-method" />, {
    answers: options.answers ?? { 'order.saveSession': { savedSessionId: 'S-100' } },
    search: options.search,
    next: <Next />,
    state: (state) => {
      priced(state);
      options.state?.(state);
    },
  });
}

const radio = (name: RegExp | string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const radioTitles = () =>
  screen.getAllByRole('radio').map((input) => input.closest('label')?.querySelector('.payment-option-title')?.textContent);

describe('PaymentChoice', () => {
  it('offers the ways to pay as one labelled radio group, with the total and what each charges', async () => {
    await renderChoice();
    const group = screen.getByRole('group', { name: 'Choose a way to pay' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(radioTitles()).toEqual(['Pay at the appointment', 'Credit or debit card', 'PayPal', 'Afterpay', 'Use my insurance']);
    expect(screen.getByText('$578.19', { selector: 'strong' })).toBeTruthy();
    expect(radio(/Credit or debit card/).closest('label')?.textContent).toContain("Pay $578.19 now on our payment partner's secure page.");
    expect(radio(/Afterpay/).closest('label')?.textContent).toContain('$144.57 today, then 3 of $144.54');
    expect(radio(/Pay at the appointment/).checked).toBe(false);
  });

  it.each<[string, string, boolean | (() => boolean) | 'throws', boolean]>([
    ['a Mac that can pay', macUserAgent, true, true],
    ['a Mac that cannot pay', macUserAgent, false, false],
    ['a Mac whose ApplePaySession throws (insecure page)', macUserAgent, 'throws', false],
    ['iOS 16 that can pay', 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15', true, false],
    ['iOS 17 that can pay', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15', true, true],
    ['Windows with a (fake) ApplePaySession', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', true, false],
  ])('Apple Pay on %s: offered %s (SPEC §5)', async (_name, userAgent, canPay, offered) => {
    Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
    (window as { ApplePaySession?: unknown }).ApplePaySession = {
      canMakePayments: () => {
        if (canPay === 'throws') throw new Error('InvalidAccessError');
        return canPay;
      },
    };
    await renderChoice();
    expect(screen.queryByRole('radio', { name: /Apple Pay/ }) !== null).toBe(offered);
  });

  it('offers no Apple Pay where the browser has no ApplePaySession (jsdom, Chromium)', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: macUserAgent, configurable: true });
    await renderChoice();
    expect(screen.queryByRole('radio', { name: /Apple Pay/ })).toBeNull();
  });

  it('offers no insurance to an order already in the insurance flow', async () => {
    await renderChoice({ state: (s) => void (s.order.payment.isInsurance = true) });
    expect(screen.queryByRole('radio', { name: /Use my insurance/ })).toBeNull();
  });

  it.each<[string, unknown, string | null]>([
    ['no threshold setting', undefined, null],
    ['a threshold above the total', 1000, null],
    ['a threshold the total reaches', 400, 'Orders of $400.00 or more can also be paid over a longer term.'],
    ['a threshold as text', '500', 'Orders of $500.00 or more can also be paid over a longer term.'],
  ])('Afterpay with %s (SPEC §9 AfterPayExtendedPayOptionThreshold)', async (_name, threshold, note) => {
    await renderChoice({ state: (s) => void (threshold !== undefined && (s.settings.AfterPayExtendedPayOptionThreshold = threshold as number)) });
    const text = radio(/Afterpay/).closest('label')?.textContent ?? '';
    if (note) expect(text).toContain(note);
    else expect(text).not.toContain('longer term');
  });

  it.each<[unknown, string[]]>([
    [undefined, ['Pay at the appointment', 'Credit or debit card', 'PayPal', 'Afterpay', 'Use my insurance']],
    ['Classic', ['Pay at the appointment', 'Credit or debit card', 'PayPal', 'Afterpay', 'Use my insurance']],
    ['Express', ['Credit or debit card', 'PayPal', 'Afterpay', 'Pay at the appointment', 'Use my insurance']],
  ])('PiaExperience %j (SPEC §9 PIA experience) lists the ways to pay as %j', async (piaExperience, titles) => {
    await renderChoice({ state: (s) => void (piaExperience !== undefined && (s.settings.PiaExperience = piaExperience as string)) });
    expect(radioTitles()).toEqual(titles);
  });

  it('Continue with nothing chosen names the problem and focuses the first way to pay (SPEC §5)', async () => {
    const { router } = await renderChoice();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const first = radio(/Pay at the appointment/);
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe('Choose how you would like to pay');
    expect(screen.getByText('There is 1 problem on this page:')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment-method');
    fireEvent.click(radio(/PayPal/));
    expect(radio(/PayPal/).getAttribute('aria-invalid')).toBeNull();
  });

  it.each<[PaymentChoiceValue, string, Partial<FunnelState['order']['payment']>]>([
    ['Later', '?to=confirmation', { paymentChoice: 'Later', isPia: false, piaType: null }],
    ['CreditCard', '?to=payment', { paymentChoice: 'CreditCard', isPia: true, piaType: 'CreditCard' }],
    ['Afterpay', '?to=payment', { paymentChoice: 'Afterpay', isPia: true, piaType: 'Afterpay' }],
    ['Insurance', '?to=insurance-company', { paymentChoice: 'Insurance', isPia: false, piaType: null, isInsurance: true }],
  ])('Continue with %s submits its SPEC §4 fields and goes to %s', async (choice, search, payment) => {
    const { runtime, router } = await renderChoice();
    const input = screen.getAllByRole('radio').find((candidate) => (candidate as HTMLInputElement).value === choice)!;
    fireEvent.click(input);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toBe(search));
    expect(runtime.getState().order.payment).toMatchObject(payment);
    expect(goToHostedPayment).not.toHaveBeenCalled();
  });

  it('Apple Pay, when offered, submits like the other pay-now choices', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: macUserAgent, configurable: true });
    (window as { ApplePaySession?: unknown }).ApplePaySession = { canMakePayments: () => true };
    const { runtime, router } = await renderChoice();
    fireEvent.click(radio(/Apple Pay/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?to=payment'));
    expect(runtime.getState().order.payment).toMatchObject({ paymentChoice: 'ApplePay', isPia: true, piaType: 'ApplePay' });
  });

  it('PayPal saves the session and hands the browser to the PayPal page for the total', async () => {
    const { runtime, ports, router } = await renderChoice();
    fireEvent.click(radio(/PayPal/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to PayPal' }));
    await waitFor(() => expect(goToHostedPayment).toHaveBeenCalledWith('/sandbox/pay/paypal?amount=578.19&reference=S-100'));
    expect(ports.calls.map((call) => call.operation)).toContain('order.saveSession');
    expect(runtime.getState().order.payment).toMatchObject({ paymentChoice: 'Paypal', isPia: true, piaType: 'Paypal' });
    expect(router.state.location.pathname).toBe('/payment-method');
    expect((screen.getByRole('button', { name: 'Continue to PayPal' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('PayPal whose session cannot be saved stays, says so, and can try again', async () => {
    await renderChoice({ answers: { 'order.saveSession': fail(503) } });
    fireEvent.click(radio(/PayPal/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to PayPal' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not get your payment ready. Your answers are still here; please try again.');
    expect(goToHostedPayment).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Continue to PayPal' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('follows a price changed in another tab: the total shown and the amount handed to PayPal are the new ones', async () => {
    const { runtime } = await renderChoice();
    const otherTab = idleAfterTest(createFunnelRuntime({ model: loadFunnelModel(), ports: createMemoryPorts() }));
    const environment = { BroadcastChannel };
    const syncs = [createCrossTabSync({ runtime, environment }), createCrossTabSync({ runtime: otherTab, environment })];
    try {
      // The other tab's quote adds wiper blades: its pricing is the order's now.
      otherTab.update((draft) => void (draft.user.pageData.quote = { pricing: { total: 635.19, subTotal: 609.21, salesTax: 25.98 } }));
      await waitFor(() => expect(screen.getByText('$635.19', { selector: 'strong' })).toBeTruthy());
      expect(radio(/Credit or debit card/).closest('label')?.textContent).toContain('Pay $635.19 now');
      fireEvent.click(radio(/PayPal/));
      fireEvent.click(screen.getByRole('button', { name: 'Continue to PayPal' }));
      await waitFor(() => expect(goToHostedPayment).toHaveBeenCalledWith('/sandbox/pay/paypal?amount=635.19&reference=S-100'));
    } finally {
      for (const sync of syncs) sync.close();
    }
  });

  it('coming back, the way to pay chosen before is selected', async () => {
    await renderChoice({ state: (s) => void (s.order.payment.paymentChoice = 'Afterpay') });
    expect(radio(/Afterpay/).checked).toBe(true);
  });

  it('a saved Apple Pay choice is not selected where Apple Pay is not offered', async () => {
    await renderChoice({ state: (s) => void (s.order.payment.paymentChoice = 'ApplePay') });
    expect(screen.getAllByRole('radio').some((input) => (input as HTMLInputElement).checked)).toBe(false);
  });

  it.each([
    ['failed', false, piaErrorMessages.failed],
    ['cancelled by the payer', true, piaErrorMessages.cancelled],
  ])('after ?piaError=true (%s) an alert says the payment did not go through', async (_name, cancelled, message) => {
    await renderChoice({ search: '?piaError=true', state: (s) => void (s.user.pageData['payment-pia-return'] = { outcome: 'PIA_ERROR', cancelled }) });
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it('shows no payment alert without ?piaError=true', async () => {
    await renderChoice({ state: (s) => void (s.user.pageData['payment-pia-return'] = { outcome: 'PIA_ERROR', cancelled: false }) });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Back follows the page navigation without a choice', async () => {
    const { router } = await renderChoice();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.search).toBe('?to=customer-details'));
  });
});
