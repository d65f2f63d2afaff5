/**
 * An external link (SPEC §2 external prefill parameters, validated by SPEC §5) lands the visitor on the right page with
 * the answers filled in: the vehicle looked up (carId known, so every later call works), the damage, the VIN choice,
 * the zip, insurance and contact details. Parameter names are read case-insensitively.
 */
import { describe, expect, it } from 'vitest';
import { createJourney } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

const civic = 'VehicleYear=2020&vehicleMake=Honda&VEHICLEMODEL=Civic&vehiclestyle=4%20Door%20Sedan';

describe('an external prefill link', () => {
  it.each([
    {
      name: 'a replacement with no VIN lands on estimate with "none" chosen, then service-zip with the zip filled',
      query: `${civic}&vehicledamage=WINDSHIELDREPLACE&vinselection=none&servicezip=85016&email=pat@example.com&phonenumber=6025550100`,
      page: 'estimate',
      form: { vinSelection: 'none' },
    },
    {
      name: 'a replacement with a VIN to enter lands on vin-lookup',
      query: `${civic}&vehicledamage=windshieldreplace&vinselection=manualVin`,
      page: 'vin-lookup',
      form: {},
    },
    {
      name: 'a repair with chips lands on estimate (VIN selection ignored for a repair)',
      query: `${civic}&vehicledamage=WINDSHIELDREPAIR&numberofchips=2&vinselection=manualVin`,
      page: 'estimate',
      form: {},
    },
    {
      name: 'only the vehicle lands on vehicle-damage',
      query: civic,
      page: 'vehicle-damage',
      form: null,
    },
  ])('$name', async ({ query, page, form }) => {
    const journey = createJourney(sandbox, { now: () => now });
    const stop = await journey.open('', `?${query}`);
    expect(stop.pageId).toBe(page);
    const state = journey.runtime.getState();
    expect(state.order.vehicle).toMatchObject({ year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1516192990 });
    expect(state.external.isExternalParameter).toBe(1);
    if (form) expect(journey.runtime.getFormData(page)).toEqual(form);
    expect(journey.bailOuts).toEqual([]);
  });

  it('fills the whole first part: estimate → service-zip with the zip, contact details kept for later', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('', `?${civic}&vehicledamage=WINDSHIELDREPLACE&vinselection=none&servicezip=85016&email=pat@example.com&isinsurance=TRUE&servicepackage=GOLD`);
    const zip = await journey.submit('estimate', journey.runtime.getFormData('estimate'));
    expect(zip.pageId).toBe('service-zip');
    expect(journey.runtime.getFormData('service-zip')).toEqual({ zipCode: '85016' });
    const state = journey.runtime.getState();
    expect(state.order.damage).toMatchObject({ isRepair: false, glassToReplace: [{ glassLocation: 'Windshield', glassName: 'Front' }] });
    expect(state.order.customer.emailAddress).toBe('pat@example.com');
    expect(state.order.payment.isInsurance).toBe(true);
    expect(state.external.quote.servicePackage).toBe('gold');
    const next = await journey.submit('service-zip', { zipCode: '85016' });
    expect(next.refusal).toBeUndefined();
    expect(journey.bailOuts).toEqual([]);
  });

  it.each([
    { name: 'without the style (SPEC §5: all four are required)', query: 'vehicleyear=2020&vehiclemake=Honda&vehiclemodel=Civic&vehicledamage=WINDSHIELDREPLACE' },
    { name: 'with a year that is not four digits', query: 'vehicleyear=20&vehiclemake=Honda&vehiclemodel=Civic&vehiclestyle=4%20Door%20Sedan' },
  ])('is ignored $name: the visitor starts on the vehicle page', async ({ query }) => {
    const journey = createJourney(sandbox, { now: () => now });
    expect((await journey.open('', `?${query}`)).pageId).toBe('vehicle');
    expect(journey.runtime.getState().order.vehicle.year).toBeNull();
    expect(journey.runtime.getState().order.damage.isRepair).toBeNull();
  });
});
