/** The route guards of SPEC §2, by the names page YAML uses under `guards:` (engine/compile/registry.ts). */
import type { EntryGuardName } from '../compile/registry';
import { isVerifiedRedirect } from '../domain/coverage';
import { getQueryValue } from '../domain/queryParameters';
import type { GuardContext, RouteGuard } from './GuardContext';
import { heritageJump } from './guards/heritageJump';
import { paypalToCreditCard } from './guards/paypalToCreditCard';
import { reloadOnPaymentReturn } from './guards/reloadOnPaymentReturn';
import { PageLoadError } from './PageLoadError';

/**
 * The larger guards, each its own code in the browser (issue #12: the first page does not carry the payment return's
 * or the schedule's checks): loaded when a page listing them is entered (prefetchEntryGuards), run once loaded.
 */
const lazyGuards = {
  paymentReturn: () => import('./guards/paymentReturn').then((module) => module.paymentReturn),
  validateSavedSchedule: () => import('./guards/validateSavedSchedule').then((module) => module.validateSavedSchedule),
  submitOrder: () => import('./guards/submitOrder').then((module) => module.submitOrder),
} satisfies Partial<Record<EntryGuardName, () => Promise<RouteGuard>>>;
const lazyGuardCode = new Map<string, Promise<RouteGuard>>();

/** Loads a lazy guard's code once (a failed load is tried again next time). */
function loadGuard(name: keyof typeof lazyGuards): Promise<RouteGuard> {
  let loading = lazyGuardCode.get(name);
  if (!loading) {
    loading = lazyGuards[name]();
    loading.catch(() => lazyGuardCode.delete(name));
    lazyGuardCode.set(name, loading);
  }
  return loading;
}

/** A guard whose code loads on first use; code that fails to load is the page's PageLoadError, not a guard failure. */
function lazyGuard(name: keyof typeof lazyGuards): RouteGuard {
  return async (context) => {
    let guard: RouteGuard;
    try {
      guard = await loadGuard(name);
    } catch (error) {
      throw new PageLoadError(context.pageId, error);
    }
    return guard(context);
  };
}

/** Starts loading the code of the named guards that load on first use, so entering their page does not wait for it. */
export function prefetchEntryGuards(names: readonly string[]): void {
  for (const name of names) {
    if (name in lazyGuards) loadGuard(name as keyof typeof lazyGuards).catch(() => undefined);
  }
}

/**
 * SPEC §2 vehicle entry: verified insurance or a 6-character referral number jumps to vehicle-damage, clearing the
 * glass parts first when the session marks delayed claim registration. (The zipcode parameter is checked by the
 * page's YAML `load`.)
 */
function vehicleEntry(context: GuardContext) {
  if (isVerifiedRedirect(context.getState(), context.model.funnel.constants)) {
    if (context.getState().cookie.HasDelayedClaimRegistration) {
      context.update((draft) => {
        draft.order.lineItems.glassParts = [];
      });
    }
    return { scenario: 'verifiedInsurance' };
  }
  return undefined;
}


/** SPEC §2 quote entry: offerquote=true sets insurance to false (and so does "pay on my own", offer=cash). */
function offerQuote(context: GuardContext) {
  const offerQuoteParam = context.consumeQuery('offerquote');
  const offer = getQueryValue(context.search, 'offer');
  if (offerQuoteParam?.toLowerCase() === 'true' || offer?.toLowerCase() === 'cash') {
    context.update((draft) => {
      draft.order.payment.isInsurance = false;
    });
  }
  return undefined;
}



/** SPEC §2: service-location redirects to schedule. */
function serviceLocationRedirect() {
  return { scenario: 'forward' };
}

/**
 * SPEC §2 payment entry back from a provider: payment-pia-return hands a payment that went through (`piaResult=success`)
 * and a pay-in-app error (`piaResult=error`) to the payment page, whose navigation decides where each goes (`forward`,
 * `piaError`). The parameter is a navigation query of this page's address (not a SPEC §2 link parameter).
 */
function paymentResult(context: GuardContext) {
  const result = getQueryValue(context.search, 'piaResult')?.toLowerCase();
  if (result === 'success') return { scenario: 'forward' };
  if (result === 'error') return { scenario: 'piaError' };
  return undefined;
}

export const entryGuardImplementations: Record<EntryGuardName, RouteGuard> = {
  vehicleEntry,
  heritageJump,
  offerQuote,
  reloadOnPaymentReturn,
  paypalToCreditCard,
  serviceLocationRedirect,
  paymentReturn: lazyGuard('paymentReturn'),
  paymentResult,
  validateSavedSchedule: lazyGuard('validateSavedSchedule'),
  submitOrder: lazyGuard('submitOrder'),
};
