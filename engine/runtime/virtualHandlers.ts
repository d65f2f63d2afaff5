/** The virtual routes of SPEC §2, by the handler names page YAML uses (engine/compile/registry.ts). */
import { formatMessage } from '../domain/formatMessage';
import type { FunnelModel } from '../compile/FunnelModel';
import { setAtPath } from './setAtPath';
import type { VirtualHandlerName } from '../compile/registry';
import { buildHeritageUrl } from '../domain/buildHeritageUrl';
import { isInsuranceVerified } from '../domain/coverage';
import { getQueryValue } from '../domain/queryParameters';
import type { Order } from '../domain/state';
import { toExternalParameters } from '../domain/toExternalParameters';
import { toLoadedState, type LoadedSession } from '../domain/toLoadedState';
import { toReferralDate } from '../domain/toReferralDate';
import type { ConfigVersionChange, DecisionRule } from './DecisionTrace';
import type { GuardContext, RouteGuard } from './GuardContext';
import { validateSavedSchedule } from './guards/validateSavedSchedule';
import { readTracking } from './readTracking';
import { toCoverageAlert } from './toCoverageAlert';

/** SPEC §8 banner text. */

/**
 * SPEC §2 referral parameters: rn, pa, ci, referralseqnum. A referral number other than the one this browser knows
 * names another saved session: the one known here is forgotten, so load-session loads the referral's (SPEC §7 load by
 * referral number). Answers whether the link brought such a new referral.
 */
function readReferral(context: GuardContext): boolean {
  const rn = context.consumeQuery('rn')?.trim() || null;
  const pa = context.consumeQuery('pa');
  const ci = context.consumeQuery('ci');
  const seq = context.consumeQuery('referralseqnum');
  if (!rn && !pa && !ci && !seq) return false;
  const known = context.getState().order.referralNumber ?? context.getState().cookie.ReferralNumber;
  const isNewReferral = rn !== null && rn !== known;
  context.update((draft) => {
    if (isNewReferral) {
      draft.user.savedSessionId = draft.user.savedSessionTimeout = null;
      draft.cookie.SavedSessionId = draft.cookie.SavedSessionTimeoutDate = null;
      draft.order.referralDate = draft.cookie.ReferralDate = null;
      draft.session.isSessionLoaded = false;
    }
    if (rn) draft.order.referralNumber = draft.cookie.ReferralNumber = rn;
    if (pa) draft.order.payment.parentAccountNumber = draft.cookie.ReferralParentAccountNumber = pa;
    if (ci) draft.order.referralCorrelationId = draft.cookie.ReferralCorrelationId = ci;
    if (seq) draft.order.referralSequenceNumber = seq;
  });
  return isNewReferral;
}

/** Where a form field of the funnel is kept: the state path a page binds a field of this name to, or null. */
function findFieldPath(model: FunnelModel, field: string): string | null {
  for (const id of model.pageIds) {
    const path = model.pages[id]?.fields?.bind[field];
    if (path) return path;
  }
  return null;
}

/** SPEC §2/§5 external prefill: applied only when the link passes the SPEC §5 checks. */
async function applyExternalPrefill(context: GuardContext) {
  const state = context.getState();
  const result = toExternalParameters(state.query);
  if (!result.accepted) return;
  for (const name of Object.keys(state.query)) {
    if (/^(vehicle|servicezip|email|isinsurance|vinselection|servicepackage|numberofchips|phonenumber)/.test(name)) {
      context.consumeQuery(name);
    }
  }
  const { external } = result;
  const { year, make, model, style } = external.vehicle;
  context.update((draft) => {
    draft.external = external;
  });
  // What the vehicle is (SPEC §7 vehicle lookup), declared in the page's YAML action; a failed or empty lookup
  // prefills the four values only.
  const lookupAction = 'lookupPrefilledVehicle';
  const lookup = context.model.pages[context.pageId]?.actions?.[lookupAction] ? await context.runAction(lookupAction) : null;
  const pageData = context.getState().user.pageData[context.pageId] as { prefilledVehicle?: Partial<Order['vehicle']> | null } | undefined;
  const found = lookup?.type === 'done' ? (pageData?.prefilledVehicle ?? null) : null;
  context.update((draft) => {
    draft.order.vehicle = { ...draft.order.vehicle, year, make, model, style, ...(found ?? {}) };
    if (external.vehicleDamage.isRepair !== null) {
      draft.order.damage.isRepair = external.vehicleDamage.isRepair;
      draft.order.damage.numberOfChips = external.vehicleDamage.numberOfChips;
      if (external.vehicleDamage.isRepair === false) {
        draft.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
      }
    }
    // The VIN selection goes where the page that asks it keeps it (its form's `vinSelection` field, read from the model).
    const vinSelectionPath = findFieldPath(context.model, 'vinSelection');
    if (external.estimate.vinSelection && vinSelectionPath) {
      setAtPath(draft as unknown as Record<string, unknown>, vinSelectionPath, external.estimate.vinSelection);
    }
    if (external.serviceZip.zipCode) draft.order.serviceLocation.zipCode = external.serviceZip.zipCode;
    if (external.quote.isInsurance !== null) draft.order.payment.isInsurance = external.quote.isInsurance;
    // SPEC §5: the contact email or phone comes from the external parameter, else from the order.
    if (external.customer.emailAddress) draft.order.customer.emailAddress = external.customer.emailAddress;
    if (external.customer.phoneNumber) draft.order.customer.phoneNumber = external.customer.phoneNumber;
  });
}

