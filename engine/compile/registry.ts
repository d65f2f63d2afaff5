/**
 * The names YAML may use for things implemented in code (DESIGN.md principle 1), with the scenarios each can
 * produce. The linter checks every name in funnel-config/ against this list and every produced scenario against the
 * page's navigation; the implementations are typed against these names, so a name without code fails to compile.
 */

/** Named conditions too rich for the condition language (`when: {guard: name}`). */
export const conditionGuardNames = [
  /** SPEC §5: a VIN is optional for repairs, VIN-optional vehicles, no windshield, SuppressVinCapture, listed makes. */
  'vinIsOptional',
  /** SPEC §4: status Verified and a deductible not among funnel.yaml's unverifiedDeductibles. */
  'isInsuranceVerified',
  /** SPEC §4: a referral number of funnel.yaml's referralNumberLength (SPEC §9: 6 characters). */
  'hasRedirectingReferralNumber',
  /** SPEC §2: insurance verified or a redirecting referral number (heritage jumps). */
  'isVerifiedRedirect',
  /**
   * SPEC §5 damage options check: every chosen glass is available for its location on this vehicle; `with:
   * {damageOptions: <path>}` says where the vehicle's damage options are kept.
   */
  'chosenGlassIsAvailable',
  /** Apple Pay offered: Mac, or iOS applePayMinimumIosVersion or later, and the browser can make payments (SPEC §5). */
  'canUseApplePay',
  /** SPEC §4: verified, a zero deductible and not NoComp: nothing to pay. */
  'isConfirmedZeroDeductible',
  /** SPEC §4–§6: a NoComp policy (status, type or policy flag): insurance does not pay for glass. */
  'isNoCompPolicy',
  /** SPEC §4–§6: an ITAC policy (coverage type Itac or the policy flag). */
  'isItacPolicy',
] as const;
export type ConditionGuardName = (typeof conditionGuardNames)[number];

/**
 * The state paths a condition guard reads (and everything below them), so a step whose condition names it waits only
 * for the steps that write those (DESIGN principle 11, engine/compile/getConditionReads.ts); a guard not listed may
 * read anything. tests/unit/engine/conditionGuardReads.test.ts checks each list against what the guard really reads.
 */
export const conditionGuardReads: Partial<Record<ConditionGuardName, readonly string[]>> = {
  isInsuranceVerified: ['order.payment.insuranceCoverage', 'order.policy'],
  isConfirmedZeroDeductible: ['order.payment.insuranceCoverage', 'order.policy'],
  isNoCompPolicy: ['order.payment.insuranceCoverage', 'order.policy'],
  isItacPolicy: ['order.payment.insuranceCoverage', 'order.policy'],
  hasRedirectingReferralNumber: ['order.referralNumber', 'cookie.ReferralNumber'],
  isVerifiedRedirect: ['order.payment.insuranceCoverage', 'order.policy', 'order.referralNumber', 'cookie.ReferralNumber'],
};

/** The inputs a condition guard needs from YAML (`{guard: {name, with: {input: state path}}}`); the others take none. */
export const conditionGuardInputs: Partial<Record<ConditionGuardName, readonly string[]>> = {
  chosenGlassIsAvailable: ['damageOptions'],
};

