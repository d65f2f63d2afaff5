import type { ContractSchema, OperationBody } from '../../contract/OperationTypes';
import type { SqlRunner } from '../db/SandboxDatabase';
import { RequestError } from '../http/RequestError';
import type { SandboxContext } from '../SandboxContext';
import { bookOrderSlot } from './bookOrderSlot';
import { createOrderStore, savedSessionLifetimeMs, type OrderRecord, type SavedSessionRecord } from './createOrderStore';
import { getChangedOrderField, slotFields } from './getChangedOrderField';
import { getMissingOrderField } from './getMissingOrderField';
import { isSavedSessionExpired } from './isSavedSessionExpired';
import { toCrmCustomerId } from './toCrmCustomerId';
import { toExpiredSessionError } from './toExpiredSessionError';
import { toHashedId } from './toHashedId';
import { toLoadedOrder } from './toLoadedOrder';
import { toSavedSessionAnswer } from './toSavedSessionAnswer';
import { toSavedSessionId } from './toSavedSessionId';
import { maxSettledAmount, toSettledAmount } from './toSettledAmount';
import { toVisiblePromoCode } from './toVisiblePromoCode';

type SaveSessionBody = OperationBody<'order.saveSession'>;
type SavedSessionAnswer = ContractSchema<'OrderSavedSession'>;
type Order = ContractSchema<'Order'>;
type Identity = Pick<SavedSessionRecord, 'savedSessionId' | 'referralNumber' | 'referralSequenceNumber' | 'referralDate' | 'referralCorrelationId'>;

const store = createOrderStore();

/** The first referral number the sandbox issues is 300000001: 9 digits, never the 6 that mean verified (SPEC §4). */
const firstReferralNumber = 300_000_000;
/** Referral sequence numbers: 7 digits. */
const firstReferralSequenceNumber = 5_000_000;
/** Work order ids: 8 digits. */
const firstWorkOrderId = 70_000_000;

/**
 * SPEC §7 save session: creates or updates the saved session, and with submitAfterSave (or
 * createUnscheduledStatusWorkOrderForPIA) makes the order. See api/contract/paths/order.yaml for the rules.
 *
 * One transaction does everything, the saved session's row locked first: saves of one session run one after the
 * other (two submissions racing make one order; one asking for another order than the first gets a 409), and a
 * refused save stores nothing, not even the booking of its time slot. `tx`: run in that transaction (the
 * Idempotency-Key's, withIdempotencyKey) instead of a new one.
 */
export async function saveOrderSession(context: SandboxContext, body: SaveSessionBody, tx?: SqlRunner): Promise<SavedSessionAnswer> {
  return tx ? saveIn(context, tx, body) : context.db.transaction((own) => saveIn(context, own, body));
}

async function saveIn(context: SandboxContext, tx: SqlRunner, body: SaveSessionBody): Promise<SavedSessionAnswer> {
  const now = context.now();
  const order = body.order;
  const submit = body.submitAfterSave === true;
  const createUnscheduled = !submit && body.createUnscheduledStatusWorkOrderForPIA === true;
  const makesOrder = submit || createUnscheduled;
  const idField = toSavedSessionId(body.savedSessionId) ? 'savedSessionId' : 'user.savedSessionId';
  const requestedId = toSavedSessionId(body.savedSessionId) ?? toSavedSessionId(body.user?.savedSessionId);

  const existing = requestedId ? await store.getSavedSession(tx, requestedId, true) : null;
  if (requestedId && !existing) {
    throw new RequestError(404, idField, `No saved session has the id "${requestedId}"; leave savedSessionId empty to start a new one.`);
  }
  if (existing && isSavedSessionExpired(existing, now)) throw toExpiredSessionError(existing, idField);
  let made = existing ? await store.getOrder(tx, existing.savedSessionId, true) : null;
  if (existing && made?.status === 'Submitted') {
    if (!makesOrder) throw toSubmittedError(made, idField);
    // Submitting the same order again answers it and changes nothing; a different one (another slot above all) is
    // told the order exists, never answered as if it had been taken (issue #13).
    const changed = getChangedOrderField(existing.order, order);
    if (changed) throw toResubmittedError(existing.order, made, changed);
    return toSavedSessionAnswer(existing, made);
  }

  const settledTenderAmount = submit ? toSettledAmount(order) : null;
  if (makesOrder) {
    const missing = getMissingOrderField(order, { needsSchedule: submit, needsPaymentChoice: submit });
    if (missing) throw new RequestError(400, missing.field, missing.message);
    if (settledTenderAmount !== null && !(Math.abs(settledTenderAmount) <= maxSettledAmount)) {
      throw new RequestError(400, 'order.lineItems', `The order's total must be between -${maxSettledAmount} and ${maxSettledAmount}; check the line items' prices.`);
    }
  }

  const identity: Identity = existing ?? (await toNewIdentity(tx, order, now));
  if (submit) await bookOrderSlot(context, tx, identity.savedSessionId, order);

  const session: SavedSessionRecord = {
    ...identity,
    parentAccountNumber: order.payment?.parentAccountNumber ?? existing?.parentAccountNumber ?? null,
    crmCustomerId: toCrmCustomerId(order.customer) ?? existing?.crmCustomerId ?? null,
    eon: made?.eon ?? null,
    order,
    // The funnel's saves may leave the user state out: the stored one is kept.
    user: body.user ?? existing?.user ?? null,
    expiresAt: new Date(now.getTime() + savedSessionLifetimeMs).toISOString(),
  };

  let isNewOrder = false;
  if (makesOrder) {
    const affiliateCookies = body.affiliateCookies ?? body.user?.affiliateCookies ?? made?.affiliateCookies ?? null;
    const status = submit ? 'Submitted' : 'Unscheduled';
    if (made) {
      made = { ...made, affiliateCookies, settledTenderAmount, status };
    } else {
      isNewOrder = true;
      const number = await store.nextOrderNumber(tx);
      const eon = `EON${number}`;
      made = {
        eon,
        savedSessionId: session.savedSessionId,
        workOrderId: String(firstWorkOrderId + number),
        workOrderNumber: `WO${number}`,
        customerPortalLoginToken: toHashedId(`portal|${eon}|${session.savedSessionId}`, 'hex'),
        order,
        affiliateCookies,
        settledTenderAmount,
        status,
      };
    }
    session.eon = made.eon;
  }

  // Stored with the server's identity fields, so the rows read on their own.
  session.order = toLoadedOrder(session, made);
  if (existing) {
    await store.updateSavedSession(tx, session.savedSessionId, session, now);
  } else if (!(await store.insertSavedSession(tx, { ...session, eon: null }, now))) {
    throw toReferralTakenError(session.referralNumber);
  }
  if (made && makesOrder) {
    made.order = session.order;
    if (isNewOrder) await store.insertOrder(tx, made, now);
    else await store.updateOrder(tx, made.eon, made, now);
    if (submit) {
      // SPEC §5: promo usages count the visible code (before the slash), upper-cased.
      const codes = (order.lineItems?.promos ?? []).map(toVisiblePromoCode).filter((code) => code !== '');
      await store.recordPromoUsages(tx, made.eon, codes, now);
    }
  }
  return toSavedSessionAnswer(session, made);
}

