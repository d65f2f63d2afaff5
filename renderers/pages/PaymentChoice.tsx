import { useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { canUseApplePay } from '../../engine/domain/canUseApplePay';
import { getQueryValue } from '../../engine/domain/queryParameters';
import type { PaymentChoice as PaymentChoiceValue } from '../../engine/domain/state';
import { toPaymentChoiceState } from '../../engine/domain/toPaymentChoiceState';
import { BusyContext } from '../app/BusyContext';
import { PageButtons } from '../app/PageButtons';
import { PageProblems } from '../app/PageProblems';
import { usePageState } from '../app/usePageState';
import { usePageSubmit } from '../app/usePageSubmit';
import { useRuntime } from '../app/useRuntime';
import { focusFirstInvalid } from '../form/focusFirstInvalid';
import { getPaymentChoiceOptions, toMoneyText } from './PaymentChoiceOptions';
import { getPaymentPageData, handoffMessages } from './PaymentHandoffText';
import { goToHostedPayment } from './PaymentHandoffNavigation';
import type { PageRendererProps } from './PageRendererProps';
import { usePageDraft } from '../form/formDraft';
import './PaymentChoice.css';

/** What the page says after a payment came back unpaid (SPEC §2 payment-pia-return error → ?piaError=true). */
export const piaErrorMessages = {
  failed: 'Your payment did not go through, and you have not been charged. Choose how you would like to pay and try again.',
  cancelled: 'You cancelled your payment, and you have not been charged. Choose how you would like to pay.',
} as const;

/** The message when Continue is pressed with nothing chosen. */
export const noChoiceMessage = 'Choose how you would like to pay';

/**
 * SPEC §5/§9: whether this browser may offer Apple Pay (a Mac, or iOS `minimumIosVersion` or later — funnel.yaml
 * applePayMinimumIosVersion — whose ApplePaySession can make payments).
 */
export function isApplePayAvailable(minimumIosVersion: number): boolean {
  if (typeof window === 'undefined') return false;
  let canMakePayments = false;
  try {
    const session = (window as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession;
    canMakePayments = session?.canMakePayments?.() === true;
  } catch {
    // Safari throws on insecure pages: no Apple Pay there.
  }
  return canUseApplePay(navigator.userAgent, canMakePayments, minimumIosVersion);
}

/**
 * The payment-method page's renderer (`renderer: payment-choice`): the total to pay and the ways to pay
 * (PaymentChoiceOptions) as a radio group. Continue submits the choice with its SPEC §4 pay-in-advance fields
 * (toPaymentChoiceState), so the page's navigation goes to confirmation (pay later), payment (pay now) or
 * insurance-company (insurance); PayPal is handed to PayPal's hosted page from here, its failures coming back here
 * (SPEC §2). After `?piaError=true` an alert says the payment did not go through (or was cancelled). Continue with no
 * choice names the problem and focuses the group (SPEC §5); Back follows the page's YAML actions.
 */
export function PaymentChoice({ pageId }: PageRendererProps) {
  const runtime = useRuntime();
  const state = usePageState(pageId, ['order.payment', 'settings']);
  const busy = useContext(BusyContext);
  const { submit, submitting, pageError } = usePageSubmit(pageId);
  const { search } = useLocation();
  const page = runtime.model.pages[pageId];
  const ids = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [applePay] = useState(() => isApplePayAvailable(runtime.model.funnel.constants.applePayMinimumIosVersion));

  const { amount, returnCancelled } = getPaymentPageData(state.user.pageData, pageId);
  const options = getPaymentChoiceOptions({
    amount,
    isInsurance: state.order.payment.isInsurance,
    canUseApplePay: applePay,
    afterpayExtendedThreshold: state.settings.AfterPayExtendedPayOptionThreshold,
    piaExperience: state.settings.PiaExperience,
  });
  // A way to pay chosen and not yet sent survives a reload (renderers/form/formDraft.ts); the saved one is shown otherwise.
  const offered = (choice: PaymentChoiceValue | null) => (options.some((option) => option.value === choice) ? choice : null);
  const draft = usePageDraft(pageId, () => ({ paymentChoice: offered(runtime.getState().order.payment.paymentChoice) }));
  const [chosen, setChosen] = useState<PaymentChoiceValue | null>(() => offered(draft.initial.paymentChoice));
  useEffect(() => draft.keep({ paymentChoice: chosen }), [draft, chosen]);
  const [error, setError] = useState<string | null>(null);
  const [handoffError, setHandoffError] = useState<string | null>(null);
  const [handingOff, setHandingOff] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    // SPEC §5: the first invalid field gets focus.
    if (focusRequest > 0) focusFirstInvalid(containerRef.current);
  }, [focusRequest]);

  const piaError = getQueryValue(search, 'piaError')?.toLowerCase() === 'true';
  const piaMessage = piaError ? (returnCancelled ? piaErrorMessages.cancelled : piaErrorMessages.failed) : null;
  const offeredActions = (page?.buttons ?? []).filter((action) => runtime.isButtonOffered(pageId, action.scenario));
  const chosenOption = options.find((option) => option.value === chosen) ?? null;
  const busyNow = submitting || handingOff;
  const errorId = `${ids}-error`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHandoffError(null);
    if (!chosenOption) {
      setError(noChoiceMessage);
      setFocusRequest((count) => count + 1);
      return;
    }
    setError(null);
    if (chosenOption.value === 'Paypal') {
      // PayPal is paid on PayPal's page, reached from here (its failures come back here: SPEC §2 PIA_ERROR).
      setHandingOff(true);
      const outcome = await busy.track(runtime.runAction(pageId, 'startPayment', { method: 'Paypal' }));
      if (outcome.type === 'external') {
        goToHostedPayment(outcome.url);
        return;
      }
      setHandingOff(false);
      setHandoffError(outcome.type === 'invalid' ? outcome.message : handoffMessages.notSaved);
      return;
    }
    const refused = await submit({ ...toPaymentChoiceState(chosenOption.value) });
    if (refused) {
      setError(refused.message);
      setFocusRequest((count) => count + 1);
    }
  };

  return (
    <div ref={containerRef} className="page-form payment-choice">
      {piaMessage ? (
        <div className="alert alert-danger payment-alert" role="alert">
          <p className="alert-text">{piaMessage}</p>
        </div>
      ) : null}
      <PageProblems pageError={pageError ?? handoffError} messages={error ? [error] : []} />
      {amount !== null ? (
        <p className="payment-total">
          Total: <strong>{toMoneyText(amount)}</strong>
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="field" data-invalid={error ? 'true' : undefined}>
          <fieldset className="choice-group">
            <legend className="field-label">Choose a way to pay</legend>
            {options.map((option, index) => {
              const id = `${ids}-${option.value}`;
              const focusTarget = chosenOption ? option === chosenOption : index === 0;
              return (
                <label className="choice payment-option" key={option.value} htmlFor={id}>
                  <input
                    type="radio"
                    id={id}
                    name={`${ids}-paymentChoice`}
                    value={option.value}
                    checked={chosen === option.value}
                    onChange={() => {
                      setChosen(option.value);
                      setError(null);
                    }}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    data-focus-target={focusTarget ? '' : undefined}
                  />
                  <span className="payment-option-text">
                    <span className="payment-option-title">{option.title}</span>
                    <span className="payment-option-detail">{option.detail}</span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          {error ? (
            <div className="field-error" id={errorId}>
              <p>{error}</p>
            </div>
          ) : null}
        </div>
        <PageButtons
          actions={offeredActions}
          submitting={busyNow}
          onAction={(action) => void submit({}, action.scenario)}
          submitLabel={chosen === 'Paypal' ? 'Continue to PayPal' : 'Continue'}
        />
      </form>
    </div>
  );
}
