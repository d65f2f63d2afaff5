/**
 * Headless journeys through vehicle-damage and vin-lookup (SPEC §2 navigation rows between them, §4 the new-VIN
 * cascade, §5 the VIN-optional rule and the damage options check): the real runtime, API client and sandbox.
 */
import { describe, expect, it } from 'vitest';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

const civic = { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' };
const mustangCoupe = { year: 2018, make: 'Ford', model: 'Mustang', style: '2 Door Coupe' };
const mustangConvertible = { year: 2018, make: 'Ford', model: 'Mustang', style: '2 Door Convertible' };
const porsche = { year: 2019, make: 'Porsche', model: '911', style: '2 Door Coupe' };

const windshield = [{ glassLocation: 'Windshield', glassName: 'Front' }];
const backGlass = [{ glassLocation: 'Rear', glassName: 'Back' }];
const replaceWindshield = { isRepair: false, numberOfChips: null, glassToReplace: windshield };

/** A new visitor on vehicle-damage with `vehicle` chosen. */
async function atVehicleDamage(vehicle: Record<string, unknown> = civic): Promise<Journey> {
  const journey = createJourney(sandbox, { now: () => now });
  expect(await journey.open('')).toMatchObject({ pageId: 'vehicle' });
  expect(await journey.submit('vehicle', vehicle)).toMatchObject({ pageId: 'vehicle-damage' });
  return journey;
}

/** A visitor on vin-lookup: `vehicle` chosen, `damage` described, a VIN promised. */
async function atVinLookup(vehicle: Record<string, unknown> = civic, damage: Record<string, unknown> = replaceWindshield): Promise<Journey> {
  const journey = await atVehicleDamage(vehicle);
  expect(await journey.submit('vehicle-damage', { ...damage, willProvideVin: true })).toEqual({ pageId: 'vin-lookup', query: {} });
  return journey;
}

describe('vehicle-damage (SPEC §2 navigation)', () => {
  it('loads the damage options of the chosen vehicle on entry (SPEC §5 damage options check)', async () => {
    const journey = await atVehicleDamage(mustangConvertible);
    const options = journey.runtime.getState().user.pageData['vehicle-damage']?.damageOptions as Record<'windshieldOptions' | 'backGlassOptions', { availableReplacementOptions: string[] }>;
    expect(options.windshieldOptions.availableReplacementOptions).toEqual(['Front']);
    expect(options.backGlassOptions.availableReplacementOptions).toEqual([]);
    expect(journey.bailOuts).toEqual([]);
  });

  it('back → vehicle', async () => {
    const journey = await atVehicleDamage();
    expect(await journey.act('vehicle-damage', 'back')).toEqual({ pageId: 'vehicle', query: {} });
  });

  it('forward without VIN → estimate, keeping the answers where they live', async () => {
    const journey = await atVehicleDamage();
    const stop = await journey.submit('vehicle-damage', { ...replaceWindshield, willProvideVin: false });
    expect(stop).toEqual({ pageId: 'estimate', query: {} });
    const state = journey.runtime.getState();
    expect(state.order.damage).toMatchObject({ isRepair: false, numberOfChips: null, glassToReplace: windshield });
    expect(state.user.pageData['vehicle-damage']).toMatchObject({ willProvideVin: false, vinSkipped: false });
    expect(journey.runtime.getFormData('vehicle-damage')).toEqual({ isRepair: false, glassToReplace: windshield, willProvideVin: false });
    expect(await journey.act('estimate', 'back')).toMatchObject({ pageId: 'vehicle-damage' });
  });

  it('a repair with its chip count → estimate', async () => {
    const journey = await atVehicleDamage();
    const stop = await journey.submit('vehicle-damage', { isRepair: true, numberOfChips: 2, glassToReplace: [], willProvideVin: false });
    expect(stop).toEqual({ pageId: 'estimate', query: {} });
    expect(journey.runtime.getState().order.damage).toMatchObject({ isRepair: true, numberOfChips: 2, glassToReplace: [] });
    expect(await journey.submit('estimate', { vinSelection: 'none' })).toMatchObject({ pageId: 'service-zip' });
    expect(await journey.submit('service-zip', { zipCode: '85016' })).toMatchObject({ pageId: 'quote' });
    expect(journey.bailOuts).toEqual([]);
  });

  it.each([
    { name: 'a repair', vehicle: civic, damage: { isRepair: true, numberOfChips: 1, glassToReplace: [] } },
    { name: 'a Porsche windshield', vehicle: porsche, damage: replaceWindshield },
    { name: 'no windshield replaced', vehicle: civic, damage: { isRepair: false, numberOfChips: null, glassToReplace: backGlass } },
  ])('skip VIN → service-zip when a VIN is optional ($name), and service-zip back → vehicle-damage', async ({ vehicle, damage }) => {
    const journey = await atVehicleDamage(vehicle);
    journey.runtime.update((draft) => {
      Object.assign(draft.order.damage, damage);
    });
    expect(journey.runtime.isButtonOffered('vehicle-damage', 'skipVin')).toBe(true);
    const stop = await journey.submit('vehicle-damage', { ...damage, willProvideVin: false }, 'skipVin');
    expect(stop).toEqual({ pageId: 'service-zip', query: {} });
    expect(journey.runtime.getState().user.pageData['vehicle-damage']?.vinSkipped).toBe(true);
    expect(await journey.act('service-zip', 'back')).toMatchObject({ pageId: 'vehicle-damage' });
    expect(journey.bailOuts).toEqual([]);
  });

  it('skip VIN is not offered for a windshield replacement on a 2020 Civic', async () => {
    const journey = await atVehicleDamage(civic);
    journey.runtime.update((draft) => {
      Object.assign(draft.order.damage, replaceWindshield);
    });
    expect(journey.runtime.isButtonOffered('vehicle-damage', 'skipVin')).toBe(false);
  });

  it.each([
    { name: 'repair with verified insurance → service-zip', damage: { isRepair: true, numberOfChips: 1, glassToReplace: [] }, to: 'service-zip' },
    { name: 'replace with verified insurance → vin-lookup', damage: replaceWindshield, to: 'vin-lookup' },
  ])('$name', async ({ damage, to }) => {
    const journey = await atVehicleDamage();
    // As a referral with verified coverage leaves it (SPEC §4: status Verified, deductible not 9999 or 7777).
    journey.runtime.update((draft) => {
      draft.order.payment.insuranceCoverage.coverageStatus = 'Verified';
      draft.order.policy.currentDeductible = 100;
    });
    const stop = await journey.submit('vehicle-damage', { ...damage, willProvideVin: false });
    expect(stop).toEqual({ pageId: to, query: {} });
    expect(journey.bailOuts).toEqual([]);
  });
});

describe('vin-lookup (SPEC §2 navigation, §5 VIN rules)', () => {
  it('a typed VIN (any case) finds the vehicle and goes on to service-zip; back (VIN given) → vehicle-damage', async () => {
    const journey = await atVinLookup();
    const stop = await journey.submit('vin-lookup', { vin: ' 2hgfc2fk3lh500001 ' });
    expect(stop).toEqual({ pageId: 'service-zip', query: {} });
    const state = journey.runtime.getState();
    expect(state.order.vehicle).toMatchObject({ ...civic, vin: '2HGFC2FK3LH500001' });
    expect(state.order.damage.glassToReplace).toEqual(windshield);
    expect(journey.bailOuts).toEqual([]);
    expect(await journey.open('vin-lookup')).toMatchObject({ pageId: 'vin-lookup' });
    expect(await journey.act('vin-lookup', 'back')).toEqual({ pageId: 'vehicle-damage', query: {} });
  });

  it('back (no VIN given: came from estimate) → estimate', async () => {
    const journey = await atVehicleDamage();
    await journey.submit('vehicle-damage', { ...replaceWindshield, willProvideVin: false });
    expect(await journey.submit('estimate', { vinSelection: 'manualVin' })).toMatchObject({ pageId: 'vin-lookup' });
    expect(await journey.act('vin-lookup', 'back')).toEqual({ pageId: 'estimate', query: {} });
  });

  it('VIN retry ("Find my vehicle another way") → estimate', async () => {
    const journey = await atVinLookup();
    expect(await journey.act('vin-lookup', 'vinRetry')).toEqual({ pageId: 'estimate', query: {} });
  });

  it('with a zip already known, the lookup goes on to the question pages', async () => {
    const journey = await atVehicleDamage();
    await journey.submit('vehicle-damage', { ...replaceWindshield, willProvideVin: false });
    await journey.submit('estimate', { vinSelection: 'none' });
    await journey.submit('service-zip', { zipCode: '85016' });
    expect(await journey.open('estimate')).toMatchObject({ pageId: 'estimate' });
    expect(await journey.submit('estimate', { vinSelection: 'manualVin' })).toMatchObject({ pageId: 'vin-lookup' });
    expect(await journey.submit('vin-lookup', { vin: '2HGFC2FK3LH500001' })).toMatchObject({ pageId: 'vehicle-parts' });
    expect(journey.bailOuts).toEqual([]);
  });

  it.each([
    { name: 'a Porsche', vehicle: porsche, damage: replaceWindshield, offered: true },
    { name: 'a repair', vehicle: civic, damage: { isRepair: true, numberOfChips: 3, glassToReplace: [] }, offered: true },
    { name: 'a 2020 Civic windshield', vehicle: civic, damage: replaceWindshield, offered: false },
  ])('continuing without a VIN is offered only when it is optional: $name → $offered', async ({ vehicle, damage, offered }) => {
    const journey = await atVinLookup(vehicle, damage);
    expect(journey.runtime.isButtonOffered('vin-lookup', 'skipVin')).toBe(offered);
    if (!offered) return;
    expect(await journey.act('vin-lookup', 'skipVin')).toEqual({ pageId: 'service-zip', query: {} });
    expect(journey.runtime.getState().order.vehicle.vin).toBeNull();
  });

  it.each([
    { name: 'glass the new vehicle lacks (Rear Back on the Mustang coupe → convertible)', vehicle: mustangCoupe },
    { name: 'the same vehicle, glass it lacks (the new-VIN cascade alone resets the damage)', vehicle: mustangConvertible },
  ])('a VIN whose glass does not match → vehicle-damage with vehicleChanged=true: $name', async ({ vehicle }) => {
    const journey = await atVinLookup(vehicle, { isRepair: false, numberOfChips: null, glassToReplace: backGlass });
    const stop = await journey.submit('vin-lookup', { vin: '1FATP8UK6J5100987' });
    expect(stop).toEqual({ pageId: 'vehicle-damage', query: { vehicleChanged: 'true' } });
    const state = journey.runtime.getState();
    expect(state.order.vehicle).toMatchObject({ ...mustangConvertible, vin: '1FATP8UK6J5100987' });
    expect(state.order.damage).toMatchObject({ isRepair: null, glassToReplace: [] });
    const options = state.user.pageData['vehicle-damage']?.damageOptions as Record<'windshieldOptions' | 'backGlassOptions', { availableReplacementOptions: string[] }>;
    expect(options.backGlassOptions.availableReplacementOptions).toEqual([]);
    expect(journey.bailOuts).toEqual([]);
  });

  it('glass the VIN vehicle has is kept (Windshield on the convertible)', async () => {
    const journey = await atVinLookup(mustangConvertible, replaceWindshield);
    expect(await journey.submit('vin-lookup', { vin: '1FATP8UK6J5100987' })).toEqual({ pageId: 'service-zip', query: {} });
    expect(journey.runtime.getState().order.damage).toMatchObject(replaceWindshield);
  });

  it.each([
    { vin: 'SALGS2SEXKA000123', why: 'unknown manufacturer' },
    { vin: '5YJSA11HX5F000001', why: 'a 2005 Tesla, not in the catalog' },
  ])('an unknown VIN is refused at the vin field ($why), keeping nothing and bailing out nowhere', async ({ vin }) => {
    const journey = await atVinLookup();
    const stop = await journey.submit('vin-lookup', { vin });
    expect(stop).toEqual({
      pageId: 'vin-lookup',
      query: {},
      refusal: { field: 'vin', message: `We couldn't find a vehicle with the VIN ${vin}. Please check it, or find your vehicle another way.` },
    });
    expect(journey.runtime.getState().order.vehicle).toMatchObject({ ...civic, vin: null });
    expect(journey.bailOuts).toEqual([]);
  });
});
