/**
 * Confirmation headless (SPEC §2 confirmation; §4 "Submission and errors"; §7 save session with submitAfterSave, add
 * donation part): the real runtime, API client and sandbox. A visitor priced on the real quote, with the schedule,
 * contact and payment answers put in the state (those screens are built separately), opens confirmation: the order is
 * submitted once, copied to session storage, the live state cleared and navigation locked; a slot taken meanwhile goes
 * back to schedule with the message; a donation reaches the snapshot and the stored order.
 */
import { describe, expect, it } from 'vitest';
import type { SandboxContext } from '../../../api/sandbox/SandboxContext';
import { bookSlot, toSlotKey } from '../../../api/sandbox/schedule/bookSlot';
import { findTimeSlot } from '../../../api/sandbox/schedule/findTimeSlot';
import { fromStoredSnapshot } from '../../../engine/domain/fromStoredSnapshot';
import { createInitialOrder, type Experiment, type FunnelState } from '../../../engine/domain/state';
import { submittedSnapshotKey } from '../../../engine/domain/toSubmittedSnapshot';
import { answerAvalonToZip } from '../../harness/answerAvalonToZip';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

/** A Thursday: shop 004101 (Phoenix) is open 08:00–17:00 (api/sandbox/test-values/location-and-schedule.md). */
const thursday = '2026-12-03';

const experiment: Experiment = {
  universeId: 'U1',
  universeName: 'Funnel',
  testId: 'T1',
  variationId: 'V2',
  variationName: 'B',
  assignmentId: 'A1',
  isExposed: true,
  isActive: true,
  settings: { DisplayMSR: true },
};

/** The schedule, contact and payment answers of a shop appointment paid later, at `startTime` on Thursday. */
function readyToSubmit(startTime: string) {
  return (draft: FunnelState) => {
    Object.assign(draft.order.serviceLocation, { appointmentType: 'Inshop' });
    draft.order.serviceLocation.provider = {
      providerNumber: '004101',
      address: { streetAddress: '2150 E Camelback Rd', city: 'Phoenix', state: 'AZ', zipCode: '85016', zipCodeCtu: null },
    };
    Object.assign(draft.order.schedule, { date: thursday, startTime, endTime: null, jobMinMinutes: 60, jobMaxMinutes: 90 });
    Object.assign(draft.order.customer, { firstName: 'Pat', lastName: 'Doe', emailAddress: 'pat@example.com', phoneNumber: null });
    Object.assign(draft.order.payment, { paymentChoice: 'Later', isPia: false });
    draft.user.experiments = [experiment];
    draft.user.affiliateCookies = { Google_Track: 'cpc' };
  };
}

/** A visitor through the real pages to a priced quote (2012 Avalon windshield, zip 85016), then the later answers. */
async function readyForConfirmation(startTime = '14:00'): Promise<Journey> {
  const journey = createJourney(sandbox, { now: () => now });
  await journey.open('');
  expect(await answerAvalonToZip(journey)).toMatchObject({ pageId: 'quote' });
  journey.runtime.update((draft) => void (draft.order.payment.isInsurance = false));
  journey.runtime.update(readyToSubmit(startTime));
  await journey.runtime.saveSession(); // every page's save has ended
  return journey;
}

/** Counts the save-session calls that submit (the API client is the object the runtime's saver calls). */
function countSubmissions(journey: Journey): () => number {
  let count = 0;
  const api = journey.ports.api;
  const call = api.call.bind(api);
  api.call = (operation, params, options) => {
    if (operation === 'order.saveSession' && params?.submitAfterSave === true) count += 1;
    return call(operation, params, options);
  };
  return () => count;
}

const snapshotOf = (journey: Journey) => fromStoredSnapshot(journey.ports.sessionStore.get(submittedSnapshotKey) ?? null);

async function ordersOf(savedSessionId: string) {
  return sandbox.db.query<{ eon: string; order_data: any }>('SELECT eon, order_data FROM orders WHERE saved_session_id = $1', [savedSessionId]);
}

/** Books every place of 004101's slot at `startTime` on Thursday, as other customers would have meanwhile. */
async function fillSlot(startTime: string) {
  const slot = { providerNumber: '004101', date: thursday, startTime, routeCode: null };
  const offered = await findTimeSlot({ now: () => now } as SandboxContext, slot);
  if (!offered) throw new Error(`004101 does not offer ${startTime} on ${thursday}`);
  const slotKey = toSlotKey(offered.resource, thursday, startTime);
  for (let index = 0; index < offered.capacity; index += 1) {
    await bookSlot(sandbox.db, { slotKey, capacity: offered.capacity, savedSessionId: `other-customer-${startTime}-${index}` });
  }
}

