import { emptyUuid } from './cookieNames';
import type { OperationName } from './operations';
import type { Experiment, FunnelState } from './state';

/** One analytics call to make after a page (SPEC §2), by SPEC §7 operation name. */
export interface AnalyticsCall {
  operation: Extract<OperationName, 'analytics.logPageView' | 'analytics.logCustomEvent' | 'analytics.digitalConsumerLog'>;
  params: Record<string, unknown>;
}

/** Custom-event categories this funnel sends (SPEC §7 log custom event; the SPEC names none, these are ours). */
export const analyticsCategories = {
  /** The user's experiments and variations as a page is shown. */
  experimentData: 'EXPERIMENT_DATA',
  /** What the order holds so far (never who the customer is). */
  orderData: 'ORDER_DATA',
} as const;

/** The page-view `action` and `event` values (SPEC §7 log page view; values are ours). */
export const pageViewAction = 'PageView';
export const pageViewEvent = 'page_view';

/** Contract limits (api/contract/paths/analytics.yaml): experiments per call, label length, optional text length. */
const maxExperiments = 50;
const maxLabel = 500;
const maxText = 100;

/**
 * The analytics calls made after a page is shown (SPEC §2 "after each page, log consumer activity, a page view,
 * experiment data and order data"), in that order, built from the state only:
 * - consumer activity: `analytics.digitalConsumerLog` with actionName `PageView:{page}` and the SPEC §7 fields;
 *   conceptVariation / isConceptExposed are (choice) those of the user's first active experiment, `{testId}:{variation}`;
 * - a page view: `analytics.logPageView` with the SPEC §7 fields (ids of an uninitialised session are the all-zero
 *   UUID, SPEC §4);
 * - experiment data: a custom event EXPERIMENT_DATA, action `{page}`, label the user's experiments as
 *   `testId=variation` pairs, value how many there are;
 * - order data: a custom event ORDER_DATA, action `{page}`, label a JSON summary of the order's shape (vehicle, damage,
 *   glass, appointment type, payment choice, insurance, line item count, whether it has an eon), value the cash
 *   subtotal when priced.
 * No personal data is sent: no name, email, phone, address, zip, VIN, licence plate or card data (only the vehicle's
 * year, make, model and style, which describe a car, not its owner).
 */
export function toPageAnalyticsCalls(state: FunnelState, pageName: string): AnalyticsCall[] {
  const { session, order, user } = state;
  const experiments = user.experiments.filter((experiment) => experiment.testId && experiment.variationId);
  const concept = experiments.find((experiment) => experiment.isActive) ?? null;
  const sessionFields = {
    userId: session.userId ?? emptyUuid,
    sessionKey: session.sessionKey ?? emptyUuid,
    sessionId: session.sessionId ?? emptyUuid,
    pageName,
    shouldUseSessionId: session.sessionId !== null,
    experimentsForUser: experiments.slice(0, maxExperiments).map(toExperimentForUser),
    referralSequenceNumber: toText(order.referralSequenceNumber),
    parentAccountNumber: toText(order.payment.parentAccountNumber),
  };
  return [
    {
      operation: 'analytics.digitalConsumerLog',
      params: {
        actionName: toText(`${pageViewAction}:${pageName}`),
        referralSequenceNumber: toText(order.referralSequenceNumber),
        referralNumber: toText(order.referralNumber),
        workOrderId: toText(order.workOrderId),
        workOrderNumber: toText(order.workOrderNumber),
        conceptVariation: concept ? toText(`${concept.testId}:${concept.variationName || concept.variationId}`) : null,
        isConceptExposed: concept ? concept.isExposed : null,
      },
    },
    { operation: 'analytics.logPageView', params: { ...sessionFields, action: pageViewAction, event: pageViewEvent } },
    {
      operation: 'analytics.logCustomEvent',
      params: {
        ...sessionFields,
        category: analyticsCategories.experimentData,
        action: toText(pageName),
        label: experiments.map((experiment) => `${experiment.testId}=${experiment.variationName || experiment.variationId}`).join(',').slice(0, maxLabel) || null,
        value: experiments.length,
      },
    },
    {
      operation: 'analytics.logCustomEvent',
      params: {
        ...sessionFields,
        category: analyticsCategories.orderData,
        action: toText(pageName),
        label: JSON.stringify(toOrderSummary(state)).slice(0, maxLabel),
        value: order.cashPriceSubTotal ?? null,
      },
    },
  ];
}

/** An experiment as the analytics calls take it (SPEC §3 experiment fields; api/contract AnalyticsExperimentForUser). */
function toExperimentForUser(experiment: Experiment) {
  return {
    universeId: experiment.universeId || null,
    universeName: experiment.universeName || null,
    testId: experiment.testId,
    variationId: experiment.variationId,
    variationName: experiment.variationName || null,
    assignmentId: experiment.assignmentId || null,
    isExposed: experiment.isExposed,
    isActive: experiment.isActive,
    // SPEC §3: settings are sent as a JSON string.
    settings: JSON.stringify(experiment.settings ?? {}),
  };
}

/** The shape of the order, without anything that identifies the customer. */
function toOrderSummary(state: FunnelState): Record<string, unknown> {
  const { vehicle, damage, serviceLocation, payment, lineItems } = state.order;
  return {
    vehicle: vehicle.year === null ? null : [vehicle.year, vehicle.make, vehicle.model, vehicle.style].filter(Boolean).join(' '),
    damage: damage.isRepair === null ? null : damage.isRepair ? 'Repair' : 'Replace',
    chips: damage.isRepair ? damage.numberOfChips : null,
    glass: damage.glassToReplace.map((piece) => `${piece.glassLocation} ${piece.glassName}`),
    appointmentType: serviceLocation.appointmentType,
    paymentChoice: payment.paymentChoice,
    isInsurance: payment.isInsurance,
    lineItems: lineItems.glassParts.length + lineItems.supportingItems.length + lineItems.vaps.length,
    hasEon: state.order.eon !== null,
  };
}

/** Optional text as the contract takes it: null when empty, at most 100 characters. */
function toText(value: string | null | undefined): string | null {
  return value ? value.slice(0, maxText) : null;
}
