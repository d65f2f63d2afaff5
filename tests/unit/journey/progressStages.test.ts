/**
 * Progress from the path (issue #14, deliverable 4): the stages the progress indicator names are those of the pages
 * this visitor will pass, worked out from the answers so far (engine/runtime/getJourneyProgress.ts), on the real
 * funnel-config/ and the sandbox's test values.
 */
import { describe, expect, it } from 'vitest';
import { conditionGuards } from '../../../engine/domain/conditionGuards';
import { getJourneyProgress } from '../../../engine/runtime/getJourneyProgress';
import { answerAvalonToZip } from '../../harness/answerAvalonToZip';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });
const cash = ['Vehicle', 'Damage', 'Quote', 'Appointment', 'Contact', 'Payment'];

/** What the indicator shows on `pageId` now: the stage titles, with the current one in brackets. */
function shown(journey: Journey, pageId: string): string[] | null {
  const { model } = journey.runtime;
  const progress = getJourneyProgress(model, pageId, { state: journey.runtime.getState(), guards: conditionGuards, environment: {}, constants: model.funnel.constants });
  return progress ? progress.stages.map((stage, index) => (index === progress.current ? `[${stage.title}]` : stage.title)) : null;
}
const marked = (titles: string[], current: string) => titles.map((title) => (title === current ? `[${title}]` : title));

describe('the progress indicator names the stages of the path this visitor will pass', () => {
  it('a new visitor: the cash path, Vehicle current; each question page is Damage, never a step number of its own', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    expect((await journey.open('')).pageId).toBe('vehicle');
    expect(shown(journey, 'vehicle')).toEqual(marked(cash, 'Vehicle'));
    await journey.submit('vehicle', { year: 2018, make: 'Honda', model: 'Accord', style: '4 Door Sedan' });
    expect(shown(journey, 'vehicle-damage')).toEqual(marked(cash, 'Damage'));
    await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: [{ glassLocation: 'Windshield', glassName: 'Front' }], willProvideVin: false });
    expect(shown(journey, 'estimate')).toEqual(marked(cash, 'Damage'));
    await journey.submit('estimate', { vinSelection: 'none' });
    const stop = await journey.submit('service-zip', { zipCode: '85016' });
    expect(stop.pageId).toBe('part-questions');
    expect(shown(journey, 'part-questions')).toEqual(marked(cash, 'Damage'));
  });

  it('on the quote: cash goes on to the appointment; insurance hands off to the heritage funnel after the insurance company, and the stages still to come there are counted (heritage.yaml handOffStages)', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('');
    expect((await answerAvalonToZip(journey)).pageId).toBe('quote');
    expect(shown(journey, 'quote')).toEqual(marked(cash, 'Quote'));
    expect((await journey.submit('quote', { isInsurance: true })).pageId).toBe('insurance-company');
    expect(shown(journey, 'insurance-company')).toEqual(['Vehicle', 'Damage', '[Quote]', 'Insurance', 'Appointment', 'Contact']);
    // "Pay on my own" from there: the cash path again.
    expect((await journey.submit('insurance-company', {}, 'payOnMyOwn')).pageId).toBe('quote');
    expect(shown(journey, 'quote')).toEqual(marked(cash, 'Quote'));
  });

  it('no indicator on a page whose stage is not shown (return-user, the confirmation) nor on a virtual route', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('');
    expect(shown(journey, 'return-user')).toBeNull();
    expect(shown(journey, 'confirmation')).toBeNull();
    expect(shown(journey, 'landing')).toBeNull();
  });
});