/** What a start_type value may hold to be recorded: a short code, nothing that could carry personal data. */
const startTypePattern = /^[\w.-]{1,40}$/;
/** `error` values that say there was none. */
const noErrorValues = new Set(['', 'false', '0']);

/**
 * SPEC §2 start_type and error (choices, README): `start_type` names how the visit started (a campaign's or a partner's
 * entry type); it is recorded on the user's event bus (START_TYPE, SPEC §3), which every save sends with the session.
 * `error` says the site that sent the visitor here failed (the heritage funnel, a partner): the SPEC §8 banner shows,
 * without counting as this funnel's first error (a second error would restart).
 */
function readStartParameters(context: GuardContext) {
  const startType = context.consumeQuery('start_type')?.trim();
  if (startType && startTypePattern.test(startType)) {
    context.update((draft) => {
      draft.user.eventBus.push({ category: 'START_TYPE', subCategory: startType, eventValue: context.pageId });
    });
  }
  const error = context.consumeQuery('error');
  if (error !== null && !noErrorValues.has(error.trim().toLowerCase())) {
    context.alert({ category: 'GLOBAL_ALERT', subCategory: 'UNKNOWN_ERROR', text: context.model.funnel.messages.unknownError, style: 'danger', dismissible: true });
  }
}

/**
 * SPEC §2 landing: tracking and referral params; fmgPage; return-user or load-session. A returning visitor is one
 * whose vehicle year is known here, or (choice) whose funnel cookie names a saved session: a visitor in a new browser
 * has only the cookie, and is offered to resume it too. A link with a new referral number goes to load-session
 * straight away: the link names the session to resume. A link's fmgPage naming a page whose prerequisites do not
 * hold yet is ignored like one naming no page. Where the visit goes on is auto-route's to decide. The
 * start_type and error parameters are read here too (readStartParameters).
 */
async function landing(context: GuardContext) {
  const isNewReferral = readReferral(context);
  readTracking(context);
  readStartParameters(context);
  await applyExternalPrefill(context);
  const fmgPage = context.consumeQuery('fmgPage');
  if (fmgPage) {
    const target = context.model.routes[fmgPage.replace(/^\/+|\/+$/g, '')];
    // A page the visitor cannot enter yet (a campaign's link to the quote, for a new visitor) is not named: SPEC §2
    // global rule 5 would greet them with a page error; auto-route finds where they can start instead.
    if (target && context.model.pages[target]?.kind === 'page' && context.prerequisitesHold(target)) {
      // The page landing.yaml's `fmgPage` rules lead to is entered through them (the navigation decision is recorded
      // and the rule's query and `set` apply); any other page is entered directly.
      const rules = context.model.pages[context.pageId]?.navigation.fmgPage ?? [];
      const isDeclared = rules.some((rule) => !rule.when) && rules.every((rule) => rule.to === target);
      return isDeclared ? { scenario: 'fmgPage' } : { goto: target };
    }
  }
  const fromHeritage = context.consumeQuery('fromheritage');
  const state = context.getState();
  const isReturning = state.order.vehicle.year !== null || state.cookie.SavedSessionId !== null;
  if (isReturning && !isNewReferral && state.external.isExternalParameter !== 1 && fromHeritage?.toLowerCase() !== 'true') {
    return { scenario: 'returnUser' };
  }
  return { scenario: 'loadSession' };
}

