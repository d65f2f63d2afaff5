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

/** SPEC §2 vehicle entry: validate a zipcode param and save zip info; verified/referral jumps to vehicle-damage. */
async function vehicleEntry(context: GuardContext) {
  const zipcode = context.consumeQuery('zipcode');
  if (zipcode && /^\d{5}$/.test(zipcode.trim())) {
    try {
      const info = (await context.ports.api.call(
        'location.zip',
        { zip: zipcode.trim(), damageKind: 'Replace' },
        { pageName: context.pageId },
      )) as { isValid?: boolean; state?: { state?: string } | string; zipCodeCtu?: string } | null;
      if (info?.isValid) {
        context.update((draft) => {
          draft.order.serviceLocation.zipCode = zipcode.trim();
          draft.order.serviceLocation.state =
            typeof info.state === 'string' ? info.state : (info.state?.state ?? draft.order.serviceLocation.state);
          draft.order.serviceLocation.zipCodeCtu = info.zipCodeCtu ?? null;
        });
      }
    } catch {
      // An invalid or unknown zip is simply not saved; the service-zip page asks for it later.
    }
  }
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

/** SPEC §8 payment error scenarios → the scenario names of payment-pia-return.yaml. */

export const entryGuardImplementations: Record<EntryGuardName, RouteGuard> = {
  vehicleEntry,
  heritageJump,
  offerQuote,
  reloadOnPaymentReturn,
  paypalToCreditCard,
  serviceLocationRedirect,
  paymentReturn,
  validateSavedSchedule,
  submitOrder,
};