describe('submitting the order on reaching confirmation (SPEC §4)', () => {
  it.each([
    { name: 'opened with the order ready (pay later)', lockedBefore: false },
    { name: 'led there by a page that already set the lock', lockedBefore: true },
  ])('$name: the eon arrives, the snapshot is stored, the live state is cleared', async ({ lockedBefore }) => {
    const journey = await readyForConfirmation();
    if (lockedBefore) journey.runtime.update((draft) => void (draft.session.isSubmitted = true));
    const before = journey.runtime.getState();
    const submissions = countSubmissions(journey);

    expect(await journey.open('confirmation')).toMatchObject({ pageId: 'confirmation' });
    expect(submissions()).toBe(1);

    // SPEC §3: the snapshot of order and user, with the numbers the order service gave.
    const snapshot = snapshotOf(journey);
    expect(snapshot?.order.eon).toMatch(/^EON\d{6}$/);
    expect(snapshot?.order.workOrderNumber).toMatch(/^WO/);
    expect(snapshot?.order.customer).toMatchObject({ firstName: 'Pat', lastName: 'Doe', emailAddress: 'pat@example.com' });
    expect(snapshot?.order.schedule).toMatchObject({ date: thursday, startTime: '14:00' });
    expect(snapshot?.order.lineItems.glassParts.map((item) => item.partNumber)).toEqual(['FW88750GT']);
    expect(snapshot?.user.savedSessionId).toBe(before.user.savedSessionId);
    expect(snapshot?.submittedAt).toBe(now.toISOString());

    // SPEC §4: live state cleared, experiments and affiliate cookies kept, locked, a new session asked for.
    const after = journey.runtime.getState();
    expect(after.order).toEqual(createInitialOrder());
    expect(after.user.experiments).toEqual([experiment]);
    expect(after.user.affiliateCookies).toEqual({ Google_Track: 'cpc' });
    expect(after.user.savedSessionId).toBeNull();
    expect(after.cookie.SavedSessionId).toBeNull();
    expect(after.session).toMatchObject({ isSubmitted: true, createNewSession: true });

    // One order, one booking, for this saved session.
    const orders = await ordersOf(before.user.savedSessionId!);
    expect(orders.map((order) => order.eon)).toEqual([snapshot?.order.eon]);
    const bookings = await sandbox.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE saved_session_id = $1', [before.user.savedSessionId]);
    expect(bookings[0]?.n).toBe(1);
    expect(journey.bailOuts).toEqual([]);
  });

  it('entering confirmation again does not submit again, and shows the same order', async () => {
    const journey = await readyForConfirmation('10:00');
    const submissions = countSubmissions(journey);
    await journey.open('confirmation');
    const eon = snapshotOf(journey)?.order.eon;
    expect(await journey.open('confirmation')).toMatchObject({ pageId: 'confirmation' });
    expect(await journey.open('quote')).toMatchObject({ pageId: 'confirmation' });
    expect(submissions()).toBe(1);
    expect(snapshotOf(journey)?.order.eon).toBe(eon);
    // The next visit started a new session (SPEC §4 "a flag to create a new session").
    expect(journey.runtime.getState().session.createNewSession).toBe(false);
    expect(journey.bailOuts).toEqual([]);
  });

  it('after submission every other page shows the confirmation; the first page is allowed (SPEC §2 global rule 4)', async () => {
    const journey = await readyForConfirmation('11:00');
    await journey.open('confirmation');
    const { model } = journey.runtime;
    const pages = model.pageIds.filter((id) => model.pages[id]?.kind === 'page');
    const shown: Record<string, string> = {};
    for (const pageId of pages) shown[pageId] = (await journey.open(model.pages[pageId]!.route)).pageId;
    const expected = Object.fromEntries(pages.map((pageId) => [pageId, pageId === model.funnel.firstPage ? pageId : 'confirmation']));
    expect(shown).toEqual(expected);
    expect(journey.bailOuts).toEqual([]);
  });
});

