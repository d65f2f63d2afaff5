import type { Journey, JourneyStop } from './createJourney';

/**
 * The journeys' usual visitor: a 2012 Toyota Avalon 4 Door Sedan whose windshield is replaced, no VIN, answered page by
 * page up to the service zip (85016 unless given). Gives where service-zip's submit ended (the quote, normally).
 */
export async function answerAvalonToZip(journey: Journey, zipCode = '85016'): Promise<JourneyStop> {
  await journey.submit('vehicle', { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' });
  await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: [{ glassLocation: 'Windshield', glassName: 'Front' }], willProvideVin: false });
  await journey.submit('estimate', { vinSelection: 'none' });
  return journey.submit('service-zip', { zipCode });
}
