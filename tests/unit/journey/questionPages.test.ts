/**
 * service-zip and the question pages (SPEC §2, §4, §5), headless against the sandbox: the zip check, every
 * combination of question stages the sandbox offers (api/sandbox/test-values/parts.md) walked forward and back with the
 * empty stages skipped, the SPEC §4 cascades when an earlier answer changes, and a repair going straight to the quote.
 */
import { describe, expect, it } from 'vitest';
import type { GlassPiece } from '../../../engine/domain/state';
import { createJourney, type Journey, type JourneyStop } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { createLineItem } from '../../fixtures/createLineItem';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

interface Vehicle {
  year: number;
  make: string;
  model: string;
  style: string;
}

const avalon: Vehicle = { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' };
const fit: Vehicle = { year: 2012, make: 'Honda', model: 'Fit', style: '4 Door Hatchback' };
const civic2012: Vehicle = { year: 2012, make: 'Honda', model: 'Civic', style: '4 Door Sedan' };
const sequoia: Vehicle = { year: 2012, make: 'Toyota', model: 'Sequoia', style: '4 Door Utility' };
const camry: Vehicle = { year: 2012, make: 'Toyota', model: 'Camry', style: '4 Door Sedan' };
const odyssey: Vehicle = { year: 2012, make: 'Honda', model: 'Odyssey', style: 'Passenger Van' };
const ridgeline: Vehicle = { year: 2012, make: 'Honda', model: 'Ridgeline', style: '4 Door Crew Cab Pickup' };
const corolla2018: Vehicle = { year: 2018, make: 'Toyota', model: 'Corolla', style: '4 Door Sedan' };
const accord2018: Vehicle = { year: 2018, make: 'Honda', model: 'Accord', style: '4 Door Sedan' };
const corolla2020: Vehicle = { year: 2020, make: 'Toyota', model: 'Corolla', style: '4 Door Sedan' };
const civic2020: Vehicle = { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' };

const windshield: GlassPiece[] = [{ glassLocation: 'Windshield', glassName: 'Front' }];
const driverFront: GlassPiece = { glassLocation: 'Driver', glassName: 'Front' };

type Stage = 'partQuestions' | 'moldingQuestions' | 'capabilityQuestions';
const stageOfPage: Record<string, Stage> = {
  'part-questions': 'partQuestions',
  'molding-questions': 'moldingQuestions',
  'capability-questions': 'capabilityQuestions',
};

/** A visitor who chose `vehicle` and the damage, without a VIN, now on service-zip. */
async function atServiceZip(
  vehicle: Vehicle,
  damage: { glassToReplace?: GlassPiece[]; isRepair?: boolean; numberOfChips?: number } = {},
): Promise<Journey> {
  const journey = createJourney(sandbox, { now: () => now });
  await journey.open('');
  expect(await journey.submit('vehicle', { ...vehicle })).toMatchObject({ pageId: 'vehicle-damage' });
  const isRepair = damage.isRepair ?? false;
  const form = isRepair
    ? { isRepair, numberOfChips: damage.numberOfChips ?? 1, glassToReplace: [], willProvideVin: false }
    : { isRepair, glassToReplace: damage.glassToReplace ?? windshield, willProvideVin: false };
  expect(await journey.submit('vehicle-damage', form)).toMatchObject({ pageId: 'estimate' });
  expect(await journey.submit('estimate', { vinSelection: 'none' })).toMatchObject({ pageId: 'service-zip' });
  return journey;
}

/** The questions the parts API asked for a stage, as stored. */
function questionsOf(journey: Journey, stage: Stage) {
  const stages = journey.runtime.getState().user.pageData.stages as Record<string, unknown> | undefined;
  return (stages?.[stage] ?? []) as Array<{ questionId: string; answers: Array<{ answerId: string; result: string }> }>;
}

/** The windshields offered on vehicle-parts, as stored. */
function choicesOf(journey: Journey) {
  const stages = journey.runtime.getState().user.pageData.stages as Record<string, unknown> | undefined;
  return (stages?.partChoices ?? []) as Array<{ partNumber: string; description: string; sellingPrice: number }>;
}

/** What a question page submits when the customer picks `picks` (question → answer id; else the first answer). */
function answersFor(journey: Journey, stage: Stage, picks: Record<string, string> = {}) {
  return questionsOf(journey, stage).map((question) => {
    const answer = question.answers.find((candidate) => candidate.answerId === picks[question.questionId]) ?? question.answers[0]!;
    return { questionId: question.questionId, answerId: answer.answerId, result: answer.result };
  });
}

/** What a page submits in a forward walk: the answers chosen, or the windshield at `choice` (default the first). */
function formFor(journey: Journey, pageId: string, picks: Record<string, string>, choice: number): Record<string, unknown> {
  if (pageId === 'vehicle-parts') return { partNumber: choicesOf(journey)[choice]!.partNumber };
  return { answers: answersFor(journey, stageOfPage[pageId]!, picks) };
}

/** Goes forward from `stop` until the quote, answering each question page; the pages shown on the way. */
async function answerUntilQuote(journey: Journey, stop: JourneyStop, picks: Record<string, string> = {}, choice = 0): Promise<string[]> {
  const shown = [stop.pageId];
  for (let current = stop; current.pageId !== 'quote'; ) {
    if (shown.length > 6) throw new Error(`No quote after ${shown.join(' → ')}`);
    current = await journey.submit(current.pageId, formFor(journey, current.pageId, picks, choice));
    expect(current.refusal).toBeUndefined();
    shown.push(current.pageId);
  }
  return shown;
}

/** Goes back from `from` until service-zip; the pages shown on the way. */
async function backToServiceZip(journey: Journey, from: string): Promise<string[]> {
  const shown: string[] = [];
  for (let current = from; current !== 'service-zip'; ) {
    if (shown.length > 6) throw new Error(`No service-zip after ${shown.join(' → ')}`);
    current = (await journey.act(current, 'back')).pageId;
    shown.push(current);
  }
  return shown;
}

describe('service-zip checks the zip (SPEC §5 zip check)', () => {
  it.each([
    { zip: '99999', why: 'does not exist', message: "We couldn't find the zip code 99999. Please check it and try again." },
    { zip: '30303', why: 'state not served', message: "We don't offer service in 30303 yet. Please try a nearby zip code." },
    { zip: '41501', why: 'no shop in reach', message: "We don't offer service in 41501 yet. Please try a nearby zip code." },
    { zip: '33040', why: 'repair only, replacement asked', message: "We don't offer service in 33040 yet. Please try a nearby zip code." },
  ])('$zip ($why) is refused at the field and nothing is kept', async ({ zip, message }) => {
    const journey = await atServiceZip(avalon);
    expect(await journey.submit('service-zip', { zipCode: zip })).toEqual({ pageId: 'service-zip', query: {}, refusal: { field: 'zipCode', message } });
    const state = journey.runtime.getState();
    expect(state.order.serviceLocation.zipCode).toBeNull();
    expect(state.user.pageData.stages).toBeUndefined();
    expect(journey.bailOuts).toEqual([]);
  });

  it.each([
    { zip: '85016', state: 'AZ', ctu: 'AZ-PHX', military: false },
    { zip: '33040', state: 'FL', ctu: 'FL-KEY', military: false, repair: true },
    { zip: '85707', state: 'AZ', ctu: 'AZ-TUS', military: true },
  ])('$zip is accepted; its state and CTU go to the order (military base: $military)', async ({ zip, state: zipState, ctu, military, repair }) => {
    const journey = await atServiceZip(avalon, repair ? { isRepair: true, numberOfChips: 1 } : {});
    expect(await journey.submit('service-zip', { zipCode: zip })).toEqual({ pageId: 'quote', query: {} });
    const state = journey.runtime.getState();
    expect(state.order.serviceLocation).toMatchObject({ zipCode: zip, state: zipState, zipCodeCtu: ctu });
    expect(state.user.pageData['service-zip']?.zipInfo).toMatchObject({ zip, isValid: true, isServiceable: true, containsMilitaryBase: military });
    expect(journey.bailOuts).toEqual([]);
  });

  it('a military base zip is accepted with a notice on the next page; another zip takes the notice away', async () => {
    const journey = await atServiceZip(avalon);
    expect((await journey.submit('service-zip', { zipCode: '85707' })).pageId).toBe('quote');
    expect(journey.runtime.getAlerts()).toEqual([
      {
        category: 'PAGE_ALERT',
        subCategory: 'MILITARY_BASE',
        text: "85707 is on or near a military base, so we can't send a mobile technician there. We can still do the work at one of our shops near you.",
        style: 'info',
        dismissible: true,
      },
    ]);
    await journey.act('quote', 'back');
    await journey.submit('service-zip', { zipCode: '85016' });
    expect(journey.runtime.getAlerts()).toEqual([]);
  });

  it('a failed parts call (400: glass the vehicle does not have) keeps nothing; the page tells it with the banner (issue #13)', async () => {
    const journey = await atServiceZip(accord2018, { glassToReplace: [{ glassLocation: 'Rear', glassName: 'Slider' }] });
    const outcome = await journey.runtime.submit('service-zip', { zipCode: '85016' });
    expect(outcome).toMatchObject({ type: 'failed', status: 400 });
    // The visitor stays on the page and may try again: logged, not a bail-out to the first page.
    expect(journey.bailOuts).toEqual([]);
    expect(journey.handledFailures).toEqual([expect.objectContaining({ cause: 'Response error 400', page: 'service-zip' })]);
    expect(journey.runtime.getAlerts()).toContainEqual(expect.objectContaining({ category: 'GLOBAL_ALERT', subCategory: 'UNKNOWN_ERROR', style: 'danger' }));
    expect(journey.runtime.getState().user.hasTriggeredError).toBe(false);
    expect(journey.runtime.getState().order.serviceLocation.zipCode).toBeNull();
    expect(journey.runtime.getState().user.pageData['service-zip']?.zipInfo).toBeUndefined();
  });

  it('a corrected zip after a refusal goes on', async () => {
    const journey = await atServiceZip(avalon);
    expect((await journey.submit('service-zip', { zipCode: '99999' })).refusal?.field).toBe('zipCode');
    expect(await journey.submit('service-zip', { zipCode: '85016' })).toEqual({ pageId: 'quote', query: {} });
  });
});

describe('every combination of question stages (api/sandbox/test-values/parts.md), forward and back', () => {
  // Each page answered with its first answer (rain sensor yes, heated wiper park yes, chrome molding, camera yes) and
  // the first windshield offered: the windshield's part number and molding child part at the quote follow from them.
  it.each([
    { name: 'none: straight to the quote', vehicle: avalon, stages: [], windshield: /^FW88750GT$/, molding: false },
    { name: 'part questions only', vehicle: fit, stages: ['part-questions'], windshield: /^FW\d{5}GTRH$/, molding: false },
    { name: 'several parts only', vehicle: civic2012, stages: ['vehicle-parts'], windshield: /^FW\d{5}GT$/, molding: false },
    { name: 'part questions and several parts', vehicle: sequoia, stages: ['part-questions', 'vehicle-parts'], windshield: /^FW\d{5}GTRH$/, molding: false },
    { name: 'molding questions only', vehicle: camry, stages: ['molding-questions'], windshield: /^FW\d{5}GT$/, molding: true },
    { name: 'part and molding questions', vehicle: odyssey, stages: ['part-questions', 'molding-questions'], windshield: /^FW\d{5}GTRH$/, molding: true },
    { name: 'several parts and molding questions', vehicle: ridgeline, stages: ['vehicle-parts', 'molding-questions'], windshield: /^FW\d{5}GT$/, molding: true },
    { name: 'capability questions only', vehicle: corolla2018, stages: ['capability-questions'], windshield: /^FW\d{5}GTC$/, molding: false },
    {
      name: 'all four',
      vehicle: accord2018,
      stages: ['part-questions', 'vehicle-parts', 'molding-questions', 'capability-questions'],
      windshield: /^FW36546GTRHC$/,
      molding: true,
    },
    { name: 'camera standard, nothing to ask', vehicle: corolla2020, stages: [], windshield: /^FW98911GTC$/, molding: false },
    { name: 'camera standard, several parts and molding', vehicle: civic2020, stages: ['vehicle-parts', 'molding-questions'], windshield: /^FW\d{5}GTC$/, molding: true },
  ])('$name ($vehicle.year $vehicle.make $vehicle.model)', async ({ vehicle, stages, windshield: partNumber, molding }) => {
    const journey = await atServiceZip(vehicle);
    const first = await journey.submit('service-zip', { zipCode: '85016' });
    // Forward: only the stages with something to ask, in SPEC §2 order, then the quote (its prerequisites hold).
    expect(await answerUntilQuote(journey, first)).toEqual([...stages, 'quote']);
    // The quote prices the glass parts the answers chose.
    const glassParts = journey.runtime.getState().order.lineItems.glassParts;
    expect(glassParts).toHaveLength(1);
    expect(glassParts[0]).toMatchObject({ id: 'Windshield-Front', partNumber: expect.stringMatching(partNumber) });
    expect(glassParts[0]!.childParts.map((child) => child.partNumber)).toEqual(molding ? [expect.stringMatching(/^FM\d{5}C$/)] : []);
    // Back from the quote: the same stages in reverse, then service-zip, then estimate (no VIN given).
    expect(await backToServiceZip(journey, 'quote')).toEqual([...[...stages].reverse(), 'service-zip']);
    expect((await journey.act('service-zip', 'back')).pageId).toBe('estimate');
    expect(journey.bailOuts).toEqual([]);
  });

  it('side glass only asks nothing, even on a vehicle with every stage', async () => {
    const journey = await atServiceZip(accord2018, { glassToReplace: [driverFront] });
    expect(await journey.submit('service-zip', { zipCode: '85016' })).toEqual({ pageId: 'quote', query: {} });
    expect(journey.runtime.getState().order.lineItems.glassParts.map((part) => part.id)).toEqual(['Driver-Front']);
  });

  it('the windshield chosen on vehicle-parts joins the other glass, and follows the later answers (camera bracket)', async () => {
    const journey = await atServiceZip(accord2018, { glassToReplace: [...windshield, driverFront] });
    const picks = { 'rain-sensor': 'rain-sensor-no', 'heated-wiper-park': 'heated-wiper-park-no', 'windshield-molding': 'windshield-molding-black', 'forward-camera': 'forward-camera-unsure' };
    let stop = await journey.submit('service-zip', { zipCode: '85016' });
    stop = await journey.submit('part-questions', { answers: answersFor(journey, 'partQuestions', picks) });
    expect(journey.runtime.getState().order.lineItems.glassParts.map((part) => part.id)).toEqual(['Driver-Front']);
    stop = await journey.submit('vehicle-parts', { partNumber: 'FW36546GB' });
    expect(journey.runtime.getState().order.lineItems.glassParts.map((part) => part.partNumber)).toEqual(['FD11657GT', 'FW36546GB']);
    expect(await answerUntilQuote(journey, stop, picks)).toEqual(['molding-questions', 'capability-questions', 'quote']);
    const state = journey.runtime.getState();
    // The choice stays the windshield chosen among those offered; the capability answer rebuilt the one priced.
    expect(state.user.pageData['vehicle-parts']?.partNumber).toBe('FW36546GB');
    expect(state.order.lineItems.glassParts).toMatchObject([
      { partNumber: 'FD11657GT' },
      { partNumber: 'FW36546GBC', requiresRecalibration: true, childParts: [{ partNumber: 'FM36546B', isChildPart: true }] },
    ]);
    expect(journey.bailOuts).toEqual([]);
  });

  it('the answers are kept when going back and forward (SPEC §2 quality bar)', async () => {
    const journey = await atServiceZip(accord2018);
    const picks = { 'rain-sensor': 'rain-sensor-yes', 'windshield-molding': 'windshield-molding-black', 'forward-camera': 'forward-camera-unsure' };
    await answerUntilQuote(journey, await journey.submit('service-zip', { zipCode: '85016' }), picks, 1);
    const { runtime } = journey;
    const chosen = runtime.getFormData('vehicle-parts').partNumber;
    await backToServiceZip(journey, 'quote');
    expect(runtime.getFormData('service-zip')).toEqual({ zipCode: '85016' });
    expect(runtime.getFormData('part-questions').answers).toEqual(answersFor(journey, 'partQuestions', picks));
    expect(runtime.getFormData('vehicle-parts').partNumber).toBe(chosen);
    expect(runtime.getFormData('molding-questions').answers).toEqual(answersFor(journey, 'moldingQuestions', picks));
    expect(runtime.getFormData('capability-questions').answers).toEqual(answersFor(journey, 'capabilityQuestions', picks));
  });
});

describe('the stages follow the answers (api/contract/paths/parts.yaml)', () => {
  it('part answers choose the windshields offered next (rain sensor: part number + R)', async () => {
    const journey = await atServiceZip(accord2018);
    expect((await journey.submit('service-zip', { zipCode: '85016' })).pageId).toBe('part-questions');
    expect(choicesOf(journey)).toEqual([]);
    const picks = { 'rain-sensor': 'rain-sensor-yes', 'heated-wiper-park': 'heated-wiper-park-no' };
    const stop = await journey.submit('part-questions', { answers: answersFor(journey, 'partQuestions', picks) });
    expect(stop.pageId).toBe('vehicle-parts');
    const choices = choicesOf(journey);
    expect(choices).toHaveLength(2);
    expect(choices.map((choice) => choice.partNumber)).toEqual([expect.stringMatching(/GTR$/), expect.stringMatching(/GBR$/)]);
    expect(choices[1]!.description).toMatch(/blue shade band, rain sensor/);
    expect(journey.runtime.getState().order.damage.partQuestionAnswers).toEqual([
      { questionId: 'rain-sensor', answerId: 'rain-sensor-yes', result: 'RAIN_SENSOR' },
      { questionId: 'heated-wiper-park', answerId: 'heated-wiper-park-no', result: 'NO_HEATED_WIPER_PARK' },
    ]);
  });
});

describe('SPEC §4 cascades when an earlier answer changes after going back', () => {
  /** A visitor with every stage answered (Accord: rain sensor, blue band, chrome molding, camera), at the quote. */
  async function atQuoteWithEverything(): Promise<Journey> {
    const journey = await atServiceZip(accord2018);
    const picks = { 'rain-sensor': 'rain-sensor-yes', 'heated-wiper-park': 'heated-wiper-park-no', 'windshield-molding': 'windshield-molding-chrome', 'forward-camera': 'forward-camera-yes' };
    await answerUntilQuote(journey, await journey.submit('service-zip', { zipCode: '85016' }), picks, 1);
    // The quote prices supporting items; they stand for everything priced from the parts.
    journey.runtime.update((draft) => {
      draft.order.lineItems.supportingItems = [createLineItem('RECYCLE FEE')];
    });
    return journey;
  }
  const resetsOf = (journey: Journey) =>
    journey.runtime.getState().user.eventBus.filter((entry) => entry.category === 'CASCADE_RESET').map((entry) => `${entry.subCategory}: ${entry.eventValue}`);

  it('changed part answers reset the molding and capability answers; the later stages are asked again', async () => {
    const journey = await atQuoteWithEverything();
    expect(await backToServiceZip(journey, 'quote')).toEqual(['capability-questions', 'molding-questions', 'vehicle-parts', 'part-questions', 'service-zip']);
    await journey.submit('service-zip', { zipCode: '85016' });
    const stop = await journey.submit('part-questions', { answers: answersFor(journey, 'partQuestions', { 'rain-sensor': 'rain-sensor-no', 'heated-wiper-park': 'heated-wiper-park-no' }) });
    expect(stop.pageId).toBe('vehicle-parts');
    const damage = journey.runtime.getState().order.damage;
    expect(damage.moldingQuestionAnswers).toEqual([]);
    expect(damage.capabilityQuestionAnswers).toEqual([]);
    expect(journey.runtime.getState().order.lineItems.supportingItems).toEqual([]);
    expect(resetsOf(journey)).toEqual(
      expect.arrayContaining([
        'part-answers-changed: order.lineItems.supportingItems',
        'part-answers-changed: order.damage.moldingQuestionAnswers',
        'part-answers-changed: order.damage.capabilityQuestionAnswers',
      ]),
    );
    // The windshields now come without the rain sensor (nor the molding and camera of the answers reset); the choice
    // made stays (blue band); the molding and capability pages must be answered again.
    expect(choicesOf(journey).map((choice) => choice.partNumber)).toEqual(['FW36546GT', 'FW36546GB']);
    expect(journey.runtime.getFormData('vehicle-parts')).toEqual({ partNumber: 'FW36546GB' });
    expect(journey.runtime.getState().order.lineItems.glassParts).toMatchObject([{ partNumber: 'FW36546GB', childParts: [] }]);
    expect(await answerUntilQuote(journey, stop, {}, 1)).toEqual(['vehicle-parts', 'molding-questions', 'capability-questions', 'quote']);
    expect(journey.runtime.getState().order.lineItems.glassParts).toMatchObject([{ partNumber: 'FW36546GBC', childParts: [{ partNumber: 'FM36546C' }] }]);
    expect(journey.bailOuts).toEqual([]);
  });

  it('the same part answers again reset nothing', async () => {
    const journey = await atQuoteWithEverything();
    await backToServiceZip(journey, 'quote');
    await journey.submit('service-zip', { zipCode: '85016' });
    await journey.submit('part-questions', { answers: journey.runtime.getFormData('part-questions').answers as never });
    expect(resetsOf(journey)).toEqual([]);
    // Priced with every answer still given: rain sensor, blue band, chrome molding, camera.
    expect(journey.runtime.getState().order.lineItems.glassParts).toMatchObject([{ partNumber: 'FW36546GBRC', childParts: [{ partNumber: 'FM36546C' }] }]);
    expect(journey.runtime.getState().order.damage.capabilityQuestionAnswers).toHaveLength(1);
  });

  it('changed molding answers reset the capability answers: the capability page is asked before the quote', async () => {
    const journey = await atQuoteWithEverything();
    expect((await journey.act('quote', 'back')).pageId).toBe('capability-questions');
    expect((await journey.act('capability-questions', 'back')).pageId).toBe('molding-questions');
    const stop = await journey.submit('molding-questions', { answers: answersFor(journey, 'moldingQuestions', { 'windshield-molding': 'windshield-molding-none' }) });
    expect(stop.pageId).toBe('capability-questions');
    expect(journey.runtime.getState().order.damage.capabilityQuestionAnswers).toEqual([]);
    expect(resetsOf(journey)).toContain('molding-answers-changed: order.damage.capabilityQuestionAnswers');
    // No molding now, and no camera bracket until the camera question is answered again.
    expect(journey.runtime.getState().order.lineItems.glassParts).toMatchObject([{ partNumber: 'FW36546GBR', childParts: [] }]);
    // The quote's prerequisites no longer hold: auto-route lands on the first open stage.
    expect((await journey.open('auto-route')).pageId).toBe('capability-questions');
    expect(await answerUntilQuote(journey, stop)).toEqual(['capability-questions', 'quote']);
  });

  it('changed capability answers reset the priced items', async () => {
    const journey = await atQuoteWithEverything();
    expect((await journey.act('quote', 'back')).pageId).toBe('capability-questions');
    expect(journey.runtime.getState().order.lineItems.glassParts).toMatchObject([{ partNumber: 'FW36546GBRC' }]);
    const stop = await journey.submit('capability-questions', { answers: answersFor(journey, 'capabilityQuestions', { 'forward-camera': 'forward-camera-no' }) });
    expect(stop.pageId).toBe('quote');
    // The windshield without the camera bracket, its molding kept.
    expect(journey.runtime.getState().order.lineItems.glassParts).toMatchObject([{ partNumber: 'FW36546GBR', childParts: [{ partNumber: 'FM36546C' }] }]);
    // The old supporting items were reset (SPEC §4), and the quote's entry priced the new windshield's own.
    expect(resetsOf(journey)).toContain('capability-answers-changed: order.lineItems.supportingItems');
    // (The camera bracket's recalibration is gone with the bracket; the rain sensor's stays.)
    expect(journey.runtime.getState().order.lineItems.supportingItems.map((item) => [item.partNumber, item.description])).toEqual([
      ['INSTALL-KIT-W', 'Installation kit (urethane and primer) for FW36546GBR'],
      ['RECYCLE-LAMINATED', 'Laminated glass recycling for FW36546GBR'],
      ['SENSOR-RECAL', 'Rain and light sensor recalibration'],
    ]);
    expect(journey.runtime.getState().order.damage.moldingQuestionAnswers).toHaveLength(1);
  });
});

describe('SPEC §4 changed glass parts reset the service location state (README: the zip stays)', () => {
  it('a changed capability answer after a shop, mobile service and a time were chosen: chosen again, zip and quote kept', async () => {
    const journey = await atServiceZip(accord2018);
    const picks = { 'rain-sensor': 'rain-sensor-yes', 'heated-wiper-park': 'heated-wiper-park-no', 'windshield-molding': 'windshield-molding-chrome', 'forward-camera': 'forward-camera-yes' };
    await answerUntilQuote(journey, await journey.submit('service-zip', { zipCode: '85016' }), picks, 1);
    expect(await journey.submit('quote', { isInsurance: false })).toMatchObject({ pageId: 'schedule' });
    // What schedule and mobile-details keep (their own tests walk them): a shop, mobile service, the address and a time.
    journey.runtime.update((draft) => {
      Object.assign(draft.order.serviceLocation, { appointmentType: 'Mobile', techNotes: 'Gate code 4321', isVehicleProtected: true });
      draft.order.serviceLocation.provider.providerNumber = '004101';
      draft.order.serviceLocation.mobile = { address: '1 N Central Ave', address2: null, city: 'Phoenix', state: 'AZ', zipCode: '85016' };
      Object.assign(draft.order.schedule, { date: '2026-12-03', startTime: '10:00', endTime: '12:00', routeCode: 'AZ-PHX-1' });
      draft.order.payment.paymentChoice = 'Later';
    });
    const before = journey.runtime.getState().order.serviceLocation;
    await journey.act('schedule', 'back');
    await journey.act('quote', 'back');
    const stop = await journey.submit('capability-questions', { answers: answersFor(journey, 'capabilityQuestions', { 'forward-camera': 'forward-camera-no' }) });
    // The zip, its state and CTU stay, so the quote opens at once with the new parts.
    expect(stop.pageId).toBe('quote');
    const { serviceLocation, schedule, payment } = journey.runtime.getState().order;
    expect(serviceLocation).toMatchObject({ zipCode: '85016', state: before.state, zipCodeCtu: before.zipCodeCtu });
    expect(serviceLocation).toMatchObject({ appointmentType: null, techNotes: null, isVehicleProtected: null, provider: { providerNumber: null } });
    expect(serviceLocation.mobile).toEqual({ address: null, address2: null, city: null, state: null, zipCode: null });
    expect(schedule).toMatchObject({ date: null, startTime: null, routeCode: null });
    expect(payment).toMatchObject({ isInsurance: false, paymentChoice: 'none' });
    const resets = journey.runtime.getState().user.eventBus.filter((entry) => entry.category === 'CASCADE_RESET' && entry.subCategory === 'parts-changed');
    expect(resets.map((entry) => entry.eventValue)).toEqual(expect.arrayContaining(['order.serviceLocation.provider', 'order.serviceLocation.mobile', 'order.schedule']));
    expect(journey.bailOuts).toEqual([]);
  });
});

describe('the question pages with a VIN (SPEC §2 back: "else vin-lookup (VIN given) or service-zip")', () => {
  it('the zip known before the VIN: the first stage goes back to vin-lookup', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    // SPEC §2 vehicle entry: a zipcode param is checked and saved.
    expect((await journey.open('vehicle', '?zipcode=85016')).pageId).toBe('vehicle');
    await journey.submit('vehicle', { ...civic2020 });
    expect(await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: windshield, willProvideVin: true })).toMatchObject({ pageId: 'vin-lookup' });
    expect((await journey.submit('vin-lookup', { vin: '2HGFC2FK3LH500001' })).pageId).toBe('vehicle-parts');
    expect((await journey.act('vehicle-parts', 'back')).pageId).toBe('vin-lookup');
    expect(journey.bailOuts).toEqual([]);
  });

  it('the zip asked after the VIN: the first stage goes back to service-zip', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('');
    await journey.submit('vehicle', { ...civic2020 });
    await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: windshield, willProvideVin: true });
    expect((await journey.submit('vin-lookup', { vin: '2HGFC2FK3LH500001' })).pageId).toBe('service-zip');
    expect((await journey.submit('service-zip', { zipCode: '85016' })).pageId).toBe('vehicle-parts');
    expect((await journey.act('vehicle-parts', 'back')).pageId).toBe('service-zip');
    expect(journey.bailOuts).toEqual([]);
  });
});

