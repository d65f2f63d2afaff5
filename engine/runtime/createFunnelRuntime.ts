import { produce } from 'immer';
import mitt, { type Emitter } from 'mitt';
import type { FunnelModel } from '../compile/FunnelModel';
import type { ApiBinding, BindingParam, Literal } from '../config/types';
import { conditionGuards } from '../domain/conditionGuards';
import { isOperationName } from '../domain/operations';
import { isParamConverterName, paramConverters, type ParamConverter } from '../domain/paramConverters';
import { readQueryParameters } from '../domain/queryParameters';
import { createInitialCookie, createInitialState, type FunnelState } from '../domain/state';
import type { CascadeReset } from './runCascades';
import { runCascades } from './runCascades';
import { checkPrerequisites } from './checkPrerequisites';
import { entryGuardImplementations } from './entryGuards';
import type { GuardEnvironment } from './evaluateCondition';
import { evaluateCondition } from './evaluateCondition';
import { getAtPath } from './getAtPath';
import type { FunnelAlert, GuardContext, GuardOutcome, RouteGuard } from './GuardContext';
import { FieldRefusal } from './FieldRefusal';
import { NavigationError } from './NavigationError';
import type { FunnelPorts } from './ports';
import { resolveNavigation, type NavigationDecision } from './resolveNavigation';
import { setAtPath } from './setAtPath';
import { ensureSession, getFunnelCookiePath, readFunnelCookie, writeFunnelCookie } from './ensureSession';
import { createSessionSaver, type SessionSaveOptions, type SessionSaveOutcome, maxBusEntries } from './createSessionSaver';
import { virtualHandlerImplementations } from './virtualHandlers';
import { createPageAnalytics, type PageAnalytics } from './createPageAnalytics';
import { toLoggingOption } from '../domain/toLoggingOption';
import { toExpiredSessionAlert } from './toExpiredSessionAlert';
import { createExperimentRunner } from './createExperimentRunner';
import { createStatePersistence } from './createStatePersistence';

/** SPEC §8 page-error causes. */
export type PageErrorCause =
  | 'expired-session'
  | 'invalid-page-prerequisites'
  | 'invalid-page-name'
  | 'uncaught-exception-in-navigation';

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
  /** A submit call's answer refused the input: show `message` at `field`; nothing was kept. */
  | { type: 'invalid'; field: string; message: string };

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
  'alert': FunnelAlert;
  'effect': FunnelEffect;
  'state': FunnelState;
};

export interface FunnelRuntimeOptions {
  model: FunnelModel;
  ports: FunnelPorts;
  environment?: GuardEnvironment & { referrer?: string };
  /** Start from this state instead of the stored or a fresh one. */
  initialState?: FunnelState;
  /** Keep the state in the storage port between visits (the browser does; headless tests need not). */
  persist?: boolean;
}