/** Named route guards run on page entry (SPEC §2 route guards), with the scenarios each may choose. */
export const entryGuards = {
  /** Vehicle entry: jump to vehicle-damage when insurance is verified or a 6-character referral exists. */
  vehicleEntry: ['verifiedInsurance'],
  /** Quote and insurance-company entry: jump to heritage when verified or a redirecting referral number exists. */
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
  /** Payment entry back from a provider (`piaResult`): a payment that went through goes forward, a PIA error piaError. */
  paymentResult: ['forward', 'piaError'],
  /** Schedule entry: a saved schedule no longer valid is cleared (SPEC §4 saved sessions). */
  validateSavedSchedule: [],
  /**
   * Confirmation entry: submits the order (SPEC §4 submission); a refused submission goes back to choose again, a
   * failed one back to where it was placed from (issue #13).
   */
  submitOrder: ['conflict', 'submitFailed'],
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

/**
 * The page actions a virtual-route handler runs by name (DESIGN principle 9, as renderers do): a page with the handler
 * declares them in its YAML `actions:` (lint page-actions), so the calls stay in YAML.
 */
export const handlerActions: Partial<Record<VirtualHandlerName, readonly string[]>> = {
  /** SPEC §2/§5 external prefill: the vehicle the link names, looked up (SPEC §7 vehicle lookup). */
  landing: ['lookupPrefilledVehicle'],
};

/**
 * Named custom renderers (renderers/pages registers a component for each), with the page actions each triggers by
 * name (DESIGN principle 9): a page that names the renderer must declare those actions in its YAML `actions:`
 * (lint `missing-action`). Pages without a renderer use the generic form.
 */
export const rendererActions = {
  /** Years come from the page's entry calls; makes, models and styles as each earlier choice is made. */
  'vehicle-selector': ['loadMakes', 'loadModels', 'loadStyles'],
  'glass-picker': [],
  /** The VINs read from a photo (SPEC §7 lookup by image). */
  'vin-entry': ['lookupPhoto'],
  /** An extra ticked or unticked, a promo code, a price worked out again. */
  'quote-summary': ['setExtra', 'applyPromo', 'reprice'],
  'insurance-company-picker': [],
  /** The shops again (after a failure), a shop's (or the mobile route's) time slots for a window of days, and each open day's price change. */
  'schedule-picker': ['loadLocation', 'loadTimeSlots', 'loadDayPrices'],
  /** PayPal's hosted page (PayPal is paid from payment-method, SPEC §2). */
  'payment-choice': ['startPayment'],
  /** The hosted payment page of the method chosen. */
  'payment-handoff': ['startPayment'],
  /** A donation added to the submitted order; the work authorisation signed. */
  'confirmation-summary': ['donate', 'sign'],
} as const satisfies Record<string, readonly string[]>;

export const rendererNames = Object.keys(rendererActions) as Array<keyof typeof rendererActions>;
export type RendererName = keyof typeof rendererActions;

/**
 * What code reads of a page's own data (`user.pageData.<page>.<key>`), which that page's YAML writes for it: lint
 * unread-state-path counts these as reads, so keep them in step with the renderers. Every page's subtitle and help
 * text is read from its `content` (renderers/app/PageContent.tsx).
 */
export const pageDataReadOnEveryPage = ['content'] as const;

/** The keys of its page's data each renderer reads (renderers/pages/*PageData.ts and the components). */
export const rendererPageDataReads: Record<RendererName, readonly string[]> = {
  'vehicle-selector': ['years', 'makes', 'models', 'styles'],
  'glass-picker': ['damageOptions'],
  'vin-entry': ['photoVins'],
  'quote-summary': ['extras', 'pricing', 'promoResult'],
  'insurance-company-picker': ['companies'],
  'schedule-picker': ['shops', 'closestShops', 'alertReasons', 'reach', 'timeSlots', 'timeSlotsFor', 'dayPrices', 'dayPricesFor'],
  'payment-choice': ['amount', 'returnCancelled'],
  'payment-handoff': ['amount', 'returnCancelled', 'paid'],
  'confirmation-summary': ['pricing', 'signedName'],
};

/** The keys of its page's data a virtual-route handler reads (what its `handlerActions` kept there). */
export const handlerPageDataReads: Partial<Record<VirtualHandlerName, readonly string[]>> = {
  landing: ['prefilledVehicle'],
};

/** The keys of its page's data an entry guard writes (engine/runtime/guards), for the pages that read them. */
export const entryGuardPageDataWrites: Partial<Record<EntryGuardName, readonly string[]>> = {
  paymentReturn: ['outcome', 'method', 'cancelled', 'payerId', 'token'],
};

/**
 * Entry guards that always send the visitor on, so their page is never shown (a redirect-only route, SPEC §2
 * service-location): an edge into such a page lands where the guard's scenario leads (lint navigation-loop).
 */
export const redirectOnlyGuards: readonly EntryGuardName[] = ['serviceLocationRedirect'];

/**
 * The generic form's own `ui:field` names (renderers/form/formTheme.ts `fields`), beside RJSF's: lint form-schema
 * checks a page's uiSchema against them.
 */
export const formFieldNames = ['question-list'] as const;

/**
 * The `ui:options` each of the generic form's own fields needs, one of each list, the one it reads first first:
 * `question-list` draws the choices of a list in the state (`choicesFrom: { path, value, label }`) or the questions of
 * a state path (`questionsFrom`); without either it has nothing to ask (renderers/form/fields/QuestionListField.tsx).
 * Lint form-schema checks a uiSchema naming the field has them.
 */
export const formFieldNeeds: Record<(typeof formFieldNames)[number], ReadonlyArray<readonly string[]>> = {
  'question-list': [['choicesFrom', 'questionsFrom']],
};

/**
 * The `ui:options` keys (also written `ui:<key>`) the generic form's widgets, templates and fields read
 * (renderers/form), beside RJSF's own: lint form-schema reports any other as a misspelt option.
 */
export const formUiOptionNames = ['inputMode', 'autoCapitalize', 'questionsFrom', 'optionsFrom', 'choicesFrom'] as const;

/**
 * The query parameters (besides SPEC §2's, engine/domain/queryParameters.ts) the code behind a page reads, by its
 * renderer, handler and entry guards: what a navigation rule's `query:` into that page may name (lint
 * unknown-query-param). tests/unit/lint/queryReadsRegistry.test.ts keeps these in step with the code's
 * getQueryValue calls.
 */
export const rendererQueryReads: Partial<Record<RendererName, readonly string[]>> = {
  /** A lookup changed the vehicle: an alert asks to check the damage choice. */
  'glass-picker': ['vehicleChanged'],
  /** "Pay on my own" (offer=cash) hides the insurance choice. */
  'quote-summary': ['offer'],
  /** A payment that came back unpaid. */
  'payment-choice': ['piaError'],
  /** The method whose hosted payment page came back with an error. */
  'payment-handoff': ['piaErrorType'],
};
export const handlerQueryReads: Partial<Record<VirtualHandlerName, readonly string[]>> = {
  /** The heritage hand-off passes navType and promo on to the heritage site (SPEC §2). */
  heritage: ['navType', 'promo'],
};
export const entryGuardQueryReads: Partial<Record<EntryGuardName, readonly string[]>> = {
  offerQuote: ['offer', 'offerquote'],
  paymentResult: ['piaResult'],
};

/**
 * The values the code compares a page's query parameter with (by the parameter's name; in any case where it lowers the
 * value first): a navigation rule that hands another value on (`piaResult: succes`) is never acted on (lint
 * unknown-query-param). tests/unit/lint/queryReadsRegistry.test.ts checks each value is written in the code that reads
 * the parameter.
 */
export const queryValuesRead: Readonly<Record<string, { values: readonly string[]; anyCase: boolean; meaning: string }>> = {
  piaResult: { values: ['success', 'error'], anyCase: true, meaning: 'a payment that went through goes forward, an error to piaError; another value does neither' },
  piaError: { values: ['true'], anyCase: true, meaning: 'the payment came back unpaid; another value says nothing' },
  piaErrorType: { values: ['CreditCard', 'Afterpay', 'ApplePay'], anyCase: false, meaning: 'the method whose payment failed is named; another value gets the general message' },
  vehicleChanged: { values: ['true'], anyCase: false, meaning: 'a lookup changed the vehicle; another value says nothing' },
  offer: { values: ['cash'], anyCase: true, meaning: 'pay on my own hides the insurance choice; another value does not' },
  offerquote: { values: ['true'], anyCase: true, meaning: 'insurance set to no; another value leaves it' },
};
