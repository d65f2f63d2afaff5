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

describe('SPEC §2 query parameters acted on: start_type, error, servicepackage (README choices)', () => {
  const avalonLink = 'vehicleyear=2012&vehiclemake=Toyota&vehiclemodel=Avalon&vehiclestyle=4%20Door%20Sedan&vehicledamage=WINDSHIELDREPLACE&vinselection=none&servicezip=85016';

  /** A visitor arriving by `query`, walked to the quote (the Avalon has no question pages). */
  async function toQuote(query: string) {
    const journey = createJourney(sandbox, { now: () => now });
    expect((await journey.open('', `?${query}`)).pageId).toBe('estimate');
    await journey.submit('estimate', journey.runtime.getFormData('estimate'));
    expect((await journey.submit('service-zip', { zipCode: '85016' })).pageId).toBe('quote');
    return journey;
  }

  it.each([
    // The control variation: the setting alone would not offer the service package discount.
    { name: 'a link naming a service package (insured) offers the service package discount on the quote', query: `${avalonLink}&isinsurance=true&servicepackage=GOLD`, offered: true },
    { name: 'without one it is not offered', query: `${avalonLink}&isinsurance=true`, offered: false },
    { name: 'a service package without insurance is not kept (SPEC §5), so not offered', query: `${avalonLink}&servicepackage=GOLD`, offered: false },
  ])('servicepackage: $name', async ({ query, offered }) => {
    const journey = await toQuote(`${query}&experiments=service-package-discount:A`);
    const state = journey.runtime.getState();
    expect(state.settings.OfferServicePackageDiscount).toBe(false);
    const discount = state.user.pageData.quote?.servicePackageDiscount as { partType?: string } | null | undefined;
    expect(discount?.partType ?? null).toBe(offered ? 'SERVICE PACKAGE DISCOUNT' : null);
    expect(journey.bailOuts).toEqual([]);
  });

  it.each([
    { value: 'spring_mailer', recorded: true },
    { value: 'Partner-42', recorded: true },
    { value: 'pat@example.com', recorded: false },
    { value: '', recorded: false },
  ])('start_type=$value is recorded on the event bus: $recorded, and saved with the session', async ({ value, recorded }) => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('', `?START_TYPE=${encodeURIComponent(value)}&${civic}`);
    const entry = { category: 'START_TYPE', subCategory: value, eventValue: 'landing' };
    const bus = journey.runtime.getState().user.eventBus;
    expect(bus.filter((item) => item.category === 'START_TYPE')).toEqual(recorded ? [entry] : []);
    await journey.runtime.saveSession();
    const stored = await sandbox.db.query<{ user_data: { eventBus: Array<Record<string, unknown>> } }>(
      'SELECT user_data FROM saved_sessions WHERE saved_session_id = $1',
      [journey.runtime.getState().user.savedSessionId],
    );
    expect(stored[0]?.user_data.eventBus.filter((item) => item.category === 'START_TYPE')).toEqual(recorded ? [entry] : []);
  });

  it.each([
    { value: 'true', banner: true },
    { value: 'PIA_TIMEOUT', banner: true },
    { value: 'false', banner: false },
    { value: '0', banner: false },
  ])('error=$value shows the SPEC §8 banner on the first page: $banner', async ({ value, banner }) => {
    const journey = createJourney(sandbox, { now: () => now });
    expect(await journey.open('', `?error=${value}`)).toEqual({ pageId: 'vehicle', query: {} });
    const banners = journey.runtime.getAlerts().filter((alert) => alert.category === 'GLOBAL_ALERT' && alert.subCategory === 'UNKNOWN_ERROR');
    expect(banners.map((alert) => [alert.text, alert.style])).toEqual(banner ? [["We're sorry, something went wrong.", 'danger']] : []);
    // Not this funnel's error: its first real error still goes back to the first page rather than restarting.
    expect(journey.runtime.getState().user.hasTriggeredError).toBe(false);
    expect(await journey.open('error')).toEqual({ pageId: 'vehicle', query: {} });
    expect(journey.runtime.getState().user.hasTriggeredError).toBe(true);
  });
});