export { stateStorageKey } from './createStatePersistence';

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
  /** Enters a page by id, running SPEC §2's global rules, the page's guards or handler and its entry calls. */
  enter(pageId: string, search?: string): Promise<EntryOutcome>;
  /** Enters a route path (under the base path); an unknown route raises the page-not-found alert (SPEC §8). */
  enterRoute(route: string, search?: string): Promise<EntryOutcome>;
  /** The form data of a page, read from the state paths its fields are bound to. */
  getFormData(pageId: string): Record<string, unknown>;
  /** Applies a page's answers and calls, runs the cascades and resolves the scenario to the next page. */
  submit(pageId: string, formData: Record<string, unknown>, scenario?: string): Promise<SubmitOutcome>;
  /** Calls the API on behalf of a page's renderer (e.g. makes for a year). */
  call(operation: string, params: Record<string, unknown>, pageId: string): Promise<unknown>;
  /** Evaluates whether a page's action is offered. */
  isActionOffered(pageId: string, scenario: string): boolean;
  /** Saves the session (SPEC §4: queued in sequence), e.g. with submitAfterSave to submit the order. */
  saveSession(options?: SessionSaveOptions): Promise<SessionSaveOutcome>;
  /** This tab's session storage (SPEC §3: the submitted-state snapshot and the external parameters live there). */
  sessionStorage: FunnelPorts['sessionStorage'];
  /** SPEC §2/§7 analytics: logged after each page by the runtime; the host sends its custom events through it. */
  analytics: PageAnalytics;
}

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
  // SPEC §3/§9 funnel cookie: read back at start (it outlives the stored state: a new browser has only its cookies), and
  // written through the cookie port whenever one of its fields changes (restart's cleared cookie is removed).
  const cookieAtStart = readFunnelCookie(ports.cookies);
  if (cookieAtStart) state = { ...state, cookie: cookieAtStart };
  let writtenCookie = state.cookie;
  bus.on('state', (next) => {
    if (next.cookie === writtenCookie) return;
    writtenCookie = next.cookie;
    writeFunnelCookie(ports.cookies, next.cookie, getFunnelCookiePath(model));
  });

  const setState = (next: FunnelState) => {
    if (next === state) return;
    // The user's event bus (SPEC §3) keeps its newest entries only, so the stored state cannot grow without end.
    if (next.user.eventBus.length > maxBusEntries) {
      next = { ...next, user: { ...next.user, eventBus: next.user.eventBus.slice(-maxBusEntries) } };
    }
    state = next;
    if (options.persist) persistence.save(state);
    bus.emit('state', state);
    for (const listener of listeners) listener(state);
  };
  const update = (recipe: (draft: FunnelState) => void) => setState(produce(state, recipe));
  const record = (effect: FunnelEffect) => {
    effects.push(effect);
    bus.emit('effect', effect);
  };
  const conditionContext = () => ({ state, guards: conditionGuards, environment });
  const saver = createSessionSaver({ api: ports.api, getState: () => state, update });
  // SPEC §2 "after each page" analytics (never awaited: analytics must not delay or disturb the page).
  const analytics = createPageAnalytics({ api: ports.api, getState: () => state });
  // SPEC §3 event bus: every alert shown is recorded (page errors and cascade resets record themselves below).
  bus.on('alert', (alert) =>
    update((draft) => {
      draft.user.eventBus.push({ category: alert.category, subCategory: alert.subCategory, eventValue: draft.user.lastPageVisited ?? '' });
    }),
  );
  // SPEC §8 page errors also reach analytics: the cause and the page, never the detail (it can quote the state).
  bus.on('page:error', (error) => void analytics.logEvent({ category: 'PAGE_ERROR', action: error.cause, pageName: error.pageId }));
  // SPEC §7 experiments: SiteEntry once per visit, PageEntry on each page; exposure logged when a listing page shows.
  const experimentRunner = createExperimentRunner({ model, api: ports.api, getState: () => state, update });
  const pageByHandler = (handler: string) => model.pageIds.find((id) => model.pages[id]?.handler === handler) ?? null;

  const callApi = async (operation: string, params: Record<string, unknown>, pageId: string) => {
    if (!isOperationName(operation)) throw new Error(`Unknown API operation "${operation}"`);
    try {
      const result = await ports.api.call(operation, params, { pageName: pageId });
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
    if (resetOptions?.clearCookie) fresh.cookie = createInitialCookie();
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
    prerequisitesHold: (id: string) => checkPrerequisites(model, id, conditionContext()).value,
    alert: (alert: FunnelAlert) => showAlert(alert),
  });

  const redirectFor = (pageId: string, scenario: string, reason: string): EntryOutcome => {
    const decision = resolveNavigation(model, pageId, scenario, conditionContext());
    bus.emit('navigation', decision);
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
    const cascaded = runCascades(model.cascades, before, state, written, { guards: conditionGuards, environment });
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

  const toOutcome = (pageId: string, outcome: GuardOutcome, reason: string): EntryOutcome | null => {
    if (!outcome) return null;
    if ('scenario' in outcome) return redirectFor(pageId, outcome.scenario, reason);
    if ('goto' in outcome) {
      record({ type: 'navigate', from: pageId, to: outcome.goto, query: outcome.query ?? {} });
      return { type: 'redirect', to: outcome.goto, query: outcome.query ?? {}, reason };
    }
    if ('external' in outcome) {
      record({ type: 'external', url: outcome.external });
      return { type: 'external', url: outcome.external };
    }
    record({ type: 'reload' });
    return { type: 'reload' };
  };

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
    record({ type: 'navigate', from: pageId, to: errorPage, query: {} });
    return { type: 'redirect', to: errorPage, query: {}, reason: cause };
  };

  const runBindings = async (bindings: ApiBinding[] | undefined, pageId: string, form: Record<string, unknown>) => {
    const written: string[] = [];
    for (const binding of bindings ?? []) {
      if (binding.when && !evaluateCondition(binding.when, conditionContext()).value) continue;
      if (binding.call === undefined) {
        // A stored value: read from the state (or the form), optionally converted, kept at `into`.
        const into = binding.into;
        if (!into || binding.value === undefined) continue;
        const value = resolveParam(binding.value, form);
        update((draft) => setAtPath(draft as unknown as Record<string, unknown>, into, value ?? null));
        written.push(into);
        informAbout(binding, form);
        continue;
      }
      const params: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(binding.params ?? {})) {
        params[name] = resolveParam(value, form);
      }
      let answer: unknown;
      try {
        answer = await callApi(binding.call, params, pageId);
      } catch (error) {
        const status = (error as { status?: number | null }).status;
        if (status === 404 && binding.notFound) throw new FieldRefusal(binding.notFound.field, toMessage(binding.notFound.message, form, state));
        throw error;
      }
      const result = binding.pick ? (answer as Record<string, unknown> | null)?.[binding.pick] : answer;
      if (binding.into) {
        const into = binding.into;
        if (binding.merge && result && typeof result === 'object' && !Array.isArray(result)) {
          update((draft) => {
            const target = getAtPath(draft, into);
            setAtPath(draft as unknown as Record<string, unknown>, into, {
              ...(target && typeof target === 'object' ? target : {}),
              ...(result as object),
            });
          });
          written.push(...Object.keys(result as object).map((key) => `${into}.${key}`));
        } else {
          update((draft) => setAtPath(draft as unknown as Record<string, unknown>, into, result ?? null));
          written.push(into);
        }
      }
      const refusal = (binding.refuse ?? []).find((candidate) => evaluateCondition(candidate.when, conditionContext()).value);
      if (refusal) throw new FieldRefusal(refusal.field, toMessage(refusal.message, form, state));
      informAbout(binding, form);
    }
    return written;
  };

  /** A binding's notices (information alerts): each that holds replaces its earlier alert, each that does not removes it. */
  const informAbout = (binding: ApiBinding, form: Record<string, unknown>) => {
    for (const notice of binding.inform ?? []) {
      const holds = evaluateCondition(notice.when, conditionContext()).value;
      alerts = alerts.filter((alert) => !(alert.category === 'PAGE_ALERT' && alert.subCategory === notice.id));
      if (!holds) continue;
      const alert: FunnelAlert = {
        category: 'PAGE_ALERT',
        subCategory: notice.id,
        text: toMessage(notice.message, form, state),
        style: 'info',
        dismissible: true,
      };
      alerts = [...alerts, alert];
      bus.emit('alert', alert);
    }
  };

  const resolveParam = (value: Literal | BindingParam, form: Record<string, unknown>): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const read = value.from.startsWith('form.') ? form[value.from.slice('form.'.length)] : getAtPath(state, value.from);
    if (!value.as) return read;
    if (!isParamConverterName(value.as)) throw new Error(`No param converter named "${value.as}"`);
    return (paramConverters[value.as] as ParamConverter)(read, state);
  };

  const enter = async (pageId: string, search = ''): Promise<EntryOutcome> => {
    const page = model.pages[pageId];
    if (!page) return raisePageError('invalid-page-name', pageId, `No page named "${pageId}"`);
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
      await ensureSession({ model, ports, environment, getState: () => state, update, callApi: (op, p) => callApi(op, p, pageId), resetState });
      // Global rule 2: the funnel cookie may say to suppress this funnel.
      const heritagePage = pageByHandler('heritage');
      if (state.cookie.SuppressConceptFunnel && heritagePage && pageId !== heritagePage) {
        record({ type: 'navigate', from: pageId, to: heritagePage, query: {} });
        return { type: 'redirect', to: heritagePage, query: {}, reason: 'SuppressConceptFunnel' };
      }
      // Global rule 3: an expired saved session resets the state and raises a page error.
      const timeout = state.cookie.SavedSessionTimeoutDate ?? state.user.savedSessionTimeout;
      if (timeout && Date.parse(timeout) < ports.clock.now() && page.handler !== 'error' && page.handler !== 'restart') {
        resetState({ clearCookie: true });
        // SPEC §4/§8: besides the error banner, the visitor is told why the answers are gone (SPEC §9: 45 days).
        showAlert(toExpiredSessionAlert(model));
        return raisePageError('expired-session', pageId, `Saved session expired at ${timeout}`);
      }
      // Global rule 4: after submission only the first page, confirmation and virtual pages are allowed.
      if (
        state.session.isSubmitted &&
        page.kind === 'page' &&
        pageId !== model.funnel.firstPage &&
        pageId !== 'confirmation' &&
        model.pages.confirmation
      ) {
        record({ type: 'navigate', from: pageId, to: 'confirmation', query: {} });
        return { type: 'redirect', to: 'confirmation', query: {}, reason: 'submitted' };
      }
      // SPEC §7 run experiments for trigger: their settings are in state.settings before conditions and guards read them.
      // Only a page that lists setting keys (or the visit's first run, SiteEntry) waits for the answer; elsewhere the
      // run goes on beside the page, which reads no setting.
      const waitsForExperiments = (page.experiments?.length ?? 0) > 0 || !state.user.triggeredSiteEntry;
      const experimentsRun = experimentRunner.enter(pageId);
      if (waitsForExperiments) await experimentsRun;
      else void experimentsRun;
      // Global rule 5: the page's prerequisites.
      const prerequisites = checkPrerequisites(model, pageId, conditionContext());
      if (!prerequisites.value) {
        return raisePageError('invalid-page-prerequisites', pageId, prerequisites.reason);
      }
      // SPEC §2 route guards; a guard that throws goes to the bailout page.
      for (const name of page.guards ?? []) {
        const guard = (entryGuardImplementations as Record<string, RouteGuard>)[name];
        if (!guard) throw new Error(`No route guard named "${name}"`);
        let outcome: GuardOutcome;
        try {
          const beforeGuard = state;
          outcome = await guard(guardContext(pageId, search));
          settleCascades(beforeGuard, []);
        } catch (error) {
          const bailoutPage = model.bailoutPageId;
          bus.emit('page:error', { cause: 'uncaught-exception-in-navigation', pageId, detail: String(error) });
          try {
            update((draft) => {
              draft.user.eventBus.push({ category: 'PAGE_ERROR', subCategory: 'uncaught-exception-in-navigation', eventValue: pageId });
            });
          } catch {
            // A state too damaged to record in still reaches the bailout page.
          }
          if (bailoutPage) return { type: 'redirect', to: bailoutPage, query: {}, reason: `guard ${name} failed` };
          throw error;
        }
        const result = toOutcome(pageId, outcome, `guard ${name}`);
        if (result) return result;
      }
      if (page.handler) {
        const handler = (virtualHandlerImplementations as Record<string, RouteGuard>)[page.handler];
        if (!handler) throw new Error(`No virtual route handler named "${page.handler}"`);
        const result = toOutcome(pageId, await handler(guardContext(pageId, search)), `handler ${page.handler}`);
        if (result) return result;
      }
      // Calls made on entry; a failed one leaves its data empty (the API layer handles the failure, SPEC §8).
      for (const binding of page.load ?? []) {
        try {
          await runBindings([binding], pageId, {});
        } catch {
          // SPEC §7: e.g. a failed wipers fetch is an empty list; the page still shows.
        }
      }
      if (page.kind === 'page') {
        update((draft) => {
          draft.user.lastPageVisited = pageId;
          draft.cookie.LastTouched = new Date(ports.clock.now()).toISOString();
        });
      }
      await experimentRunner.expose(pageId);
      void analytics.logPage(pageId);
      return { type: 'render', pageId };
    } catch (error) {
      if (error instanceof NavigationError) console.error(error.message);
      // Global rule 6: any exception raises a page error.
      return raisePageError('uncaught-exception-in-navigation', pageId, error instanceof Error ? error.message : String(error));
    }
  };

  const submit = async (pageId: string, formData: Record<string, unknown>, scenario?: string): Promise<SubmitOutcome> => {
    const page = model.pages[pageId];
    if (!page) throw new NavigationError('unknown-page', `No page named "${pageId}"`, pageId, scenario);
    const chosenScenario = scenario ?? page.submitScenario ?? 'forward';
    const before = state;
    const action = page.actions?.find((a) => a.scenario === chosenScenario);
    const isPlainNavigation = action !== undefined && !action.validate;
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
        try {
          written.push(...(await runBindings(page.submit, pageId, formData)));
        } catch (error) {
          setState(before);
          if (error instanceof FieldRefusal) return { type: 'invalid', field: error.field, message: error.message };
          const failure = error as { label?: string; message?: string; status?: number | null; endpoint?: string };
          return {
            type: 'failed',
            operation: failure.endpoint ?? 'call',
            message: failure.label ?? failure.message ?? 'Error',
            status: failure.status ?? null,
          };
        }
      }
      settleCascades(before, written);
    }
    const decision = resolveNavigation(model, pageId, chosenScenario, conditionContext());
    bus.emit('navigation', decision);
    applyRuleSet(decision);
    if (decision.rule.saveSession) {
      // SPEC §2 heritage hand-off: the session is saved first (a failure does not stop the hand-off).
      await saver.save({ pageName: pageId });
    } else if (state.order.vehicle.year !== null) {
      // SPEC §4: every answered page is saved, in sequence; the first save is awaited while there is no saved
      // session id (so later saves update it rather than each creating one).
      const next = model.pages[decision.to];
      const nextPage = next?.kind === 'page' && !next.terminal ? decision.to : undefined;
      const saving = saver.save({ pageName: pageId, nextPage });
      if (!state.user.savedSessionId) await saving;
    }
    record({ type: 'navigate', from: pageId, to: decision.to, query: decision.query });
    return { type: 'navigate', to: decision.to, query: decision.query, decision };
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
    dismissAlert: (alert) => {
      alerts = alerts.filter((a) => a !== alert);
      for (const listener of listeners) listener(state);
    },
    enter,
    enterRoute: async (route: string, search = '') => {
      const normalized = route.replace(/^\/+|\/+$/g, '');
      const pageId = model.routes[normalized];
      if (pageId === undefined) {
        // SPEC §8: page-not-found alert, then the default entry.
        const alert: FunnelAlert = {
          category: 'GLOBAL_ALERT',
          subCategory: 'PAGE_NOT_FOUND',
          text: "We couldn't find that page, so we brought you back to the start.",
          style: 'warning',
          dismissible: true,
        };
        alerts = [...alerts, alert];
        bus.emit('alert', alert);
        return { type: 'redirect', to: model.funnel.entry, query: {}, reason: 'page not found' };
      }
      return enter(pageId, search);
    },
    getFormData,
    submit,
    call: callApi,
    saveSession: (saveOptions) => saver.save(saveOptions),
    isActionOffered: (pageId: string, scenario: string) => {
      const action = model.pages[pageId]?.actions?.find((a) => a.scenario === scenario);
      if (!action) return false;
      return action.when ? evaluateCondition(action.when, conditionContext()).value : true;
    },
  };
}

/** A YAML message with `{form.<field>}` replaced by what was typed there, and `{<state path>}` by that state value. */
function toMessage(template: string, form: Record<string, unknown>, state: FunnelState): string {
  return template.replace(/\{([\w-]+(?:\.[\w-]+)+)\}/g, (_match, path: string) => {
    const value = path.startsWith('form.') ? form[path.slice('form.'.length)] : getAtPath(state, path);
    return value === null || value === undefined ? '' : String(value);
  });
}