describe('a submission the order service refuses', () => {
  it.each([
    { name: 'the slot was taken meanwhile', startTime: '15:00', fill: true, message: /no longer available/ },
    { name: 'the time is no longer offered', startTime: '20:00', fill: false, message: /no longer offered/ },
  ])('$name: back to schedule with the message, nothing locked or stored', async ({ startTime, fill, message }) => {
    const journey = await readyForConfirmation(startTime);
    if (fill) await fillSlot(startTime);
    const savedSessionId = journey.runtime.getState().user.savedSessionId!;

    expect(await journey.open('confirmation')).toMatchObject({ pageId: 'schedule' });
    expect(journey.runtime.getAlerts()).toEqual([
      { category: 'PAGE_ALERT', subCategory: 'ORDER_CONFLICT', text: expect.stringMatching(message), style: 'warning', dismissible: true },
    ]);
    const state = journey.runtime.getState();
    expect(state.session.isSubmitted).toBe(false);
    // The refused time is to be chosen again; the rest of the order is kept.
    expect(state.order.schedule).toMatchObject({ date: thursday, startTime: null });
    expect(state.order.customer.firstName).toBe('Pat');
    expect(state.order.eon).toBeNull();
    expect(journey.ports.sessionStore.has(submittedSnapshotKey)).toBe(false);
    expect(await ordersOf(savedSessionId)).toEqual([]);
    expect(journey.bailOuts).toEqual([]);

    // Another time: submitted.
    journey.runtime.update((draft) => void (draft.order.schedule.startTime = '16:00'));
    expect(await journey.open('confirmation')).toMatchObject({ pageId: 'confirmation' });
    expect(snapshotOf(journey)?.order.schedule.startTime).toBe('16:00');
    expect(await ordersOf(savedSessionId)).toHaveLength(1);
  });

  it('an incomplete order fails (400): back to payment-method with the banner, nothing locked or lost (issue #13)', async () => {
    const journey = await readyForConfirmation('12:00');
    journey.runtime.update((draft) => void (draft.order.customer.emailAddress = null));
    const stop = await journey.open('confirmation');
    expect(stop.pageId).toBe('payment-method');
    expect(journey.bailOuts).toEqual([]);
    expect(journey.handledFailures).toEqual([expect.objectContaining({ cause: 'Response error 400', endpoint: '/order/api/v1/order/save-session/fmg' })]);
    expect(journey.runtime.getAlerts().map((alert) => alert.subCategory)).toEqual(['UNKNOWN_ERROR', 'ORDER_NOT_PLACED']);
    expect(journey.runtime.getState().session.isSubmitted).toBe(false);
    expect(journey.runtime.getState().order.customer.firstName).toBe('Pat');
    expect(journey.ports.sessionStore.has(submittedSnapshotKey)).toBe(false);
  });
});

/** The Idempotency-Keys of the submitting save-session requests sent so far, in order. */
const submissionKeys = (journey: Journey) =>
  journey.requests.filter((request) => request.operation === 'order.saveSession' && request.idempotencyKey !== null).map((request) => request.idempotencyKey);

describe('a submission that fails (issue #13): nothing lost, the visitor places the order again', () => {
  it('503 every time: tried with one Idempotency-Key, then back to payment-method; placing it again sends the same key', async () => {
    const journey = await readyForConfirmation('08:00');
    const savedSessionId = journey.runtime.getState().user.savedSessionId!;
    journey.setFault('order.saveSession', { status: 503 });
    expect(await journey.open('confirmation')).toMatchObject({ pageId: 'payment-method' });
    // The session was saved before (nothing to flush); the submission is tried 1 + retries.attempts times, one key.
    const tries = 1 + journey.runtime.model.funnel.calls.retries.attempts;
    expect(submissionKeys(journey)).toHaveLength(tries);
    expect(new Set(submissionKeys(journey)).size).toBe(1);
    expect(journey.bailOuts).toEqual([]);
    expect(journey.runtime.getAlerts().map((alert) => alert.text)).toEqual([
      journey.runtime.model.funnel.messages.unknownError,
      journey.runtime.model.funnel.messages.orderNotPlaced,
    ]);
    const state = journey.runtime.getState();
    expect(state.order.customer).toMatchObject({ firstName: 'Pat', lastName: 'Doe' });
    expect(state.order.schedule).toMatchObject({ date: thursday, startTime: '08:00' });
    expect(state.user.hasTriggeredError).toBe(false);

    // The service is back: the same order, the same key; one order.
    journey.setFault('order.saveSession', null);
    const firstKey = submissionKeys(journey)[0];
    expect(await journey.open('confirmation')).toMatchObject({ pageId: 'confirmation' });
    expect(submissionKeys(journey).at(-1)).toBe(firstKey);
    expect((await ordersOf(savedSessionId)).map((order) => order.eon)).toEqual([snapshotOf(journey)?.order.eon]);
  });

  it('a second and third failure never restart the funnel (SPEC §4): the order stays, whatever was failing before', async () => {
    const journey = await readyForConfirmation('09:00');
    // An earlier error already counted (SPEC §4 "the first unexpected error"): the next would restart from the error route.
    journey.runtime.update((draft) => void (draft.user.hasTriggeredError = true));
    journey.setFault('order.saveSession', { status: 500 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await journey.open('confirmation')).toMatchObject({ pageId: 'payment-method' });
      expect(journey.runtime.getState().order.customer.firstName).toBe('Pat');
      expect(journey.runtime.getState().order.schedule.startTime).toBe('09:00');
    }
    // A 500 is not tried again (funnel.yaml retries.statuses): one request per try of the visitor, the same key.
    expect(submissionKeys(journey)).toHaveLength(3);
    expect(new Set(submissionKeys(journey)).size).toBe(1);
    expect(journey.bailOuts).toEqual([]);
  });

  it('a changed order is a new submission with a new key', async () => {
    const journey = await readyForConfirmation('13:00');
    journey.setFault('order.saveSession', { status: 500 });
    await journey.open('confirmation');
    journey.runtime.update((draft) => void (draft.order.customer.phoneNumber = '6025550100'));
    await journey.open('confirmation');
    expect(new Set(submissionKeys(journey)).size).toBe(2);
  });

  it('a background save that failed is made again before the order is submitted; while it fails, nothing is submitted', async () => {
    const journey = await readyForConfirmation('12:00');
    journey.setFault('order.saveSession', { reset: true });
    // The last page's save fails (a plain save has no key: a reset is not tried again).
    expect((await journey.runtime.saveSession({ pageName: 'payment-method' })).type).toBe('failed');
    expect(journey.bailOuts).toEqual([]);
    const sentBefore = journey.requests.length;
    expect(await journey.open('confirmation')).toMatchObject({ pageId: 'payment-method' });
    const sent = journey.requests.slice(sentBefore).filter((request) => request.operation === 'order.saveSession');
    // The flush was tried, once; no submission was.
    expect(sent).toEqual([{ operation: 'order.saveSession', idempotencyKey: null, faulted: true }]);
    expect(journey.runtime.getAlerts().map((alert) => alert.subCategory)).toContain('ORDER_NOT_PLACED');

    journey.setFault('order.saveSession', null);
    const from = journey.requests.length;
    expect(await journey.open('confirmation')).toMatchObject({ pageId: 'confirmation' });
    const after = journey.requests.slice(from).filter((request) => request.operation === 'order.saveSession');
    // The failed save made again, then the submission.
    expect(after.map((request) => request.idempotencyKey === null)).toEqual([true, false]);
  });
});

