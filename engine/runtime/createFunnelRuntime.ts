import { produce } from 'immer';
import mitt, { type Emitter } from 'mitt';
import type { BindingWaits, CompiledPage, FunnelModel } from '../compile/FunnelModel';
import { mergeFunnelDetails, type FunnelDetails, type PageDetails } from '../compile/splitFunnelModel';
import { getConditionReads } from '../compile/getConditionReads';
import { getBindingAccess, hasOverlap } from '../compile/getBindingAccess';
import { getBindingWaits } from '../compile/getBindingWaits';
import { getWhileShownSteps } from '../compile/getWhileShownSteps';
import type { AnswerNotice, ApiBinding, BindingParam } from '../config/types';
import { conditionGuards } from '../domain/conditionGuards';
import { isOperationName } from '../domain/operations';
import { readQueryParameters } from '../domain/queryParameters';
import { createInitialCookie, createInitialState, type FunnelState } from '../domain/state';
import type { CascadeReset } from './runCascades';
import { runCascades } from './runCascades';
import { checkPrerequisites } from './checkPrerequisites';
import { entryGuardImplementations, prefetchEntryGuards } from './entryGuards';
import type { GuardEnvironment } from './evaluateCondition';
import { evaluateCondition } from './evaluateCondition';
import { getAtPath } from './getAtPath';
import type { FunnelAlert, GuardContext, GuardOutcome, RouteGuard } from './GuardContext';
import { FieldRefusal } from './FieldRefusal';
import { readValue, SaveFailure, startBindings, type BindingScopeValues, type PendingWrite } from './runBindings';
import { NavigationError } from './NavigationError';
import { PageLoadError } from './PageLoadError';
import type { ApiCallError, FunnelPorts } from './ports';
import { resolveNavigation, type NavigationDecision } from './resolveNavigation';
import { setAtPath } from './setAtPath';
import { ensureSession, readFunnelCookie, writeFunnelCookie } from './ensureSession';
import { createSessionSaver, type SessionSaveOptions, type SessionSaveOutcome, maxBusEntries } from './createSessionSaver';
import type { PageAnalytics } from './createPageAnalytics';
import { createBackgroundCalls } from './createBackgroundCalls';
import { cachedPerObject } from './cachedPerObject';
import { loadOnce } from './loadOnce';
import { toLoggingOption } from '../domain/toLoggingOption';
import { toExpiredSessionAlert } from './toExpiredSessionAlert';
import type { ExperimentRunner } from './createExperimentRunner';
import { fromStoredSnapshot } from '../domain/fromStoredSnapshot';
import { submittedSnapshotKey } from '../domain/toSubmittedSnapshot';
import { createStatePersistence } from './createStatePersistence';
import type { DecisionTrace } from './DecisionTrace';
import type { DeferredRuntime } from './deferredRuntime';
import { toCappedEventBus } from './toCappedEventBus';
import type { NavigationDecider } from './toNavigationTrace';

/** SPEC §8 page-error causes. */
export type PageErrorCause =
  | 'expired-session'
  | 'invalid-page-prerequisites'
  | 'invalid-page-name'
  | 'uncaught-exception-in-navigation';

/** How a page is entered: `fromHistory`, the browser's Back or Forward brought the visitor to it (not a link or address). */
export interface EntryHow {
  fromHistory?: boolean;
}

/** What entering a route leads to. */
export type EntryOutcome =
  | { type: 'render'; pageId: string }
  | { type: 'redirect'; to: string; query: Record<string, string>; reason: string }
  | { type: 'external'; url: string }
  | { type: 'reload' };

/** What submitting a page leads to. */
export type SubmitOutcome =
  | { type: 'navigate'; to: string; query: Record<string, string>; decision: NavigationDecision }
  | { type: 'failed'; operation: string; message: string; status: number | null }
  /** A call's answer refused the input: show `message` at `field` (or on the page); nothing was kept. */
  | { type: 'invalid'; field: string | null; message: string }
  /** SPEC §2 global rule 6: an exception while submitting raised a page error; go to the error route. */
  | { type: 'error'; to: string; query: Record<string, string>; cause: PageErrorCause };

/** What running a page action leads to: done (the state says what happened), a refusal, a failure, or somewhere to go. */
export type ActionOutcome =
  | { type: 'done' }
  | { type: 'external'; url: string }
  | SubmitOutcome;

/** An effect the runtime carried out, as data (DESIGN principle 3): what tests and the CLI observe. */
export type FunnelEffect =
  | { type: 'call'; operation: string; ok: boolean; pageId: string }
  | { type: 'navigate'; from: string; to: string; query: Record<string, string> }
  | { type: 'external'; url: string }
  | { type: 'reload' };

/** Events on the funnel's mitt bus. */
export type FunnelEvents = {
  'cascade:reset': CascadeReset;
  'page:error': { cause: PageErrorCause; pageId: string; detail: string };
  'navigation': NavigationDecision;
  /** Each decision of the trace as it is taken (DESIGN principle 12; engine/runtime/DecisionTrace.ts). */
  'decision': DecisionTrace;
  'alert': FunnelAlert;
  'effect': FunnelEffect;
  'state': FunnelState;
  /**
   * Issue #12 whileShown: a shown page's entry calls still under way, by what they write (renderers show those as
   * pending); `writes` empty once they are done (or abandoned because the visitor left the page).
   */
  'load:pending': { pageId: string; writes: readonly string[] };
};

export interface FunnelRuntimeOptions {
  model: FunnelModel;
  ports: FunnelPorts;
  environment?: GuardEnvironment & { referrer?: string };
  /** Start from this state instead of the stored or a fresh one. */
  initialState?: FunnelState;
  /** Keep the state in the storage port between visits (the browser does; headless tests need not). */
  persist?: boolean;
  /**
   * A model split for the browser (engine/compile/splitFunnelModel.ts) leaves each screen's own part (its form, calls,
   * actions, buttons, navigation) out of `model`: this loads a page's part, or answers null when the page has none to
   * load. The runtime merges it into the page before the page is entered. Without it the model is whole.
   */
  loadPageDetails?: (pageId: string) => Promise<PageDetails> | null;
  /**
   * A model split for the browser also leaves out the funnel's words only code loaded on demand reads (FunnelDetails:
   * the order summary's rows, the price summary): this loads them, for FunnelRuntime.loadFunnelDetails to merge into
   * the model. Without it the model is whole.
   */
  loadFunnelDetails?: () => Promise<FunnelDetails>;
}

export { stateStorageKey } from './createStatePersistence';
export { PageLoadError } from './PageLoadError';

