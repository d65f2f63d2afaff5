/**
 * Contact details and payment headless (SPEC §2 customer-details, payment-method, payment, payment-pia-return; §4
 * payment method choice; §5 contact rules; §8 payment errors; §9 isEmailOptional): the real runtime, API client and
 * sandbox, what the renderers run (the pages' YAML action startPayment, toPaymentChoiceState) and the sandbox's hosted payment pages
 * themselves (GET the page, POST its form, follow its 303 back to payment-pia-return). The visitor reaches the quote
 * through the earlier pages; the schedule's answers (another screen) are written into the state.
 */
import { isSettingOn } from '../../../engine/domain/isSettingOn';
import type { ErrorTransformer, RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { toPaymentChoiceState } from '../../../engine/domain/toPaymentChoiceState';
import type { FunnelState, PaymentChoice } from '../../../engine/domain/state';
import { submittedSnapshotKey } from '../../../engine/domain/toSubmittedSnapshot';
import type { EntryOutcome } from '../../../engine/runtime/createFunnelRuntime';
import { createErrorTransformer } from '../../../renderers/form/createErrorTransformer';
import type { PayInAdvanceChoice } from '../../../engine/domain/toPaymentChoiceState';
import { getPaymentPageData } from '../../../renderers/pages/PaymentHandoffText';
import { createJourney, type Journey, type JourneyStop } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { loadFunnelModel } from '../../harness/loadFunnelModel';
import { loadPrecompiledValidator } from '../../renderers/loadPrecompiledValidator';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

const avalon = { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' };
const windshield = [{ glassLocation: 'Windshield', glassName: 'Front' }];
/** The Avalon's documented quote total at 85016 (api/sandbox/test-values/price-and-account.md). */
const avalonTotal = 578.19;
const ada = { firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com', phoneNumber: '602 555 0123', isSmsOptIn: true };

/** Weekday slots of shop 004101 (Mon–Fri 08:00–17:00, one-hour slots), one per journey so no slot fills up. */
let slotCount = 0;
function nextSlot(): { date: string; startTime: string; endTime: string } {
  const index = slotCount++;
  const day = new Date('2026-12-02T00:00:00Z');
  let weekdays = Math.floor(index / 8);
  while (weekdays > 0 || day.getUTCDay() === 0 || day.getUTCDay() === 6) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) weekdays -= 1;
    day.setUTCDate(day.getUTCDate() + 1);
  }
  const hour = 8 + (index % 8);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { date: day.toISOString().slice(0, 10), startTime: `${pad(hour)}:00`, endTime: `${pad(hour + 1)}:00` };
}

/**
 * A visitor with the Avalon's windshield priced at 85016 (cash), whose schedule answers (shop 004101 in shop, or
 * mobile with its address) are in the state: on customer-details.
 */
async function atCustomerDetails(options: { settings?: Record<string, string | boolean>; mobile?: boolean } = {}): Promise<Journey> {
  const journey = createJourney(sandbox, { now: () => now });
  // The isEmailOptional setting comes from its experiment (SPEC §7): forced to the variation that sets it that way.
  const emailOptional = isSettingOn(options.settings ?? {}, 'isEmailOptional');
  await journey.open('', `?experiments=email-optional:${emailOptional ? 'B' : 'A'}`);
  await journey.submit('vehicle', avalon);
  await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: windshield, willProvideVin: false });
  await journey.submit('estimate', { vinSelection: 'none' });
  expect(await journey.submit('service-zip', { zipCode: '85016' })).toMatchObject({ pageId: 'quote' });
  expect(await journey.submit('quote', { isInsurance: false })).toMatchObject({ pageId: 'schedule' });
  const slot = nextSlot();
  journey.runtime.update((draft) => {
    const location = draft.order.serviceLocation;
    if (options.mobile) {
      location.appointmentType = 'Mobile';
      location.mobile = { address: '2 N Central Ave', address2: null, city: 'Phoenix', state: 'AZ', zipCode: '85016' };
      location.isVehicleProtected = true;
      Object.assign(draft.order.schedule, { ...slot, routeCode: 'AZ-PHX-850', jobMinMinutes: 60, jobMaxMinutes: 90 });
    } else {
      location.appointmentType = 'Inshop';
      location.provider.providerNumber = '004101';
      Object.assign(draft.order.schedule, { ...slot, jobMinMinutes: 60, jobMaxMinutes: 90 });
    }
  });
  expect(await journey.open('customer-details')).toEqual({ pageId: 'customer-details', query: {} });
  return journey;
}

