import { useContext, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { getQueryValue } from '../../engine/domain/queryParameters';
import type { PayInAdvanceChoice } from '../../engine/domain/toPaymentChoiceState';
import { BusyContext } from '../app/BusyContext';
import { PageButtons } from '../app/PageButtons';
import { PageProblems } from '../app/PageProblems';
import { useFunnelState } from '../app/useFunnelState';
import { useRuntime } from '../app/useRuntime';
import { toMoneyText } from './PaymentChoiceOptions';
import { getPayInAdvanceMethod, getPaymentPageData, handoffMessages } from './PaymentHandoffText';
import { goToHostedPayment, loadFunnelPage } from './PaymentHandoffNavigation';
import type { PageRendererProps } from './PageRendererProps';
import './PaymentChoice.css';
import './PaymentHandoff.css';

/** Each method as the page names it, and what happens on its hosted page. */
export const handoffMethods: Record<PayInAdvanceChoice, { name: string; explanation: string }> = {
  CreditCard: {
    name: 'Credit or debit card',
    explanation: "You'll enter your card details on our payment partner's secure page, then come back here. We never see or keep your card number.",
  },
  Paypal: { name: 'PayPal', explanation: "You'll log in to PayPal on PayPal's secure page, then come back here." },
  Afterpay: { name: 'Afterpay', explanation: "You'll set up your 4 payments on Afterpay's secure page, then come back here." },
  ApplePay: { name: 'Apple Pay', explanation: "You'll confirm the payment with Apple Pay, then come back here." },
};

/**
 * What the page says after the provider sent the user back unpaid (SPEC §2 payment-pia-return card, Apple Pay or
 * Afterpay error → ?piaErrorType=<method>), failed or cancelled by the payer.
 */
export function toPiaErrorMessage(method: string, cancelled: boolean): string {
  const tail = 'Try again, or choose another way to pay.';
  if (cancelled) {
    const name = method === 'CreditCard' ? 'card payment' : method === 'Afterpay' ? 'Afterpay payment' : method === 'ApplePay' ? 'Apple Pay payment' : 'payment';
    return `You cancelled your ${name}, and you have not been charged. ${tail}`;
  }
  switch (method) {
    case 'CreditCard':
      return `Your card payment did not go through, and you have not been charged. Check your card details. ${tail}`;
    case 'Afterpay':
      return `Afterpay did not approve your payment plan, and you have not been charged. ${tail}`;
    case 'ApplePay':
      return `Your Apple Pay payment did not go through, and you have not been charged. ${tail}`;
    default:
      return `Your payment did not go through, and you have not been charged. ${tail}`;
  }
}

/**
 * The payment page's renderer (`renderer: payment-handoff`): the amount and the method to pay with (a PayPal choice
 * became a card on entry, SPEC §4), then "Continue to secure payment" runs the page's action startPayment (the
 * session saved, then the method's hosted payment page, which returns to payment-pia-return). After `?piaErrorType=<method>` an alert says the
 * payment did not go through (or was cancelled), and the user may try again or choose another way to pay (the page's
 * Back, to payment-method, then named so). A hand-off that cannot go ahead says why at the top of the page.
 */
export function PaymentHandoff({ pageId }: PageRendererProps) {
  const runtime = useRuntime();
  const state = useFunnelState();
  const busy = useContext(BusyContext);
  const { search } = useLocation();
  const page = runtime.model.pages[pageId];
  const [handoffError, setHandoffError] = useState<string | null>(null);
  const [handingOff, setHandingOff] = useState(false);

  const method = getPayInAdvanceMethod(state);
  const { amount, returnCancelled, paid } = getPaymentPageData(state.user.pageData, pageId);
  const piaErrorType = getQueryValue(search, 'piaErrorType');
  const piaMessage = piaErrorType ? toPiaErrorMessage(piaErrorType, returnCancelled) : null;
  const offeredActions = (page?.buttons ?? []).filter((action) => runtime.isButtonOffered(pageId, action.scenario));
  const cannotPay = method === null ? handoffMessages.noMethod : amount === null ? handoffMessages.noAmount : null;
  const busyNow = handingOff;

  /** Back (to payment-method) through the runtime, then payment-method loaded as a new document (see loadFunnelPage). */
  const leave = async (scenario: string) => {
    setHandoffError(null);
    setHandingOff(true);
    try {
      const outcome = await busy.track(runtime.submit(pageId, {}, scenario));
      if (outcome.type === 'navigate') {
        loadFunnelPage(runtime.model, outcome.to, outcome.query);
        return;
      }
      setHandoffError(handoffMessages.notSaved);
    } catch (error) {
      console.error(error);
      setHandoffError(handoffMessages.notSaved);
    }
    setHandingOff(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method || cannotPay || paid) return;
    setHandoffError(null);
    setHandingOff(true);
    // The page's YAML action: the session saved, then the method's hosted page (SPEC §4, §7).
    const outcome = await busy.track(runtime.runAction(pageId, 'startPayment', { method }));
    if (outcome.type === 'external') {
      goToHostedPayment(outcome.url);
      return;
    }
    setHandingOff(false);
    setHandoffError(outcome.type === 'invalid' ? outcome.message : handoffMessages.notSaved);
  };

  return (
    <div className="page-form payment-handoff">
      {piaMessage ? (
        <div className="alert alert-danger payment-alert" role="alert">
          <p className="alert-text">{piaMessage}</p>
        </div>
      ) : null}
      <PageProblems pageError={handoffError ?? cannotPay} messages={[]} />
      {method && amount !== null ? (
        <>
          <dl className="payment-summary">
            <div className="payment-summary-row">
              <dt>Amount</dt>
              <dd data-testid="payment-amount">{toMoneyText(amount)}</dd>
            </div>
            <div className="payment-summary-row">
              <dt>Pay with</dt>
              <dd>{handoffMethods[method].name}</dd>
            </div>
          </dl>
          <p className="payment-explanation">{paid ? handoffMessages.paid : handoffMethods[method].explanation}</p>
        </>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <PageButtons
          actions={offeredActions}
          submitting={busyNow}
          onAction={(action) => void leave(action.scenario)}
          // Paid already (the order could not be placed): the page's Place my order button, never a second payment.
          submitLabel={cannotPay || paid ? null : 'Continue to secure payment'}
          // After a failed payment, Back is the way to choose another method.
          actionLabel={(action) => (action.scenario === 'back' && (piaMessage || cannotPay) ? 'Choose another way to pay' : action.label)}
        />
      </form>
    </div>
  );
}