describe('a repair has no questions (SPEC §2)', () => {
  it.each([1, 2, 3])('%i chip(s): service-zip goes straight to the quote and back', async (numberOfChips) => {
    const journey = await atServiceZip(accord2018, { isRepair: true, numberOfChips });
    expect(await journey.submit('service-zip', { zipCode: '85016' })).toEqual({ pageId: 'quote', query: {} });
    expect(journey.runtime.getState().user.pageData.stages).toMatchObject({ partQuestions: [], partChoices: [], moldingQuestions: [], capabilityQuestions: [], glassPieceParts: [] });
    expect((await journey.act('quote', 'back')).pageId).toBe('service-zip');
    expect(journey.bailOuts).toEqual([]);
  });

  it('with the VIN skipped: service-zip goes back to vehicle-damage', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('');
    await journey.submit('vehicle', { ...accord2018 });
    const stop = await journey.submit('vehicle-damage', { isRepair: true, numberOfChips: 2, glassToReplace: [], willProvideVin: false }, 'skipVin');
    expect(stop.pageId).toBe('service-zip');
    expect((await journey.submit('service-zip', { zipCode: '55401' })).pageId).toBe('quote');
    expect((await journey.act('quote', 'back')).pageId).toBe('service-zip');
    expect((await journey.act('service-zip', 'back')).pageId).toBe('vehicle-damage');
    expect(journey.bailOuts).toEqual([]);
  });
});
