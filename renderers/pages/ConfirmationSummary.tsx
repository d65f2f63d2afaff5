import { useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LineItem } from '../../engine/domain/state';
import { toOrderTotals } from '../../engine/domain/toOrderTotals';
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
import { toHiddenFeesText } from './toHiddenFeesText';
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
  const state = usePageState(pageId, ['submitted']);
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
  const stored = state.user.pageData[pageId]?.discountLines;
  const discountLines = (Array.isArray(stored) ? stored : []) as LineItem[];
  const totals = toOrderTotals(order.lineItems, discountLines);
  const day = text.day(order.schedule.date);
  const time = text.time(order.schedule.startTime, order.schedule.endTime);
  const place = text.place(order.serviceLocation);
  const isMobile = order.serviceLocation.appointmentType === 'Mobile';
  const contact = order.customer.emailAddress ?? order.customer.phoneNumber;
  const settled = order.settledTenderAmount ?? 0;
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
        {totals.lines.length > 0 ? (
          <ul className="confirmation-lines">
            {totals.lines.map((line, index) => (
              <li className="confirmation-line" key={`${line.id ?? line.partNumber}-${index}`} data-part-number={line.partNumber}>
                <span className="confirmation-line-name">{line.description || line.partType}</span>
                <span className="confirmation-line-price">{text.money(line.sellingPrice)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="confirmation-totals">
          <div className="confirmation-total-row">
            <dt>Subtotal</dt>
            <dd>{text.money(totals.subTotal)}</dd>
          </div>
          <div className="confirmation-total-row">
            <dt>Sales tax</dt>
            <dd>{text.money(totals.salesTax)}</dd>
          </div>
          <div className="confirmation-total-row confirmation-total">
            <dt>Total</dt>
            <dd data-testid="order-total">{text.money(totals.total)}</dd>
          </div>
        </dl>
        {totals.hasHiddenFees ? <p className="field-help">{toHiddenFeesText(order.lineItems.supportingItems)}</p> : null}
      </section>

      <section className="confirmation-section" aria-labelledby={`${ids}-payment`}>
        <h2 id={`${ids}-payment`} className="confirmation-heading">
          Payment
        </h2>
        <p className="confirmation-payment">{text.payment(order)}</p>
        {settled > 0 ? <p className="field-help">Amount paid: {text.money(settled)}</p> : null}
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
            {order.payment.paymentChoice === 'Later' ? 'Pay when the work is done.' : 'There is nothing more to pay unless the work changes.'} Keep
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
        onDonate={async (amount) => {
          const outcome = await busy.track(runtime.runAction(pageId, 'donate', { amount }));
          const updated = runtime.getState().submitted;
          if (outcome.type !== 'done' || !updated) throw new Error('The donation was not added');
          return toOrderTotals(updated.order.lineItems, discountLines).total;
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
function DonationForm({ onDonate }: { onDonate(amount: number): Promise<number> }) {
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
      setThanks(`Thank you! Your ${text.money(amount)} donation has been added to your order. Your new total is ${text.money(total)}.`);
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
            Help our community glass-safety programme. The donation is added to your order and paid the same way.
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
