import type { FunnelState } from '../domain/state';
import { toSavedOrder } from '../domain/toSavedOrder';
import { maxBusEntries, type SavedSessionAnswer, type SessionSaveOptions, type SessionSaveOutcome, type SessionSaverDeps } from './createSessionSaver';
import type { ApiCallError } from './ports';

/** Sends one save-session request and applies its answer; the session saver queues them (createSessionSaver.ts). */
export interface SaveSender {
  send(options: SessionSaveOptions): Promise<SessionSaveOutcome>;
}

/** The header naming an idempotent submission (issue #13); a 409 naming it is the key's, not the order's. */
const idempotencyKeyField = 'Idempotency-Key';

/**
 * SPEC §4 saved sessions: one save-session request with the state as it is when its turn comes (the order in the
 * contract's shape, the user state with the config version; affiliate cookies with a submission), and its answer's
 * identity fields (saved session id and timeout, referral data, eon, work order, tokens, settled amounts) applied to
 * the state and the funnel cookie. A 409 is the caller's to tell (a slot taken meanwhile), not a bail-out; nor is any
 * other failure (issue #13). A submitting save sends an Idempotency-Key, so it may be tried again. Code of its own
 * (issue #12): the first page makes no save, so its scripts leave this out.
 */
export function createSaveSender(deps: Omit<SessionSaverDeps, 'loadSender'>): SaveSender {
  /**
   * The submission being made (issue #13): its Idempotency-Key and exactly what it sent. The visitor trying again with
   * the same order sends the same request with the same key, so a submission whose answer was lost is answered, not
   * made twice; a changed order is a new intent with a new key.
   */
  let intent: { key: string; fingerprint: string; params: Record<string, unknown> } | null = null;

  const send = async (options: SessionSaveOptions): Promise<SessionSaveOutcome> => {
    const state = deps.getState();
    const submit = options.submitAfterSave === true;
    const submits = submit || options.createUnscheduledStatusWorkOrderForPIA === true;
    let params: Record<string, unknown> = {
      // SPEC §3: the registration's names and address are added on save.
      order: toSavedOrder(state.order),
      savedSessionId: state.user.savedSessionId,
      user: {
        savedSessionId: state.user.savedSessionId,
        lastPageVisited:
          options.nextPage && (state.user.lastPageVisited === options.pageName || state.user.lastPageVisited === null)
            ? options.nextPage
            : state.user.lastPageVisited,
        pageData: state.user.pageData,
        affiliateCookies: state.user.affiliateCookies,
        loggingOption: state.user.loggingOption,
        eventBus: state.user.eventBus.slice(-maxBusEntries),
        ...(deps.configVersion ? { configVersion: deps.configVersion } : {}),
      },
      submitAfterSave: submit,
      createUnscheduledStatusWorkOrderForPIA: options.createUnscheduledStatusWorkOrderForPIA === true,
      // SPEC §4: saves made with submit-after-save also send affiliate cookies.
      ...(submit ? { affiliateCookies: state.user.affiliateCookies } : {}),
    };
    let idempotencyKey: string | undefined;
    if (submits) {
      // One key per submit intent: the same order (and saved session and flags) is the same intent.
      const fingerprint = JSON.stringify([params.order, params.savedSessionId, params.submitAfterSave, params.createUnscheduledStatusWorkOrderForPIA]);
      if (intent?.fingerprint !== fingerprint) intent = { key: deps.uuid(), fingerprint, params };
      idempotencyKey = intent.key;
      params = intent.params;
    }
    try {
      // Every save is handled here (issue #13): a failed background save is carried by the next save or flushed before
      // the submission; a save step says its own message; a failed submission goes back to the page it was made from.
      const answer = (await deps.api.call('order.saveSession', params, {
        pageName: options.pageName,
        expectedStatuses: [409],
        handlesFailure: true,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      })) as SavedSessionAnswer | null;
      if (answer) apply(answer);
      if (submits) intent = null;
      return { type: 'saved', answer: answer ?? {} };
    } catch (error) {
      const failure = error as Partial<ApiCallError>;
      const body = (failure.response?.data ?? {}) as { field?: string; message?: string };
      if (failure.status === 409 && body.field !== idempotencyKeyField) {
        // Refused as it is (a slot taken meanwhile): the visitor changes the order, which is then a new intent.
        if (submits) intent = null;
        return { type: 'conflict', field: body.field ?? 'order', message: body.message ?? 'Your order could not be saved as it is.' };
      }
      // A key the server has seen with another request should not happen (the request is kept with its key); if it
      // does, the next try is a new intent.
      if (failure.status === 409) intent = null;
      return { type: 'failed', status: failure.status ?? null, ...(failure.label ? { label: failure.label } : {}) };
    }
  };

  const apply = (answer: SavedSessionAnswer) => {
    deps.update((draft: FunnelState) => {
      if (answer.savedSessionId) draft.user.savedSessionId = draft.cookie.SavedSessionId = answer.savedSessionId;
      if (answer.savedSessionTimeout) draft.user.savedSessionTimeout = draft.cookie.SavedSessionTimeoutDate = answer.savedSessionTimeout;
      if (answer.crmCustomerId !== undefined) draft.user.crmCustomerId = answer.crmCustomerId;
      const order = draft.order;
      if (answer.referralNumber) order.referralNumber = draft.cookie.ReferralNumber = answer.referralNumber;
      if (answer.referralSequenceNumber) order.referralSequenceNumber = answer.referralSequenceNumber;
      if (answer.referralDate) order.referralDate = draft.cookie.ReferralDate = answer.referralDate;
      if (answer.referralCorrelationId) order.referralCorrelationId = draft.cookie.ReferralCorrelationId = answer.referralCorrelationId;
      for (const key of ['eon', 'workOrderId', 'workOrderNumber', 'customerPortalLoginToken', 'lockToken', 'settledTenderAmount'] as const) {
        if (answer[key] !== undefined && answer[key] !== null) (order as unknown as Record<string, unknown>)[key] = answer[key];
      }
      if (answer.nextGenSettledAmount !== undefined && answer.nextGenSettledAmount !== null) {
        order.payment.nextGenSettledAmount = answer.nextGenSettledAmount;
      }
    });
  };

  return { send };
}
