import type { Order } from '../../domain/state';
import { toSubmittedSnapshot } from '../../domain/toSubmittedSnapshot';
import type { GuardContext, GuardOutcome } from '../GuardContext';

/** The alert that tells, on the schedule page, why the order went back there (SPEC §8 alert, a page alert). */
export const orderConflictAlert = 'ORDER_CONFLICT';

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
 * - Any other failure (the client already bailed out unless it was a 404): nothing is locked; the error route.
 * With nothing to submit (already submitted, or a locked session whose snapshot is in another tab) the page shows.
 */
export async function submitOrder(context: GuardContext): Promise<GuardOutcome> {
  if (!hasOrderToSubmit(context.getState().order)) return undefined;
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
  if (outcome.type === 'failed' || !submitted.order.eon) {
    context.update((draft) => {
      draft.session.isSubmitted = false;
    });
    const errorPage = context.model.pageIds.find((id) => context.model.pages[id]?.handler === 'error');
    if (!errorPage) throw new Error(`Submitting the order failed (${outcome.type === 'failed' ? outcome.status : 'no order number'})`);
    return { goto: errorPage };
  }
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
