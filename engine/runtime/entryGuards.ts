/** The route guards of SPEC §2, by the names page YAML uses under `guards:` (engine/compile/registry.ts). */
import type { EntryGuardName } from '../compile/registry';
import { isVerifiedRedirect } from '../domain/coverage';
import { getQueryValue } from '../domain/queryParameters';
import type { GuardContext, RouteGuard } from './GuardContext';
import { heritageJump } from './guards/heritageJump';
import { paymentReturn } from './guards/paymentReturn';
import { paypalToCreditCard } from './guards/paypalToCreditCard';
import { reloadOnPaymentReturn } from './guards/reloadOnPaymentReturn';
import { submitOrder } from './guards/submitOrder';
import { validateSavedSchedule } from './guards/validateSavedSchedule';

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
  paymentReturn,
  paymentResult,
  validateSavedSchedule,
  submitOrder,
};
