/**
 * Finding the vehicle another way (SPEC §2 estimate, license-plate-lookup, address-lookup, address-vehicles; §7 lookups
 * by plate and by address): every navigation row between these pages, every answer the sandbox gives (found, several,
 * one, none, not found, not permitted), and what the SPEC §4 cascades keep and reset when a looked-up vehicle replaces
 * the chosen one. Real runtime, API client and sandbox; no journey here may bail out (SPEC §8).
 */
import { describe, expect, it } from 'vitest';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

const windshield = [{ glassLocation: 'Windshield', glassName: 'Front' }];
const vins = {
  civic: '2HGFC2FK3LH500001',
  rav4: '2T3W1RFVXMWA00123',
  f150: '1FTFW1K5XJFA10234',
  porsche: 'WP0AB2AC0KS120178',
  mustangConvertible: '1FATP8UK6J5100987',
} as const;
const garcia = { licenseLastName: 'Garcia', licenseStreetAddress: '1200 N Central Ave', licenseZip: '85004', licenseState: 'AZ' };

/** A visitor on estimate, having chosen the 2020 Civic sedan and a windshield replacement without a VIN. */
async function atEstimate(): Promise<Journey> {
  const journey = createJourney(sandbox, { now: () => now });
  await journey.open('');
  await journey.submit('vehicle', { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' });
  expect(await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: windshield, willProvideVin: false })).toMatchObject({
    pageId: 'estimate',
  });
  return journey;
}

/** A visitor on one of the lookup pages, reached from estimate. */
async function at(pageId: 'license-plate-lookup' | 'address-lookup'): Promise<Journey> {
  const journey = await atEstimate();
  const vinSelection = pageId === 'license-plate-lookup' ? 'licensePlate' : 'homeAddress';
  expect(await journey.submit('estimate', { vinSelection })).toEqual({ pageId, query: {} });
  return journey;
}

/** The calls a journey made, by operation name. */
const callsOf = (journey: Journey) => journey.runtime.effects.flatMap((effect) => (effect.type === 'call' ? [effect.operation] : []));

describe('estimate: how to identify the vehicle (SPEC §2)', () => {
  it.each([
    { spec: 'estimate | manual VIN | vin-lookup', vinSelection: 'manualVin', to: 'vin-lookup' },
    { spec: 'estimate | license plate | license-plate-lookup', vinSelection: 'licensePlate', to: 'license-plate-lookup' },
    { spec: 'estimate | home address | address-lookup', vinSelection: 'homeAddress', to: 'address-lookup' },
    { spec: 'estimate | no VIN | service-zip', vinSelection: 'none', to: 'service-zip' },
  ])('$spec', async ({ vinSelection, to }) => {
    const journey = await atEstimate();
    expect(await journey.submit('estimate', { vinSelection })).toEqual({ pageId: to, query: {} });
    expect(journey.runtime.getFormData('estimate')).toEqual({ vinSelection });
    expect(journey.bailOuts).toEqual([]);
  });

  it('estimate | back | vehicle-damage, keeping the damage chosen there', async () => {
    const journey = await atEstimate();
    expect(await journey.act('estimate', 'back')).toEqual({ pageId: 'vehicle-damage', query: {} });
    expect(journey.runtime.getFormData('vehicle-damage')).toMatchObject({ isRepair: false, glassToReplace: windshield });
  });
});

