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
  | { type: 'failed'; status: number | null };

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
  /** Saves now or after the saves already queued (SPEC §4: saves are queued in sequence), with the state of then. */
  save(options?: SessionSaveOptions): Promise<SessionSaveOutcome>;
  /** Resolves once every queued save has ended. */
  idle(): Promise<void>;
}

/** The most event-bus entries a save sends and the state keeps (the contract's limit): the newest are kept. */
export const maxBusEntries = 1000;

/**
 * SPEC §4 saved sessions: save-session requests queued in sequence, each sending the state as it is when its turn
 * comes (the order in the contract's shape, the user state with the config version; affiliate cookies with a
 * submission), and each answer's
 * identity fields (saved session id and timeout, referral data, eon, work order, tokens, settled amounts) applied to
 * the state and the funnel cookie. A 409 is the caller's to tell (a slot taken meanwhile), not a bail-out.
 */
export function createSessionSaver(deps: {
  api: ApiPort;
  getState(): FunnelState;
  update(recipe: (draft: FunnelState) => void): void;
  /** The config version the funnel runs (the model's content hash), saved with the user state (issue #15). */
  configVersion?: string;
}): SessionSaver {
  let queue: Promise<unknown> = Promise.resolve();

  const run = async (options: SessionSaveOptions): Promise<SessionSaveOutcome> => {
    const state = deps.getState();
    const submit = options.submitAfterSave === true;
    const params = {
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
    try {
      const answer = (await deps.api.call('order.saveSession', params, {
        pageName: options.pageName,
        expectedStatuses: [409],
      })) as SavedSessionAnswer | null;
      if (answer) apply(answer);
      return { type: 'saved', answer: answer ?? {} };
    } catch (error) {
      const failure = error as Partial<ApiCallError>;
      if (failure.status === 409) {
        const body = (failure.response?.data ?? {}) as { field?: string; message?: string };
        return { type: 'conflict', field: body.field ?? 'order', message: body.message ?? 'Your order could not be saved as it is.' };
      }
      return { type: 'failed', status: failure.status ?? null };
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

  return {
    save: (options = {}) => {
      const next = queue.then(() => run(options));
      queue = next.catch(() => undefined);
      return next;
    },
    idle: async () => {
      await queue;
    },
  };
}
