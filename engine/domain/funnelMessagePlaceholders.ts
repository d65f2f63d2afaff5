import type { FunnelMessages } from '../config/types';

/**
 * The `{name}` placeholders the code fills in each funnel.yaml message (its formatMessage calls), for lint
 * message-reference: any other placeholder is shown as written ("kept for {day} days"). A message not listed here
 * is not checked; tests/unit/lint/funnelMessagePlaceholders.test.ts keeps the list in step with the calls.
 */
export const funnelMessagePlaceholders: Partial<Record<keyof FunnelMessages, readonly string[]>> = {
  unknownError: [],
  pageNotFound: [],
  savedOrderNotFound: ['days'],
  savedOrderExpired: ['days'],
  savedAppointmentGone: ['appointment'],
  confirmedZeroDeductible: [],
  noCompPolicy: [],
  promoAppliedHeadline: [],
  promoApplied: ['code'],
  promoErrorHeadline: [],
  promoInvalid: ['code'],
  promoNotCombinable: ['code', 'other'],
  pageLoadFailed: [],
  reloadPage: [],
  startAgain: [],
  sessionNotSaved: [],
  orderNotPlaced: [],
  // Issue #14: the deep-link line, the assistant's transfer words, the progress indicator.
  errorBackToStart: ['page'],
  assistantTransferButton: [],
  assistantTransferOffered: ['button'],
  assistantTransferUnavailable: [],
  assistantAgentsAway: [],
  progressLabel: ['count', 'current', 'stage'],
};

/**
 * The `{name}` placeholders the code fills in funnel.yaml `priceSummary` texts (engine/domain/toPriceSummary.ts and
 * renderers/pages/ConfirmationSummary.tsx), by key; `discounts` is the label of the discounts line. Every other text
 * of priceSummary is shown as written. tests/unit/lint/funnelMessagePlaceholders.test.ts keeps this in step.
 */
export const priceSummaryPlaceholders: Readonly<Record<string, readonly string[]>> = {
  discounts: ['code'],
  salesTax: ['base', 'rate', 'state'],
  salesTaxByItem: ['rate', 'state'],
  salesTaxItem: ['base', 'line', 'rate'],
  owedAtAppointment: ['amount'],
  donationAdded: ['amount', 'total'],
};