/** On payment-method, having entered Ada's contact details. */
async function atPaymentMethod(options: Parameters<typeof atCustomerDetails>[0] = {}): Promise<Journey> {
  const journey = await atCustomerDetails(options);
  expect(await journey.submit('customer-details', ada)).toEqual({ pageId: 'payment-method', query: {} });
  return journey;
}

/** The payment-method page as its renderer submits a choice (SPEC §4: the choice with its pay-in-advance fields). */
const choose = (journey: Journey, choice: PaymentChoice) => journey.submit('payment-method', { ...toPaymentChoiceState(choice) });

/**
 * Opens a route as the browser does: redirects followed, and a reload (SPEC §2 payment-method on return from
 * payment) entered again, as the reloaded page does.
 */
async function visit(journey: Journey, route: string, search = ''): Promise<JourneyStop & { reloads: number }> {
  let outcome: EntryOutcome = await journey.runtime.enterRoute(route, search);
  let pageId = route;
  let query: Record<string, string> = {};
  let reloads = 0;
  for (let hops = 0; hops < 12; hops += 1) {
    if (outcome.type === 'render') return { pageId: outcome.pageId, query, reloads };
    if (outcome.type === 'external') throw new Error(`Left for ${outcome.url}`);
    if (outcome.type === 'reload') reloads += 1;
    else {
      pageId = outcome.to;
      query = outcome.query;
    }
    const next = new URLSearchParams(query).toString();
    outcome = await journey.runtime.enter(pageId, next ? `?${next}` : '');
  }
  throw new Error(`Redirect loop ending at ${pageId}`);
}

/**
 * The order and user as submitted: confirmation's submitted-state snapshot in session storage once the order went in
 * (SPEC §3, §4: the live state is then cleared), else the live state.
 */
function submitted(journey: Journey): Pick<FunnelState, 'order' | 'user'> {
  const stored = journey.ports.sessionStorage.get(submittedSnapshotKey);
  return stored ? (JSON.parse(stored) as Pick<FunnelState, 'order' | 'user'>) : journey.runtime.getState();
}

/** What a payer does on a hosted page: the form fields posted with its button. */
type HostedForm = Record<string, string>;
const visa = { firstName: 'Ada', lastName: 'Lovelace', cardNumber: '4111 1111 1111 1111', expMonth: '12', expYear: '2030', cvc: '123', zip: '85016', action: 'pay' };

/**
 * Pays (or fails, or cancels) on the sandbox's hosted page at `url`, as a browser would: GET the page, POST its form,
 * and return the query the 303 sends back to /fmg/payment-pia-return.
 */