describe('lookup pages: back and VIN retry (SPEC §2)', () => {
  it.each([
    { spec: 'license-plate-lookup | back | estimate', from: 'license-plate-lookup', scenario: 'back' },
    { spec: 'address-lookup | back | estimate', from: 'address-lookup', scenario: 'back' },
    { spec: 'lookups (license-plate-lookup) | VIN retry | estimate', from: 'license-plate-lookup', scenario: 'vinRetry' },
    { spec: 'lookups (address-lookup) | VIN retry | estimate', from: 'address-lookup', scenario: 'vinRetry' },
  ] as const)('$spec', async ({ from, scenario }) => {
    const journey = await at(from);
    expect(await journey.act(from, scenario)).toEqual({ pageId: 'estimate', query: {} });
    // The way chosen before is still chosen.
    expect(journey.runtime.getFormData('estimate')).toEqual({ vinSelection: from === 'license-plate-lookup' ? 'licensePlate' : 'homeAddress' });
    expect(journey.bailOuts).toEqual([]);
  });

  it.each([
    { spec: 'address-vehicles | back | address-lookup', scenario: 'back', to: 'address-lookup' },
    { spec: 'lookups (address-vehicles) | VIN retry | estimate', scenario: 'vinRetry', to: 'estimate' },
  ])('$spec', async ({ scenario, to }) => {
    const journey = await at('address-lookup');
    expect(await journey.submit('address-lookup', garcia)).toEqual({ pageId: 'address-vehicles', query: {} });
    expect(await journey.act('address-vehicles', scenario)).toEqual({ pageId: to, query: {} });
    // The address typed is kept, and nothing was chosen: the vehicle is still the Civic, without a VIN.
    expect(journey.runtime.getFormData('address-lookup')).toEqual(garcia);
    expect(journey.runtime.getState().order.vehicle).toMatchObject({ model: 'Civic', vin: null });
    expect(journey.bailOuts).toEqual([]);
  });
});

describe('license-plate-lookup (SPEC §7 lookup by plate)', () => {
  it('the plate of the chosen vehicle: vehicle-damage with the alert flag, damage and registration kept', async () => {
    const journey = await at('license-plate-lookup');
    const stop = await journey.submit('license-plate-lookup', { licensePlate: 'civic-20', licenseState: 'AZ' });
    expect(stop).toEqual({ pageId: 'vehicle-damage', query: { vehicleChanged: 'true' } });
    const { vehicle, damage } = journey.runtime.getState().order;
    expect(vehicle).toMatchObject({ year: 2020, make: 'Honda', model: 'Civic', vin: vins.civic, registration: { licensePlate: 'CIVIC20', licenseState: 'AZ' } });
    // SPEC §4 new VIN: the windshield is available for this vehicle, so the damage stays.
    expect(damage).toMatchObject({ isRepair: false, glassToReplace: windshield });
    // The VIN is known now: confirming the damage goes on to the zip, without asking how to find the vehicle again.
    expect(await journey.submit('vehicle-damage', journey.runtime.getFormData('vehicle-damage'))).toMatchObject({ pageId: 'service-zip' });
    expect(journey.bailOuts).toEqual([]);
  });

  it('the plate of another vehicle replaces it: the damage is reset, registration and VIN are kept (SPEC §4)', async () => {
    const journey = await at('license-plate-lookup');
    const stop = await journey.submit('license-plate-lookup', { licensePlate: 'TOPDOWN', licenseState: 'MN' });
    expect(stop).toEqual({ pageId: 'vehicle-damage', query: { vehicleChanged: 'true' } });
    const state = journey.runtime.getState();
    expect(state.order.vehicle).toMatchObject({
      year: 2018,
      make: 'Ford',
      model: 'Mustang',
      style: '2 Door Convertible',
      vin: vins.mustangConvertible,
      registration: { licensePlate: 'TOPDOWN', licenseState: 'MN' },
    });
    expect(state.order.damage).toMatchObject({ isRepair: null, glassToReplace: [] });
    expect(state.user.eventBus).toContainEqual({ category: 'CASCADE_RESET', subCategory: 'vehicle-changed', eventValue: 'order.damage' });
    // vehicle-damage shows the new vehicle's glass.
    expect(state.user.pageData['vehicle-damage']?.damageOptions).toMatchObject({ backGlassOptions: { availableReplacementOptions: [] } });
    // The browser's Back button from vehicle-damage still finds the page, with the plate found.
    expect(await journey.open('license-plate-lookup')).toEqual({ pageId: 'license-plate-lookup', query: {} });
    expect(journey.runtime.getFormData('license-plate-lookup')).toEqual({ licensePlate: 'TOPDOWN', licenseState: 'MN' });
    expect(journey.bailOuts).toEqual([]);
  });

  it.each([
    { case: 'no vehicle has the plate (404 licensePlate)', licensePlate: 'NOPLATE', licenseState: 'AZ' },
    { case: 'the plate is registered in another state (404 licenseState)', licensePlate: 'civic20', licenseState: 'FL' },
    { case: 'a state the sandbox has no plates in', licensePlate: 'CIVIC20', licenseState: 'TX' },
  ])('not found, $case: the message at the plate, nothing kept', async ({ licensePlate, licenseState }) => {
    const journey = await at('license-plate-lookup');
    const stop = await journey.submit('license-plate-lookup', { licensePlate, licenseState });
    expect(stop).toEqual({
      pageId: 'license-plate-lookup',
      query: {},
      refusal: {
        field: 'licensePlate',
        message: `We couldn't find the plate ${licensePlate} in that state. Please check the plate and the state, or find your vehicle another way.`,
      },
    });
    const { vehicle, damage } = journey.runtime.getState().order;
    expect(vehicle).toMatchObject({ model: 'Civic', vin: null, registration: { licensePlate: null, licenseState: null } });
    expect(damage.glassToReplace).toEqual(windshield);
    expect(journey.bailOuts).toEqual([]);
  });

  it('the plate found is filled in again when the visitor comes back to the page', async () => {
    const journey = await at('license-plate-lookup');
    await journey.submit('license-plate-lookup', { licensePlate: 'civic 20', licenseState: 'AZ' });
    // The browser's Back button (SPEC §2 back scenarios aside): the same vehicle kept its damage, so the page opens.
    expect(await journey.open('license-plate-lookup')).toEqual({ pageId: 'license-plate-lookup', query: {} });
    expect(journey.runtime.getFormData('license-plate-lookup')).toEqual({ licensePlate: 'CIVIC20', licenseState: 'AZ' });
  });
});

