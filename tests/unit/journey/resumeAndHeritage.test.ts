/**
 * Saved sessions on the funnel side (SPEC §2 landing, return-user, load-session, auto-route, restart, heritage; §3 the
 * funnel cookie; §4 saved sessions; §5 referral date), headless against the sandbox: a visitor who closes the browser
 * comes back with only the cookies, is offered to resume or restart, and resumes on the page left with every answer;
 * restart clears everything; an eon mismatch and an expired session reset; referral links load the seeded insurance
 * cases and hand off to the heritage funnel with the SPEC's fields.
 */
import { describe, expect, it, vi } from 'vitest';
import { cookieNames } from '../../../engine/domain/cookieNames';
import type { FunnelCookie } from '../../../engine/domain/state';
import type { PageErrorCause } from '../../../engine/runtime/createFunnelRuntime';
import { createJourney, type Journey, type JourneyStop } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');
const day = 86_400_000;
const sandbox = useTestSandbox({ now: () => now });

const fit = { year: 2012, make: 'Honda', model: 'Fit', style: '4 Door Hatchback' };
const windshield = [{ glassLocation: 'Windshield', glassName: 'Front' }];

/** The funnel cookie as the visitor's browser holds it. */
const funnelCookie = (journey: Journey): Partial<FunnelCookie> | null => {
  const value = journey.ports.cookieJar.get(cookieNames.funnel);
  return value ? (JSON.parse(value) as Partial<FunnelCookie>) : null;
};

/** The saved session as the sandbox stores it. */
async function storedSession(savedSessionId: string) {
  const rows = await sandbox.db.query<{ order_data: Record<string, any>; user_data: Record<string, any> | null }>(
    'SELECT order_data, user_data FROM saved_sessions WHERE saved_session_id = $1',
    [savedSessionId],
  );
  return rows[0] ?? null;
}

/**
 * A 2012 Honda Fit (part questions), windshield, no VIN, zip 85016, its part questions answered: on the quote. Waits
 * until the last answers are saved (saves run in the background once a session exists), as a visitor who reads the
 * quote before closing the browser.
 */
async function fillToQuote(): Promise<Journey> {
  const journey = createJourney(sandbox, { now: () => now });
  await journey.open('');
  await journey.submit('vehicle', fit);
  await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: windshield, willProvideVin: false });
  await journey.submit('estimate', { vinSelection: 'none' });
  expect(await journey.submit('service-zip', { zipCode: '85016' })).toMatchObject({ pageId: 'part-questions' });
  const stages = journey.runtime.getState().user.pageData.stages as { partQuestions: Array<{ questionId: string; answers: Array<{ answerId: string; result: string }> }> };
  const answers = stages.partQuestions.map((question) => ({ questionId: question.questionId, answerId: question.answers[0]!.answerId, result: question.answers[0]!.result }));
  expect(await journey.submit('part-questions', { answers })).toMatchObject({ pageId: 'quote' });
  const savedSessionId = journey.runtime.getState().user.savedSessionId!;
  await vi.waitFor(async () => expect((await storedSession(savedSessionId))?.order_data.damage.partQuestionAnswers).toHaveLength(answers.length));
  expect(journey.bailOuts).toEqual([]);
  return journey;
}

/** The same visitor in a new browser: nothing stored, only the cookies of `from` (on the clock `at`). */
function inNewBrowser(from: Journey, at = now): Journey {
  const journey = createJourney(sandbox, { now: () => at });
  for (const [name, value] of from.ports.cookieJar) journey.ports.cookieJar.set(name, value);
  return journey;
}

/** Walks Back from the quote to the vehicle page; the form data each page shows on the way. */
async function formsBackFromQuote(journey: Journey): Promise<Array<[string, Record<string, unknown>]>> {
  const shown: Array<[string, Record<string, unknown>]> = [];
  for (let stop: JourneyStop = { pageId: 'quote', query: {} }; stop.pageId !== 'vehicle'; ) {
    if (shown.length > 6) throw new Error(`No vehicle page after ${shown.map(([page]) => page).join(' → ')}`);
    stop = await journey.act(stop.pageId, 'back');
    shown.push([stop.pageId, journey.runtime.getFormData(stop.pageId)]);
  }
  return shown;
}

/** Opens `route` and follows redirects until the funnel shows a page or leaves for another site. */
async function openUntilLeaving(journey: Journey, route: string, search = '') {
  let outcome = await journey.runtime.enterRoute(route, search);
  const visited: string[] = [];
  for (let hops = 0; outcome.type === 'redirect'; hops += 1) {
    if (hops > 12) throw new Error(`Redirect loop at ${outcome.to}`);
    visited.push(outcome.to);
    const query = new URLSearchParams(outcome.query).toString();
    outcome = await journey.runtime.enter(outcome.to, query ? `?${query}` : '');
  }
  return { outcome, visited };
}

