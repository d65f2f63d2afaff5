/**
 * SPEC §7 capability questions, part from capability answer and log part questions, headless: capability-questions
 * asks for the questions of the windshield the order has (its `load`) and rebuilds that windshield from the answers
 * (its `submit`); every question page logs the answers given to analytics. The real runtime, API client and sandbox
 * (api/sandbox/test-values/parts.md "Question stages", "Answers"; analytics-experiments-content.md).
 */
import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../../engine/domain/state';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { recordCalls, type RecordedCall } from '../../harness/recordCalls';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

const corolla2018 = { year: 2018, make: 'Toyota', model: 'Corolla', style: '4 Door Sedan' };
const accord2018 = { year: 2018, make: 'Honda', model: 'Accord', style: '4 Door Sedan' };
const fit = { year: 2012, make: 'Honda', model: 'Fit', style: '4 Door Hatchback' };
const windshield = [{ glassLocation: 'Windshield', glassName: 'Front' }];

/** A windshield replacement of `vehicle` in 85016, no VIN: service-zip submitted, on the first question page. */
async function atQuestions(vehicle: typeof fit, calls?: (journey: Journey) => void) {
  const journey = createJourney(sandbox, { now: () => now });
  await journey.open('');
  await journey.submit('vehicle', vehicle);
  await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: windshield, willProvideVin: false });
  await journey.submit('estimate', { vinSelection: 'none' });
  calls?.(journey);
  const stop = await journey.submit('service-zip', { zipCode: '85016' });
  return { journey, stop };
}

type Question = { questionId: string; text: string; answers: Array<{ answerId: string; text: string; result: string }> };
const pageData = (journey: Journey, pageId: string) => journey.runtime.getState().user.pageData[pageId] ?? {};
const windshieldOf = (journey: Journey) => journey.runtime.getState().order.lineItems.glassParts.find((part: LineItem) => part.id === 'Windshield-Front');
const answer = (question: Question, answerId: string) => {
  const chosen = question.answers.find((candidate) => candidate.answerId === answerId)!;
  return { questionId: question.questionId, answerId, result: chosen.result };
};

describe('capability questions of the windshield the order has (SPEC §7 capability questions, part from capability answer)', () => {
  it.each([
    ['yes', 'forward-camera-yes', true],
    ['not sure', 'forward-camera-unsure', true],
    ['no', 'forward-camera-no', false],
  ])('2018 Corolla, camera %s: the questions of its windshield are asked, the windshield rebuilt from the answer', async (_name, answerId, camera) => {
    let calls: RecordedCall[] = [];
    const { journey, stop } = await atQuestions(corolla2018, (at) => void (calls = recordCalls(at)));
    expect(stop.pageId).toBe('capability-questions');
    const state = journey.runtime.getState();
    const asked = pageData(journey, 'capability-questions');
    const part = asked.part as LineItem;
    expect(part).toMatchObject({ id: 'Windshield-Front', partNumber: expect.stringMatching(/GT$/) });
    expect(calls.filter((call) => call.operation === 'parts.capabilityQuestions').map((call) => call.params)).toEqual([
      { carId: state.order.vehicle.carId, partNumber: part.partNumber },
    ]);
    const questions = asked.questions as Question[];
    expect(questions.map((question) => question.questionId)).toEqual(['forward-camera']);

    const answered = recordCalls(journey);
    const answers = [answer(questions[0]!, answerId)];
    expect(await journey.submit('capability-questions', { answers })).toMatchObject({ pageId: 'quote' });
    expect(answered.filter((call) => call.operation === 'parts.partFromCapabilityAnswer').map((call) => call.params)).toEqual([
      { part, capabilityAnswerResults: [{ questionId: 'forward-camera', answerId }] },
    ]);
    // Not asked again: the windshield comes from the capability answer.
    expect(answered.some((call) => call.operation === 'parts.parts')).toBe(false);
    const priced = windshieldOf(journey)!;
    expect(priced.partNumber).toBe(camera ? `${part.partNumber}C` : part.partNumber);
    expect(priced.requiresRecalibration ?? false).toBe(camera);
    // The quote prices that windshield, and a camera brings its recalibration.
    const supporting = journey.runtime.getState().order.lineItems.supportingItems.map((item: LineItem) => item.partType);
    expect(supporting.includes('ADAS RECALIBRATION')).toBe(camera);
    expect(journey.bailOuts).toEqual([]);
  });

  it('2018 Accord (every stage): the capability answer keeps the molding chosen before as the windshield’s child part', async () => {
    const { journey } = await atQuestions(accord2018);
    let stop = await journey.submit('part-questions', {
      answers: (journey.runtime.getState().user.pageData.stages!.partQuestions as Question[]).map((question) => answer(question, question.answers[0]!.answerId)),
    });
    expect(stop.pageId).toBe('vehicle-parts');
    const choices = journey.runtime.getState().user.pageData.stages!.partChoices as LineItem[];
    stop = await journey.submit('vehicle-parts', { partNumber: choices[1]!.partNumber });
    expect(stop.pageId).toBe('molding-questions');
    const molding = (journey.runtime.getState().user.pageData.stages!.moldingQuestions as Question[])[0]!;
    stop = await journey.submit('molding-questions', { answers: [answer(molding, 'windshield-molding-chrome')] });
    expect(stop.pageId).toBe('capability-questions');
    const before = windshieldOf(journey)!;
    expect(before.childParts).toHaveLength(1);
    const questions = pageData(journey, 'capability-questions').questions as Question[];
    expect(await journey.submit('capability-questions', { answers: [answer(questions[0]!, 'forward-camera-yes')] })).toMatchObject({ pageId: 'quote' });
    const after = windshieldOf(journey)!;
    expect(after.partNumber).toBe(`${before.partNumber}C`);
    expect(after.childParts?.map((child) => child.partNumber)).toEqual(before.childParts?.map((child) => child.partNumber));
    expect(journey.bailOuts).toEqual([]);
  });
});

