import type { FunnelState } from '../domain/state';
import type { createSaveSender, SaveSender } from './createSaveSender';
import type { ApiPort } from './ports';

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

/** The most event-bus entries a save sends and the state keeps (the contract's limit): the newest are kept. */
export const maxBusEntries = 1000;

/** What the session saver works with. */
export interface SessionSaverDeps {
  api: ApiPort;
  getState(): FunnelState;
  update(recipe: (draft: FunnelState) => void): void;
  /** New idempotency keys (a random UUID each). */
  uuid(): string;
  /** The config version the funnel runs (the model's content hash), saved with the user state (issue #15). */
  configVersion?: string;
  /**
   * Loads the code that sends a save (createSaveSender.ts). Issue #12: the runtime fetches it with the rest of its code
   * the first page's entry does not run (deferredRuntime.ts), when the visitor starts answering.
   */
  loadSender(): Promise<typeof createSaveSender>;
}

/**
 * SPEC §4 saved sessions: save-session requests queued in sequence, each sending the state as it is when its turn
 * comes (createSaveSender.ts sends one and applies its answer). A failed save (issue #13) is remembered, carried by the
 * next save (every save sends the whole state) and flushed before a submission.
 */
export function createSessionSaver(deps: SessionSaverDeps): SessionSaver {
  let queue: Promise<unknown> = Promise.resolve();
  /** Whether the last save ended without saving (nothing saved since): the next save, or a flush, carries its state. */
  let lastFailed = false;
  /**
   * The sender, once its code is there; a failed load is asked for again by the next save (a browser answers that from
   * its module map until a reload, SPEC §8).
   */
  let sender: Promise<SaveSender> | null = null;
  const loadSender = () => {
    const loading = (sender ??= deps.loadSender().then((create) => create(deps)));
    loading.catch(() => {
      if (sender === loading) sender = null;
    });
    return loading;
  };

  const run = async (options: SessionSaveOptions): Promise<SessionSaveOutcome> => {
    const submits = options.submitAfterSave === true || options.createUnscheduledStatusWorkOrderForPIA === true;
    let outcome: SessionSaveOutcome;
    try {
      outcome = await (await loadSender()).send(options);
    } catch {
      // Its code did not load (SPEC §8 chunk-load failure): the save did not go through, as when its call fails.
      outcome = { type: 'failed', status: null };
    }
    if (outcome.type === 'saved') lastFailed = false;
    // A failed submission is made again as a submission (carrying the state); a failed plain save is flushed.
    else if (outcome.type === 'failed' && !submits) lastFailed = true;
    return outcome;
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
