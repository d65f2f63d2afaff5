import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createInitialOrder, createInitialState, createInitialUser, type Order } from '../../engine/domain/state';
import { submittedSnapshotKey, type SubmittedSnapshot } from '../../engine/domain/toSubmittedSnapshot';
import { createFunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { RuntimeContext } from '../../renderers/app/RuntimeContext';
import { ConfirmationSummary } from '../../renderers/pages/ConfirmationSummary';
import { createMemoryPorts, fail, type FakeAnswer } from '../../engine/cli/journeys/createMemoryPorts';
import { createLineItem } from '../fixtures/createLineItem';
import { configuredPage, createTestModel, renderEnteredPage, renderPage } from './createTestRuntime';
import type { OperationName } from '../../engine/domain/operations';

/** The tab's session storage the next render starts with. */
const tabSession: Record<string, string> = {};
beforeEach(() => {
  for (const key of Object.keys(tabSession)) delete tabSession[key];
});
afterEach(cleanup);

/**
 * funnel-config/pages/confirmation.yaml (its `load` keeps the quote's discount lines, its action donate adds a
 * donation): a renderer, no Back; "Start a new order" (here to `next`).
 */
const confirmation = configuredPage('confirmation', { navigation: { newOrder: [{ to: 'next' }] } });
const model = createTestModel([confirmation]);

const windshield = createLineItem('WINDSHIELD', { id: 'Windshield-Front', partNumber: 'FW88750GT', description: 'Avalon windshield', kitPrice: 375.31, laborAmount: 145, sellingPrice: 520.31, salesTax: 21.02 });
// The fees as the tax service taxes them, each line rounded: 5.6% of $29.95 and of $4.95 (1.68 + 0.28 = 1.96, where
// 5.6% of their $34.90 would be 1.95).
const installKit = createLineItem('REPLACE FEE', { partNumber: 'INSTALL-KIT-W', description: 'Installation kit', kitPrice: 29.95, sellingPrice: 29.95, salesTax: 1.68 });
const recycling = createLineItem('RECYCLE FEE', { partNumber: 'RECYCLE-LAMINATED', description: 'Glass recycling', kitPrice: 4.95, sellingPrice: 4.95, salesTax: 0.28 });
const discount = createLineItem('PROMO DISCOUNT', { partNumber: 'DSC-GENERIC-01', description: 'SAVE20: 20% off', sellingPrice: -20, salesTax: 0 });

/** A submitted shop order paid later (the snapshot the submitOrder guard keeps); `recipe` changes its order. */
function storeSnapshot(recipe: (order: Order) => void = () => {}, discountLines: unknown[] = []): SubmittedSnapshot {
  const order = createInitialOrder();
  Object.assign(order, { eon: 'EON100001', workOrderNumber: 'WO10000001', workOrderId: '10000001' });
  Object.assign(order.vehicle, { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan', carId: 1240258624 });
  order.damage.isRepair = false;
  order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
  Object.assign(order.serviceLocation, { zipCode: '85016', state: 'AZ', appointmentType: 'Inshop' });
  order.serviceLocation.provider = {
    providerNumber: '004101',
    address: { streetAddress: '2150 E Camelback Rd', city: 'Phoenix', state: 'AZ', zipCode: '85016', zipCodeCtu: null },
  };
  Object.assign(order.schedule, { date: '2026-12-03', startTime: '14:00', endTime: null });
  Object.assign(order.customer, { firstName: 'Pat', lastName: 'Doe', emailAddress: 'pat@example.com' });
  Object.assign(order.payment, { paymentChoice: 'Later', isInsurance: false });
  order.lineItems.glassParts = [windshield];
  order.lineItems.supportingItems = [installKit, recycling];
  recipe(order);
  const user = createInitialUser();
  user.savedSessionId = 'session-1';
  user.pageData.quote = { pricing: { discountLines, taxState: 'AZ', taxRate: 5.6, isLaborTaxed: false } };
  const snapshot = { order, user, submittedAt: '2026-12-01T09:00:00.000Z' };
  tabSession[submittedSnapshotKey] = JSON.stringify(snapshot);
  return snapshot;
}

const donationAnswer: FakeAnswer = (params: Record<string, unknown>) => ({
  eon: 'EON100001',
  lineItem: createLineItem('DONATION', { id: 'donation-1', partNumber: `DONATION_${params.donationAmount}`, sellingPrice: Number(params.donationAmount) }),
  supportingItems: [],
});

/** The confirmation entered (its `load` run) in a tab whose session storage holds `tabSession`, then shown. */
function renderConfirmation(answers: Partial<Record<OperationName, FakeAnswer>> = { 'order.addDonationPart': donationAnswer }) {
  return renderEnteredPage(model, <ConfirmationSummary pageId="confirmation" />, { answers, session: tabSession });
}

const section = (name: string) => screen.getByRole('region', { name });
const total = () => screen.getByTestId('order-total').textContent;

/** Dollars as shown ($1,234.50, −$80.00) → a number. */
const toAmount = (text: string | null | undefined) => Number((text ?? '').replace('−', '-').replace(/[$,]/g, ''));
const cents = (value: number) => Math.round(value * 100);

/**
 * The price as the visitor reads it (issue #14): every visible line's amount, subtotal, tax and total; checks that the
 * lines add up to the subtotal and subtotal plus tax to the total, to the cent.
 */
function readPrice() {
  const price = section('Price');
  const lines = within(price).queryAllByTestId('price-line-amount').map((amount) => toAmount(amount.textContent));
  const subtotal = toAmount(within(price).getByTestId('price-subtotal').textContent);
  const tax = toAmount(within(price).getByTestId('price-tax').textContent);
  const shownTotal = toAmount(total());
  expect(cents(subtotal)).toBe(lines.reduce((sum, amount) => sum + cents(amount), 0));
  expect(cents(shownTotal)).toBe(cents(subtotal) + cents(tax));
  return { lines, subtotal, tax, total: shownTotal };
}

describe('ConfirmationSummary: the order summary from the snapshot', () => {
  it('shows the order number, the appointment, the vehicle and glass, the price and the payment; no Back', async () => {
    storeSnapshot();
    await renderConfirmation();
    expect((await screen.findByTestId('order-number')).textContent).toBe('EON100001');
    expect(screen.getByTestId('work-order-number').textContent).toBe('WO10000001');
    const appointment = section('Your appointment');
    expect(appointment.textContent).toContain('Thursday, December 3, 2026');
    expect(appointment.textContent).toContain('14:00');
    expect(appointment.textContent).toContain('At the shop, while you wait');
    expect(appointment.textContent).toContain('2150 E Camelback Rd');
    expect(appointment.textContent).toContain('Phoenix, AZ 85016');
    const vehicle = section('Your vehicle and glass');
    expect(vehicle.textContent).toContain('2012 Toyota Avalon 4 Door Sedan');
    expect(vehicle.textContent).toContain('Windshield replacement');
    const price = section('Price');
    // A fee is not an item of the list (SPEC §5): without DisplayMSR it is folded into the glass line, its amount shown.
    const glass = within(price).getByText('Avalon windshield').closest('li')!;
    expect(glass.textContent).toBe('Avalon windshield$555.21Glass and parts$375.31Labour$145.00Service, supplies and disposal fees$34.90');
    expect(within(price).queryByText('Installation kit')).toBeNull();
    // Taxed and rounded line by line the tax is $22.98, a cent more than 5.6% of $410.21: each item's tax is listed,
    // a fee under the fees' name (SPEC §5 fee filtering).
    expect(price.textContent).not.toContain('of $410.21');
    expect(price.textContent).toContain(
      'Sales tax (AZ, 5.6% of each taxed item)$22.98' +
        '5.6% of $375.31 (Avalon windshield)$21.02' +
        '5.6% of $29.95 (Service, supplies and disposal fees)$1.68' +
        '5.6% of $4.95 (Service, supplies and disposal fees)$0.28',
    );
    expect(readPrice()).toEqual({ lines: [555.21], subtotal: 555.21, tax: 22.98, total: 578.19 });
    expect(section('Payment').textContent).toContain('You pay at your appointment.');
    expect(section('What happens next').textContent).toContain('pat@example.com');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it.each([
    {
      name: 'mobile service at the customer address, paid by card',
      recipe: (order: Order) => {
        order.serviceLocation.appointmentType = 'Mobile';
        Object.assign(order.serviceLocation.mobile, { address: '12 Elm St', address2: 'Unit 4', city: 'Tempe', state: 'AZ', zipCode: '85281' });
        Object.assign(order.schedule, { startTime: '08:00', endTime: '12:00' });
        order.payment.paymentChoice = 'CreditCard';
        Object.assign(order.payment.ccToken, { subscriptionId: 'SUB-1', cardType: 'Visa', lastFour: '1111' });
        order.settledTenderAmount = 578.19;
      },
      texts: ['Mobile service: we come to you', '12 Elm St', 'Unit 4', 'Tempe, AZ 85281', '08:00–12:00', 'Paid by Visa card ending in 1111.', 'Amount paid$578.19', 'There is nothing more to pay', 'A technician comes to your address'],
    },
    {
      name: 'a windshield repair with chips, dropped off',
      recipe: (order: Order) => {
        order.damage = { ...order.damage, isRepair: true, numberOfChips: 2, glassToReplace: [] };
        order.serviceLocation.appointmentType = 'Dropoff';
      },
      texts: ['Windshield repair (2 chips)', 'Drop-off at the shop', 'Bring your vehicle to the shop'],
    },
  ])('$name', async ({ recipe, texts }) => {
    storeSnapshot(recipe);
    await renderConfirmation();
    await screen.findByTestId('order-number');
    for (const text of texts) expect(document.body.textContent).toContain(text);
  });

  it.each([
    { isMSRFeeApplicable: false, lines: [595.16] },
    { isMSRFeeApplicable: true, lines: [520.31, 74.85] },
  ])('mobile service, the quote recorded DisplayMSR $isMSRFeeApplicable: the fees (the mobile fee among them) as the quote showed them', async ({ isMSRFeeApplicable, lines }) => {
    const mobileFee = createLineItem('MOBILE FEE', { partNumber: 'MOBILE-FEE', description: 'Mobile service', laborAmount: 39.95, sellingPrice: 39.95 });
    storeSnapshot((order) => {
      order.serviceLocation.appointmentType = 'Mobile';
      order.lineItems.supportingItems = [installKit, recycling, mobileFee];
      order.isMSRFeeApplicable = isMSRFeeApplicable;
    });
    await renderConfirmation();
    const price = section('Price');
    expect(within(price).queryByText('Mobile service')).toBeNull();
    expect(price.textContent).toContain('Service, supplies and disposal fees$74.85');
    expect(readPrice()).toEqual({ lines, subtotal: 595.16, tax: 22.98, total: 618.14 });
  });

  it('lists a promo discount from the quote and counts it in the total', async () => {
    storeSnapshot(() => {}, [discount]);
    await renderConfirmation();
    await screen.findByTestId('order-number');
    const promoLine = within(section('Price')).getAllByTestId('price-line').find((line) => line.textContent?.includes('SAVE20: 20% off'));
    expect(promoLine?.textContent).toContain('−$20.00');
    expect(readPrice()).toEqual({ lines: [555.21, -20], subtotal: 535.21, tax: 22.98, total: 558.19 });
  });

  it('without a snapshot in this tab it says the order was placed, without details', async () => {
    await renderConfirmation();
    expect(screen.getByText(/Your order has been placed/)).toBeTruthy();
    expect(screen.queryByTestId('order-number')).toBeNull();
  });

  it('removes the "slot no longer available" alert of an earlier try once the order went through', async () => {
    // An earlier try: the submitOrder guard met a 409 and raised its alert (the test model sends `conflict` to `next`).
    let saves = 0;
    const ports = createMemoryPorts({
      'order.saveSession': () =>
        ++saves === 1
          ? fail(409, { field: 'order.schedule.startTime', message: 'That time slot is no longer available.' })
          : { savedSessionId: 'session-1', eon: 'EON100001', workOrderNumber: 'WO10000001', workOrderId: '10000001' },
    });
    const guarded = createTestModel([{ ...confirmation, guards: ['submitOrder'], navigation: { conflict: [{ to: 'next' }] } }]);
    const state = createInitialState();
    state.order.vehicle.carId = 1240258624;
    Object.assign(state.order.schedule, { date: '2026-12-03', startTime: '14:00' });
    const runtime = createFunnelRuntime({ model: guarded, ports, initialState: state });
    expect(await runtime.enter('confirmation')).toMatchObject({ type: 'redirect', to: 'next' });
    await runtime.enterRoute('nowhere'); // another alert, which stays
    expect(runtime.getAlerts().map((alert) => alert.subCategory)).toEqual(['ORDER_CONFLICT', 'PAGE_NOT_FOUND']);
    const pageNotFound = runtime.getAlerts()[1];

    // Another time chosen, the order goes through on the next try.
    runtime.update((draft) => void Object.assign(draft.order.schedule, { startTime: '15:00' }));
    expect(await runtime.enter('confirmation')).toEqual({ type: 'render', pageId: 'confirmation' });
    await renderPage(runtime, <ConfirmationSummary pageId="confirmation" />);
    expect((await screen.findByTestId('order-number')).textContent).toBe('EON100001');
    await waitFor(() => expect(runtime.getAlerts()).toEqual([pageNotFound]));
  });
});

describe('ConfirmationSummary: a new order', () => {
  it.each([
    ['with the snapshot', true],
    ['in another tab (no snapshot)', false],
  ])('%s: "Start a new order" takes its scenario', async (_name, withSnapshot) => {
    if (withSnapshot) storeSnapshot();
    const { router } = await renderConfirmation();
    fireEvent.click(await screen.findByRole('button', { name: 'Start a new order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
  });
});

describe('ConfirmationSummary: the donation', () => {
  it('without an amount: the error is said and the first amount focused; nothing is called', async () => {
    storeSnapshot();
    const { ports } = await renderConfirmation();
    fireEvent.click(await screen.findByRole('button', { name: 'Donate' }));
    const first = screen.getByRole('radio', { name: '$1.00' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Choose an amount to donate').length).toBeGreaterThan(0);
    expect(ports.calls.filter((call) => call.operation === 'order.addDonationPart')).toEqual([]);
  });

  it('a chosen amount is added: the call, the line in the summary, the new total and a focused thank-you', async () => {
    storeSnapshot();
    const { ports } = await renderConfirmation();
    fireEvent.click(await screen.findByRole('radio', { name: '$5.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Donate $5.00' }));
    const thanks = await screen.findByText(/Thank you! Your \$5\.00 donation has been added to your order\. Your new total is \$583\.19\./);
    await waitFor(() => expect(document.activeElement).toBe(thanks.closest('[role="status"]')));
    expect(ports.calls.find((call) => call.operation === 'order.addDonationPart')?.params).toEqual({
      donationAmount: 5,
      savedSessionId: 'session-1',
      paymentInfo: { paymentChoice: 'Later' },
    });
    expect(within(section('Price')).getByText('Donation to our glass-safety programme').closest('li')?.textContent).toContain('$5.00');
    expect(readPrice()).toEqual({ lines: [555.21, 5], subtotal: 560.21, tax: 22.98, total: 583.19 });
    // Paid later: all of it, the donation with it, is paid at the appointment.
    expect(section('What happens next').textContent).toContain('Pay when the work is done.');
    const stored = JSON.parse(ports.sessionStore.get(submittedSnapshotKey)!) as SubmittedSnapshot;
    expect(stored.order.lineItems.supportingItems.map((item) => item.partNumber)).toEqual(['INSTALL-KIT-W', 'RECYCLE-LAMINATED', 'DONATION_5']);
    expect(screen.queryByRole('button', { name: /Donate/ })).toBeNull();
  });

  it.each([
    {
      name: 'paid by card in advance',
      recipe: (order: Order) => {
        order.payment.paymentChoice = 'CreditCard';
        Object.assign(order.payment.ccToken, { subscriptionId: 'SUB-1', cardType: 'Visa', lastFour: '1111' });
        order.settledTenderAmount = 578.19;
      },
      paid: '$578.19',
    },
    {
      name: 'billed to insurance',
      recipe: (order: Order) => {
        Object.assign(order.payment, { paymentChoice: 'Insurance', isInsurance: true });
        order.policy.insuranceCompanyName = 'Acme Mutual';
      },
      paid: null,
    },
  ])('a donation on an order $name is owed and shown: the new total, what was paid, what is still to pay and when (README)', async ({ recipe, paid }) => {
    storeSnapshot(recipe);
    await renderConfirmation();
    fireEvent.click(await screen.findByRole('radio', { name: '$10.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Donate $10.00' }));
    await screen.findByText(/Your new total is \$588\.19\./);
    expect(readPrice()).toEqual({ lines: [555.21, 10], subtotal: 565.21, tax: 22.98, total: 588.19 });
    const payment = section('Payment');
    expect(within(payment).queryByTestId('amount-paid')?.textContent ?? null).toBe(paid);
    expect(within(payment).getByTestId('amount-owed').textContent).toBe('$10.00');
    expect(payment.textContent).toContain('Still to pay at your appointment$10.00');
    const next = section('What happens next').textContent;
    expect(next).toContain('Please pay the remaining $10.00 at your appointment.');
    expect(next).not.toContain('nothing more to pay');
  });

  it('a donation the order service cannot find the order for (404): told on the page, the order untouched', async () => {
    storeSnapshot();
    const { ports } = await renderConfirmation({ 'order.addDonationPart': () => fail(404, { field: 'savedSessionId' }) });
    fireEvent.click(await screen.findByRole('radio', { name: '$10.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Donate $10.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not add your donation');
    expect(total()).toBe('$578.19');
    const stored = JSON.parse(ports.sessionStore.get(submittedSnapshotKey)!) as SubmittedSnapshot;
    expect(stored.order.lineItems.supportingItems.map((item) => item.partNumber)).toEqual(['INSTALL-KIT-W', 'RECYCLE-LAMINATED']);
    expect(screen.getByRole('button', { name: 'Donate $10.00' })).toBeTruthy();
  });
});

describe('ConfirmationSummary: the work authorisation (SPEC §7 signature, confirmation.yaml action sign)', () => {
  /** A 1×1 PNG, as the signature box gives it. */
  const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const signatureAnswer = { signatureId: 'S1', savedSessionId: 'session-1', signedAt: '2026-12-01T09:05:00.000Z' };
  // jsdom draws nothing: a pen that records what it is asked, and the box's picture as that PNG.
  const pen = { lineWidth: 0, lineCap: '', font: '', beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn(), fillText: vi.fn() };
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(pen as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(png);
  });
  afterEach(() => vi.restoreAllMocks());

  const form = () => screen.getByRole('form', { name: 'Authorise the work (optional)' });

  it('drawn in the box: the name, the picture and no acknowledgement are sent; the order records it and says who signed', async () => {
    storeSnapshot();
    const { ports } = await renderConfirmation({ 'order.sign': signatureAnswer });
    expect((within(form()).getByLabelText('Your full name') as HTMLInputElement).value).toBe('Pat Doe');
    // No camera on this glass: no recalibration to acknowledge.
    expect(within(form()).queryByRole('checkbox')).toBeNull();
    const box = within(form()).getByRole('img', { name: 'Your signature' });
    fireEvent.pointerDown(box, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(box, { clientX: 60, clientY: 30 });
    fireEvent.pointerUp(box);
    fireEvent.click(within(form()).getByRole('button', { name: 'Sign and authorise' }));
    const done = await screen.findByText('Signed by Pat Doe. We can start the work as soon as your appointment begins.');
    await waitFor(() => expect(document.activeElement).toBe(done.closest('[role="status"]')));
    expect(ports.calls.find((call) => call.operation === 'order.sign')?.params).toEqual({
      savedSessionId: 'session-1',
      signedName: 'Pat Doe',
      signatureImage: png,
      isRecalAckOptIn: false,
    });
    const stored = JSON.parse(ports.sessionStore.get(submittedSnapshotKey)!) as SubmittedSnapshot;
    expect(stored.order.isRecalAckOptIn).toBe(false);
    expect(stored.user.pageData.confirmation).toMatchObject({ signedName: 'Pat Doe', signature: { signatureId: 'S1' } });
  });

  it('glass with a camera: the recalibration is acknowledged; the typed name written in the box signs for a keyboard user', async () => {
    storeSnapshot((order) => {
      order.lineItems.glassParts = [{ ...windshield, partNumber: 'FW88750GTC', requiresRecalibration: true, recalibrationType: 'Static' }];
    });
    const { ports } = await renderConfirmation({ 'order.sign': signatureAnswer });
    fireEvent.click(within(form()).getByRole('checkbox', { name: /camera behind my windshield is recalibrated/ }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Sign with my typed name' }));
    expect(pen.fillText).toHaveBeenCalledWith('Pat Doe', expect.any(Number), expect.any(Number));
    fireEvent.click(within(form()).getByRole('button', { name: 'Sign and authorise' }));
    await screen.findByText(/Signed by Pat Doe\./);
    expect(ports.calls.find((call) => call.operation === 'order.sign')?.params).toMatchObject({ isRecalAckOptIn: true, signatureImage: png });
    const stored = JSON.parse(ports.sessionStore.get(submittedSnapshotKey)!) as SubmittedSnapshot;
    expect(stored.order.isRecalAckOptIn).toBe(true);
  });

  it('nothing signed: the box is named and its button focused; nothing is called', async () => {
    storeSnapshot();
    const { ports } = await renderConfirmation({ 'order.sign': signatureAnswer });
    fireEvent.click(within(form()).getByRole('button', { name: 'Sign and authorise' }));
    const sign = within(form()).getByRole('button', { name: 'Sign with my typed name' });
    await waitFor(() => expect(document.activeElement).toBe(sign));
    expect(within(form()).getAllByText('Sign in the box, or sign with your typed name').length).toBeGreaterThan(0);
    expect(ports.calls.some((call) => call.operation === 'order.sign')).toBe(false);
  });

  it('no name: the name is asked for and focused', async () => {
    storeSnapshot((order) => Object.assign(order.customer, { firstName: null, lastName: null }));
    await renderConfirmation({ 'order.sign': signatureAnswer });
    const box = within(form()).getByRole('img', { name: 'Your signature' });
    fireEvent.pointerDown(box, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(box, { clientX: 60, clientY: 30 });
    fireEvent.click(within(form()).getByRole('button', { name: 'Sign and authorise' }));
    const name = within(form()).getByLabelText('Your full name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('a signature the order service refuses: told on the page, the form kept', async () => {
    storeSnapshot();
    await renderConfirmation({ 'order.sign': () => fail(404, { field: 'savedSessionId' }) });
    fireEvent.click(within(form()).getByRole('button', { name: 'Sign with my typed name' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Sign and authorise' }));
    expect((await within(form()).findByRole('alert')).textContent).toContain('We could not store your signature');
    expect(within(form()).getByRole('button', { name: 'Sign and authorise' })).toBeTruthy();
  });
});
