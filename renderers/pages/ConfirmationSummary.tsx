import { useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatMessage } from '../../engine/domain/formatMessage';
import { isRecalPriceHidden } from '../../engine/domain/isRecalPriceHidden';
import type { Order } from '../../engine/domain/state';
import { toPriceLineItems } from '../../engine/domain/toPriceLineItems';
import { toPriceSummary, type PriceSummary } from '../../engine/domain/toPriceSummary';
import { orderConflictAlert } from '../../engine/runtime/guards/submitOrder';
import { BusyContext } from '../app/BusyContext';
import { PageButtons } from '../app/PageButtons';
import { PageProblems } from '../app/PageProblems';
import { usePageSubmit } from '../app/usePageSubmit';
import { useRuntime } from '../app/useRuntime';
import { focusFirstInvalid } from '../form/focusFirstInvalid';
import { usePageState } from '../app/usePageState';
import { confirmationText as text } from './ConfirmationSummaryText';
import type { PageRendererProps } from './PageRendererProps';
import { PriceSummaryList } from './PriceSummaryList';
import type { QuotePricing } from './QuotePageData';
import { WorkAuthorisationForm } from './WorkAuthorisationForm';
import './ConfirmationSummary.css';

/** The amounts the confirmation offers to donate, in whole dollars (the order service takes 1 to 100). */
export const donationAmounts = [1, 5, 10, 25] as const;

/**
 * The confirmation page's renderer (`renderer: confirmation-summary`): the submitted order read from the state's
 * snapshot (`submitted`, kept in the tab's session storage: SPEC §3, §4, the live state is cleared on submission) — the order number, the appointment (where,
 * the day and time), the vehicle and glass, the price (line items, tax, total), the payment and what happens next —
 * an optional work authorisation (the page's action sign, SPEC §7 signature) and an optional donation (the page's
 * action donate, SPEC §7 add donation part) that adds its DONATION_{amount} line to the summary. No Back:
 * the order is submitted and every other page leads here (SPEC §2 global rule 4).
 */