/**
 * SPEC §2/§4 load-session: load the saved session named by the funnel cookie (or the user state), else by the referral
 * number of a referral link (SPEC §5: its date trimmed to yyyy-mm-dd), once per visit. A loaded session replaces the
 * state (toLoadedState); the state is reset when the loaded order number (eon) differs or loading fails (SPEC §7
 * "failed session load: state reset", its fallback instead of SPEC §8's bail-out), and the saved session the browser
 * knew is then forgotten (a 404, e.g. an expired session, is told to the visitor; another failure shows the SPEC §8
 * banner). Without anything to load, a state with answers is saved.
 */
async function loadSession(context: GuardContext) {
  const state = context.getState();
  const savedSessionId = state.user.savedSessionId ?? state.cookie.SavedSessionId;
  const referralNumber = state.order.referralNumber ?? state.cookie.ReferralNumber;
  if ((savedSessionId || referralNumber) && !state.session.isSessionLoaded) {
    let loaded: FunnelStateOrNull = null;
    let versionChange: ConfigVersionChange | null = null;
    let status: number | null = null;
    let failed = false;
    try {
      const answer = (await context.ports.api.call(
        'order.loadSession',
        {
          savedSessionId,
          referralNumber,
          referralDate: toReferralDate(state.order.referralDate ?? state.cookie.ReferralDate),
          parentAccountNumber: state.order.payment.parentAccountNumber ?? state.cookie.ReferralParentAccountNumber,
          referralCorrelationId: state.order.referralCorrelationId ?? state.cookie.ReferralCorrelationId,
        },
        // SPEC §7 gives this call its fallback (below): its failure is handled here, not a bail-out (issue #13).
        { pageName: context.pageId, handlesFailure: true },
      )) as LoadedSession | null;
      loaded = toLoadedState(context.getState(), answer, savedSessionId);
      const savedVersion = typeof answer?.user?.configVersion === 'string' ? answer.user.configVersion : null;
      if (loaded && answer?.user && savedVersion !== context.model.contentHash) {
        // Issue #15: a session saved under another config version keeps what this config still has (README "Config
        // versions"); auto-route then resumes on the first page whose prerequisites hold. Loaded only then: most
        // sessions resume under the version they were saved under.
        const { applyConfigVersionRules } = await import('./applyConfigVersionRules');
        const { user, change } = applyConfigVersionRules(loaded.user, context.model, savedVersion);
        if (change) {
          loaded = { ...loaded, user };
          versionChange = change;
        }
      }
    } catch (error) {
      // SPEC §7: a failed session load resets the state.
      status = (error as { status?: number | null }).status ?? null;
      failed = true;
    }
    if (loaded) {
      const next = loaded;
      context.update((draft) => {
        draft.order = next.order;
        draft.user = next.user;
        draft.cookie = next.cookie;
      });
      if (versionChange) {
        context.recordDecision({ kind: 'configVersion', page: context.pageId, scenario: null, to: null, taken: null, rules: [], version: versionChange });
      }
      // SPEC §4 saved sessions: a saved schedule no longer valid (past day, no slots, route gone, no job minutes) is
      // cleared as the session is loaded, so the visit does not go on past schedule with it.
      await validateSavedSchedule(context);
      // SPEC §4–§6: a confirmed zero deductible or a NoComp policy is told as the session loads.
      const coverageAlert = toCoverageAlert(context.getState(), context.model.funnel.constants.unverifiedDeductibles, context.model.funnel.messages);
      if (coverageAlert) context.alert(coverageAlert);
    } else {
      context.resetState();
      context.update((draft) => {
        draft.cookie.SavedSessionId = draft.cookie.SavedSessionTimeoutDate = null;
      });
      if (status === 404) {
        // SPEC §9 saved session timeout (funnel.yaml savedSessionTimeoutDays).
        const days = context.model.funnel.constants.savedSessionTimeoutDays;
        context.alert({
          category: 'PAGE_ALERT',
          subCategory: 'SAVED_SESSION_NOT_FOUND',
          text: formatMessage(context.model.funnel.messages.savedOrderNotFound, { days }),
          style: 'warning',
          dismissible: true,
        });
      } else if (failed) {
        // The order service failed (after its retries): SPEC §8's banner says so; the visit goes on from the reset
        // state, so it is not the error route's error (no second-error restart follows from it).
        context.alert({ category: 'GLOBAL_ALERT', subCategory: 'UNKNOWN_ERROR', text: context.model.funnel.messages.unknownError, style: 'danger', dismissible: true });
      }
    }
  } else if (state.order.vehicle.year !== null && !state.session.isSessionLoaded) {
    // Saving is retried by later pages when it fails; the visit goes on.
    await context.saveSession();
  }
  context.update((draft) => {
    draft.session.isSessionLoaded = true;
  });
  return { scenario: 'forward' };
}