describe('address-lookup (SPEC §7 lookup by address, VIN by address permissible)', () => {
  it('several vehicles found: address-vehicles lists them; choosing one goes to vehicle-damage with the alert flag', async () => {
    const journey = await at('address-lookup');
    expect(await journey.submit('address-lookup', { ...garcia, licenseLastName: 'garcia', licenseStreetAddress: '1200 n. central ave' })).toEqual({
      pageId: 'address-vehicles',
      query: {},
    });
    const found = journey.runtime.getState().user.pageData['address-lookup']?.vehicles as Array<Record<string, unknown>>;
    expect(found.map(({ year, make, model }) => `${year} ${make} ${model}`)).toEqual(['2020 Honda Civic', '2021 Toyota RAV4', '2018 Ford Mustang']);
    expect(journey.runtime.getState().order.vehicle.vin).toBeNull();

    const stop = await journey.submit('address-vehicles', { vin: vins.rav4 });
    expect(stop).toEqual({ pageId: 'vehicle-damage', query: { vehicleChanged: 'true' } });
    const state = journey.runtime.getState();
    expect(state.order.vehicle).toMatchObject({ year: 2021, make: 'Toyota', model: 'RAV4', vin: vins.rav4 });
    expect(state.order.damage.isRepair).toBeNull();
    expect(journey.bailOuts).toEqual([]);
  });

  it.each([
    { page: 'address-vehicles', form: { vin: vins.rav4 } },
    { page: 'address-lookup', form: { vin: vins.mustangConvertible } },
  ])("the browser's Back button from vehicle-damage to $page still works after the vehicle changed", async ({ page, form }) => {
    const journey = await at('address-lookup');
    await journey.submit('address-lookup', garcia);
    expect(await journey.submit('address-vehicles', form)).toMatchObject({ pageId: 'vehicle-damage' });
    expect(journey.runtime.getState().order.damage.isRepair).toBeNull();
    expect(await journey.open(page)).toEqual({ pageId: page, query: {} });
    expect(journey.bailOuts).toEqual([]);
  });

  it('a choice made among vehicles found is not offered again for another search', async () => {
    const journey = await at('address-lookup');
    await journey.submit('address-lookup', garcia);
    await journey.submit('address-vehicles', { vin: vins.civic });
    expect(await journey.open('address-lookup')).toEqual({ pageId: 'address-lookup', query: {} });
    expect(journey.runtime.getFormData('address-lookup')).toEqual(garcia);
    const johnson = { licenseLastName: 'Johnson', licenseStreetAddress: '1 Meeting St', licenseZip: '29401', licenseState: 'SC' };
    expect(await journey.submit('address-lookup', johnson)).toMatchObject({ pageId: 'address-vehicles' });
    expect(journey.runtime.getFormData('address-vehicles')).toEqual({});
  });

  it.each([
    { owner: 'Rivera', address: { licenseLastName: 'Rivera', licenseStreetAddress: '350 S Orange Ave', licenseZip: '32801', licenseState: 'FL' }, vehicle: { model: 'F-150', vin: vins.f150 } },
    { owner: 'Lindqvist', address: { licenseLastName: 'Lindqvist', licenseStreetAddress: '400 Nicollet Mall', licenseZip: '55401', licenseState: 'MN' }, vehicle: { model: '911', vin: vins.porsche } },
  ])('one vehicle found ($owner): it is taken, vehicle-damage with the alert flag', async ({ address, vehicle }) => {
    const journey = await at('address-lookup');
    expect(await journey.submit('address-lookup', address)).toEqual({ pageId: 'vehicle-damage', query: { vehicleChanged: 'true' } });
    const state = journey.runtime.getState();
    expect(state.order.vehicle).toMatchObject(vehicle);
    // A changed vehicle resets the damage (SPEC §4); the alert asks the visitor to check it.
    expect(state.order.damage).toMatchObject({ isRepair: null, glassToReplace: [] });
    expect(journey.bailOuts).toEqual([]);
  });

  it('no vehicle at the address: refused at the last name, what was typed is not lost, nothing else kept', async () => {
    const journey = await at('address-lookup');
    const nobody = { licenseLastName: 'Nobody', licenseStreetAddress: '1 Empty Lot Rd', licenseZip: '85001', licenseState: 'AZ' };
    expect(await journey.submit('address-lookup', nobody)).toEqual({
      pageId: 'address-lookup',
      query: {},
      refusal: {
        field: 'licenseLastName',
        message:
          'We found no vehicle registered to Nobody at this address. Please check the name, street and zip code, or find your vehicle another way.',
      },
    });
    expect(journey.runtime.getState().user.pageData['address-lookup']?.vehicles).toBeUndefined();
    expect(journey.runtime.getState().order.vehicle).toMatchObject({ model: 'Civic', vin: null });
    expect(journey.bailOuts).toEqual([]);
  });

  it.each([
    { state: 'NY', address: { licenseLastName: 'Smith', licenseStreetAddress: '350 5th Ave', licenseZip: '10118', licenseState: 'NY' } },
    { state: 'CT', address: { licenseLastName: 'Smith', licenseStreetAddress: '1 Main St', licenseZip: '06103', licenseState: 'CT' } },
    { state: 'none the sandbox knows', address: { licenseLastName: 'Smith', licenseStreetAddress: '1 Main St', licenseZip: '99501', licenseState: 'AK' } },
  ])('not permissible ($state): refused at the zip before any lookup by address is sent', async ({ address }) => {
    const journey = await at('address-lookup');
    expect(await journey.submit('address-lookup', address)).toEqual({
      pageId: 'address-lookup',
      query: {},
      refusal: {
        field: 'licenseZip',
        message: `Sorry, we can't look up vehicles by home address for zip code ${address.licenseZip}. Please find your vehicle another way, for example by licence plate or VIN.`,
      },
    });
    expect(callsOf(journey)).toContain('vehicle.isVinByAddressPermissible');
    expect(callsOf(journey)).not.toContain('vehicle.lookupByAddress');
    expect(journey.bailOuts).toEqual([]);
  });

  it.each([
    { zip: '85004', chosen: 'FL', message: 'Zip code 85004 is in AZ, not the state you chose. Please check the state and the zip code.' },
    { zip: '32801', chosen: 'AZ', message: 'Zip code 32801 is in FL, not the state you chose. Please check the state and the zip code.' },
    { zip: '29401', chosen: 'NC', message: 'Zip code 29401 is in SC, not the state you chose. Please check the state and the zip code.' },
  ])('a zip ($zip) in another state than the one chosen ($chosen): refused at the state, no lookup sent', async ({ zip, chosen, message }) => {
    const journey = await at('address-lookup');
    const stop = await journey.submit('address-lookup', { ...garcia, licenseZip: zip, licenseState: chosen });
    expect(stop).toEqual({ pageId: 'address-lookup', query: {}, refusal: { field: 'licenseState', message } });
    expect(callsOf(journey)).not.toContain('vehicle.lookupByAddress');
    expect(journey.bailOuts).toEqual([]);
  });
});