/** What a question page submits: the first answer to each question; vehicle-parts: the first part offered. */
function firstAnswers(journey: Journey, pageId: string): Record<string, unknown> {
  const stages = journey.runtime.getState().user.pageData.stages as Record<string, Array<Record<string, any>>>;
  if (pageId === 'vehicle-parts') return { partNumber: stages.partChoices![0]!.partNumber };
  const stage = { 'part-questions': 'partQuestions', 'molding-questions': 'moldingQuestions', 'capability-questions': 'capabilityQuestions' }[pageId];
  if (!stage) throw new Error(`Not a question page: ${pageId}`);
  return {
    answers: stages[stage]!.map((question) => ({ questionId: question.questionId, answerId: question.answers[0].answerId, result: question.answers[0].result })),
  };
}

/** Submits `pageId` and each question page after it with their first answers, until the funnel leaves or shows `until`. */
async function forwardUntilLeaving(journey: Journey, pageId: string, form: Record<string, unknown>) {
  let current = { pageId, form };
  for (let pages = 0; pages < 8; pages += 1) {
    const submitted = await journey.runtime.submit(current.pageId, current.form);
    if (submitted.type !== 'navigate') throw new Error(`${current.pageId}: ${JSON.stringify(submitted)}`);
    const { outcome, visited } = await openUntilLeaving(journey, submitted.to, new URLSearchParams(submitted.query).toString());
    if (outcome.type !== 'render') return { outcome, visited: [submitted.to, ...visited] };
    current = { pageId: outcome.pageId, form: firstAnswers(journey, outcome.pageId) };
  }
  throw new Error('The funnel did not leave');
}

/** The fields of an insured visitor's hand-off from the quote (SPEC §2 heritage hand-off). */
function quoteHandOffFields(journey: Journey) {
  const { order } = journey.runtime.getState();
  return { corid: order.referralCorrelationId, src: 'concept-funnel', conceptsqid: order.referralSequenceNumber, isInsurance: 'true', navType: 'quote', cns: 'all' };
}

/** The query a hand-off to the heritage funnel carries. */
function heritageFields(outcome: { type: string; url?: string }) {
  expect(outcome.type).toBe('external');
  const url = new URL(outcome.url!, 'http://origin.test');
  expect(url.pathname).toBe('/heritage/');
  return Object.fromEntries(url.searchParams);
}

describe('the funnel cookie (SPEC §3, §9)', () => {
  it('holds the saved session id, its timeout and the referral data, written on every change', async () => {
    const journey = await fillToQuote();
    const state = journey.runtime.getState();
    expect(funnelCookie(journey)).toEqual({
      LastTouched: now.toISOString(),
      SavedSessionId: state.user.savedSessionId,
      SavedSessionTimeoutDate: new Date(now.getTime() + 45 * day).toISOString(),
      ReferralNumber: state.order.referralNumber,
      ReferralDate: state.order.referralDate,
      ReferralCorrelationId: state.order.referralCorrelationId,
    });
  });
});

