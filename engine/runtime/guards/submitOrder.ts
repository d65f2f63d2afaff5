import type { Order } from '../../domain/state';
import { toSubmittedSnapshot } from '../../domain/toSubmittedSnapshot';
import type { GuardContext, GuardOutcome } from '../GuardContext';

/** The alert that tells, on the schedule page, why the order went back there (SPEC §8 alert, a page alert). */
export const orderConflictAlert = 'ORDER_CONFLICT';
/** The alert that tells, where the order was placed from, that it is not placed yet (issue #13). */
export const orderNotPlacedAlert = 'ORDER_NOT_PLACED';

/**
 * Whether the live state holds an order still to submit: a vehicle and a chosen time. Once submitted, the live state
 * is cleared (SPEC §4), so entering confirmation again does not submit again.
 */
function hasOrderToSubmit(order: Order): boolean {
  return order.vehicle.carId !== null && !!order.schedule.date && !!order.schedule.startTime;
}

/**
 * Confirmation entry (SPEC §4 "Submission and errors", SPEC §7 save session with submitAfterSave): submits the order.
 * - Submitted (the saver applied the eon and work order): the order and user are copied to `submitted` (the
 *   submitted-state snapshot the confirmation shows, kept in the tab's session storage), the live state is cleared keeping experiments and affiliate
 *   cookies (the funnel cookie's saved-session and referral fields too: the next order is a new one), navigation is
 *   locked to confirmation (`session.isSubmitted`, global rule 4) and a new session is asked for
 *   (`session.createNewSession`).
 * - 409 (the slot was taken meanwhile, or the time is no longer offered): the chosen time is cleared, the message
 *   becomes a page alert and the `conflict` scenario goes back to choose again; nothing is locked.
 * - Any other failure, once the client's retries are spent (issue #13): nothing is locked and nothing is lost; the
 *   `submitFailed` scenario goes back to where the order was placed from (confirmation.yaml), with SPEC §8's banner
 *   and a page alert saying the order is not placed yet. The visitor places it again from there (with the same
 *   Idempotency-Key while the order is unchanged, createSessionSaver), and such a failure does not count towards
 *   SPEC §4's second-error restart: the error route is not taken.
 * Before submitting, the saves already queued are waited for, and one that failed is made again (flushSaves): if the
 * session cannot be saved, the order is not submitted, and the visitor is told the same way.
 * With nothing to submit (already submitted, or a locked session whose snapshot is in another tab) the page shows.
 */
export async function submitOrder(context: GuardContext): Promise<GuardOutcome> {
  if (!hasOrderToSubmit(context.getState().order)) return undefined;
  const flushed = await context.flushSaves();
  if (flushed.type !== 'saved') return notPlaced(context);
  const outcome = await context.saveSession({ submitAfterSave: true });
  if (outcome.type === 'conflict') {
    context.update((draft) => {
      draft.session.isSubmitted = false;
      draft.order.schedule.startTime = null;
      draft.order.schedule.endTime = null;
    });
    context.alert({ category: 'PAGE_ALERT', subCategory: orderConflictAlert, text: outcome.message, style: 'warning', dismissible: true });
    return { scenario: 'conflict' };
  }
  const submitted = context.getState();
  if (outcome.type === 'failed' || !submitted.order.eon) return notPlaced(context);
  const submittedAt = new Date(context.ports.clock.now()).toISOString();
  const snapshot = toSubmittedSnapshot(submitted, submittedAt);
  context.resetState({ clearCookie: true });
  context.update((draft) => {
    // The state's `submitted` is kept in this tab's session storage (SPEC §3).
    draft.submitted = snapshot;
    draft.session.isSubmitted = true;
    draft.session.createNewSession = true;
  });
  return undefined;
}

/** The order is not placed (issue #13): nothing locked, SPEC §8's banner and why, back where it was placed from. */
function notPlaced(context: GuardContext): GuardOutcome {
  context.update((draft) => {
    draft.session.isSubmitted = false;
  });
  const { messages } = context.model.funnel;
  context.alert({ category: 'GLOBAL_ALERT', subCategory: 'UNKNOWN_ERROR', text: messages.unknownError, style: 'danger', dismissible: true });
  context.alert({ category: 'PAGE_ALERT', subCategory: orderNotPlacedAlert, text: messages.orderNotPlaced, style: 'warning', dismissible: true });
  return { scenario: 'submitFailed' };
}