describe('a donation after submission (SPEC §4, §5, §7)', () => {
  it('adds DONATION_{amount} to the snapshot and to the stored order, paid like the order', async () => {
    const journey = await readyForConfirmation('13:00');
    await journey.open('confirmation');
    const savedSessionId = snapshotOf(journey)!.user.savedSessionId!;
    // The confirmation's YAML action, as its renderer runs it.
    expect(await journey.runtime.runAction('confirmation', 'donate', { amount: 5 })).toEqual({ type: 'done' });
    const afterFirst = journey.runtime.getState().submitted!;
    expect(await journey.runtime.runAction('confirmation', 'donate', { amount: 10 })).toEqual({ type: 'done' });

    const snapshot = snapshotOf(journey)!;
    expect(journey.runtime.getState().submitted).toEqual(snapshot);
    expect(afterFirst.order.lineItems.supportingItems.at(-1)).toMatchObject({ partNumber: 'DONATION_5', sellingPrice: 5, laborAmount: 0, salesTax: 0 });
    const supporting = snapshot.order.lineItems.supportingItems.map((item) => item.partNumber);
    expect(supporting).toEqual(['INSTALL-KIT-W', 'RECYCLE-LAMINATED', 'DONATION_5', 'DONATION_10']);
    expect(snapshot.order.lineItems.supportingItems.at(-1)).toMatchObject({ partType: 'DONATION', sellingPrice: 10, laborAmount: 0, salesTax: 0 });

    const [stored] = await ordersOf(savedSessionId);
    expect(stored?.order_data.lineItems.supportingItems.map((item: { partNumber: string }) => item.partNumber)).toEqual(supporting);
    const donations = await sandbox.db.query<{ amount: string; payment_info: any }>(
      'SELECT amount, payment_info FROM donations WHERE saved_session_id = $1 ORDER BY id',
      [savedSessionId],
    );
    expect(donations.map((row) => Number(row.amount))).toEqual([5, 10]);
    expect(donations[0]?.payment_info).toEqual({ paymentChoice: 'Later' });
    expect(journey.bailOuts).toEqual([]);
  });

  it('without a submitted order in this tab there is nothing to donate to', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    expect(journey.runtime.getState().submitted).toBeNull();
    expect(await journey.runtime.runAction('confirmation', 'donate', { amount: 5 })).toEqual({
      type: 'invalid',
      field: null,
      message: expect.stringMatching(/no submitted order/),
    });
  });
});
