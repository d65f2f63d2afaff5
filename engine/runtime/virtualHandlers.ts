/** The virtual routes of SPEC §2, by the handler names page YAML uses (engine/compile/registry.ts). */
import type { VirtualHandlerName } from '../compile/registry';
import { buildHeritageUrl } from '../domain/buildHeritageUrl';
import { isInsuranceVerified } from '../domain/coverage';
import { getQueryValue } from '../domain/queryParameters';
import type { Order } from '../domain/state';
import { fromApiOrder, type ApiOrder } from '../domain/toApiOrder';
import { toExternalParameters } from '../domain/toExternalParameters';
import type { GuardContext, RouteGuard } from './GuardContext';

/** SPEC §8 banner text. */
export const globalErrorText = "We're sorry, something went wrong.";

/** SPEC §2 referral parameters: rn, pa, ci, referralseqnum. */
function readReferral(context: GuardContext) {
  const rn = context.consumeQuery('rn');
  const pa = context.consumeQuery('pa');
  const ci = context.consumeQuery('ci');
  const seq = context.consumeQuery('referralseqnum');
  if (!rn && !pa && !ci && !seq) return;
  context.update((draft) => {
    if (rn) draft.order.referralNumber = draft.cookie.ReferralNumber = rn;
    if (pa) draft.order.payment.parentAccountNumber = draft.cookie.ReferralParentAccountNumber = pa;
    if (ci) draft.order.referralCorrelationId = draft.cookie.ReferralCorrelationId = ci;
    if (seq) draft.order.referralSequenceNumber = seq;
  });
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
  let found: Partial<Order['vehicle']> | null = null;
  try {
    found = (await context.ports.api.call('vehicle.lookup', { year, make, model, style }, { pageName: context.pageId })) as
      | Partial<Order['vehicle']>
      | null;
  } catch {
    found = null;
  }
  context.update((draft) => {
    draft.external = external;
    draft.order.vehicle = { ...draft.order.vehicle, year, make, model, style, ...(found ?? {}) };
    if (external.vehicleDamage.isRepair !== null) {
      draft.order.damage.isRepair = external.vehicleDamage.isRepair;
      draft.order.damage.numberOfChips = external.vehicleDamage.numberOfChips;
      if (external.vehicleDamage.isRepair === false) {
        draft.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
      }
    }
    if (external.estimate.vinSelection) {
      draft.user.pageData.estimate = { ...draft.user.pageData.estimate, vinSelection: external.estimate.vinSelection };
    }
    if (external.serviceZip.zipCode) draft.order.serviceLocation.zipCode = external.serviceZip.zipCode;
    if (external.quote.isInsurance !== null) draft.order.payment.isInsurance = external.quote.isInsurance;
    // SPEC §5: the contact email or phone comes from the external parameter, else from the order.
    if (external.customer.emailAddress) draft.order.customer.emailAddress = external.customer.emailAddress;
    if (external.customer.phoneNumber) draft.order.customer.phoneNumber = external.customer.phoneNumber;
  });
}

/** SPEC §2 landing: tracking and referral params; fmgPage; return-user or load-session. */
async function landing(context: GuardContext) {
  readReferral(context);
  await applyExternalPrefill(context);
  const fmgPage = context.consumeQuery('fmgPage');
  if (fmgPage) {
    const target = context.model.routes[fmgPage.replace(/^\/+|\/+$/g, '')];
    if (target && context.model.pages[target]?.kind === 'page') return { goto: target };
  }
  const fromHeritage = context.consumeQuery('fromheritage');
  const state = context.getState();
  if (state.order.vehicle.year !== null && state.external.isExternalParameter !== 1 && fromHeritage?.toLowerCase() !== 'true') {
    return { scenario: 'returnUser' };
  }
  return { scenario: 'loadSession' };
}

/** SPEC §5: the referral date is trimmed to its yyyy-mm-dd part before a session load. */
export function toReferralDate(value: string | null): string | null {
  return value ? value.slice(0, 10) : null;
}

/** SPEC §2/§4 load-session: load a saved session (state reset on failure or a different eon), or save one. */
async function loadSession(context: GuardContext) {
  const state = context.getState();
  const savedSessionId = state.user.savedSessionId ?? state.cookie.SavedSessionId;
  if (savedSessionId && !state.session.isSessionLoaded) {
    try {
      const loaded = (await context.ports.api.call(
        'order.loadSession',
        {
          savedSessionId,
          referralNumber: state.order.referralNumber,
          referralDate: toReferralDate(state.order.referralDate ?? state.cookie.ReferralDate),
          parentAccountNumber: state.order.payment.parentAccountNumber,
          referralCorrelationId: state.order.referralCorrelationId,
        },
        { pageName: context.pageId },
      )) as Partial<ApiOrder> | null;
      if (!loaded || (state.order.eon && loaded.eon && loaded.eon !== state.order.eon)) {
        context.resetState();
      } else {
        // SPEC §4: a loaded session replaces the state.
        context.update((draft) => {
          draft.order = fromApiOrder(loaded);
        });
      }
    } catch {
      // SPEC §7: a failed session load resets the state.
      context.resetState();
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

/** SPEC §2 auto-route: the first page of the declared order whose prerequisites hold. */
function autoRoute(context: GuardContext) {
  const order = context.model.pages[context.pageId]?.order ?? [];
  const target = order.find((pageId) => context.prerequisitesHold(pageId));
  return target ? { goto: target } : { scenario: 'forward' };
}

/** SPEC §2/§4 error: a banner and back to the first page (vehicle-damage if insured); a second error restarts. */
function error(context: GuardContext) {
  if (context.getState().user.hasTriggeredError) return { scenario: 'restart' };
  context.update((draft) => {
    draft.user.hasTriggeredError = true;
  });
  context.alert({ category: 'GLOBAL_ALERT', subCategory: 'UNKNOWN_ERROR', text: globalErrorText, style: 'danger', dismissible: true });
  return { scenario: isInsuranceVerified(context.getState()) ? 'firstPageInsured' : 'firstPage' };
}

/** SPEC §2 restart: clears all state and the funnel cookie, then goes to the first page. */
function restart(context: GuardContext) {
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