describe('resume in a new browser (SPEC §2 return-user → load-session → auto-route)', () => {
  it('offers return-user; Continue loads the saved session and goes on at the quote with every earlier answer', async () => {
    const first = await fillToQuote();
    const before = first.runtime.getState();

    const again = inNewBrowser(first);
    expect(await again.open('')).toEqual({ pageId: 'return-user', query: {} });
    expect(again.runtime.getState().order.vehicle.year).toBeNull(); // nothing but the cookies so far
    expect(await again.submit('return-user', {})).toEqual({ pageId: 'quote', query: {} });

    const after = again.runtime.getState();
    expect(after.order.vehicle).toEqual(before.order.vehicle);
    expect(after.order.damage).toEqual(before.order.damage);
    expect(after.order.serviceLocation).toEqual(before.order.serviceLocation);
    expect(after.order.lineItems.glassParts).toEqual(before.order.lineItems.glassParts);
    expect(after.user.pageData.stages).toEqual(before.user.pageData.stages);
    expect(after.user.savedSessionId).toBe(before.user.savedSessionId);
    // Back from the quote, every page shows what was answered in the first browser.
    const shown = await formsBackFromQuote(again);
    expect(shown.map(([pageId]) => pageId)).toEqual(['part-questions', 'service-zip', 'estimate', 'vehicle-damage', 'vehicle']);
    for (const [pageId, form] of shown) {
      expect(form, pageId).toEqual(first.runtime.getFormData(pageId));
      // The vehicle selector keeps its answer in the order (compared above), not in form fields.
      if (pageId !== 'vehicle') expect(Object.keys(form).length, pageId).toBeGreaterThan(0);
    }
    expect(again.bailOuts).toEqual([]);
  });

  it('in the same browser, Continue resumes where the SPEC §2 order says (the quote), not on the schedule last shown', async () => {
    const journey = await fillToQuote();
    expect(await journey.submit('quote', { isInsurance: false })).toMatchObject({ pageId: 'schedule' });
    expect(await journey.open('')).toEqual({ pageId: 'return-user', query: {} });
    const loads = journey.ports.calls.length;
    expect(await journey.submit('return-user', {})).toEqual({ pageId: 'quote', query: {} });
    // Nothing was loaded (the state is this browser's own), and the cash choice is kept: Continue goes on to schedule.
    expect(journey.ports.calls.slice(loads).map((call) => call.operation)).not.toContain('order.loadSession');
    expect(journey.runtime.getFormData('quote')).toEqual({ isInsurance: false });
    expect(await journey.submit('quote', journey.runtime.getFormData('quote'))).toMatchObject({ pageId: 'schedule' });
    // Nothing answered on return-user: only its content (SPEC §7 page data) is kept.
    expect(journey.runtime.getState().user.pageData['return-user']).toEqual({ content: expect.objectContaining({ pageName: 'return-user' }) });
    expect(journey.bailOuts).toEqual([]);
  });

  it('a visitor without a saved session goes from landing straight to the first page', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    expect(await journey.open('')).toEqual({ pageId: 'vehicle', query: {} });
    expect(funnelCookie(journey)).toEqual({ LastTouched: now.toISOString() });
  });
});

describe('restart (SPEC §2): clears every answer and the funnel cookie', () => {
  it.each([
    ['in a new browser', (first: Journey) => inNewBrowser(first)],
    ['in the same browser', (first: Journey) => first],
  ])('%s: Start over goes to the first page with nothing kept; the next visit is a new one', async (_name, toVisitor) => {
    const first = await fillToQuote();
    const visitor = toVisitor(first);
    expect(await visitor.open('')).toMatchObject({ pageId: 'return-user' });
    expect(await visitor.act('return-user', 'restart')).toEqual({ pageId: 'vehicle', query: {} });
    // A save still running when Start over was pressed would have answered by now (and must not bring the id back).
    await new Promise((resolve) => setTimeout(resolve, 150));
    const state = visitor.runtime.getState();
    expect(state.order.vehicle.year).toBeNull();
    // Only what the vehicle page loaded again (its years); no answer.
    expect(Object.keys(state.user.pageData)).toEqual(['vehicle']);
    expect(state.user.savedSessionId).toBeNull();
    expect(state.cookie.SavedSessionId).toBeNull();
    expect(funnelCookie(visitor)?.SavedSessionId).toBeUndefined();
    expect(await inNewBrowser(visitor).open('')).toEqual({ pageId: 'vehicle', query: {} });
    expect(visitor.bailOuts).toEqual([]);
  });
});

