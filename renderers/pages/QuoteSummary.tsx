import { useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { isNoCompPolicy } from '../../engine/domain/coverage';
import { filterFees } from '../../engine/domain/filterFees';
import { isSettingOn } from '../../engine/domain/isSettingOn';
import { getTierOnePackagePrice } from '../../engine/domain/getTierOnePackagePrice';
import { isRecalPriceHidden } from '../../engine/domain/isRecalPriceHidden';
import { getQueryValue } from '../../engine/domain/queryParameters';
import type { LineItem } from '../../engine/domain/state';
import { toPromoMessage, type PromoMessage } from '../../engine/domain/toPromoMessage';
import { toPriceLineItems } from '../../engine/domain/toPriceLineItems';
import { toPriceSummary } from '../../engine/domain/toPriceSummary';
import { toVisiblePromoCodes } from '../../engine/domain/toVisiblePromoCodes';
import { focusFirstInvalid } from '../form/focusFirstInvalid';
import { BusyContext } from '../app/BusyContext';
import { PageButtons } from '../app/PageButtons';
import { PageProblems } from '../app/PageProblems';
import { usePageState } from '../app/usePageState';
import { usePageSubmit } from '../app/usePageSubmit';
import { useIsPending } from '../app/useIsPending';
import { useRuntime } from '../app/useRuntime';
import type { PageRendererProps } from './PageRendererProps';
import { PendingPriceList, PriceSummaryList, toMoney } from './PriceSummaryList';
import { getOfferedExtras, getQuotePageData } from './QuotePageData';
import './QuoteSummary.css';

/** How long a success message stays before it fades (SPEC §8: it auto-fades), and how long the fade takes. */
const promoMessageMilliseconds = 8000;
const promoFadeMilliseconds = 600;


/** The payment choices (SPEC §2 quote: choose cash or insurance), as order.payment.isInsurance holds them. */
const paymentChoices = [
  { value: false, label: 'Pay on my own', help: 'Pay the price shown here.' },
  { value: true, label: 'Use my insurance', help: 'Choose your insurance company next.' },
] as const;

/** Why the insurance choice is disabled for a NoComp policy (SPEC §4–§6). */
const noCompHelp = 'Your policy has no comprehensive coverage, so it does not pay for glass.';

/**
 * The quote page's renderer (`renderer: quote-summary`): the priced line items with parts, labour, tax and price
 * (fees filtered out of the list, SPEC §5; the recalibration price hidden when SPEC §5 says so), the subtotal, sales tax
 * and total; the extras (wipers, rain repel, the service package discount when offered) that change the price when
 * ticked; a promo code field with the SPEC §8 messages; and the choice of cash or insurance, submitted through the
 * runtime (`offer=cash` in the URL chooses cash). Back follows the page's YAML. The page's YAML prices the order on
 * entry and declares what ticking an extra, applying a promo code or trying the price again does (actions setExtra,
 * applyPromo, reprice): this renderer runs them by name and draws what they keep in the page's data.
 */
export function QuoteSummary({ pageId }: PageRendererProps) {
  const runtime = useRuntime();
  const state = usePageState(pageId, ['order', 'settings']);
  const busy = useContext(BusyContext);
  const location = useLocation();
  const { submit, submitting, pageError } = usePageSubmit(pageId);
  const page = runtime.model.pages[pageId];
  const containerRef = useRef<HTMLDivElement>(null);
  const promoInputRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  // The page's entry priced the order; a price that could not be worked out can be tried again (action reprice).
  const [loadState, setLoadState] = useState<'ready' | 'failed'>('ready');
  const [updating, setUpdating] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [isInsurance, setIsInsurance] = useState<boolean | null>(() => {
    if (getQueryValue(location.search, 'offer')?.toLowerCase() === 'cash') return false;
    return runtime.getState().order.payment.isInsurance;
  });
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [promoCode, setPromoCode] = useState('');
  const [promoInputError, setPromoInputError] = useState<string | null>(null);
  // A code applied on entry (SPEC §2 `promo` link parameter) says how it went like one typed here.
  const [promoMessage, setPromoMessage] = useState<PromoMessage | null>(() => {
    const applied = getQuotePageData(runtime.getState().user.pageData, pageId).promoResult;
    return applied ? toPromoMessage(applied, runtime.model.funnel.messages) : null;
  });
  const [promoFading, setPromoFading] = useState(false);

  useEffect(() => {
    if (focusRequest === 0) return;
    // SPEC §5: the first invalid field gets focus.
    focusFirstInvalid(containerRef.current);
  }, [focusRequest]);

  // SPEC §8: a success message fades on its own; an error stays until the next try.
  useEffect(() => {
    if (!promoMessage?.fades) return;
    setPromoFading(false);
    const fade = setTimeout(() => setPromoFading(true), promoMessageMilliseconds);
    const remove = setTimeout(() => setPromoMessage(null), promoMessageMilliseconds + promoFadeMilliseconds);
    return () => {
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, [promoMessage]);

  const { order } = state;
  const quoteData = getQuotePageData(state.user.pageData, pageId);
  const pricing = quoteData.pricing ?? null;
  const pricedLines = toPriceLineItems(order.lineItems);
  // Issue #12: the page's YAML may show it before the price (whileShown); the price is pending, not missing, meanwhile.
  const pricePending = useIsPending(pageId, [`user.pageData.${pageId}.pricing`]);
  // Lines to price but no price: the price could not be worked out (a failed call on entry or in an action).
  const priceMissing = !pricePending && quoteData.pricing === undefined && pricedLines.length > 0;
  const shownLines = filterFees(pricedLines);
  const isNoComp = isNoCompPolicy(state);
  const hideRecalPrice = isRecalPriceHidden({ isInsurance, settings: state.settings, lineItems: pricedLines });
  // Issue #14: every amount a line, tax once with its base, the total the sum (the fee line under SPEC §9 DisplayMSR).
  const summary = pricing && !pricePending
    ? toPriceSummary({
        lineItems: order.lineItems,
        discountLines: pricing.discountLines,
        taxState: pricing.taxState,
        taxRate: pricing.taxRate,
        isLaborTaxed: pricing.isLaborTaxed,
        showFeeLine: isSettingOn(state.settings, 'DisplayMSR'),
        hideRecalPrice,
        config: runtime.model.funnel.priceSummary,
        formatMoney: toMoney,
      })
    : null;
  const extras = getOfferedExtras(quoteData);
  const chosenExtras = new Set(order.lineItems.vaps.map((vap) => vap.partNumber));
  const hasWipers = order.lineItems.vaps.some((vap) => /^(FRONT|REAR) WIPER$/i.test(vap.partType));
  const promos = toVisiblePromoCodes(order.lineItems.promos);
  const inactivePromos = toVisiblePromoCodes(order.payment.inactivePromos);
  const offeredActions = (page?.buttons ?? []).filter((action) => runtime.isButtonOffered(pageId, action.scenario));

  /**
   * Runs one of the page's actions (its YAML), announcing the new total once it is priced; false when it failed (the
   * API layer has said what it must, SPEC §8), which offers to try again.
   */
  const change = async (action: string, input: Record<string, unknown> = {}): Promise<boolean> => {
    setUpdating((count) => count + 1);
    try {
      const outcome = await busy.track(runtime.runAction(pageId, action, input));
      if (outcome.type !== 'done') {
        setLoadState('failed');
        return false;
      }
      setLoadState('ready');
      const total = getQuotePageData(runtime.getState().user.pageData, pageId).pricing?.total;
      if (total !== undefined) setAnnouncement(`Your total is now ${toMoney(total)}.`);
      return true;
    } catch {
      setLoadState('failed');
      return false;
    } finally {
      setUpdating((count) => count - 1);
    }
  };

  const onExtra = (item: LineItem, added: boolean) => {
    void change('setExtra', { item, added });
  };

  const onPromo = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPromoMessage(null);
    if (promoCode.trim() === '') {
      setPromoInputError('Enter a promo code');
      promoInputRef.current?.focus();
      return;
    }
    setPromoInputError(null);
    if (!(await change('applyPromo', { code: promoCode }))) return;
    const result = getQuotePageData(runtime.getState().user.pageData, pageId).promoResult;
    if (!result) return;
    const message = toPromoMessage(result, runtime.model.funnel.messages);
    setPromoMessage(message);
    if (message.style === 'success') {
      setPromoCode('');
    } else {
      // The code stays as typed, marked invalid and focused (SPEC §5).
      promoInputRef.current?.focus();
    }
  };

  const onContinue = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInsurance === null) {
      setPaymentError('Choose how you would like to pay');
      setFocusRequest((count) => count + 1);
      return;
    }
    setPaymentError(null);
    const refused = await submit({ isInsurance });
    if (refused) {
      setPaymentError(refused.message);
      setFocusRequest((count) => count + 1);
    }
  };

  const promoErrorId = `${ids}-promo-message`;
  const promoIsInvalid = promoInputError !== null || promoMessage?.style === 'danger';
  const problems = [paymentError, promoInputError].filter((message): message is string => !!message);
  const paymentName = `${ids}-payment`;

  return (
    <div ref={containerRef} className="page-form quote-summary">
      <PageProblems pageError={pageError} messages={problems} />
      {loadState === 'failed' || priceMissing ? (
        <div className="page-error" role="alert">
          We could not work out your price.{' '}
          <button type="button" className="button-link" onClick={() => void change('reprice')}>
            Try again
          </button>
        </div>
      ) : null}

      <section className="quote-section" aria-labelledby={`${ids}-items`} aria-busy={pricePending || updating > 0}>
        <h2 id={`${ids}-items`} className="quote-heading">
          What your price includes
        </h2>
        {pricePending ? (
          <PendingPriceList
            lines={toPendingLines(shownLines, pricedLines.length > shownLines.length, runtime.model.funnel.priceSummary.details)}
            labels={runtime.model.funnel.priceSummary}
            status={runtime.model.funnel.priceSummary.pending}
          />
        ) : summary ? (
          <PriceSummaryList summary={summary} labels={runtime.model.funnel.priceSummary} totalTestId="quote-total" />
        ) : shownLines.length === 0 && loadState === 'ready' ? (
          <p className="field-help">There is nothing to price yet.</p>
        ) : null}
        {summary && pricing && hasWipers ? (
          <p className="field-help quote-package">
            Glass package without wipers, before tax: <strong>{toMoney(getTierOnePackagePrice([...pricedLines, ...pricing.discountLines]))}</strong>
          </p>
        ) : null}
        <p className="visually-hidden" role="status" aria-live="polite">
          {pricePending ? runtime.model.funnel.priceSummary.pending : updating > 0 ? 'Updating your price…' : announcement}
        </p>
      </section>

      {extras.length > 0 ? (
        <fieldset className="quote-section quote-extras">
          <legend className="quote-heading">Add extras</legend>
          <div className="choice-group">
            {extras.map((extra) => {
              const id = `${ids}-extra-${extra.partNumber}`;
              return (
                <label className="choice quote-extra" key={extra.partNumber} htmlFor={id}>
                  <input
                    type="checkbox"
                    id={id}
                    checked={chosenExtras.has(extra.partNumber)}
                    onChange={(event) => onExtra(extra, event.target.checked)}
                  />
                  <span className="quote-extra-name">{extra.description || extra.partType}</span>
                  <span className="quote-extra-price">{toMoney(extra.sellingPrice)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      <form className="quote-section quote-promo" noValidate onSubmit={(event) => void onPromo(event)}>
        <div className="field" data-invalid={promoIsInvalid ? 'true' : undefined}>
          <label className="field-label" htmlFor={`${ids}-promo`}>
            Promo code
          </label>
          <div className="quote-promo-row">
            <input
              ref={promoInputRef}
              id={`${ids}-promo`}
              name="promoCode"
              className="input"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={60}
              value={promoCode}
              onChange={(event) => {
                setPromoCode(event.target.value);
                setPromoInputError(null);
              }}
              aria-invalid={promoIsInvalid ? true : undefined}
              aria-describedby={promoInputError || promoMessage?.style === 'danger' ? promoErrorId : undefined}
              data-focus-target=""
            />
            <button type="submit" className="button button-secondary">
              Apply
            </button>
          </div>
          {promoInputError ? (
            <div className="field-error" id={promoErrorId}>
              <p>{promoInputError}</p>
            </div>
          ) : null}
        </div>
        <div className="quote-promo-messages">
          {promoMessage ? (
            <div
              className={`alert alert-${promoMessage.style} quote-promo-message${promoFading ? ' is-fading' : ''}`}
              role={promoMessage.style === 'danger' ? 'alert' : 'status'}
              id={promoMessage.style === 'danger' ? promoErrorId : undefined}
            >
              <p className="alert-text">
                <strong className="quote-promo-headline">{promoMessage.headline}</strong> {promoMessage.text}
              </p>
              {promoMessage.dismissible ? (
                <button
                  type="button"
                  className="alert-dismiss"
                  aria-label={`Dismiss: ${promoMessage.headline}`}
                  onClick={() => setPromoMessage(null)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        {promos.length > 0 ? (
          <p className="field-help">
            Promo codes on your order: <strong>{promos.join(', ')}</strong>
          </p>
        ) : null}
        {inactivePromos.length > 0 ? (
          <p className="field-help">Kept for later, applied when your order qualifies: {inactivePromos.join(', ')}</p>
        ) : null}
      </form>

      <form className="quote-section" noValidate onSubmit={(event) => void onContinue(event)}>
        <div className="field" data-invalid={paymentError ? 'true' : undefined}>
          <fieldset className="choice-group" aria-describedby={paymentError ? `${paymentName}-error` : undefined}>
            <legend className="field-label">How would you like to pay?</legend>
            {paymentChoices.map((choice, index) => {
              const id = `${paymentName}-${index}`;
              // SPEC §4–§6 NoComp: insurance does not pay for glass, so its choice is shown disabled, saying why.
              const isRefused = choice.value === true && isNoComp;
              const focusTarget = isInsurance === null ? index === 0 : isInsurance === choice.value;
              return (
                <label className="choice" key={id} htmlFor={id}>
                  <input
                    type="radio"
                    id={id}
                    name={paymentName}
                    checked={isInsurance === choice.value}
                    disabled={isRefused}
                    onChange={() => {
                      setIsInsurance(choice.value);
                      setPaymentError(null);
                    }}
                    aria-invalid={paymentError ? true : undefined}
                    aria-describedby={paymentError ? `${paymentName}-error ${id}-help` : `${id}-help`}
                    data-focus-target={focusTarget ? '' : undefined}
                  />
                  <span>
                    {choice.label}
                    <span className="quote-choice-help" id={`${id}-help`}>
                      {isRefused ? noCompHelp : choice.help}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          {paymentError ? (
            <div className="field-error" id={`${paymentName}-error`}>
              <p>{paymentError}</p>
            </div>
          ) : null}
        </div>
        <PageButtons actions={offeredActions} submitting={submitting} onAction={(action) => void submit({}, action.scenario)} />
      </form>
    </div>
  );
}

/**
 * The lines the price will have, as its placeholder shows them (issue #12): each item by name with its parts and labour
 * under it, and under the first the fees folded into it when the order has any (as toPriceSummary words them).
 */
function toPendingLines(items: LineItem[], hasFees: boolean, details: { parts: string; labour: string; fees: string }) {
  return items.map((item, index) => ({
    name: item.description || item.partType,
    details: [details.parts, details.labour, ...(hasFees && index === 0 ? [details.fees] : [])],
  }));
}
