import type { OperationName } from '../../engine/domain/operations';

/**
 * The fault matrix (issue #13): every API call of the whole journey (tests/faults/wholeJourney.ts) × each way a service
 * fails, and what the visitor must see, from SPEC §8 "Call failures" and the choices README "Decisions where the SPEC is
 * silent" records. `npm run test:faults` breaks each call in Chromium and prints the matrix; the e2e suite runs the
 * cells marked `ci` (tests/e2e/faultMatrix.spec.ts).
 *
 * A cell's expectation is one of:
 * - `bail`: SPEC §8 step 3, the bail-out: the banner, back to the first page (SPEC §4 first error), every answer kept;
 * - `page`: the visitor stays on the page they acted on, with the banner and every answer, and can try again (a
 *   page's submit, the order submission: README "A failed submit");
 * - `fallback`: SPEC §7's fallback for the call (failed wipers fetch: empty list): no banner, the journey goes on;
 * - `silent`: nothing to tell: SPEC §8 step 1 (the digital-consumer log), or a background save (made again by the
 *   next save, flushed before the order is submitted);
 * and `+retry` when the call is tried again first (1 + funnel.yaml `calls.retries.attempts` requests): a GET, or a
 * POST with an Idempotency-Key, failing with a status of `retries.statuses` (503, 429) or with no answer (timeout,
 * connection reset). A 500 is never tried again, nor is a POST without a key.
 */

/** How a service fails in a cell. */
export const faults = ['500', '503', '429', 'no answer', 'reset'] as const;
export type Fault = (typeof faults)[number];

export type Outcome = 'bail' | 'page' | 'fallback' | 'silent';
export type Expectation = Outcome | `${Outcome}+retry`;

/** One row: a call of the journey, where the visitor meets it, and what each fault must lead to. */
export interface FaultRow {
  /** The call (engine/domain/operations.ts). */
  call: OperationName;
  /** Which of its requests (when the journey makes it in several roles): `submit` the order submission, `save` the others. */
  role?: 'save' | 'first save' | 'submit';
  /** Where the journey makes it, for people. */
  where: string;
  /** The step of the whole journey whose action makes the call first (wholeJourney names). */
  step: string;
  cells: Record<Fault, Expectation>;
  /** Cells the e2e suite runs (a representative subset of the kinds of outcome and fault). */
  ci?: Fault[];
  /**
   * The cell walks the journey from the start in a browser of its own instead of starting from a shared snapshot: the
   * call is made once per device (an experiment's exposure, which the device the snapshots were taken with has made).
   */
  fresh?: boolean;
}

/** A row whose every fault leads to the same outcome; `retried` says whether 503, 429, no answer and reset are retried. */
function row(call: OperationName, where: string, step: string, outcome: Outcome, retried: boolean, extra: Partial<FaultRow> = {}): FaultRow {
  const after = (retry: boolean): Expectation => (retry ? `${outcome}+retry` : outcome);
  return {
    call,
    where,
    step,
    cells: { '500': outcome, '503': after(retried), '429': after(retried), 'no answer': after(retried), reset: after(retried) },
    ...extra,
  };
}

const open = 'open /fmg/';
const style = 'choose the style, Continue';
const zip = 'zip 85016, Continue';

/** The rows, in the order the journey first makes each call. */
export const faultMatrix: FaultRow[] = [
  row('analytics.initialize', 'landing: session (SPEC §4)', open, 'bail', false),
  row('experiments.run', 'landing: SiteEntry experiments', open, 'bail', false),
  row('analytics.logCustomEvent', 'landing: decision events', open, 'bail', false),
  row('content.page', 'vehicle: entry (page data)', open, 'bail', true),
  row('vehicle.years', 'vehicle: entry', open, 'bail', true, { ci: ['no answer'] }),
  row('analytics.digitalConsumerLog', 'vehicle: after the page (SPEC §8 step 1)', open, 'silent', false),
  row('analytics.logPageView', 'vehicle: after the page', open, 'bail', false),
  row('vehicle.makes', 'vehicle: year chosen (action)', 'choose the year', 'bail', true),
  row('vehicle.models', 'vehicle: make chosen (action)', 'choose the make', 'bail', true),
  row('vehicle.styles', 'vehicle: model chosen (action)', 'choose the model', 'bail', true),
  row('vehicle.lookup', 'vehicle: submit', style, 'page', true, { ci: ['503'] }),
  row('order.saveSession', 'vehicle: first save (awaited)', style, 'silent', false, { role: 'first save' }),
  row('parts.damageOptions', 'vehicle-damage: entry', style, 'bail', true),
  row('experiments.logExposure', 'vehicle-damage: exposure', style, 'bail', false, { fresh: true }),
  row('order.saveSession', 'vehicle-damage: background save', 'a windshield, no VIN, Continue', 'silent', false, { role: 'save' }),
  row('location.zip', 'service-zip: submit', zip, 'page', true),
  row('parts.partsOrQuestions', 'service-zip: submit', zip, 'page', false, { ci: ['reset'] }),
  row('parts.wipers', 'quote: entry (SPEC §7 fallback)', zip, 'fallback', true, { ci: ['429'] }),
  row('parts.rainRepel', 'quote: entry', zip, 'bail', true),
  row('parts.supportingItems', 'quote: entry (price)', zip, 'bail', false),
  row('price.orderItems', 'quote: entry (price)', zip, 'bail', false),
  row('price.taxedOrderItems', 'quote: entry (price)', zip, 'bail', true),
  row('order.saveProgress', 'quote: submit (save quote)', 'pay on my own, Continue', 'page', false),
  row('location.providers', 'schedule: entry', 'pay on my own, Continue', 'bail', true),
  row('location.alertReasons', 'schedule: entry', 'pay on my own, Continue', 'bail', true),
  row('location.serviceability', 'schedule: entry', 'pay on my own, Continue', 'bail', true),
  row('schedule.shopTimeSlots', 'schedule: shop chosen (action)', 'choose the shop and in-shop', 'bail', false),
  row('order.saveSession', 'confirmation: the order submission', 'pay at the appointment, Continue', 'page', true, { role: 'submit', ci: ['no answer', '500'] }),
];

/** A row's name in the printed matrix. */
export function rowName(row: FaultRow): string {
  return row.role ? `${row.call} (${row.role})` : row.call;
}