describe('resets (SPEC §4)', () => {
  it('an order number (eon) that differs from the saved session’s resets the state and forgets the saved session', async () => {
    const first = await fillToQuote();
    const other = inNewBrowser(first);
    other.runtime.update((draft) => {
      Object.assign(draft.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' });
      draft.order.eon = 'EON999999';
    });
    expect(await other.open('')).toMatchObject({ pageId: 'return-user' });
    expect(await other.submit('return-user', {})).toEqual({ pageId: 'vehicle', query: {} });
    const state = other.runtime.getState();
    expect(state.order.eon).toBeNull();
    expect(state.order.vehicle.year).toBeNull();
    expect(funnelCookie(other)?.SavedSessionId).toBeUndefined();
    expect(other.bailOuts).toEqual([]);
  });

  it('a saved session whose 45 days have passed (46 days later) raises the expired-session page error from the cookie alone and resets', async () => {
    const first = await fillToQuote();
    const later = inNewBrowser(first, new Date(now.getTime() + 46 * day));
    const errors: PageErrorCause[] = [];
    later.runtime.bus.on('page:error', (error) => void errors.push(error.cause));
    expect(await later.open('')).toEqual({ pageId: 'vehicle', query: {} });
    expect(errors).toEqual(['expired-session']);
    expect(later.runtime.getAlerts()).toContainEqual(expect.objectContaining({ category: 'GLOBAL_ALERT', text: "We're sorry, something went wrong." }));
    const state = later.runtime.getState();
    expect(state.order.vehicle.year).toBeNull();
    expect(state.user.savedSessionId).toBeNull();
    expect(funnelCookie(later)?.SavedSessionId).toBeUndefined();
    // No call tried to load the expired session.
    expect(later.ports.calls).toEqual([]);
    expect(later.bailOuts).toEqual([]);
  });

  it('a referral link to an expired or unknown session resets and tells the visitor, without a bail-out', async () => {
    for (const rn of ['910000045', '999999999']) {
      const journey = createJourney(sandbox, { now: () => now });
      expect(await journey.open('', `?rn=${rn}`)).toEqual({ pageId: 'vehicle', query: {} });
      expect(journey.runtime.getAlerts()).toContainEqual(expect.objectContaining({ subCategory: 'SAVED_SESSION_NOT_FOUND', style: 'warning' }));
      expect(journey.runtime.getState().user.savedSessionId).toBeNull();
      expect(journey.bailOuts).toEqual([]);
    }
  });
});

describe('referral links and the heritage hand-off (SPEC §2, §4)', () => {
  it('rn=910000100 loads the verified-insurance case; insurance-company hands off to heritage with the fields, saving first', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    expect(await journey.open('', '?rn=910000100')).toEqual({ pageId: 'vin-lookup', query: {} });
    const state = journey.runtime.getState();
    expect(state.order.payment.insuranceCoverage).toMatchObject({ coverageStatus: 'Verified', coverageType: 'Deductible' });
    expect(state.order.policy.currentDeductible).toBe(100);
    expect(state.order.vehicle).toMatchObject({ year: 2020, make: 'Honda', model: 'Civic' });
    expect(state.user.savedSessionId).toBe('referral-verified-100');
    expect(funnelCookie(journey)).toMatchObject({ SavedSessionId: 'referral-verified-100', ReferralNumber: '910000100' });

    const { outcome, visited } = await openUntilLeaving(journey, 'insurance-company');
    expect(visited).toEqual(['heritage']);
    expect(heritageFields(outcome)).toEqual({
      corid: state.order.referralCorrelationId,
      src: 'concept-funnel',
      conceptsqid: state.order.referralSequenceNumber,
      isInsurance: 'true',
      navType: 'insuranceCompany',
      cns: 'all',
    });
    // Saved before leaving: the saved session now has this visit's user state.
    expect((await storedSession('referral-verified-100'))?.user_data?.lastPageVisited).toBe('vin-lookup');
    expect(journey.bailOuts).toEqual([]);
  });

  it('rn=910000100: the quote hands off too, once the VIN and the part are given (the vehicle page jumps ahead)', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('', '?rn=910000100');
    // SPEC §2 vehicle entry: verified insurance jumps to vehicle-damage.
    expect(await journey.open('vehicle')).toEqual({ pageId: 'vehicle-damage', query: {} });
    const { outcome, visited } = await forwardUntilLeaving(journey, 'vin-lookup', { vin: '2HGFC2FK3LH500001' });
    expect(visited.slice(-2)).toEqual(['quote', 'heritage']);
    expect(heritageFields(outcome)).toEqual(quoteHandOffFields(journey));
    expect(journey.bailOuts).toEqual([]);
  });

  it('a 6-character referral (654321, coverage pending) loads and hands off at the quote', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    expect(await journey.open('', '?RN=654321')).toEqual({ pageId: 'estimate', query: {} });
    const loaded = journey.runtime.getState();
    expect(loaded.order.payment.insuranceCoverage.coverageStatus).toBe('Pending');
    expect(loaded.order.referralNumber).toBe('654321');
    expect(await journey.submit('estimate', { vinSelection: 'none' })).toMatchObject({ pageId: 'service-zip' });
    const { outcome, visited } = await forwardUntilLeaving(journey, 'service-zip', { zipCode: '85016' });
    expect(visited.slice(-2)).toEqual(['quote', 'heritage']);
    expect(heritageFields(outcome)).toEqual(quoteHandOffFields(journey));
    expect(journey.bailOuts).toEqual([]);
  });

  it('a referral link sends the referral date trimmed to yyyy-mm-dd (SPEC §5) and loads by referral number alone', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    journey.runtime.update((draft) => void (draft.cookie.ReferralDate = '2026-11-20T15:00:00.000Z'));
    const calls: Array<Record<string, unknown>> = [];
    const call = journey.ports.api.call.bind(journey.ports.api);
    journey.ports.api.call = async (operation, params, options) => {
      if (operation === 'order.loadSession') calls.push(params ?? {});
      return call(operation, params, options);
    };
    await journey.open('', '?rn=910000001');
    expect(calls).toEqual([expect.objectContaining({ savedSessionId: null, referralNumber: '910000001', referralDate: null })]);
    expect(journey.runtime.getState().user.savedSessionId).toBe('referral-pending');
  });
});
