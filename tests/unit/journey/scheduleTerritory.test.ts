/**
 * SPEC §7 alert reasons by CTU and closest applicable shops, headless: on entering the schedule (schedule.yaml action
 * loadLocation) the service territory's alerts are found for the zip's CTU, and when no shop near the zip does the work
 * the closest shops that take the vehicle are found instead. The real runtime, API client and sandbox
 * (api/sandbox/test-values/location-and-schedule.md).
 */
import { describe, expect, it } from 'vitest';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { recordCalls } from '../../harness/recordCalls';
import { getSchedulePageData } from '../../../renderers/pages/SchedulePickerData';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

const avalon = { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' };

/** A cash Avalon job in `zip` (a replacement, or a one-chip repair), up to the quote. */
async function atQuote(zip: string, isRepair = false) {
  const journey = createJourney(sandbox, { now: () => now });
  await journey.open('');
  await journey.submit('vehicle', avalon);
  const damage = isRepair
    ? { isRepair: true, numberOfChips: 1, glassToReplace: [], willProvideVin: false }
    : { isRepair: false, glassToReplace: [{ glassLocation: 'Windshield', glassName: 'Front' }], willProvideVin: false };
  await journey.submit('vehicle-damage', damage);
  if (!isRepair) await journey.submit('estimate', { vinSelection: 'none' });
  expect(await journey.submit('service-zip', { zipCode: zip })).toMatchObject({ pageId: 'quote' });
  return journey;
}

const scheduleData = (journey: Journey) => getSchedulePageData(journey.runtime.getState().user.pageData, 'schedule');

describe("the service territory's alerts on the schedule (SPEC §7 alert reasons by CTU)", () => {
  it.each([
    ['85016', 'AZ-PHX', ['WeatherDelay']],
    ['33130', 'FL-MIA', ['PartsShortage', 'HighDemand']],
    ['29401', 'SC-CHS', []],
  ])('%s (%s): the alerts of its territory are kept for the page', async (zip, ctu, reasonCodes) => {
    const journey = await atQuote(zip);
    const calls = recordCalls(journey);
    expect(await journey.submit('quote', { isInsurance: false })).toMatchObject({ pageId: 'schedule' });
    expect(calls.filter((call) => call.operation === 'location.alertReasons').map((call) => call.params)).toEqual([{ ctu }]);
    expect(scheduleData(journey).alertReasons?.map((alert) => alert.reasonCode)).toEqual(reasonCodes);
    expect(scheduleData(journey).alertReasons?.every((alert) => alert.title && alert.message)).toBe(true);
    expect(journey.bailOuts).toEqual([]);
  });
});

describe('the closest shops when no shop near the zip does the work (SPEC §7 closest applicable shops)', () => {
  it('shops near the zip do the work: the closest shops are not asked for', async () => {
    const journey = await atQuote('85016');
    const calls = recordCalls(journey);
    await journey.submit('quote', { isInsurance: false });
    expect(scheduleData(journey).shops?.length).toBeGreaterThan(0);
    expect(calls.some((call) => call.operation === 'location.closestShops')).toBe(false);
    expect(scheduleData(journey).closestShops).toEqual([]);
  });

  it('a replacement in Key West, where the only shop repairs chips: the closest shops name that shop', async () => {
    // The repair was booked in Key West; then the glass is to be replaced there (as a resumed order whose work changed).
    const journey = await atQuote('33040', true);
    await journey.submit('quote', { isInsurance: false });
    expect(scheduleData(journey).shops?.map((shop) => shop.providerNumber)).toEqual(['003205']);
    journey.runtime.update((draft) => {
      draft.order.damage.isRepair = false;
      draft.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
    });
    const calls = recordCalls(journey);
    expect(await journey.runtime.runAction('schedule', 'loadLocation')).toEqual({ type: 'done' });
    const carId = journey.runtime.getState().order.vehicle.carId;
    expect(calls.filter((call) => call.operation === 'location.closestShops').map((call) => call.params)).toEqual([{ zip: '33040', carId }]);
    expect(scheduleData(journey).shops).toEqual([]);
    expect(scheduleData(journey).closestShops?.map((shop) => [shop.providerNumber, shop.services.replace])).toEqual([['003205', false]]);
    expect(journey.bailOuts).toEqual([]);
  });
});