describe('the answers of each question page are logged to analytics (SPEC §7 log part questions)', () => {
  it('part-questions: the answers given, with the texts the customer saw, in the analytics session', async () => {
    const { journey, stop } = await atQuestions(fit);
    expect(stop.pageId).toBe('part-questions');
    const questions = journey.runtime.getState().user.pageData.stages!.partQuestions as Question[];
    const calls = recordCalls(journey);
    const answers = questions.map((question) => answer(question, question.answers[0]!.answerId));
    expect(await journey.submit('part-questions', { answers })).toMatchObject({ pageId: 'quote' });

    const { session, order } = journey.runtime.getState();
    const logged = calls.filter((call) => call.operation === 'analytics.logPartQuestions');
    expect(logged.map((call) => call.params)).toEqual([
      {
        sessionKey: session.sessionKey,
        pageName: 'part-questions',
        carId: order.vehicle.carId,
        questions: questions.map((question, index) => ({
          questionId: question.questionId,
          questionText: question.text,
          answerId: answers[index]!.answerId,
          answerText: question.answers[0]!.text,
          result: answers[index]!.result,
        })),
        referralSequenceNumber: order.referralSequenceNumber,
      },
    ]);
    const events = await sandbox.db.query<{ payload: { pageName: string; questions: unknown[] } }>(
      "SELECT payload FROM analytics_events WHERE kind = 'part-questions' AND session_key = $1",
      [session.sessionKey],
    );
    expect(events.map((event) => [event.payload.pageName, event.payload.questions.length])).toEqual([['part-questions', questions.length]]);
    expect(journey.bailOuts).toEqual([]);
  });

  it('capability-questions: logged with the windshield the questions were about', async () => {
    const { journey } = await atQuestions(corolla2018);
    const asked = pageData(journey, 'capability-questions');
    const calls = recordCalls(journey);
    await journey.submit('capability-questions', { answers: [answer((asked.questions as Question[])[0]!, 'forward-camera-no')] });
    expect(calls.find((call) => call.operation === 'analytics.logPartQuestions')?.params).toMatchObject({
      pageName: 'capability-questions',
      partNumber: (asked.part as LineItem).partNumber,
      questions: [{ questionId: 'forward-camera', answerId: 'forward-camera-no', result: 'NO_CAMERA' }],
    });
  });
});
