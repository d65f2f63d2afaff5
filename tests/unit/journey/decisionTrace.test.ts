/**
 * The decision trace (DESIGN principle 12, issue #11) of real journeys, headless against the sandbox: each navigation
 * with the rule taken and why the earlier rules were not, the question pages skipped, auto-route's choice on a resume;
 * the user's event bus keeping the newest constants.decisionTraceEntries (also in the saved session); and nothing the
 * visitor typed (name, email, phone, zip) in any recorded entry, saved session or analytics event.
 */
import { describe, expect, it, vi } from 'vitest';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import { formatDecision } from '../../../engine/runtime/formatDecision';
import { answerAvalonToZip } from '../../harness/answerAvalonToZip';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

/** Part questions only (api/sandbox/test-values/parts.md): no parts to choose among, no molding or capability questions. */
const fit = { year: 2012, make: 'Honda', model: 'Fit', style: '4 Door Hatchback' };
const windshield = [{ glassLocation: 'Windshield', glassName: 'Front' }];
const ada = { firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com', phoneNumber: '602 555 0123', isSmsOptIn: true };

/** The trace of the visit so far, one line per decision. */
const linesOf = (journey: Journey) => journey.runtime.getDecisions().map((decision) => formatDecision(decision));
/** The decision entries of the user's event bus (SPEC §3), their values in order. */
const busLinesOf = (journey: Journey) =>
  journey.runtime.getState().user.eventBus.filter((entry) => entry.category === 'DECISION').map((entry) => entry.eventValue);

/** The part questions answered with each question's first answer, as the page submits them. */
function firstAnswers(journey: Journey) {
  const stages = journey.runtime.getState().user.pageData.stages as { partQuestions: Array<{ questionId: string; answers: Array<{ answerId: string; result: string }> }> };
  return stages.partQuestions.map((question) => ({ questionId: question.questionId, answerId: question.answers[0]!.answerId, result: question.answers[0]!.result }));
}

/** What the sandbox stored of this journey: its saved session's event bus and its analytics custom events. */
async function storedOf(journey: Journey) {
  const [saved] = await sandbox.db.query<{ user_data: { eventBus: Array<{ category: string; eventValue: string }> } }>(
    'SELECT user_data FROM saved_sessions WHERE saved_session_id = $1',
    [journey.runtime.getState().user.savedSessionId],
  );
  const sessionKey = journey.runtime.getState().session.sessionKey!;
  const answer = await sandbox.app.inject({ method: 'GET', url: `/sandbox/analytics/events?kind=custom-event&sessionKey=${sessionKey}&limit=500` });
  const events = (answer.json() as { events: Array<{ pageName: string | null; payload: Record<string, unknown> }> }).events;
  return { savedBus: saved?.user_data.eventBus ?? [], decisionEvents: events.filter((event) => event.payload.category === 'DECISION') };
}

describe('the decision trace of a journey', () => {
  it('walking to the quote records each navigation with the rule taken, and the question pages skipped', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    const emitted: string[] = [];
    journey.runtime.bus.on('decision', (decision) => void emitted.push(formatDecision(decision)));
    await journey.open('');
    await journey.submit('vehicle', fit);
    await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: windshield, willProvideVin: false });
    await journey.submit('estimate', { vinSelection: 'none' });
    expect(await journey.submit('service-zip', { zipCode: '85016' })).toMatchObject({ pageId: 'part-questions' });
    expect(await journey.submit('part-questions', { answers: firstAnswers(journey) })).toMatchObject({ pageId: 'quote' });

    const decisions = journey.runtime.getDecisions();
    // service-zip: the sequence's first step holds, nothing skipped on the way.
    expect(decisions.find((decision) => decision.kind === 'navigation' && decision.page === 'service-zip')).toMatchObject({
      scenario: 'forward',
      to: 'part-questions',
      taken: { index: 0, to: 'part-questions', note: expect.stringContaining('With part questions.'), condition: { holds: true } },
    });
    // part-questions: the quote by the sequence's `after`, each later stage not taken with what its stage held.
    const fromQuestions = decisions.find((decision) => decision.kind === 'navigation' && decision.page === 'part-questions')!;
    expect(fromQuestions).toMatchObject({ scenario: 'forward', to: 'quote', taken: { index: 3, to: 'quote' } });
    expect(fromQuestions.rules.map((rule) => [rule.to, rule.taken, rule.condition?.found ?? null])).toEqual([
      ['vehicle-parts', false, 'is empty'],
      ['molding-questions', false, 'is empty'],
      ['capability-questions', false, 'is empty'],
      ['quote', true, null],
    ]);
    expect(decisions.filter((decision) => decision.kind === 'skip').map((decision) => decision.skipped)).toEqual([
      'vehicle-parts',
      'molding-questions',
      'capability-questions',
    ]);
    expect(linesOf(journey)).toEqual(
      expect.arrayContaining([
        'vehicle → forward: rule 1 → vehicle-damage',
        'service-zip → forward: rule 1 → part-questions',
        'part-questions → forward: rule 4 → quote (rule 1 → vehicle-parts not taken: minItems user.pageData.stages.partChoices 2: is empty; ' +
          'rule 2 → molding-questions not taken: nonEmpty user.pageData.stages.moldingQuestions: is empty; ' +
          'rule 3 → capability-questions not taken: nonEmpty user.pageData.stages.capabilityQuestions: is empty)',
        'vehicle-parts skipped (part-questions → forward): minItems user.pageData.stages.partChoices 2: is empty',
        'molding-questions skipped (part-questions → forward): nonEmpty user.pageData.stages.moldingQuestions: is empty',
        'capability-questions skipped (part-questions → forward): nonEmpty user.pageData.stages.capabilityQuestions: is empty',
      ]),
    );
    // The same decisions, in the same order, on the mitt bus and on the user's event bus.
    expect(emitted).toEqual(linesOf(journey));
    expect(busLinesOf(journey)).toEqual(linesOf(journey));
    expect(journey.bailOuts).toEqual([]);
  });

  it('the quote forward with cash goes by rule 2; a resume is auto-routed to the quote by the first page of its order', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('');
    expect(await answerAvalonToZip(journey)).toMatchObject({ pageId: 'quote' });
    expect(await journey.submit('quote', { isInsurance: false })).toMatchObject({ pageId: 'schedule' });
    expect(linesOf(journey)).toContain('quote → forward: rule 2 → schedule (rule 1 → insurance-company not taken: truthy order.payment.isInsurance: is false)');
    expect(await journey.open('')).toEqual({ pageId: 'return-user', query: {} });
    const before = journey.runtime.getDecisions().length;
    expect(await journey.submit('return-user', {})).toMatchObject({ pageId: 'quote' });
    const resumed = journey.runtime.getDecisions().slice(before);
    expect(resumed.map((decision) => [decision.kind, decision.page, decision.to])).toEqual([
      ['navigation', 'return-user', 'load-session'],
      ['handler', 'load-session', 'auto-route'],
      ['autoRoute', 'auto-route', 'quote'],
    ]);
    expect(resumed[2]).toMatchObject({ taken: { index: 0, to: 'quote', condition: { holds: true } }, rules: [expect.objectContaining({ to: 'quote' })] });
    expect(formatDecision(resumed[2]!)).toBe('auto-route: rule 1 → quote');
    expect(journey.bailOuts).toEqual([]);
  });

  it('the user’s event bus keeps the newest constants.decisionTraceEntries decisions, and so does the saved session', async () => {
    const shipped = loadFunnelModel();
    const cap = 3;
    const model: FunnelModel = { ...shipped, funnel: { ...shipped.funnel, constants: { ...shipped.funnel.constants, decisionTraceEntries: cap } } };
    const journey = createJourney(sandbox, { now: () => now, model });
    await journey.open('');
    await answerAvalonToZip(journey);
    await journey.submit('quote', { isInsurance: false });
    const lines = linesOf(journey);
    expect(lines.length).toBeGreaterThan(cap);
    expect(busLinesOf(journey)).toEqual(lines.slice(-cap));
    await journey.runtime.saveSession();
    const { savedBus } = await storedOf(journey);
    expect(savedBus.filter((entry) => entry.category === 'DECISION').map((entry) => entry.eventValue)).toEqual(lines.slice(-cap));
  });

  it('nothing the visitor typed (name, email, phone, zip) is in the trace, the event bus, the saved session or analytics', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('');
    await answerAvalonToZip(journey, '85016');
    expect(await journey.submit('quote', { isInsurance: false })).toMatchObject({ pageId: 'schedule' });
    // The schedule's answers (another screen) are written as its renderer would.
    journey.runtime.update((draft) => {
      draft.order.serviceLocation.appointmentType = 'Inshop';
      draft.order.serviceLocation.provider.providerNumber = '004101';
      Object.assign(draft.order.schedule, { date: '2026-12-03', startTime: '09:00', endTime: '10:00', jobMinMinutes: 60, jobMaxMinutes: 90 });
    });
    expect(await journey.open('customer-details')).toMatchObject({ pageId: 'customer-details' });
    expect(await journey.submit('customer-details', ada)).toMatchObject({ pageId: 'payment-method' });
    expect(await journey.act('payment-method', 'back')).toMatchObject({ pageId: 'customer-details' });
    await journey.runtime.saveSession();

    const decisions = journey.runtime.getDecisions();
    expect(linesOf(journey)).toEqual(
      expect.arrayContaining([
        'customer-details → forward: rule 1 → payment-method',
        'payment-method → back: rule 1 → customer-details',
      ]),
    );
    // Analytics receives each decision (sent beside the pages, never awaited).
    await vi.waitFor(async () => expect((await storedOf(journey)).decisionEvents).toHaveLength(decisions.length));
    const { savedBus, decisionEvents } = await storedOf(journey);
    expect(decisionEvents.map((event) => event.payload.label)).toEqual(expect.arrayContaining(['customer-details → forward: rule 1 → payment-method']));
    const recorded = JSON.stringify({ decisions, bus: journey.runtime.getState().user.eventBus, savedBus, decisionEvents });
    for (const typed of ['Ada', 'Lovelace', 'ada@example.com', '602 555 0123', '6025550123', '85016']) expect(recorded).not.toContain(typed);
    expect(journey.bailOuts).toEqual([]);
  });
});