export interface FunnelRuntime {
  model: FunnelModel;
  bus: Emitter<FunnelEvents>;
  /** Every effect carried out so far, in order. */
  effects: FunnelEffect[];
  getState(): FunnelState;
  subscribe(listener: (state: FunnelState) => void): () => void;
  update(recipe: (draft: FunnelState) => void): void;
  getAlerts(): FunnelAlert[];
  /** Shows an alert (SPEC §8 styles); it replaces an earlier one of the same category and subcategory. */
  showAlert(alert: FunnelAlert): void;
  dismissAlert(alert: FunnelAlert): void;
  /**
   * Enters a page by id, running SPEC §2's global rules, the page's guards or handler and its entry calls. `how`: the
   * browser's Back or Forward brought the visitor there (EntryHow).
   */
  enter(pageId: string, search?: string, how?: EntryHow): Promise<EntryOutcome>;
  /** Enters a route path (under the base path); an unknown route raises the page-not-found alert (SPEC §8). */
  enterRoute(route: string, search?: string, how?: EntryHow): Promise<EntryOutcome>;
  /** The form data of a page, read from the state paths its fields are bound to. */
  getFormData(pageId: string): Record<string, unknown>;
  /** Applies a page's answers and calls, runs the cascades and resolves the scenario to the next page. */
  submit(pageId: string, formData: Record<string, unknown>, scenario?: string): Promise<SubmitOutcome>;
  /**
   * Runs one of a page's named actions (its YAML `actions:`, DESIGN principle 9) with what the renderer passes as
   * `input`; a page's actions run one after the other. What the action found is in the state; a failed action keeps
   * nothing it wrote.
   */
  runAction(pageId: string, name: string, input?: Record<string, unknown>): Promise<ActionOutcome>;
  /**
   * Issue #12: what a shown page's entry calls still under way write (its `whileShown` steps, page YAML), for the
   * renderers to show as pending: `pageId`'s, or (without it) the shown page's; empty when nothing is pending. The
   * page's submit and actions wait for them.
   */
  getPendingWrites(pageId?: string): readonly string[];
  /** Resolves once a page's entry calls that go on while it is shown are done (or abandoned); at once when there are none. */
  pageLoaded(pageId: string): Promise<void>;
  /**
   * Runs again the steps `select` picks of the shown page's entry steps (cross-tab sharing: those another tab's change
   * made stale), as the entry ran them; what they write stops once another page is entered.
   */
  rerunShownPageSteps(select: (load: readonly ApiBinding[], page: CompiledPage) => ApiBinding[]): Promise<void>;
  /** Evaluates whether a page's action is offered. */
  isButtonOffered(pageId: string, scenario: string): boolean;
  /**
   * The visitor starts answering: fetches ahead the code a submit needs (issue #12: deferredRuntime.ts, the decision
   * trace and the session saves' sender) when it is not there yet (a failed load is asked for again), so the visitor's
   * Continue does not wait for it; and starts the page's experiments run if it is still held until the page is shown,
   * so it is done before the next page's.
   */
  prepareSubmit(): void;
  /**
   * Makes the funnel's details part of the model (FunnelRuntimeOptions.loadFunnelDetails), once: what reads them (the
   * order summary, the quote's and the confirmation's renderers) loads them with its code. A failed load rejects and is
   * tried again by the next caller.
   */
  loadFunnelDetails(): Promise<void>;
  /** Saves the session (SPEC §4: queued in sequence), e.g. with submitAfterSave to submit the order. */
  saveSession(options?: SessionSaveOptions): Promise<SessionSaveOutcome>;
  /** This tab's session storage (SPEC §3: the submitted-state snapshot and the external parameters live there). */
  sessionStorage: FunnelPorts['sessionStorage'];
  /** SPEC §2/§7 analytics: logged after each page by the runtime; the host sends its custom events through it. */
  analytics: PageAnalytics;
  /**
   * The decision trace of this visit (this runtime), oldest first, uncapped (DESIGN principle 12): every navigation,
   * skipped page, guard, handler, auto-route choice and failed prerequisite. For headless tools (`funnel test`,
   * `funnel explain`) and tests; print one with formatDecision. The user's event bus keeps the newest
   * constants.decisionTraceEntries of them.
   */
  getDecisions(): readonly DecisionTrace[];
  /**
   * Makes a page whole (its own part loaded, FunnelRuntimeOptions.loadPageDetails) and answers it; entering a page does
   * this itself. Rejects when the part fails to load (a later call tries again).
   */
  loadPage(pageId: string): Promise<CompiledPage | undefined>;
  /**
   * Issue #12: the state is kept in the storage port (with `persist`) once the work in flight (entries, submits,
   * actions, saves, the session's initialisation, experiment runs) is all done, not at every change. This keeps it now
   * if it changed since (the host calls it when the page is hidden or left, so nothing typed is lost), and sends the
   * analytics and exposure calls held while a page transition was under way.
   */
  flush(): void;
  /** Resolves once no work is in flight and the state is kept (the saves and runs beside the pages have ended). */
  idle(): Promise<void>;
  /** Listens for the state as it is kept: once the work in flight is done, when it changed (cross-tab sharing). */
  subscribeSettled(listener: (state: FunnelState) => void): () => void;
}

/** The virtual routes' handlers (SPEC §2): code of their own (issue #12), loaded when a virtual route is entered. */
const loadVirtualHandlersCode = loadOnce(() => import('./virtualHandlers'));
/** Loads the virtual routes' handlers once; a failure is the entered page's PageLoadError (a later entry tries again). */
function loadVirtualHandlers(pageId: string) {
  return loadVirtualHandlersCode().then(
    (module) => module.virtualHandlerImplementations,
    (error: unknown) => {
      throw new PageLoadError(pageId, error);
    },
  );
}

/** That code, once loaded: what runs only after it was awaited reads it from here. */
let deferred: DeferredRuntime | null = null;
/** The runtime's code the first page's entry does not run (deferredRuntime.ts, issue #12), loaded once asked for. */
const loadDeferredRuntime = loadOnce(() => import('./deferredRuntime').then((module) => (deferred = module.deferredRuntime)));
/** The deferred code, which the caller has awaited (loadDeferredRuntime) before the work that needs it. */
function getDeferredRuntime(): DeferredRuntime {
  if (!deferred) throw new Error('The runtime used its deferred code (deferredRuntime.ts) before loading it');
  return deferred;
}

/** The SPEC §3 event-bus category and the analytics custom-event category of the decision trace. */
export const decisionCategory = 'DECISION';

/** A page's whileShown steps, worked out once per page of the model, not at every entry. */
const getPageWhileShownSteps = cachedPerObject(getWhileShownSteps);