type FunnelStateOrNull = ReturnType<typeof toLoadedState>;

/**
 * SPEC §2 auto-route: the first page of the declared order (auto-route.yaml `order:`) whose prerequisites hold, else
 * `forward`. A resumed session (return-user → load-session, or a referral link) goes through the same rule applied to
 * the resumed state: neither the page the visitor was last on nor the saved lastPageVisited comes first (README,
 * "Resuming a saved order"), so every resume lands on a page the SPEC's order names.
 */
function autoRoute(context: GuardContext) {
  const order = context.model.pages[context.pageId]?.order ?? [];
  // Each page tried, with its prerequisites explained, for the decision trace (DESIGN principle 12).
  const because: DecisionRule[] = [];
  for (const [index, pageId] of order.entries()) {
    const taken = context.prerequisitesHold(pageId);
    const condition = context.explainPrerequisites(pageId);
    because.push({ index, to: pageId, taken, ...(condition ? { condition } : {}) });
    if (taken) return { goto: pageId, because };
  }
  return { scenario: 'forward', because };
}

/** SPEC §2/§4 error: a banner and back to the first page (vehicle-damage if insured); a second error restarts. */
function error(context: GuardContext) {
  if (context.getState().user.hasTriggeredError) return { scenario: 'restart' };
  context.update((draft) => {
    draft.user.hasTriggeredError = true;
  });
  const isInsured = isInsuranceVerified(context.getState(), context.model.funnel.constants.unverifiedDeductibles);
  const scenario = isInsured ? 'firstPageInsured' : 'firstPage';
  // Issue #14: the banner is followed by where the visit goes on and what to do there (funnel.yaml messages).
  const { messages } = context.model.funnel;
  const to = context.model.pages[context.pageId]?.navigation[scenario]?.[0]?.to;
  const stage = to ? context.model.progress.pages[to]?.stage : undefined;
  const title = context.model.progress.stages.find((shown) => shown.id === stage)?.title ?? (to ? context.model.pages[to]?.title : undefined);
  context.alert({
    category: 'GLOBAL_ALERT',
    subCategory: 'UNKNOWN_ERROR',
    text: messages.unknownError,
    ...(title ? { detail: formatMessage(messages.errorBackToStart, { page: title }) } : {}),
    style: 'danger',
    dismissible: true,
  });
  return { scenario };
}

/**
 * SPEC §2 restart: clears all state and the funnel cookie, then goes to the first page. A save still running (the
 * page that led here saved as it was left) would bring the saved session's id back into the state and the cookie
 * when it answers, so the saves queued so far are waited for first (by queueing one more behind them).
 */
async function restart(context: GuardContext) {
  if (context.getState().user.savedSessionId) await context.saveSession();
  context.resetState({ clearCookie: true });
  return { scenario: 'forward' };
}

/** SPEC §2 heritage hand-off: leave for the heritage funnel with the SPEC's query fields. */
function heritage(context: GuardContext) {
  const url = buildHeritageUrl(context.getState(), {
    baseUrl: context.model.funnel.heritageUrl,
    navType: getQueryValue(context.search, 'navType') ?? undefined,
    promo: getQueryValue(context.search, 'promo'),
  });
  return { external: url };
}

/** The bailout page shows itself. */
function bailout() {
  return undefined;
}

export const virtualHandlerImplementations: Record<VirtualHandlerName, RouteGuard> = {
  landing,
  loadSession,
  autoRoute,
  error,
  restart,
  heritage,
  bailout,
};