/** The referral data of a new saved session: the order's own referral number when no session uses it, else issued. */
async function toNewIdentity(tx: SqlRunner, order: Order, now: Date): Promise<Identity> {
  const given = order.referralNumber?.trim() || null;
  const drawn = await store.drawSavedSessionNumber(tx, given, firstReferralNumber);
  const { number } = drawn;
  let referralNumber = given ?? '';
  let referralDate = now.toISOString();
  if (given) {
    if (drawn.isReferralTaken) throw toReferralTakenError(given);
    if (order.referralDate) referralDate = toReferralDate(order.referralDate);
  } else {
    // Issued numbers skip any a client brought along earlier.
    let draw = drawn;
    while (draw.isReferralTaken) draw = await store.drawSavedSessionNumber(tx, null, firstReferralNumber);
    referralNumber = String(firstReferralNumber + draw.number);
  }
  return {
    savedSessionId: toHashedId(`saved-session|${number}`, 'uuid'),
    referralNumber,
    referralSequenceNumber: (given && order.referralSequenceNumber?.trim()) || String(firstReferralSequenceNumber + number),
    referralDate,
    referralCorrelationId: (given && order.referralCorrelationId?.trim()) || toHashedId(`correlation|${number}`, 'uuid'),
  };
}

/** The ISO time of a referral date the order brings (a date or a date-time of the years 1900–9999), else a 400. */
function toReferralDate(text: string): string {
  const parsed = new Date(Date.parse(text));
  const year = parsed.getUTCFullYear();
  if (Number.isNaN(year) || year < 1900 || year > 9999) {
    throw new RequestError(400, 'order.referralDate', 'order.referralDate must be a date or date-time, such as 2026-11-20.');
  }
  return parsed.toISOString();
}

function toSubmittedError(made: OrderRecord, field: string): RequestError {
  return new RequestError(409, field, `This session was submitted as order ${made.eon} and can no longer change; start a new session.`);
}

/** 409 for a repeat submission asking for another order than the submitted one: names the field and the order's slot. */
function toResubmittedError(submitted: Order, made: OrderRecord, field: string): RequestError {
  const slot = [submitted.schedule?.date, submitted.schedule?.startTime].filter(Boolean).join(' ');
  const where = submitted.serviceLocation?.appointmentType === 'Mobile' ? 'mobile service' : `shop ${submitted.serviceLocation?.provider?.providerNumber ?? ''}`.trim();
  const booked = `order ${made.eon} (${slot}, ${where})`;
  const isSlot = (slotFields as readonly string[]).includes(field.replace(/^order\./, ''));
  return new RequestError(
    409,
    field,
    isSlot
      ? `This session was already submitted as ${booked}; a submitted order's time slot cannot change here. Start a new session to book another time.`
      : `This session was already submitted as ${booked}, and ${field} differs from what was submitted; a submitted order cannot change. Start a new session for a different order.`,
  );
}

function toReferralTakenError(referralNumber: string): RequestError {
  return new RequestError(
    409,
    'order.referralNumber',
    `The referral number ${referralNumber} belongs to another saved session: load it with load-session, or leave order.referralNumber empty.`,
  );
}