/** Creates the funnel runtime: the imperative shell around the engine's pure functions. */
export function createFunnelRuntime(options: FunnelRuntimeOptions): FunnelRuntime {
  const { model, ports } = options;
  const environment = options.environment ?? {};
  const bus = mitt<FunnelEvents>();
  const effects: FunnelEffect[] = [];
  const listeners = new Set<(state: FunnelState) => void>();
  let alerts: FunnelAlert[] = [];
  // An alert replaces an earlier one of the same category and subcategory (a second conflict does not stack).
  const showAlert = (alert: FunnelAlert) => {
    alerts = [...alerts.filter((a) => !(a.category === alert.category && a.subCategory === alert.subCategory)), alert];
    bus.emit('alert', alert);
  };

  // SPEC §3: the state in local storage, the external-parameter state in session storage.
  const persistence = createStatePersistence(ports);
  let state: FunnelState = options.initialState ?? (options.persist ? persistence.load() : null) ?? createInitialState();
  // SPEC §3: this tab's submitted-state snapshot lives in its session storage, never with the state in local storage.
  state = { ...state, submitted: fromStoredSnapshot(ports.sessionStorage.get(submittedSnapshotKey)) ?? state.submitted ?? null };
  // SPEC §3/§9 funnel cookie: read back at start (it outlives the stored state: a new browser has only its cookies), and
  // written through the cookie port whenever one of its fields changes (restart's cleared cookie is removed).
  const cookieAtStart = readFunnelCookie(ports.cookies);
  if (cookieAtStart) state = { ...state, cookie: cookieAtStart };
  let writtenCookie = state.cookie;
  bus.on('state', (next) => {
    if (next.cookie === writtenCookie) return;
    writtenCookie = next.cookie;
    writeFunnelCookie(ports.cookies, next.cookie, model.funnel.constants);
  });

  // Issue #12: the work in flight (entries, submits, actions, saves, the session's initialisation, experiment runs). The
  // state is kept in the storage port, and offered to the other tabs (subscribeSettled), once that work is all done:
  // once per page transition, not at every change. The host keeps it at once when the page goes away (flush).
  let working = 0;
  let isDirty = false;
  let isSettleQueued = false;
  const settledListeners = new Set<(state: FunnelState) => void>();
  const idleWaiters: Array<() => void> = [];
  const flush = () => {
    if (!isDirty) return;
    isDirty = false;
    if (options.persist) persistence.save(state);
    for (const listener of settledListeners) listener(state);
  };
  const settle = () => {
    isSettleQueued = false;
    if (working > 0) return;
    flush();
    for (const resolve of idleWaiters.splice(0)) resolve();
  };
  /** Settles after the current task, so the changes of one turn (and a submit followed by its next page's entry) are one. */
  const queueSettle = () => {
    if (isSettleQueued || working > 0) return;
    isSettleQueued = true;
    setTimeout(settle, 0);
  };
  const track = <T,>(work: Promise<T>): Promise<T> => {
    working += 1;
    const done = () => {
      working -= 1;
      queueSettle();
    };
    work.then(done, done);
    return work;
  };

  const setState = (next: FunnelState) => {
    if (next === state) return;
    // The user's event bus (SPEC §3) keeps its newest entries only, so the stored state cannot grow without end.
    if (next.user.eventBus.length > maxBusEntries) {
      next = { ...next, user: { ...next.user, eventBus: next.user.eventBus.slice(-maxBusEntries) } };
    }
    if (next.submitted !== state.submitted) {
      if (next.submitted) ports.sessionStorage.set(submittedSnapshotKey, JSON.stringify(next.submitted));
      else ports.sessionStorage.remove(submittedSnapshotKey);
    }
    state = next;
    isDirty = true;
    queueSettle();
    bus.emit('state', state);
    for (const listener of listeners) listener(state);
  };
  const update = (recipe: (draft: FunnelState) => void) => setState(produce(state, recipe));
  const record = (effect: FunnelEffect) => {
    effects.push(effect);
    bus.emit('effect', effect);
  };
  const conditionContext = () => ({ state, guards: conditionGuards, environment, constants: model.funnel.constants });
  const sessionSaver = createSessionSaver({
    api: ports.api,
    getState: () => state,
    update,
    uuid: () => ports.ids.uuid(),
    // Issue #15: every save records the config version the session was saved under.
    configVersion: model.contentHash,
    loadSender: () => loadDeferredRuntime().then((code) => code.createSaveSender),
  });
  const saver = {
    save: (saveOptions?: SessionSaveOptions, holdUntil?: Promise<unknown>) => track(sessionSaver.save(saveOptions, holdUntil)),
    flush: (flushOptions?: Pick<SessionSaveOptions, 'pageName'>) => track(sessionSaver.flush(flushOptions)),
  };
  // SPEC §2 global rule 1: the session's initialisation in flight (issue #12: beside the page, not before it).
  let sessionInit: Promise<void> | null = null;
  // Issue #12: analytics and exposures wait while a page transition is under way, and for the frame that shows its page.
  const background = createBackgroundCalls({ nextPaint: ports.paint ? () => ports.paint!.next() : undefined });
  /** Runs `work` as a page transition: the background calls asked for meanwhile go after it. */
  const asTransition = async <T,>(work: () => Promise<T>): Promise<T> => {
    const end = background.begin();
    try {
      return await work();
    } finally {
      end();
    }
  };
  /** Leaving the funnel for another site: the calls held go now, before the browser leaves the page. */
  const sendHeldIfLeaving = <T extends { type: string }>(outcome: T): T => {
    if (outcome.type === 'external') background.flush();
    return outcome;
  };
  // SPEC §2 "after each page" analytics (never awaited: analytics must not delay or disturb the page); sent with the
  // session's key, once the session is initialised.
  // Issue #12: its code is deferred (deferredRuntime.ts); an event whose code did not load is lost, as a failed call's.
  let pageAnalytics: PageAnalytics | null = null;
  const withAnalytics = (send: (loaded: PageAnalytics) => Promise<void>) =>
    loadDeferredRuntime().then(
      (code) => send((pageAnalytics ??= code.createPageAnalytics({ api: ports.api, getState: () => state, ready: () => sessionInit ?? Promise.resolve() }))),
      () => undefined,
    );
  // Its calls are work in flight too: each counts in the session (SPEC §7 session sequence number, kept in the state).
  const analytics: PageAnalytics = {
    logPage: (pageName) => track(background.run(() => withAnalytics((loaded) => loaded.logPage(pageName)))),
    logEvent: (event) => track(background.run(() => withAnalytics((loaded) => loaded.logEvent(event)))),
  };
  // SPEC §3 event bus: every alert shown is recorded (page errors and cascade resets record themselves below).
  bus.on('alert', (alert) =>
    update((draft) => {
      draft.user.eventBus.push({ category: alert.category, subCategory: alert.subCategory, eventValue: draft.user.lastPageVisited ?? '' });
    }),
  );
  // DESIGN principle 12: every decision is kept for this visit, emitted, recorded on the user's event bus (the newest
  // constants.decisionTraceEntries, so the saved session stays small) and sent to analytics as a custom event. The
  // entry holds no personal data by construction (DecisionTrace.ts), so its line may go everywhere.
  const decisions: DecisionTrace[] = [];
  /** Records decisions taken together (a navigation and the stages it skipped) in one state update. */
  const recordDecisions = (entries: DecisionTrace[]) => {
    const { formatDecision } = getDeferredRuntime();
    const lines = entries.map((entry) => formatDecision(entry));
    decisions.push(...entries);
    update((draft) => {
      entries.forEach((entry, index) => draft.user.eventBus.push({ category: decisionCategory, subCategory: entry.kind, eventValue: lines[index]! }));
      draft.user.eventBus = toCappedEventBus(draft.user.eventBus, decisionCategory, model.funnel.constants.decisionTraceEntries);
    });
    entries.forEach((entry, index) => {
      bus.emit('decision', entry);
      void analytics.logEvent({ category: decisionCategory, action: entry.kind, label: lines[index], value: entry.to, pageName: entry.page });
    });
  };
  const recordDecision = (entry: DecisionTrace) => recordDecisions([entry]);
  /** Records a resolved navigation (and the sequence steps it skipped) while the state is still the one it read. */
  const recordNavigation = (decision: NavigationDecision, decider?: NavigationDecider) =>
    recordDecisions(getDeferredRuntime().toNavigationTrace(model, decision, conditionContext(), decider));
  // SPEC §8 page errors also reach analytics: the cause and the page, never the detail (it can quote the state).
  bus.on('page:error', (error) => void analytics.logEvent({ category: 'PAGE_ERROR', action: error.cause, pageName: error.pageId }));
  // SPEC §7 experiments: SiteEntry once per visit, PageEntry on each page; exposure logged when a listing page shows.
  // Issue #12: the runner's code is deferred (deferredRuntime.ts), fetched for the first run: beside the page's own part
  // where the page's entry reads a setting, else once the page is shown or the visitor starts answering (enterPage).
  let experimentRunner: ExperimentRunner | null = null;
  const loadExperimentRunner = () =>
    loadDeferredRuntime().then(
      (code) => (experimentRunner ??= code.createExperimentRunner({ model, api: ports.api, getState: () => state, update })),
    );
  const pageByHandler = (handler: string) => model.pageIds.find((id) => model.pages[id]?.handler === handler) ?? null;

  /** Starts the run runAfterShown holds, if it has not started. */
  let startHeldRun: (() => void) | null = null;
  /** Runs `work` once the page is shown (background.run) or the visitor starts answering, whichever comes first. */
  const runAfterShown = (work: () => Promise<void>): Promise<void> => {
    let started: Promise<void> | null = null;
    const start = () => (started ??= work());
    startHeldRun = () => void start().catch(() => undefined);
    return background.run(start);
  };

  /** The deferred code for a page's work: a failed load is the page's PageLoadError (the host offers a reload). */
  const needDeferredRuntime = (pageId: string) =>
    loadDeferredRuntime().catch((error: unknown) => {
      throw new PageLoadError(pageId, error);
    });

  const loader = options.loadFunnelDetails;
  const loadFunnelDetails = loader ? loadOnce(() => loader().then((details) => mergeFunnelDetails(model, details))) : () => Promise.resolve();

  /** Pages whose own part has loaded (or is loading): each is loaded once. */
  const pageLoads = new Map<string, Promise<CompiledPage | undefined>>();
  const loadPage = (pageId: string): Promise<CompiledPage | undefined> => {
    let loading = pageLoads.get(pageId);
    if (!loading) {
      // Its guards' code too (issue #12): a page fetched ahead (prefetchNextPages) is entered without waiting for it.
      prefetchEntryGuards(model.pages[pageId]?.guards ?? []);
      const details = model.pages[pageId] ? options.loadPageDetails?.(pageId) : null;
      loading = details
        ? details.then(
            (part) => Object.assign(model.pages[pageId]!, part),
            (error: unknown) => {
              pageLoads.delete(pageId);
              throw new PageLoadError(pageId, error);
            },
          )
        : Promise.resolve(model.pages[pageId]);
      pageLoads.set(pageId, loading);
    }
    return loading;
  };

  const callApi = async (operation: string, params: Record<string, unknown>, pageId: string, callOptions: { handlesFailure?: boolean } = {}) => {
    if (!isOperationName(operation)) throw new Error(`Unknown API operation "${operation}"`);
    try {
      const result = await ports.api.call(operation, params, { pageName: pageId, ...(callOptions.handlesFailure ? { handlesFailure: true } : {}) });
      record({ type: 'call', operation, ok: true, pageId });
      return result;
    } catch (error) {
      record({ type: 'call', operation, ok: false, pageId });
      throw error;
    }
  };

  /** SPEC §4: reset the state, keeping experiments and affiliate cookies; optionally the funnel cookie too. */
  const resetState = (resetOptions?: { clearCookie?: boolean }) => {
    const fresh = createInitialState();
    fresh.user.experiments = state.user.experiments;
    fresh.user.affiliateCookies = state.user.affiliateCookies;
    fresh.settings = state.settings;
    fresh.session = { ...state.session, isSubmitted: false, isSessionLoaded: false };
    fresh.cookie = resetOptions?.clearCookie ? createInitialCookie() : state.cookie;
    // The tab's submitted order stays what the confirmation shows (SPEC §3, §4).
    fresh.submitted = state.submitted;
    if (resetOptions?.clearCookie) fresh.cookie = createInitialCookie();
    // A page's save still held (issue #12) would send the state that replaces this one: what it held goes with it.
    sessionSaver.dropHeld();
    setState(fresh);
  };

  const guardContext = (pageId: string, search: string): GuardContext => ({
    model,
    pageId,
    search,
    ports,
    environment,
    getState: () => state,
    update,
    consumeQuery: (name: string) => {
      const key = Object.keys(state.query).find((k) => k.toLowerCase() === name.toLowerCase());
      if (key === undefined) return null;
      const value = state.query[key] ?? null;
      update((draft) => {
        delete draft.query[key];
      });
      return value;
    },
    resetState,
    saveSession: (saveOptions) => saver.save({ pageName: pageId, ...saveOptions }),
    flushSaves: () => saver.flush({ pageName: pageId }),
    prerequisitesHold: (id: string) => checkPrerequisites(model, id, conditionContext()).value,
    explainPrerequisites: (id: string) => {
      const prerequisites = model.pages[id]?.prerequisites;
      return prerequisites ? getDeferredRuntime().explainCondition(prerequisites, conditionContext()) : null;
    },
    alert: (alert: FunnelAlert) => showAlert(alert),
    runAction: (name: string, input: Record<string, unknown> = {}) => performAction(pageId, name, input),
    loadPage,
    recordDecision,
  });

  const redirectFor = (pageId: string, scenario: string, reason: string, decider?: NavigationDecider): EntryOutcome => {
    const decision = resolveNavigation(model, pageId, scenario, conditionContext());
    bus.emit('navigation', decision);
    recordNavigation(decision, decider);
    applyRuleSet(decision);
    record({ type: 'navigate', from: pageId, to: decision.to, query: decision.query });
    return { type: 'redirect', to: decision.to, query: decision.query, reason };
  };

  /**
   * SPEC §4 cascading resets for whatever changed since `before` (a submit's answers, a navigation rule's `set`, a
   * route guard's writes), each reset recorded on the user's event bus and the mitt bus; `written` is never reset.
   */
  const settleCascades = (before: FunnelState, written: string[]) => {
    if (state === before) return;
    const { constants } = model.funnel;
    const cascaded = runCascades(model.cascades, before, state, written, { guards: conditionGuards, environment, constants });
    setState(cascaded.state);
    if (cascaded.resets.length === 0) return;
    update((draft) => {
      for (const reset of cascaded.resets) {
        draft.user.eventBus.push({ category: 'CASCADE_RESET', subCategory: reset.ruleId, eventValue: reset.path });
      }
    });
    for (const reset of cascaded.resets) bus.emit('cascade:reset', reset);
  };

  const applyRuleSet = (decision: NavigationDecision) => {
    const set = decision.rule.set;
    if (!set) return;
    const before = state;
    update((draft) => {
      for (const [path, value] of Object.entries(set)) setAtPath(draft as unknown as Record<string, unknown>, path, value);
    });
    settleCascades(before, Object.keys(set));
  };

  const toOutcome = (pageId: string, outcome: GuardOutcome, reason: string, decider: NavigationDecider): EntryOutcome | null => {
    if (!outcome) return null;
    // DESIGN principle 12: what the guard weighed (auto-route: its order's pages), then where it sent the visit.
    const weighed = outcome && 'because' in outcome ? (outcome.because ?? []) : [];
    const traceGuard = (to: string | null, scenario: string | null = null) =>
      recordDecision({
        kind: decider.kind,
        page: pageId,
        scenario,
        ...(decider.by && decider.kind !== 'autoRoute' ? { by: decider.by } : {}),
        to,
        taken: weighed.find((rule) => rule.taken) ?? null,
        rules: weighed,
      });
    if ('scenario' in outcome) {
      if (weighed.length > 0) {
        // Nothing weighed held (auto-route found no page): that is one decision, the scenario it falls back on another.
        const fallback = resolveNavigation(model, pageId, outcome.scenario, conditionContext());
        traceGuard(fallback.to);
        return redirectFor(pageId, outcome.scenario, reason, { kind: 'handler', by: decider.by ?? decider.kind });
      }
      return redirectFor(pageId, outcome.scenario, reason, decider);
    }
    if ('goto' in outcome) {
      traceGuard(outcome.goto);
      record({ type: 'navigate', from: pageId, to: outcome.goto, query: outcome.query ?? {} });
      return { type: 'redirect', to: outcome.goto, query: outcome.query ?? {}, reason };
    }
    if ('external' in outcome) {
      // The address is not traced: a hand-off's query can carry the visitor's data (SPEC §2 heritage hand-off).
      traceGuard('external');
      record({ type: 'external', url: outcome.external });
      return { type: 'external', url: outcome.external };
    }
    traceGuard('reload');
    record({ type: 'reload' });
    return { type: 'reload' };
  };

  /** A SPEC §2 global rule that sends the visit elsewhere, traced as a guard (DESIGN principle 12). */
  const traceGlobalRule = (pageId: string, rule: string, to: string) =>
    recordDecision({ kind: 'guard', page: pageId, scenario: null, by: rule, to, taken: null, rules: [] });

  /** SPEC §8: a page error pushes an event and goes to the error route. */
  const raisePageError = (cause: PageErrorCause, pageId: string, detail: string): EntryOutcome => {
    bus.emit('page:error', { cause, pageId, detail });
    update((draft) => {
      draft.user.eventBus.push({ category: 'PAGE_ERROR', subCategory: cause, eventValue: pageId });
    });
    const errorPage = pageByHandler('error');
    if (!errorPage || errorPage === pageId) {
      const restart = pageByHandler('restart');
      return { type: 'redirect', to: restart ?? model.funnel.firstPage, query: {}, reason: cause };
    }
    return leaveFor(pageId, errorPage, cause);
  };

  /** Entering `pageId` leads to `to` (a global rule's or the error route's redirect), recorded as a navigation. */
  const leaveFor = (pageId: string, to: string, reason: string): EntryOutcome => {
    record({ type: 'navigate', from: pageId, to, query: {} });
    return { type: 'redirect', to, query: {}, reason };
  };

  /** A binding's notice (an information alert): shown when it holds, replacing an earlier one; withdrawn when not. */
  const inform = (notice: AnswerNotice, holds: boolean, text: string) => {
    alerts = alerts.filter((alert) => !(alert.category === 'PAGE_ALERT' && alert.subCategory === notice.id));
    if (!holds) return;
    const alert: FunnelAlert = { category: 'PAGE_ALERT', subCategory: notice.id, text, style: 'info', dismissible: true };
    alerts = [...alerts, alert];
    bus.emit('alert', alert);
  };

  /**
   * Starts one of a page's binding lists (load, submit or an action) as a graph of steps (engine/runtime/runBindings.ts).
   * `isAbandoned`: once it holds, the list writes nothing more and makes no more calls (a page's whileShown steps after
   * the visitor left the page, issue #12).
   */
  const startPageBindings = (
    pageId: string,
    steps: ApiBinding[] | undefined,
    waits: BindingWaits | undefined,
    scopes: BindingScopeValues,
    mode: { strict: boolean; handlesFailures?: boolean; pending?: PendingWrite[]; isAbandoned?: () => boolean },
  ) =>
    startBindings(steps ?? [], waits ?? getBindingWaits(steps ?? [], model.pages[pageId] ?? {}), {
      model,
      pageId,
      getState: () => state,
      update: (recipe) => {
        if (!mode.isAbandoned?.()) update(recipe);
      },
      callApi: (operation, params, callOptions) =>
        mode.isAbandoned?.() ? Promise.reject(new Error(`${pageId} was left before its call ${operation}`)) : callApi(operation, params, pageId, callOptions),
      saveSession: async () => (await saver.save({ pageName: pageId })).type === 'saved',
      conditionContext: (root) => ({ state: root as unknown as FunnelState, guards: conditionGuards, environment, constants: model.funnel.constants }),
      inform,
      strict: mode.strict,
      handlesFailures: mode.handlesFailures,
      pending: mode.pending,
    }, scopes);

  /** Runs one of a page's binding lists to its end (startPageBindings). */
  const runPageBindings = (...args: Parameters<typeof startPageBindings>) => startPageBindings(...args).settled;

  /**
   * Issue #12 whileShown: the shown page's entry calls still under way (at most one page's: entering a page abandons
   * the last one's), what they write, and when they are done.
   */
  let pendingLoad: { pageId: string; writes: readonly string[]; done: Promise<unknown>; abandon(): void } | null = null;
  /** Entries started so far: an entry still under way when the next one starts is the visitor's no longer. */
  let entryCount = 0;
  /** The page the last entry rendered (rerunShownPageSteps): the shown page until the next entry renders one. */
  let shownPageId: string | null = null;
  const endPendingLoad = (pending: NonNullable<typeof pendingLoad>, abandon: boolean) => {
    if (pendingLoad !== pending) return;
    if (abandon) pending.abandon();
    pendingLoad = null;
    bus.emit('load:pending', { pageId: pending.pageId, writes: [] });
  };
  /** Waits for a page's entry calls still under way (its submit and actions go on with what they found). */
  const pendingLoadOf = (pageId: string) => (pendingLoad?.pageId === pageId ? pendingLoad.done : Promise.resolve());

  const enter = (pageId: string, search = '', how: EntryHow = {}): Promise<EntryOutcome> =>
    track(asTransition(() => enterPage(pageId, search, how)).then(sendHeldIfLeaving));

  const enterPage = async (pageId: string, search: string, how: EntryHow): Promise<EntryOutcome> => {
    // The page shown before is left: its calls still under way write nothing more (issue #12 whileShown).
    if (pendingLoad) endPendingLoad(pendingLoad, true);
    const entry = (entryCount += 1);
    const page = model.pages[pageId];
    if (!page) return raisePageError('invalid-page-name', pageId, `No page named "${pageId}"`);
    // The page's own part, its guards' and its handler's code load beside the global rules (issue #12); the guards
    // and entry calls wait for them.
    const pageLoad = loadPage(pageId);
    pageLoad.catch(() => undefined);
    const handlers = page.handler ? loadVirtualHandlers(pageId) : null;
    handlers?.catch(() => undefined);
    // A virtual route's handler sends the visit elsewhere, traced (deferredRuntime.ts): that code loads beside its own.
    const deferredLoad = page.handler ? needDeferredRuntime(pageId) : null;
    deferredLoad?.catch(() => undefined);
    try {
      // SPEC §2: query parameters are read case-insensitively and stored once.
      const params = readQueryParameters(search);
      if (Object.keys(params).length > 0) {
        update((draft) => {
          for (const [name, value] of Object.entries(params)) if (draft.query[name] === undefined) draft.query[name] = value;
        });
      }
      // SPEC §9 logging option: the `log` parameter (consumed once) turns API response logging on, to last-5, or off.
      if (state.query.log !== undefined) {
        update((draft) => {
          draft.user.loggingOption = toLoggingOption(draft.query.log);
          delete draft.query.log;
        });
      }
      // Global rule 1: validate or create the session.
      // Issue #12: the initialisation call (when one is needed) goes on beside the page; only analytics waits for it.
      const sessionContext = { model, ports, environment, getState: () => state, update, callApi: (op: 'analytics.initialize', p: Record<string, unknown>) => callApi(op, p, pageId), resetState };
      if (sessionInit) void ensureSession(sessionContext, sessionInit);
      else {
        const started = track(ensureSession(sessionContext, null, pageLoad));
        sessionInit = started;
        void started.then(() => {
          if (sessionInit === started) sessionInit = null;
        });
      }
      // Global rule 2: the funnel cookie may say to suppress this funnel.
      const heritagePage = pageByHandler('heritage');
      if (state.cookie.SuppressConceptFunnel && heritagePage && pageId !== heritagePage) {
        await needDeferredRuntime(pageId);
        traceGlobalRule(pageId, 'global rule 2 (SuppressConceptFunnel)', heritagePage);
        return leaveFor(pageId, heritagePage, 'SuppressConceptFunnel');
      }
      // Global rule 3: an expired saved session resets the state and raises a page error.
      const timeout = state.cookie.SavedSessionTimeoutDate ?? state.user.savedSessionTimeout;
      if (timeout && Date.parse(timeout) < ports.clock.now() && page.handler !== 'error' && page.handler !== 'restart') {
        resetState({ clearCookie: true });
        // SPEC §4/§8: besides the error banner, the visitor is told why the answers are gone (SPEC §9 saved sessions).
        showAlert(toExpiredSessionAlert(model));
        return raisePageError('expired-session', pageId, `Saved session expired at ${timeout}`);
      }
      // Global rule 4: after submission only the first page, the submitted page (funnel.yaml submittedPage) and virtual
      // pages are allowed.
      const submittedPage = model.funnel.submittedPage;
      if (
        state.session.isSubmitted &&
        page.kind === 'page' &&
        pageId !== model.funnel.firstPage &&
        pageId !== submittedPage &&
        model.pages[submittedPage]
      ) {
        await needDeferredRuntime(pageId);
        traceGlobalRule(pageId, 'global rule 4 (order submitted)', submittedPage);
        return leaveFor(pageId, submittedPage, 'submitted');
      }
      // SPEC §7 run experiments for trigger (SiteEntry on the visit's first page, PageEntry on each page): their
      // settings are in state.settings before conditions and guards read them. The run goes on beside the page's entry
      // (issue #12): the prerequisites wait for it only when they read a setting (a named guard's reads included), the
      // entry calls that read a setting wait for it (DESIGN principle 11), and the page is shown after it only when it
      // lists setting keys; elsewhere the page reads no setting.
      const waitsForExperiments = (page.experiments?.length ?? 0) > 0;
      const prerequisitesReadSettings = page.prerequisites !== undefined && hasOverlap(getConditionReads(page.prerequisites), ['settings']);
      /** Whether an entry call reads a setting (the page's own part, with its calls, has loaded by then). */
      const loadReadsSettings = () => (page.load ?? []).some((step) => hasOverlap(getBindingAccess(step, page).reads, ['settings']));
      // The runner's code failing to load is the page's PageLoadError where the page waits for the run; elsewhere the
      // visit goes on with the settings it has, as after a failed run.
      const runExperiments = () =>
        Promise.all([loadExperimentRunner(), pageLoad.catch(() => undefined)]).then(
          ([runner]) => runner.enter(pageId),
          (error: unknown) => {
            throw new PageLoadError(pageId, error);
          },
        );
      // Where the entry reads a setting, the run is sent with the page's own calls, once its code is there (the calls
      // of an entry go out together). Elsewhere it goes after the page is shown, with the calls nobody waits for, or as
      // soon as the visitor starts answering (prepareSubmit), whichever comes first (issue #12: its code,
      // deferredRuntime.ts, is not fetched beside the first page's own, and the run is done before the next page's).
      const experimentsRun = track(
        waitsForExperiments || prerequisitesReadSettings
          ? runExperiments()
          : pageLoad.catch(() => undefined).then(() => (loadReadsSettings() ? runExperiments() : runAfterShown(runExperiments))),
      );
      experimentsRun.catch(() => undefined);
      if (prerequisitesReadSettings) await experimentsRun;
      // Global rule 5: the page's prerequisites.
      const prerequisites = checkPrerequisites(model, pageId, conditionContext());
      if (!prerequisites.value) {
        await needDeferredRuntime(pageId);
        const condition = page.prerequisites ? getDeferredRuntime().explainCondition(page.prerequisites, conditionContext()) : undefined;
        // Back or Forward onto a page whose answers have since been reset (a lookup changed the vehicle): the visitor did
        // nothing wrong, so no page error (nor the restart a second one brings); auto-route finds where they can go on.
        const autoRoutePage = how.fromHistory && pageByHandler('autoRoute');
        const outcome: EntryOutcome =
          autoRoutePage && autoRoutePage !== pageId
            ? leaveFor(pageId, autoRoutePage, 'invalid-page-prerequisites')
            : raisePageError('invalid-page-prerequisites', pageId, prerequisites.reason);
        recordDecision({
          kind: 'prerequisites',
          page: pageId,
          scenario: null,
          to: outcome.type === 'redirect' ? outcome.to : null,
          taken: null,
          rules: [{ index: 0, to: pageId, taken: false, ...(condition ? { condition } : {}) }],
        });
        return outcome;
      }
      await pageLoad;
      // SPEC §2 route guards; a guard that throws goes to the bailout page.
      for (const name of page.guards ?? []) {
        const guard = (entryGuardImplementations as Record<string, RouteGuard>)[name];
        if (!guard) throw new Error(`No route guard named "${name}"`);
        let outcome: GuardOutcome;
        try {
          const beforeGuard = state;
          outcome = await guard(guardContext(pageId, search));
          settleCascades(beforeGuard, []);
          // Where a guard sends the visit is traced: that code is loaded then (issue #12: a guard that lets the page
          // show, as the first page's does for a new visitor, does not wait for it).
          if (outcome) await needDeferredRuntime(pageId);
        } catch (error) {
          if (error instanceof PageLoadError) throw error;
          const bailoutPage = model.bailoutPageId;
          bus.emit('page:error', { cause: 'uncaught-exception-in-navigation', pageId, detail: String(error) });
          try {
            update((draft) => {
              draft.user.eventBus.push({ category: 'PAGE_ERROR', subCategory: 'uncaught-exception-in-navigation', eventValue: pageId });
            });
          } catch {
            // A state too damaged to record in still reaches the bailout page.
          }
          if (bailoutPage) {
            await needDeferredRuntime(pageId);
            recordDecision({ kind: 'guard', page: pageId, scenario: null, by: `${name} (failed)`, to: bailoutPage, taken: null, rules: [] });
            return { type: 'redirect', to: bailoutPage, query: {}, reason: `guard ${name} failed` };
          }
          throw error;
        }
        const result = toOutcome(pageId, outcome, `guard ${name}`, { kind: 'guard', by: name });
        if (result) return result;
      }
      if (page.handler && handlers) {
        await deferredLoad;
        const handler = ((await handlers) as Record<string, RouteGuard>)[page.handler];
        if (!handler) throw new Error(`No virtual route handler named "${page.handler}"`);
        const decider: NavigationDecider = page.handler === 'autoRoute' ? { kind: 'autoRoute', by: page.handler } : { kind: 'handler', by: page.handler };
        const result = toOutcome(pageId, await handler(guardContext(pageId, search)), `handler ${page.handler}`, decider);
        if (result) return result;
      }
      // Calls made on entry, as a graph; a failed one leaves its data empty and skips what needs it (the API layer
      // handles the failure, SPEC §8: e.g. a failed wipers fetch is an empty list; the page still shows).
      const loadWaits = page.waits?.load ?? getBindingWaits(page.load ?? [], page);
      const whileShown = page.kind === 'page' && page.load ? getPageWhileShownSteps(page.load, loadWaits, page) : null;
      let abandoned = false;
      const load = startPageBindings(pageId, page.load, loadWaits, {}, {
        strict: false,
        pending: [{ writes: ['settings'], done: experimentsRun }],
        isAbandoned: () => abandoned,
      });
      if (whileShown) {
        // Issue #12: the page shows once the steps it waits for are done; the others go on while it is shown.
        await Promise.all(load.steps.filter((_step, index) => !whileShown.steps.has(index)));
        const pending = { pageId, writes: whileShown.writes, done: track(load.settled), abandon: () => (abandoned = true) };
        if (entry !== entryCount) {
          // Another page was entered meanwhile: this one is not shown.
          pending.abandon();
        } else {
          pendingLoad = pending;
          void pending.done.then(() => endPendingLoad(pending, false));
          bus.emit('load:pending', { pageId, writes: pending.writes });
        }
      } else {
        await load.settled;
      }
      if (waitsForExperiments) await experimentsRun;
      else void experimentsRun.catch((error: unknown) => console.error(error));
      if (page.kind === 'page') {
        update((draft) => {
          draft.user.lastPageVisited = pageId;
          draft.cookie.LastTouched = new Date(ports.clock.now()).toISOString();
        });
      }
      // Exposure and the page's analytics go after the page (never awaited: they must not delay it).
      void track(background.run(() => loadExperimentRunner().then((runner) => runner.expose(pageId)).catch(() => undefined))).then(() =>
        analytics.logPage(pageId),
      );
      if (entry === entryCount) shownPageId = pageId;
      return { type: 'render', pageId };
    } catch (error) {
      // A page whose code did not load is the host's to tell (SPEC §8 chunk-load failure: a reload fetches it).
      if (error instanceof PageLoadError) throw error;
      if (error instanceof NavigationError) console.error(error.message);
      // Global rule 6: any exception raises a page error.
      return raisePageError('uncaught-exception-in-navigation', pageId, error instanceof Error ? error.message : String(error));
    }
  };

  const submit = (pageId: string, formData: Record<string, unknown>, scenario?: string): Promise<SubmitOutcome> =>
    track(
      asTransition(async () => {
        const outcome = await submitPage(pageId, formData, scenario);
        // The host goes to the next page: the transition goes on until its entry starts (or the next quiet moment).
        if (outcome.type === 'navigate') background.holdUntilNextTransition();
        return outcome;
      }).then(sendHeldIfLeaving),
    );

  const submitPage = async (pageId: string, formData: Record<string, unknown>, scenario?: string): Promise<SubmitOutcome> => {
    const page = model.pages[pageId];
    if (!page) throw new NavigationError('unknown-page', `No page named "${pageId}"`, pageId, scenario);
    const chosenScenario = scenario ?? page.submitScenario ?? 'forward';
    const action = page.buttons?.find((a) => a.scenario === chosenScenario);
    const isPlainNavigation = action !== undefined && !action.validate;
    // Issue #12 whileShown: the answers go on from what the page's entry calls found (a plain navigation, Back, leaves
    // without waiting; the calls are then abandoned).
    if (!isPlainNavigation) await pendingLoadOf(pageId);
    const before = state;
    const written: string[] = [];
    if (!isPlainNavigation) {
      // Answers first (an empty answer is saved as null, SPEC §5), then the page's calls.
      const bind = page.fields?.bind ?? {};
      update((draft) => {
        for (const [field, path] of Object.entries(bind)) {
          const value = formData[field];
          setAtPath(draft as unknown as Record<string, unknown>, path, value === '' || value === undefined ? null : value);
          written.push(path);
        }
      });
      if (chosenScenario === (page.submitScenario ?? 'forward')) {
        // Issue #13: a failed call of a page's submit is the page's to tell; the visitor tries again from there.
        const run = await runPageBindings(pageId, page.submit, page.waits?.submit, { form: formData }, { strict: true, handlesFailures: true });
        written.push(...run.written);
        if (run.failure !== undefined) {
          // Nothing the submit wrote is kept; the calls it made still count (SPEC §7 session sequence number).
          setState({ ...before, session: { ...before.session, callSequence: state.session.callSequence } });
          const outcome = toFailedOutcome(run.failure);
          if (outcome) {
            if (isCallFailure(run.failure)) showCallFailureBanner();
            return outcome;
          }
          // SPEC §2 global rule 6 and §8: an exception while submitting raises a page error and goes to the error route.
          return toPageErrorOutcome(pageId, run.failure);
        }
      }
      settleCascades(before, written);
    }
    let decision: NavigationDecision;
    try {
      decision = resolveNavigation(model, pageId, chosenScenario, conditionContext());
    } catch (error) {
      // SPEC §8: a missing navigation mapping logs a console error and raises an error.
      if (error instanceof NavigationError) console.error(error.message);
      return toPageErrorOutcome(pageId, error);
    }
    // The calls went through and the page is left: a banner of an earlier try's failure, or of how the visitor came
    // here, is not news any more.
    clearArrivalBanners();
    // Leaving is traced and saved (deferredRuntime.ts, issue #12: fetched ahead when the visitor started answering). A
    // failed load is the page's PageLoadError, for the host to offer a reload: the answers are in the state by then.
    await needDeferredRuntime(pageId);
    return leaveBy(pageId, decision);
  };

  /** A failure the page tells the visitor about (a refusal, a failed call, a failed save); null for anything else. */
  const toFailedOutcome = (failure: unknown): (SubmitOutcome & { type: 'invalid' | 'failed' }) | null => {
    if (failure instanceof FieldRefusal) return { type: 'invalid', field: failure.field, message: failure.message };
    if (failure instanceof SaveFailure) return { type: 'invalid', field: null, message: failure.message };
    const callFailure = failure as Partial<ApiCallError>;
    if (typeof callFailure.label !== 'string') return null;
    return {
      type: 'failed',
      operation: callFailure.endpoint ?? 'call',
      message: callFailure.label,
      status: callFailure.status ?? null,
    };
  };

  /** Whether a submit's failure is a failed call (a refused answer is not): the SPEC §8 banner shows with its message. */
  const isCallFailure = (failure: unknown) => failure instanceof SaveFailure || typeof (failure as Partial<ApiCallError>)?.label === 'string';

  /**
   * SPEC §8's banner for a failed call the page handles (issue #13: a page's submit, a save step, the order submission):
   * the visitor stays where they can try again, so it is not this funnel's first error (SPEC §4: no restart follows).
   */
  const showCallFailureBanner = () => {
    callFailureBanner = { category: 'GLOBAL_ALERT', subCategory: 'UNKNOWN_ERROR', text: model.funnel.messages.unknownError, style: 'danger', dismissible: true };
    showAlert(callFailureBanner);
  };
  /** That banner, while it is shown: the page's next submit or action whose calls go through takes it away (it is stale). */
  let callFailureBanner: FunnelAlert | null = null;
  const clearCallFailureBanner = () => {
    const shown = callFailureBanner;
    callFailureBanner = null;
    keepAlerts((alert) => alert !== shown);
  };
  /** Keeps the alerts shown that `keep` holds for; the others go (the alert list re-renders when one went). */
  const keepAlerts = (keep: (alert: FunnelAlert) => boolean) => {
    const kept = alerts.filter(keep);
    if (kept.length === alerts.length) return;
    alerts = kept;
    for (const listener of listeners) listener(state);
  };

  /**
   * The SPEC §8 global alerts shown when the visitor came to the page being left (the error route's "You're back at the
   * first step", page not found, a failed call's banner): they told of how the visitor got here, so once the page is
   * left they are stale and the next page does not show them. A page's own notices (PAGE_ALERT) keep their own rules.
   */
  const clearArrivalBanners = () => {
    callFailureBanner = null;
    keepAlerts((alert) => alert.category !== 'GLOBAL_ALERT');
  };

  /** SPEC §2 global rule 6: the page error of an exception while submitting or acting, as where to go. */
  const toPageErrorOutcome = (pageId: string, error: unknown): SubmitOutcome => {
    const outcome = raisePageError('uncaught-exception-in-navigation', pageId, error instanceof Error ? error.message : String(error));
    return outcome.type === 'redirect'
      ? { type: 'error', to: outcome.to, query: outcome.query, cause: 'uncaught-exception-in-navigation' }
      : { type: 'error', to: model.funnel.firstPage, query: {}, cause: 'uncaught-exception-in-navigation' };
  };

  /** Takes a navigation decision: its `set`, the SPEC §4 save of the answered page, the effect. */
  const leaveBy = async (pageId: string, decision: NavigationDecision): Promise<SubmitOutcome> => {
    bus.emit('navigation', decision);
    recordNavigation(decision);
    applyRuleSet(decision);
    if (decision.rule.saveSession) {
      // SPEC §2 heritage hand-off: the session is saved first (a failure does not stop the hand-off).
      await saver.save({ pageName: pageId });
    } else if (state.order.vehicle.year !== null) {
      // SPEC §4: every answered page is saved, in sequence; the first save is awaited while there is no saved
      // session id (so later saves update it rather than each creating one).
      const next = model.pages[decision.to];
      const nextPage = next?.kind === 'page' && !next.terminal ? decision.to : undefined;
      // Issue #12: a save nobody waits for is sent once the page it leads to is drawn, beside the held analytics
      // (queued now, so nothing saved or submitted later overtakes it).
      if (!state.user.savedSessionId) await saver.save({ pageName: pageId, nextPage });
      else void saver.save({ pageName: pageId, nextPage }, background.run(async () => undefined));
    }
    record({ type: 'navigate', from: pageId, to: decision.to, query: decision.query });
    return { type: 'navigate', to: decision.to, query: decision.query, decision };
  };

  /** Per page, the actions queued: a page's actions run one after the other (a second click waits for the first). */
  const actionQueues = new Map<string, Promise<unknown>>();

  const performAction = async (pageId: string, name: string, input: Record<string, unknown>): Promise<ActionOutcome> => {
    const page = model.pages[pageId];
    const action = page?.actions?.[name];
    if (!page || !action) return toPageErrorOutcome(pageId, new Error(`Page "${pageId}" has no action "${name}"`));
    const before = state;
    const run = await runPageBindings(pageId, action.do, page.waits?.actions[name], { input }, { strict: true });
    if (run.failure !== undefined) {
      // Nothing the action wrote is kept (what others wrote meanwhile, a save's session id, stays).
      update((draft) => {
        for (const path of run.written) setAtPath(draft as unknown as Record<string, unknown>, path, getAtPath(before, path) ?? null);
      });
      if (run.failure instanceof SaveFailure) showCallFailureBanner();
      return toFailedOutcome(run.failure) ?? toPageErrorOutcome(pageId, run.failure);
    }
    clearCallFailureBanner();
    settleCascades(before, run.written);
    const go = action.go;
    if (!go) return { type: 'done' };
    if ('external' in go) {
      const url = readValue(go.external, state as unknown as Record<string, unknown>, { conditionContext });
      if (typeof url !== 'string' || url === '') return toPageErrorOutcome(pageId, new Error(`Action "${name}" has no address to go to`));
      record({ type: 'external', url });
      return { type: 'external', url };
    }
    // Leaving is traced (deferredRuntime.ts): a failed load of that code is the page's PageLoadError (as for a submit).
    await needDeferredRuntime(pageId);
    try {
      return await leaveBy(pageId, resolveNavigation(model, pageId, go.scenario, conditionContext()));
    } catch (error) {
      if (error instanceof NavigationError) console.error(error.message);
      return toPageErrorOutcome(pageId, error);
    }
  };

  const runAction = (pageId: string, name: string, input: Record<string, unknown> = {}): Promise<ActionOutcome> => {
    // A page's actions run one after the other, after its entry calls still under way (issue #12 whileShown).
    const queued = Promise.all([actionQueues.get(pageId), pendingLoadOf(pageId).catch(() => undefined)]);
    const next = track(queued.then(() => performAction(pageId, name, input)));
    actionQueues.set(pageId, next.catch(() => undefined));
    return next;
  };

  const getFormData = (pageId: string) => {
    const bind = model.pages[pageId]?.fields?.bind ?? {};
    const data: Record<string, unknown> = {};
    for (const [field, path] of Object.entries(bind)) {
      const value = getAtPath(state, path);
      if (value !== null && value !== undefined) data[field] = value;
    }
    return data;
  };

  return {
    model,
    bus,
    effects,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update,
    getAlerts: () => alerts,
    showAlert,
    sessionStorage: ports.sessionStorage,
    analytics,
    getDecisions: () => decisions,
    loadPage,
    // The page goes away: the calls held are sent and the state is kept at once.
    flush: () => {
      background.flush();
      sessionSaver.sendHeld();
      flush();
    },
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        queueSettle();
      }),
    subscribeSettled: (listener) => {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },
    dismissAlert: (alert) => keepAlerts((shown) => shown !== alert),
    enter,
    enterRoute: async (route: string, search = '', how?: EntryHow) => {
      const normalized = route.replace(/^\/+|\/+$/g, '');
      const pageId = model.routes[normalized];
      if (pageId === undefined) {
        // SPEC §8: page-not-found alert, then the default entry.
        showAlert({ category: 'GLOBAL_ALERT', subCategory: 'PAGE_NOT_FOUND', text: model.funnel.messages.pageNotFound, style: 'warning', dismissible: true });
        return { type: 'redirect', to: model.funnel.entry, query: {}, reason: 'page not found' };
      }
      return enter(pageId, search, how);
    },
    getFormData,
    submit,
    runAction,
    pageLoaded: (pageId: string) => pendingLoadOf(pageId).then(() => undefined),
    rerunShownPageSteps: (select) => {
      const pageId = shownPageId;
      const page = pageId === null ? undefined : model.pages[pageId];
      const steps = page?.load ? select(page.load, page) : [];
      if (steps.length === 0) return Promise.resolve();
      return track(runPageBindings(pageId!, steps, undefined, {}, { strict: false, isAbandoned: () => shownPageId !== pageId })).then(() => undefined);
    },
    getPendingWrites: (pageId?: string) => (pendingLoad && (pageId === undefined || pendingLoad.pageId === pageId) ? pendingLoad.writes : []),
    prepareSubmit: () => {
      startHeldRun?.();
      startHeldRun = null;
      void loadDeferredRuntime().catch(() => undefined);
    },
    loadFunnelDetails,
    saveSession: (saveOptions) => saver.save(saveOptions),
    isButtonOffered: (pageId: string, scenario: string) => {
      const action = model.pages[pageId]?.buttons?.find((a) => a.scenario === scenario);
      if (!action) return false;
      return action.when ? evaluateCondition(action.when, conditionContext()).value : true;
    },
  };
}