async function payOnHostedPage(url: string, form: HostedForm): Promise<string> {
  const page = await sandbox.app.inject({ method: 'GET', url });
  expect(page.statusCode, page.body).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  if (!action) throw new Error(`No payment form on ${url}`);
  const posted = await sandbox.app.inject({
    method: 'POST',
    url: action.replace(/&amp;/g, '&'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  expect(posted.statusCode, posted.body).toBe(303);
  const location = new URL(String(posted.headers.location), 'http://sandbox.test');
  expect(location.pathname).toBe('/fmg/payment-pia-return');
  return location.search;
}

/** The page's YAML action startPayment, as the payment renderers run it: where the browser goes, or why not. */
async function prepareHostedPayment(journey: Journey, pageId: string, method: PayInAdvanceChoice) {
  const outcome = await journey.runtime.runAction(pageId, 'startPayment', { method });
  if (outcome.type === 'external') {
    const { amount } = getPaymentPageData(journey.runtime.getState().user.pageData, pageId);
    return { type: 'ready' as const, method, amount, url: outcome.url };
  }
  return { type: 'failed' as const, message: outcome.type === 'invalid' ? outcome.message : JSON.stringify(outcome) };
}

/** From payment-method with `choice` to the hosted page (payment's hand-off, or PayPal's from payment-method), paid with `form`. */
async function payWith(journey: Journey, choice: 'CreditCard' | 'Afterpay' | 'ApplePay' | 'Paypal', form: HostedForm) {
  let pageId = 'payment-method';
  if (choice !== 'Paypal') {
    expect(await choose(journey, choice)).toEqual({ pageId: 'payment', query: {} });
    pageId = 'payment';
  }
  const handoff = await prepareHostedPayment(journey, pageId, choice);
  if (handoff.type !== 'ready') throw new Error(handoff.message);
  const returned = await payOnHostedPage(handoff.url, form);
  return { handoff, returned, stop: await visit(journey, 'payment-pia-return', returned) };
}

describe('customer-details (SPEC §2, §5)', () => {
  it('keeps the contact details, goes forward to payment-method and shows them again on the way back', async () => {
    const journey = await atCustomerDetails();
    expect(await journey.submit('customer-details', ada)).toEqual({ pageId: 'payment-method', query: {} });
    expect(journey.runtime.getState().order.customer).toMatchObject(ada);
    expect(await journey.act('payment-method', 'back')).toEqual({ pageId: 'customer-details', query: {} });
    expect(journey.runtime.getFormData('customer-details')).toMatchObject(ada);
    expect(journey.bailOuts).toEqual([]);
  });

  it.each([
    ['schedule for a shop appointment', false, 'schedule'],
    ['mobile-details for mobile service', true, 'mobile-details'],
  ])('back goes to %s', async (_name, mobile, pageId) => {
    const journey = await atCustomerDetails({ mobile });
    expect(await journey.act('customer-details', 'back')).toMatchObject({ pageId });
    expect(journey.bailOuts).toEqual([]);
  });

  it('Continue goes to payment-method, where paying now or later is chosen', async () => {
    const journey = await atCustomerDetails();
    expect(await journey.submit('customer-details', ada)).toEqual({ pageId: 'payment-method', query: {} });
  });

  it.each([
    ['an empty phone', { phoneNumber: '' }, { emailAddress: 'ada@example.com', phoneNumber: null }],
    ['an empty email (the setting allows it)', { emailAddress: '' }, { emailAddress: null, phoneNumber: '602 555 0123' }],
    ['a phone never typed', { phoneNumber: undefined }, { phoneNumber: null }],
  ])('saves %s as null (SPEC §5)', async (_name, change, saved) => {
    const journey = await atCustomerDetails({ settings: { isEmailOptional: true } });
    await journey.submit('customer-details', { ...ada, ...change });
    expect(journey.runtime.getState().order.customer).toMatchObject(saved);
  });

  it('shows the email and phone of an external link when the order has none, and never overwrites what was typed (SPEC §5)', async () => {
    const journey = await atCustomerDetails();
    journey.runtime.update((draft) => {
      draft.external.customer = { emailAddress: 'link@example.com', phoneNumber: '480 555 0199' };
    });
    expect(await journey.open('customer-details')).toMatchObject({ pageId: 'customer-details' });
    expect(journey.runtime.getFormData('customer-details')).toMatchObject({ emailAddress: 'link@example.com', phoneNumber: '480 555 0199' });
    await journey.submit('customer-details', { ...ada, emailAddress: 'typed@example.com' });
    await journey.act('payment-method', 'back');
    expect(journey.runtime.getFormData('customer-details')).toMatchObject({ emailAddress: 'typed@example.com', phoneNumber: '602 555 0123' });
  });
});

describe('customer-details form check, isEmailOptional both ways (SPEC §5, §9)', () => {
  const page = createJourneyModelPage();
  const schema = page.schema;
  const validator = loadPrecompiledValidator(schema);
  const transformErrors: ErrorTransformer = createErrorTransformer(schema, page.uiSchema);

  /** The form's problems as the page shows them (field → messages), for what was typed over the form data on entry. */
  async function problems(settings: Record<string, string | boolean>, typed: Record<string, unknown>) {
    const journey = await atCustomerDetails({ settings });
    const formData = { ...journey.runtime.getFormData('customer-details'), ...typed };
    const { errors } = validator.validateFormData(formData, schema, undefined, transformErrors, page.uiSchema);
    return errors.map((error) => `${(error.property ?? '').replace(/^\./, '')}: ${error.message}`);
  }

  it.each<[string, Record<string, string | boolean>, Record<string, unknown>, string[]]>([
    ['setting absent: email required', {}, { ...ada, emailAddress: undefined }, ['emailAddress: Email is required']],
    ['setting false: email required', { isEmailOptional: false }, { ...ada, emailAddress: undefined }, ['emailAddress: Email is required']],
    ['setting "false": email required', { isEmailOptional: 'false' }, { ...ada, emailAddress: undefined }, ['emailAddress: Email is required']],
    ['setting true: email may be empty', { isEmailOptional: true }, { ...ada, emailAddress: undefined }, []],
    ['setting "True" (text): email may be empty', { isEmailOptional: 'True' }, { ...ada, emailAddress: undefined }, []],
    ['setting true, no email and no phone: a phone is needed', { isEmailOptional: true }, { ...ada, emailAddress: undefined, phoneNumber: undefined, isSmsOptIn: false }, ['phoneNumber: Mobile phone number is required']],
    ['email given, no phone: fine', {}, { ...ada, phoneNumber: undefined, isSmsOptIn: false }, []],
    ['text updates without a phone', {}, { ...ada, phoneNumber: undefined, isSmsOptIn: true }, ['phoneNumber: Mobile phone number is required']],
    ['a phone of the wrong shape', {}, { ...ada, phoneNumber: '555-0123' }, ['phoneNumber: Enter a valid Mobile phone number']],
    ['an email of the wrong shape', {}, { ...ada, emailAddress: 'ada@' }, ['emailAddress: Enter a valid Email']],
    ['names missing', {}, { ...ada, firstName: undefined, lastName: undefined }, ['firstName: First name is required', 'lastName: Last name is required']],
    ['every phone spelling', {}, { ...ada, phoneNumber: '(602) 555-0123' }, []],
  ])('%s', async (_name, settings, typed, expected) => {
    expect(await problems(settings, typed)).toEqual(expected);
  });
});

describe('payment-method (SPEC §2, §4 payment method choice)', () => {
  it.each<[PaymentChoice, string, { paymentChoice: PaymentChoice; isPia: boolean | null; piaType: PaymentChoice | null }]>([
    ['Later', 'confirmation', { paymentChoice: 'Later', isPia: false, piaType: null }],
    ['CreditCard', 'payment', { paymentChoice: 'CreditCard', isPia: true, piaType: 'CreditCard' }],
    ['Afterpay', 'payment', { paymentChoice: 'Afterpay', isPia: true, piaType: 'Afterpay' }],
    ['ApplePay', 'payment', { paymentChoice: 'ApplePay', isPia: true, piaType: 'ApplePay' }],
    // SPEC §4: a PayPal choice that reaches payment becomes CreditCard on entry.
    ['Paypal', 'payment', { paymentChoice: 'CreditCard', isPia: true, piaType: 'CreditCard' }],
  ])('%s goes to %s with its pay-in-advance fields', async (choice, pageId, payment) => {
    const journey = await atPaymentMethod();
    expect(await choose(journey, choice)).toEqual({ pageId, query: {} });
    expect(submitted(journey).order.payment).toMatchObject(payment);
    expect(journey.bailOuts).toEqual([]);
  });

  it('insurance goes to insurance-company, the order now in the insurance flow (its cash choice reset, SPEC §4)', async () => {
    const journey = await atPaymentMethod();
    expect(await choose(journey, 'Insurance')).toEqual({ pageId: 'insurance-company', query: {} });
    expect(journey.runtime.getState().order.payment).toMatchObject({ isInsurance: true, paymentChoice: 'none', isPia: null, piaType: null });
    expect(await journey.act('insurance-company', 'back')).toMatchObject({ pageId: 'quote' });
    expect(journey.bailOuts).toEqual([]);
  });

  it('back goes to customer-details', async () => {
    const journey = await atPaymentMethod();
    expect(await journey.act('payment-method', 'back')).toEqual({ pageId: 'customer-details', query: {} });
  });

  it('pay later reaches confirmation', async () => {
    const journey = await atPaymentMethod();
    expect(await choose(journey, 'Later')).toEqual({ pageId: 'confirmation', query: {} });
    expect(journey.runtime.getState().session.isSubmitted).toBe(true);
    expect(submitted(journey).order).toMatchObject({ eon: expect.stringMatching(/^EON/), customer: ada, payment: { paymentChoice: 'Later', isPia: false } });
    expect(journey.bailOuts).toEqual([]);
  });
});

describe('payment (SPEC §2, §4)', () => {
  it('back goes to payment-method, which reloads once on return from payment (SPEC §2 route guards)', async () => {
    const journey = await atPaymentMethod();
    await choose(journey, 'CreditCard');
    const back = await journey.runtime.submit('payment', {}, 'back');
    expect(back).toMatchObject({ type: 'navigate', to: 'payment-method' });
    expect(await visit(journey, 'payment-method')).toEqual({ pageId: 'payment-method', query: {}, reloads: 1 });
  });

  it.each([
    ['forward', 'confirmation', {}],
    ['piaError', 'payment-method', { piaError: 'true' }],
  ])('%s goes to %s', async (scenario, to, query) => {
    const journey = await atPaymentMethod();
    await choose(journey, 'CreditCard');
    expect(await journey.runtime.submit('payment', {}, scenario)).toMatchObject({ type: 'navigate', to, query });
  });

  it('hands a card payment to the hosted card page for the quote total, referenced by the saved session', async () => {
    const journey = await atPaymentMethod();
    await choose(journey, 'CreditCard');
    const handoff = await prepareHostedPayment(journey, 'payment', 'CreditCard');
    const reference = journey.runtime.getState().user.savedSessionId;
    expect(reference).toBeTruthy();
    expect(handoff).toEqual({
      type: 'ready',
      method: 'CreditCard',
      amount: avalonTotal,
      url: `/sandbox/pay/card?amount=${avalonTotal}&reference=${reference}`,
    });
  });

  it('cannot hand off an order with nothing priced', async () => {
    const journey = await atPaymentMethod();
    await choose(journey, 'CreditCard');
    journey.runtime.update((draft) => {
      draft.user.pageData.quote = { pricing: null };
      draft.order.lineItems.glassParts = [];
      draft.order.lineItems.supportingItems = [];
    });
    // The amount is worked out as the page is entered (payment.yaml load).
    expect(await journey.open('payment')).toMatchObject({ pageId: 'payment' });
    expect(await prepareHostedPayment(journey, 'payment', 'CreditCard')).toMatchObject({ type: 'failed', message: expect.stringMatching(/amount/) });
  });
});

describe('through the hosted payment pages and back (SPEC §2 payment-pia-return, §3 tokens, §8 payment errors)', () => {
  it('a card paid with 4111 1111 1111 1111 reaches confirmation with the card token and never the card number', async () => {
    const journey = await atPaymentMethod();
    const { returned, stop } = await payWith(journey, 'CreditCard', visa);
    expect(stop).toEqual({ pageId: 'confirmation', query: {}, reloads: 0 });
    const state = submitted(journey);
    expect(state.order.eon).toMatch(/^EON/);
    expect(state.order.payment).toMatchObject({
      paymentChoice: 'CreditCard',
      isPia: true,
      piaType: 'CreditCard',
      paypalToken: null,
      ccToken: { cardType: 'Visa', lastFour: '1111', referenceNumber: state.user.savedSessionId, billToPostalCode: '85016', subscriptionId: expect.any(String) },
    });
    expect(returned).not.toContain('4111111111111111');
    expect(JSON.stringify(state)).not.toMatch(/4111 ?1111 ?1111 ?1111/);
    expect(JSON.stringify(journey.runtime.getState())).not.toMatch(/4111 ?1111 ?1111 ?1111/);
    // Consumed once (SPEC §2): nothing of the return is left for the next one.
    expect(journey.runtime.getState().query).toEqual({});
    expect(journey.bailOuts).toEqual([]);
  });

  it('PayPal, handed off from payment-method, reaches confirmation with its token', async () => {
    const journey = await atPaymentMethod();
    const { handoff, stop } = await payWith(journey, 'Paypal', { email: 'ada@example.com', action: 'pay' });
    expect(handoff).toMatchObject({ type: 'ready', url: expect.stringMatching(/^\/sandbox\/pay\/paypal\?amount=578\.19&reference=/) });
    expect(stop.pageId).toBe('confirmation');
    const state = submitted(journey);
    expect(state.order.eon).toMatch(/^EON/);
    expect(state.order.payment).toMatchObject({ paymentChoice: 'Paypal', isPia: true, piaType: 'Paypal', paypalToken: expect.stringMatching(/^EC-/) });
    expect(state.order.payment.ccToken.subscriptionId).toBeNull();
    expect(state.user.pageData['payment-pia-return']).toMatchObject({ outcome: 'success', method: 'Paypal', payerId: expect.any(String) });
  });

  it.each([
    ['Afterpay', { email: 'ada@example.com', action: 'approve' }, /^002\./],
    ['ApplePay', { action: 'pay' }, /^APPLEPAY-/],
  ] as const)('%s reaches confirmation with its own token, not as a PayPal token', async (method, form, token) => {
    const journey = await atPaymentMethod();
    const { stop } = await payWith(journey, method, form);
    expect(stop.pageId).toBe('confirmation');
    const state = submitted(journey);
    expect(state.order.eon).toMatch(/^EON/);
    expect(state.order.payment).toMatchObject({ paymentChoice: method, piaType: method, paypalToken: null });
    expect(state.user.pageData['payment-pia-return']).toMatchObject({ outcome: 'success', method, token: expect.stringMatching(token) });
  });

  it.each([
    ['PIA_ERROR (card provider error)', 'CreditCard', { ...visa, cardNumber: '4000 0000 0000 0119' }, 'payment-method', { piaError: 'true' }, 1],
    ['PIA_ERROR (PayPal login fails)', 'Paypal', { email: 'fail@example.com', action: 'pay' }, 'payment-method', { piaError: 'true' }, 0],
    ['PIA_CC_ERROR (card declined)', 'CreditCard', { ...visa, cardNumber: '4000 0000 0000 0002' }, 'payment', { piaErrorType: 'CreditCard' }, 0],
    ['PIA_APPLE_ERROR (Apple Pay fails)', 'ApplePay', { action: 'fail' }, 'payment', { piaErrorType: 'ApplePay' }, 0],
    ['PIA_AFTERPAY_ERROR (Afterpay declines)', 'Afterpay', { email: 'decline@example.com', action: 'approve' }, 'payment', { piaErrorType: 'Afterpay' }, 0],
  ] as const)('%s with %s: back to the page SPEC §2 names', async (_name, method, form, pageId, query, reloads) => {
    const journey = await atPaymentMethod();
    const { stop } = await payWith(journey, method, form);
    expect(stop).toEqual({ pageId, query, reloads });
    const state = journey.runtime.getState();
    expect(state.session.isSubmitted).toBe(false);
    expect(state.user.pageData['payment-pia-return']).toMatchObject({ cancelled: false });
    expect(state.order.payment.ccToken.subscriptionId).toBeNull();
    expect(state.order.payment.paypalToken).toBeNull();
    expect(journey.bailOuts).toEqual([]);
  });

  it('a payer who cancels on the card page comes back to payment, noted as cancelled, and can pay again', async () => {
    const journey = await atPaymentMethod();
    const { stop } = await payWith(journey, 'CreditCard', { action: 'cancel' });
    expect(stop).toEqual({ pageId: 'payment', query: { piaErrorType: 'CreditCard' }, reloads: 0 });
    expect(journey.runtime.getState().user.pageData['payment-pia-return']).toMatchObject({ outcome: 'PIA_CC_ERROR', cancelled: true });
    const again = await prepareHostedPayment(journey, 'payment', 'CreditCard');
    if (again.type !== 'ready') throw new Error(again.message);
    expect(await visit(journey, 'payment-pia-return', await payOnHostedPage(again.url, visa))).toMatchObject({ pageId: 'confirmation' });
  });
});

/** The customer-details form as funnel-config declares it (schema and uiSchema the browser validates with). */
function createJourneyModelPage(): { schema: RJSFSchema; uiSchema: UiSchema } {
  const fields = loadFunnelModel().pages['customer-details']?.fields;
  if (!fields) throw new Error('customer-details has no fields');
  return { schema: fields.schema as RJSFSchema, uiSchema: (fields.uiSchema ?? {}) as UiSchema };
}