export function ConfirmationSummary({ pageId }: PageRendererProps) {
  const runtime = useRuntime();
  const busy = useContext(BusyContext);
  const state = usePageState(pageId, ['submitted', 'settings']);
  const snapshot = state.submitted;
  const ids = useId();
  const { submit, submitting, pageError } = usePageSubmit(pageId);
  // The page's actions (funnel-config/pages/confirmation.yaml: start a new order).
  const pageActions = (runtime.model.pages[pageId]?.buttons ?? []).filter((action) => runtime.isButtonOffered(pageId, action.scenario));
  const actionButtons =
    pageActions.length > 0 ? <PageButtons actions={pageActions} submitting={submitting} onAction={(action) => void submit({}, action.scenario)} submitLabel={null} /> : null;

  useEffect(() => {
    // The order went through: an earlier "slot no longer available" alert no longer applies.
    if (!snapshot) return;
    for (const alert of runtime.getAlerts().filter((candidate) => candidate.subCategory === orderConflictAlert)) runtime.dismissAlert(alert);
  }, [runtime, snapshot]);

  if (!snapshot) {
    return (
      <div className="page-form confirmation-summary">
        <p>Your order has been placed. Its details are shown in the browser tab where you placed it.</p>
        <PageProblems pageError={pageError} messages={[]} />
        {actionButtons}
      </div>
    );
  }

  const { order } = snapshot;
  const words = runtime.model.funnel.priceSummary;
  const stored = state.user.pageData[pageId]?.pricing as QuotePricing | null | undefined;
  const discountLines = stored?.discountLines ?? [];
  const pricedLines = toPriceLineItems(order.lineItems);
  // Issue #14: the same lines as the quote showed — the fee line as the quote recorded it (SPEC §9 DisplayMSR,
  // order.isMSRFeeApplicable), every amount a line, the tax once with its base, a donation a line of its own.
  const toSummary = (lineItems: Order['lineItems']) =>
    toPriceSummary({
      lineItems,
      discountLines,
      taxState: stored?.taxState ?? '',
      taxRate: stored?.taxRate ?? 0,
      isLaborTaxed: stored?.isLaborTaxed ?? false,
      showFeeLine: order.isMSRFeeApplicable === true,
      hideRecalPrice: isRecalPriceHidden({ isInsurance: order.payment.isInsurance, settings: state.settings, lineItems: pricedLines }),
      config: words,
      formatMoney: text.money,
    });
  const summary = toSummary(order.lineItems);
  const day = text.day(order.schedule.date);
  const time = text.time(order.schedule.startTime, order.schedule.endTime, runtime.model.funnel.timeFormat);
  const place = text.place(order.serviceLocation);
  const isMobile = order.serviceLocation.appointmentType === 'Mobile';
  const contact = order.customer.emailAddress ?? order.customer.phoneNumber;
  const settled = order.settledTenderAmount ?? 0;
  // What is still owed at the appointment (README: a donation on an order paid in advance, or billed to insurance, is
  // owed and shown, never silently left out): the total less what was paid; for insurance, the donations.
  const owed = toOwed(order, summary, settled);
  // Signed before in this tab (confirmation.yaml action sign keeps it with the submitted order).
  const signedName = snapshot.user.pageData[pageId]?.signedName;

  return (
    <div className="page-form confirmation-summary">
      <section className="confirmation-section confirmation-number" aria-labelledby={`${ids}-number`}>
        <h2 id={`${ids}-number`} className="confirmation-heading">
          Your order number
        </h2>
        <p className="confirmation-eon" data-testid="order-number">
          {order.eon}
        </p>
        {order.workOrderNumber ? (
          <p className="field-help">
            Work order <span data-testid="work-order-number">{order.workOrderNumber}</span>
          </p>
        ) : null}
      </section>

      <section className="confirmation-section" aria-labelledby={`${ids}-appointment`}>
        <h2 id={`${ids}-appointment`} className="confirmation-heading">
          Your appointment
        </h2>
        <dl className="confirmation-facts">
          {day ? <Fact term="Day" value={day} /> : null}
          {time ? <Fact term="Time" value={time} /> : null}
          {order.serviceLocation.appointmentType ? <Fact term="Service" value={text.appointment(order.serviceLocation.appointmentType)!} /> : null}
          {place.length > 0 ? <Fact term={isMobile ? 'Address' : 'Shop'} value={place} /> : null}
        </dl>
      </section>

      <section className="confirmation-section" aria-labelledby={`${ids}-vehicle`}>
        <h2 id={`${ids}-vehicle`} className="confirmation-heading">
          Your vehicle and glass
        </h2>
        <dl className="confirmation-facts">
          <Fact term="Vehicle" value={text.vehicle(order.vehicle)} />
          {order.vehicle.vin ? <Fact term="VIN" value={order.vehicle.vin} /> : null}
          <Fact term="Work" value={text.damage(order.damage)} />
        </dl>
      </section>

      <section className="confirmation-section" aria-labelledby={`${ids}-price`}>
        <h2 id={`${ids}-price`} className="confirmation-heading">
          Price
        </h2>
        <PriceSummaryList summary={summary} labels={words} totalTestId="order-total" />
      </section>

      <section className="confirmation-section" aria-labelledby={`${ids}-payment`}>
        <h2 id={`${ids}-payment`} className="confirmation-heading">
          Payment
        </h2>
        <p className="confirmation-payment">{text.payment(order)}</p>
        {settled > 0 || owed > 0 ? (
          <dl className="confirmation-paid">
            {settled > 0 ? (
              <div className="price-total-row">
                <dt>{words.amountPaid}</dt>
                <dd data-testid="amount-paid">{text.money(settled)}</dd>
              </div>
            ) : null}
            {owed > 0 ? (
              <div className="price-total-row confirmation-owed">
                <dt>{words.stillToPay}</dt>
                <dd data-testid="amount-owed">{text.money(owed)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </section>

      <section className="confirmation-section" aria-labelledby={`${ids}-next`}>
        <h2 id={`${ids}-next`} className="confirmation-heading">
          What happens next
        </h2>
        <ol className="confirmation-next">
          {contact ? <li>We'll send your appointment details to {contact}.</li> : null}
          <li>
            {isMobile
              ? `A technician comes to your address${day ? ` on ${day}` : ''}${time ? `, ${time}` : ''}. Please make sure the vehicle is there and we can reach it.`
              : `Bring your vehicle to the shop${day ? ` on ${day}` : ''}${time ? ` at ${time}` : ''}.`}
          </li>
          <li>
            {order.payment.paymentChoice === 'Later'
              ? words.payAtAppointment
              : owed > 0
                ? formatMessage(words.owedAtAppointment, { amount: text.money(owed) })
                : words.nothingMoreToPay}{' '}
            Keep
            your order number {order.eon} in case you need to contact us.
          </li>
        </ol>
      </section>

      <WorkAuthorisationForm
        key={`sign-${order.eon}`}
        name={[order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ')}
        needsRecalibration={order.lineItems.glassParts.some((part) => part.requiresRecalibration)}
        signedBy={typeof signedName === 'string' ? signedName : null}
        onSign={async (authorisation) => {
          const outcome = await busy.track(runtime.runAction(pageId, 'sign', { ...authorisation }));
          if (outcome.type === 'done') return { type: 'signed' };
          if (outcome.type === 'invalid') return { type: 'refused', field: outcome.field, message: outcome.message };
          return { type: 'failed' };
        }}
      />
      <DonationForm
        key={order.eon}
        help={words.donationPaidLater}
        thanks={(amount, total) => formatMessage(words.donationAdded, { amount: text.money(amount), total: text.money(total) })}
        onDonate={async (amount) => {
          const outcome = await busy.track(runtime.runAction(pageId, 'donate', { amount }));
          const updated = runtime.getState().submitted;
          if (outcome.type !== 'done' || !updated) throw new Error('The donation was not added');
          return toSummary(updated.order.lineItems).total;
        }}
      />
      <PageProblems pageError={pageError} messages={[]} />
      {actionButtons}
    </div>
  );
}

/** One fact of the summary: a term and its value, on several lines when it has them. */
function Fact({ term, value }: { term: string; value: string | string[] }) {
  const lines = Array.isArray(value) ? value : [value];
  return (
    <div className="confirmation-fact">
      <dt>{term}</dt>
      <dd>
        {lines.map((line, index) => (
          <span key={index} className="confirmation-fact-line">
            {line}
          </span>
        ))}
      </dd>
    </div>
  );
}

/**
 * The optional donation: an amount to choose (the first invalid choice focused, SPEC §5), then a clear thank-you that
 * takes focus once it is added. A failed call the client does not bail out on (a 404) is told here.
 */
function DonationForm({
  help,
  thanks: toThanks,
  onDonate,
}: {
  /** How the donation is paid (funnel.yaml priceSummary.donationPaidLater). */
  help: string;
  /** The thank-you with the amount and the new total (funnel.yaml priceSummary.donationAdded). */
  thanks(amount: number, total: number): string;
  onDonate(amount: number): Promise<number>;
}) {
  const ids = useId();
  const containerRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(containerRef.current);
  }, [focusRequest]);
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (amount === null) {
      setChoiceError('Choose an amount to donate');
      setFocusRequest((count) => count + 1);
      return;
    }
    setChoiceError(null);
    setPageError(null);
    setSending(true);
    try {
      const total = await onDonate(amount);
      setThanks(toThanks(amount, total));
    } catch {
      setPageError('We could not add your donation. Your order is not affected; you can try again.');
    } finally {
      setSending(false);
    }
  };

  const headingId = `${ids}-donation`;
  if (thanks) {
    return (
      <section className="confirmation-section confirmation-donation" aria-labelledby={headingId}>
        <h2 id={headingId} className="confirmation-heading">
          Donation
        </h2>
        <div ref={thanksRef} tabIndex={-1} className="alert alert-success confirmation-thanks" role="status">
          <p className="alert-text">{thanks}</p>
        </div>
      </section>
    );
  }

  const name = `${ids}-amount`;
  const errorId = `${name}-error`;
  return (
    <form ref={containerRef} className="confirmation-section confirmation-donation" noValidate onSubmit={(event) => void onSubmit(event)}>
      <PageProblems pageError={pageError} messages={choiceError ? [choiceError] : []} />
      <div className="field" data-invalid={choiceError ? 'true' : undefined}>
        <fieldset className="choice-group" aria-describedby={choiceError ? `${errorId} ${name}-help` : `${name}-help`}>
          <legend className="field-label confirmation-heading">Add a donation (optional)</legend>
          <p className="field-help" id={`${name}-help`}>
            Help our community glass-safety programme. {help}
          </p>
          <div className="confirmation-amounts">
            {donationAmounts.map((value, index) => {
              const id = `${name}-${value}`;
              return (
                <label className="choice" key={value} htmlFor={id}>
                  <input
                    type="radio"
                    id={id}
                    name={name}
                    value={value}
                    checked={amount === value}
                    onChange={() => {
                      setAmount(value);
                      setChoiceError(null);
                    }}
                    aria-invalid={choiceError ? true : undefined}
                    data-focus-target={amount === null ? (index === 0 ? '' : undefined) : amount === value ? '' : undefined}
                  />
                  <span>{text.money(value)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {choiceError ? (
          <div className="field-error" id={errorId}>
            <p>{choiceError}</p>
          </div>
        ) : null}
      </div>
      <div className="page-buttons">
        <button type="submit" className="button button-primary" disabled={sending}>
          {amount === null ? 'Donate' : `Donate ${text.money(amount)}`}
        </button>
      </div>
    </form>
  );
}

/**
 * What is still owed at the appointment, in dollars (README "Donation on an order paid in advance"): for an order paid
 * in advance, the total less what was paid (a donation added after paying); for one billed to insurance, its donations
 * (insurance does not pay them); nothing for one paid later (all of it is paid at the appointment).
 */
function toOwed(order: Order, summary: PriceSummary, settled: number): number {
  const cents = (value: number) => Math.round(value * 100);
  if (settled > 0) return Math.max(0, cents(summary.total) - cents(settled)) / 100;
  if (order.payment.paymentChoice === 'Insurance' || order.payment.isInsurance === true) {
    return summary.lines.filter((line) => line.kind === 'donation').reduce((sum, line) => sum + cents(line.amount), 0) / 100;
  }
  return 0;
}
