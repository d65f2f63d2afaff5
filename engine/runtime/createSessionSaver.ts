import type { FunnelState } from '../domain/state';
import { toSavedOrder } from '../domain/toSavedOrder';
import type { ApiCallError, ApiPort } from './ports';

/** What a save asks for besides saving (SPEC §7 save session). */
export interface SessionSaveOptions {
  /** Submit the order after saving it: books the slot, creates the order (eon, work order). */
  submitAfterSave?: boolean;
  /** Create the work order without booking (pay in advance before scheduling). */
  createUnscheduledStatusWorkOrderForPIA?: boolean;
  /** The page saving, for logs and the bail-out cause (SPEC §8). */
  pageName?: string;
  /**
   * The page the visitor goes on to from `pageName`: saved as the last page visited unless the visitor has already
   * entered another page by the time the save is sent, so a resumed session continues there.
   */
  nextPage?: string;
}

/** How a save ended: saved (the answer applied to the state), refused with a conflict the page can tell, or failed. */
export type SessionSaveOutcome =
  | { type: 'saved'; answer: SavedSessionAnswer }
  /** 409 (e.g. "That time slot is no longer available."): the message names the field at fault. */
  | { type: 'conflict'; field: string; message: string }
  /** The save did not go through (after its retries); `label` is SPEC §8's for the failure. */
  | { type: 'failed'; status: number | null; label?: string };

/** The fields of save-session's answer the funnel keeps (api/contract OrderSavedSession). */
export interface SavedSessionAnswer {
  savedSessionId?: string;
  savedSessionTimeout?: string;
  referralNumber?: string;
  referralSequenceNumber?: string;
  referralDate?: string;
  referralCorrelationId?: string;
  crmCustomerId?: string | null;
  eon?: string | null;
  workOrderId?: string | null;
  workOrderNumber?: string | null;
  customerPortalLoginToken?: string | null;
  lockToken?: string | null;
  settledTenderAmount?: number | null;
  nextGenSettledAmount?: number | null;
}

export interface SessionSaver {
  /**
   * Saves now or after the saves already queued (SPEC §4: saves are queued in sequence), with the state of then. With
   * `holdUntil`, the save is queued now but sent once `holdUntil` settles (issue #12: a page's save goes after the page
   * it led to is drawn), or at once on `sendHeld`. A later save (or a flush, which a submission follows) that comes
   * while it is held replaces it: that one sends the whole state, so the held one answers `saved` without a call and
   * nothing saved later is overtaken.
   */
  save(options?: SessionSaveOptions, holdUntil?: Promise<unknown>): Promise<SessionSaveOutcome>;
  /** Sends the held saves now (the page goes away). */
  sendHeld(): void;
  /** Drops the held saves (the state they would send is being replaced): each answers `saved` without a call. */
  dropHeld(): void;
  /** Resolves once every queued save has ended. */
  idle(): Promise<void>;
  /**
   * Waits for the queued saves (one still held is dropped: the submission that follows carries its state); when the
   * last of them failed (nothing saved since), saves once more and tells how that went; else answers `saved` without a
   * call. What a submission does first (issue #13: a failed background save is
   * surfaced before the order is submitted).
   */
  flush(options?: Pick<SessionSaveOptions, 'pageName'>): Promise<SessionSaveOutcome>;
}

/** How a held save ends when a later save carries its state instead: saved, without a call of its own. */
const superseded: SessionSaveOutcome = { type: 'saved', answer: {} };

/** The header naming an idempotent submission (issue #13); a 409 naming it is the key's, not the order's. */
const idempotencyKeyField = 'Idempotency-Key';

/** The most event-bus entries a save sends and the state keeps (the contract's limit): the newest are kept. */
export const maxBusEntries = 1000;

/**
 * SPEC §4 saved sessions: save-session requests queued in sequence, each sending the state as it is when its turn
 * comes (the order in the contract's shape, the user state with the config version; affiliate cookies with a
 * submission), and each answer's
 * identity fields (saved session id and timeout, referral data, eon, work order, tokens, settled amounts) applied to
 * the state and the funnel cookie. A 409 is the caller's to tell (a slot taken meanwhile), not a bail-out; nor is any
 * other failure (issue #13): a failed save is remembered, carried by the next save (every save sends the whole state)
 * and flushed before a submission; a submitting save sends an Idempotency-Key, so it may be tried again.
 */
export function createSessionSaver(deps: {
  api: ApiPort;
  getState(): FunnelState;
  update(recipe: (draft: FunnelState) => void): void;
  /** New idempotency keys (a random UUID each). */
  uuid(): string;
  /** The config version the funnel runs (the model's content hash), saved with the user state (issue #15). */
  configVersion?: string;
}): SessionSaver {
  let queue: Promise<unknown> = Promise.resolve();
  /** Whether the last save ended without saving (nothing saved since): the next save, or a flush, carries its state. */
  let lastFailed = false;
  /**
   * The submission being made (issue #13): its Idempotency-Key and exactly what it sent. The visitor trying again with
   * the same order sends the same request with the same key, so a submission whose answer was lost is answered, not
   * made twice; a changed order is a new intent with a new key.
   */
  let intent: { key: string; fingerprint: string; params: Record<string, unknown> } | null = null;

  const run = async (options: SessionSaveOptions): Promise<SessionSaveOutcome> => {
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
      lastFailed = false;
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
      // A failed submission is made again as a submission (carrying the state); a failed plain save is flushed.
      if (!submits) lastFailed = true;
      return { type: 'failed', status: failure.status ?? null, ...(failure.label ? { label: failure.label } : {}) };
    }
  };

  const apply = (answer: SavedSessionAnswer) => {
    deps.update((draft) => {
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

  /** The saves held by `holdUntil` (one already sent or dropped ignores both): each can be sent now, or dropped. */
  const held: Array<{ send(): void; drop(): void }> = [];
  const takeHeld = () => held.splice(0);
  const sendHeld = () => {
    for (const save of takeHeld()) save.send();
  };
  /** A held save not sent yet is superseded by a later one: every save sends the whole state as it is then. */
  const dropHeld = () => {
    for (const save of takeHeld()) save.drop();
  };
  const save = (options: SessionSaveOptions = {}, holdUntil?: Promise<unknown>) => {
    dropHeld();
    let gate: Promise<boolean> = Promise.resolve(true);
    if (holdUntil) {
      gate = new Promise<boolean>((resolve) => {
        const entry = { send: () => resolve(true), drop: () => resolve(false) };
        held.push(entry);
        holdUntil.then(entry.send, entry.send);
      });
    }
    const next = queue.then(() => gate).then((sends): Promise<SessionSaveOutcome> => (sends ? run(options) : Promise.resolve(superseded)));
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    save,
    sendHeld,
    dropHeld,
    idle: async () => {
      await queue;
    },
    flush: async (options = {}) => {
      // What a submission does first: the submission that follows carries what a held save would have sent.
      dropHeld();
      await queue;
      if (!lastFailed) return { type: 'saved', answer: {} };
      return save({ pageName: options.pageName });
    },
  };
}
