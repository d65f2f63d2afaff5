/**
 * The names YAML may use for things implemented in code (DESIGN.md principle 1), with the scenarios each can
 * produce. The linter checks every name in funnel-config/ against this list and every produced scenario against the
 * page's navigation; the implementations are typed against these names, so a name without code fails to compile.
 */

/** Named conditions too rich for the condition language (`when: {guard: name}`). */
export const conditionGuardNames = [
  /** SPEC §5: a VIN is optional for repairs, VIN-optional vehicles, no windshield, SuppressVinCapture, listed makes. */
  'vinIsOptional',
  /** SPEC §4: status Verified and deductible not 9999/7777. */
  'isInsuranceVerified',
  /** SPEC §4: a 6-character referral number. */
  'hasSixCharacterReferral',
  /** SPEC §2: insurance verified or a 6-character referral number (heritage jumps). */
  'isVerifiedRedirect',
  /** SPEC §5 damage options check: every chosen glass is available for its location on this vehicle. */
  'chosenGlassIsAvailable',
  /** Apple Pay offered: Mac, or iOS 17+, and the browser can make payments (SPEC §5). */
  'canUseApplePay',
  /** SPEC §4: verified, a zero deductible and not NoComp: nothing to pay. */
  'isConfirmedZeroDeductible',
  /** SPEC §4–§6: a NoComp policy (status, type or policy flag): insurance does not pay for glass. */
  'isNoCompPolicy',
  /** SPEC §4–§6: an ITAC policy (coverage type Itac or the policy flag). */
  'isItacPolicy',
] as const;
export type ConditionGuardName = (typeof conditionGuardNames)[number];

/** Named route guards run on page entry (SPEC §2 route guards), with the scenarios each may choose. */
export const entryGuards = {
  /** Vehicle entry: validate a zipcode param and save zip info; jump to vehicle-damage when insurance is verified. */
  vehicleEntry: ['verifiedInsurance'],
  /** Quote and insurance-company entry: jump to heritage when verified or a 6-character referral exists. */
  heritageJump: ['heritage'],
  /** Quote entry: offerquote=true sets insurance to false. */
  offerQuote: [],
  /** Payment-method entry on return from payment: reload the page. */
  reloadOnPaymentReturn: [],
  /** Payment entry: a PayPal choice becomes CreditCard (SPEC §4). */
  paypalToCreditCard: [],
  /** service-location redirects to schedule (SPEC §2). */
  serviceLocationRedirect: ['forward'],
  /** payment-pia-return: read the payment-return parameters and route success and each error (SPEC §2, §8). */
  paymentReturn: ['success', 'error', 'cardError', 'applePayError', 'afterpayError'],
  /** Schedule entry: a saved schedule no longer valid is cleared (SPEC §4 saved sessions). */
  validateSavedSchedule: [],
  /** Confirmation entry: submits the order (SPEC §4 submission); a refused submission goes back to choose again. */
  submitOrder: ['conflict'],
} as const satisfies Record<string, readonly string[]>;
export type EntryGuardName = keyof typeof entryGuards;

/**
 * Named handlers of virtual routes (SPEC §2), with the scenarios each may choose. `landing` and `autoRoute` may also
 * go to a page named at runtime (fmgPage, or the auto-route order).
 */
export const virtualHandlers = {
  landing: ['returnUser', 'loadSession', 'fmgPage'],
  loadSession: ['forward'],
  autoRoute: ['forward'],
  error: ['firstPage', 'firstPageInsured', 'restart'],
  restart: ['forward'],
  heritage: [],
  bailout: [],
} as const satisfies Record<string, readonly string[]>;
export type VirtualHandlerName = keyof typeof virtualHandlers;

/** Named custom renderers (renderers/pages registers a component for each); pages without one use the generic form. */
export const rendererNames = [
  'vehicle-selector',
  'glass-picker',
  'vin-entry',
  'quote-summary',
  'insurance-company-picker',
  'schedule-picker',
  'payment-choice',
  'payment-handoff',
  'confirmation-summary',
] as const;
export type RendererName = (typeof rendererNames)[number];
