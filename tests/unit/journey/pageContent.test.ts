/**
 * SPEC §7 page data, headless: each page asks the content service for its content on entry (its YAML `load`) and keeps
 * it in its own data, where the layout reads the help text. The real runtime, API client and sandbox (its content: the
 * page's YAML plus api/sandbox/data/pageContentExtras.ts).
 */
import { describe, expect, it } from 'vitest';
import { pageContentExtras } from '../../../api/sandbox/data/pageContentExtras';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { recordCalls } from '../../harness/recordCalls';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

const contentOf = (journey: Journey, pageId: string) => journey.runtime.getState().user.pageData[pageId]?.content as { helpText: string | null; title: string } | undefined;

describe('each page asks for its content on entry (SPEC §7 page data)', () => {
  it('along a journey to the schedule, every page shown has its content, the help texts the content service gives', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    const calls = recordCalls(journey);
    const shown = [(await journey.open('')).pageId];
    shown.push((await journey.submit('vehicle', { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' })).pageId);
    shown.push(
      (await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: [{ glassLocation: 'Windshield', glassName: 'Front' }], willProvideVin: false }))
        .pageId,
    );
    shown.push((await journey.submit('estimate', { vinSelection: 'none' })).pageId);
    shown.push((await journey.submit('service-zip', { zipCode: '85016' })).pageId);
    shown.push((await journey.submit('quote', { isInsurance: false })).pageId);
    expect(shown).toEqual(['vehicle', 'vehicle-damage', 'estimate', 'service-zip', 'quote', 'schedule']);

    const asked = calls.filter((call) => call.operation === 'content.page').map((call) => call.params);
    expect(asked).toEqual(shown.map((pageName) => ({ appAbbreviation: 'FMG', pageName })));
    for (const pageId of shown) {
      expect(contentOf(journey, pageId)?.title).toBe(journey.runtime.model.pages[pageId]!.title);
      expect(contentOf(journey, pageId)?.helpText ?? null).toBe(pageContentExtras[pageId]?.helpText ?? null);
    }
    expect(contentOf(journey, 'quote')?.helpText).toBe('Every amount is listed below: parts, labour, fees and sales tax.');
    expect(journey.bailOuts).toEqual([]);
  });

});
