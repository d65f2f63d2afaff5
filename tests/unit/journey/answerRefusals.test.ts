/**
 * Answers that refuse the input (binding `refuse` and `notFound`): the visitor stays on the page with the message at
 * the field, nothing of the refused submit is kept, and nothing bails out (SPEC §5, §8).
 */
import { describe, expect, it } from 'vitest';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

/** A visitor on service-zip, having chosen the Civic and a windshield replacement without a VIN. */
async function atServiceZip(): Promise<Journey> {
  const journey = createJourney(sandbox, { now: () => now });
  await journey.open('');
  await journey.submit('vehicle', { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' });
  await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: [{ glassLocation: 'Windshield', glassName: 'Front' }], willProvideVin: false });
  expect(await journey.submit('estimate', { vinSelection: 'none' })).toMatchObject({ pageId: 'service-zip' });
  return journey;
}

describe('service-zip refuses zips the sandbox cannot serve', () => {
  it.each([
    { zip: '99999', message: "We couldn't find the zip code 99999. Please check it and try again." },
    { zip: '30303', message: "We don't offer service in 30303 yet. Please try a nearby zip code." },
    { zip: '56601', message: "We don't offer service in 56601 yet. Please try a nearby zip code." },
  ])('$zip', async ({ zip, message }) => {
    const journey = await atServiceZip();
    const stop = await journey.submit('service-zip', { zipCode: zip });
    expect(stop).toEqual({ pageId: 'service-zip', query: {}, refusal: { field: 'zipCode', message } });
    const state = journey.runtime.getState();
    expect(state.order.serviceLocation.zipCode).toBeNull();
    expect(state.user.pageData['service-zip']?.zipInfo).toBeUndefined();
    expect(journey.bailOuts).toEqual([]);
  });

  it('a serviceable zip goes on to the question pages', async () => {
    const journey = await atServiceZip();
    const stop = await journey.submit('service-zip', { zipCode: '85016' });
    expect(stop.refusal).toBeUndefined();
    expect(stop.pageId).toBe('vehicle-parts');
    expect(journey.runtime.getState().order.serviceLocation.zipCode).toBe('85016');
    expect(journey.bailOuts).toEqual([]);
  });
});