/** The registration of the visitor's saved session as the sandbox stored it, once every queued save has ended. */
async function savedRegistration(journey: Journey) {
  await journey.runtime.saveSession();
  const rows = await sandbox.db.query<{ order_data: { vehicle: { registration: Record<string, unknown> } } }>(
    'SELECT order_data FROM saved_sessions WHERE saved_session_id = $1',
    [journey.runtime.getState().user.savedSessionId],
  );
  return rows[0]?.order_data.vehicle.registration;
}

describe('the registration on save (SPEC §3: registration names and address are added on save)', () => {
  const customer = (journey: Journey) =>
    journey.runtime.update((draft) => void Object.assign(draft.order.customer, { firstName: 'Maria', lastName: 'Rivera-Lopez' }));

  it.each([
    {
      found: 'one vehicle at the address (Rivera)',
      lookUp: async (journey: Journey) => {
        await journey.submit('address-lookup', { licenseLastName: 'Rivera', licenseStreetAddress: '350 S Orange Ave', licenseZip: '32801', licenseState: 'FL' });
      },
      registration: { licensePlate: null, licenseState: 'FL', firstName: 'Maria', lastName: 'Rivera', streetAddress: '350 S Orange Ave', city: null, state: 'FL', zipCode: '32801' },
    },
    {
      found: 'several vehicles at the address (Garcia), the RAV4 chosen',
      lookUp: async (journey: Journey) => {
        await journey.submit('address-lookup', garcia);
        await journey.submit('address-vehicles', { vin: vins.rav4 });
      },
      registration: { licensePlate: null, licenseState: 'AZ', firstName: 'Maria', lastName: 'Garcia', streetAddress: '1200 N Central Ave', city: null, state: 'AZ', zipCode: '85004' },
    },
    {
      found: 'the plate',
      page: 'license-plate-lookup' as const,
      lookUp: async (journey: Journey) => {
        await journey.submit('license-plate-lookup', { licensePlate: 'CIVIC20', licenseState: 'AZ' });
      },
      registration: { licensePlate: 'CIVIC20', licenseState: 'AZ', firstName: 'Maria', lastName: 'Rivera-Lopez', streetAddress: null, city: null, state: null, zipCode: null },
    },
  ])('found by $found: the saved order carries the names and address', async ({ page, lookUp, registration }) => {
    const journey = await at(page ?? 'address-lookup');
    customer(journey);
    await lookUp(journey);
    expect(await savedRegistration(journey)).toEqual(registration);
    expect(journey.bailOuts).toEqual([]);
  });

  it('another vehicle chosen afterwards resets the registration (SPEC §4): the next save has the customer\'s names only', async () => {
    const journey = await at('address-lookup');
    customer(journey);
    await journey.submit('address-lookup', garcia);
    await journey.submit('address-vehicles', { vin: vins.rav4 });
    await journey.submit('vehicle', { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' });
    expect(await savedRegistration(journey)).toMatchObject({ lastName: 'Rivera-Lopez', streetAddress: null, zipCode: null, state: null });
  });
});
