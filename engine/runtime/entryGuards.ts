/** The route guards of SPEC §2, by the names page YAML uses under `guards:` (engine/compile/registry.ts). */
import type { EntryGuardName } from '../compile/registry';
import { isVerifiedRedirect } from '../domain/coverage';
import { getQueryValue } from '../domain/queryParameters';
import type { GuardContext, RouteGuard } from './GuardContext';

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
  if (isVerifiedRedirect(context.getState())) {
    if (context.getState().cookie.HasDelayedClaimRegistration) {
      context.update((draft) => {
        draft.order.lineItems.glassParts = [];
      });
    }
    return { scenario: 'verifiedInsurance' };
  }
  return undefined;
}

/** SPEC §2 quote and insurance-company entry: jump to heritage when verified or a 6-character referral exists. */
function heritageJump(context: GuardContext) {
  return isVerifiedRedirect(context.getState()) ? { scenario: 'heritage' } : undefined;
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

/** SPEC §2 payment-method entry on return from payment: reloads the page (once). */
function reloadOnPaymentReturn(context: GuardContext) {
  if (context.getState().user.lastPageVisited === 'payment') {
    context.update((draft) => {
      draft.user.lastPageVisited = context.pageId;
    });
    return { reload: true } as const;
  }
  return undefined;
}

/** SPEC §4: a PayPal choice is replaced by CreditCard on entering payment. */
function paypalToCreditCard(context: GuardContext) {
  if (context.getState().order.payment.paymentChoice === 'Paypal') {
    context.update((draft) => {
      draft.order.payment.paymentChoice = 'CreditCard';
      draft.order.payment.piaType = 'CreditCard';
      draft.order.payment.isPia = true;
    });
  }
  return undefined;
}

/** SPEC §2: service-location redirects to schedule. */
function serviceLocationRedirect() {
  return { scenario: 'forward' };
}

/** SPEC §8 payment error scenarios → the scenario names of payment-pia-return.yaml. */
const paymentErrorScenarios: Record<string, string> = {
  PIA_ERROR: 'error',
  PIA_CC_ERROR: 'cardError',
  PIA_APPLE_ERROR: 'applePayError',
  PIA_AFTERPAY_ERROR: 'afterpayError',
};

/** SPEC §2 payment-pia-return: read the payment-return parameters and route success or the error. */
function paymentReturn(context: GuardContext) {
  const pageError = context.consumeQuery('pageerror');
  if (pageError) return { scenario: paymentErrorScenarios[pageError.toUpperCase()] ?? 'error' };
  const read = (name: string) => context.consumeQuery(name);
  const subscriptionId = read('subscriptionid');
  const token = read('token');
  if (!subscriptionId && !token) return { scenario: 'error' };
  const token_ = {
    subscriptionId,
    expMonth: read('card_expirationmonth'),
    expYear: read('card_expirationyear'),
    cardType: read('sgcardtype'),
    billToPostalCode: read('billto_postalcode'),
    billToFirstName: read('billto_firstname'),
    billToLastName: read('billto_lastname'),
    referenceNumber: read('req_reference_number'),
    authCode: read('auth_code'),
    transactionId: read('transaction_id'),
    transReferenceNumber: read('auth_trans_ref_no'),
    lastFour: read('last_four'),
  };
  const payerId = read('payerid');
  context.update((draft) => {
    draft.order.payment.ccToken = token_;
    if (token) draft.order.payment.paypalToken = token;
    if (payerId) draft.user.pageData['payment-pia-return'] = { payerId };
  });
  return { scenario: 'success' };
}

export const entryGuardImplementations: Record<EntryGuardName, RouteGuard> = {
  vehicleEntry,
  heritageJump,
  offerQuote,
  reloadOnPaymentReturn,
  paypalToCreditCard,
  serviceLocationRedirect,
  paymentReturn,
};
