/**
 * The schedule and mobile-details screens headless (SPEC §2 schedule, service-location, mobile-details; §3 service
 * location and schedule; §4 saved schedules; §5 24-hour times and job durations): the real runtime, API client and
 * sandbox, and the schedule's own calls (schedule.yaml `load` and `actions:`, run by name as the renderer runs them). Shops and slots
 * are the sandbox's documented ones (api/sandbox/test-values/location-and-schedule.md).
 */
import { recordCalls } from '../../harness/recordCalls';
import { describe, expect, it } from 'vitest';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import type { OfferedAppointmentType } from '../../../engine/domain/getOfferedAppointmentTypes';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';
import type { MobileReach } from '../../../engine/domain/isMobileAllowed';
import {
  getSchedulePageData,
  toMobileUnavailableText,
  toScheduleAnswer,
  type LocationShop,
  type ScheduleTimeSlot,
  type ScheduleTimeSlots,
} from '../../../renderers/pages/SchedulePickerData';

/** Tuesday 1 December 2026, 02:00 in Phoenix: every slot of the day is still ahead. The clock moves in some tests. */
const start = new Date('2026-12-01T09:00:00Z');
let now = start;
const sandbox = useTestSandbox({ now: () => now });

const avalon = { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' };
const windshield = [{ glassLocation: 'Windshield', glassName: 'Front' }];
const twoWeeks = { startDate: '2026-12-01', endDate: '2026-12-14' };

/** What the schedule offers for the service zip, as its renderer reads it from the page's data. */
interface ScheduleLocation {
  zipCode: string;
  shops: LocationShop[];
  reach: MobileReach;
  mobileUnavailableText: string | null;
}

/** The shops and mobile reach schedule.yaml found (on entry, or again with `reload`: its action loadLocation). */
async function readLocation(journey: Journey, reload = false): Promise<ScheduleLocation> {
  if (reload) expect(await journey.runtime.runAction('schedule', 'loadLocation')).toEqual({ type: 'done' });
  const state = journey.runtime.getState();
  const data = getSchedulePageData(state.user.pageData, 'schedule');
  const zipCode = state.order.serviceLocation.zipCode ?? '';
  if (!data.shops || !data.reach) throw new Error('The schedule found no shops');
  return { zipCode, shops: data.shops, reach: data.reach, mobileUnavailableText: toMobileUnavailableText(zipCode, data.reach) };
}

interface AtSchedule {
  journey: Journey;
  location: ScheduleLocation;
  /** Loads the time slots of a shop (or mobile) for the first two weeks, as the picker does. */
  slots(appointmentType: OfferedAppointmentType, providerNumber?: string): Promise<ScheduleTimeSlots>;
}

/** A visitor who chose the 2012 Avalon (no questions), a windshield replacement, no VIN, `zip`, and cash: on schedule. */
async function atSchedule(zip = '85016', options: { model?: FunnelModel; isBigTruck?: boolean } = {}): Promise<AtSchedule> {
  now = start;
  const journey = createJourney(sandbox, { now: () => now, model: options.model });
  await journey.open('');
  await journey.submit('vehicle', avalon);
  expect(await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: windshield, willProvideVin: false })).toMatchObject({ pageId: 'estimate' });
  expect(await journey.submit('estimate', { vinSelection: 'none' })).toMatchObject({ pageId: 'service-zip' });
  expect(await journey.submit('service-zip', { zipCode: zip })).toMatchObject({ pageId: 'quote' });
  expect(await journey.submit('quote', { isInsurance: false })).toEqual({ pageId: 'schedule', query: {} });
  if (options.isBigTruck) {
    journey.runtime.update((draft) => {
      draft.order.vehicle.isBigTruck = true;
    });
  }
  // The big truck is known only now: the picker's "try again" (loadLocation) finds the shops for it.
  const location = await readLocation(journey, options.isBigTruck === true);
  return {
    journey,
    location,
    slots: async (appointmentType, providerNumber = '004101') => {
      const outcome = await journey.runtime.runAction('schedule', 'loadTimeSlots', { appointmentType, providerNumber, ...twoWeeks });
      const answer = getSchedulePageData(journey.runtime.getState().user.pageData, 'schedule').timeSlots;
      if (outcome.type !== 'done' || !answer) throw new Error('No time slots');
      return answer;
    },
  };
}

const shopOf = (location: ScheduleLocation, providerNumber: string) => {
  const shop = location.shops.find((candidate) => candidate.providerNumber === providerNumber);
  if (!shop) throw new Error(`Shop ${providerNumber} not listed`);
  return shop;
};
const slotOf = (answer: ScheduleTimeSlots, date: string, startTime?: string): ScheduleTimeSlot => {
  const slot = answer.days.find((day) => day.date === date)?.timeSlots.find((candidate) => !startTime || candidate.startTime === startTime);
  if (!slot) throw new Error(`No slot on ${date} ${startTime ?? ''}`);
  return slot;
};

/** Books (submits) a slot on schedule, as Continue does. */
async function choose(at: AtSchedule, appointmentType: OfferedAppointmentType, date: string, startTime?: string, providerNumber = '004101') {
  const answer = await at.slots(appointmentType, providerNumber);
  const slot = slotOf(answer, date, startTime);
  return at.journey.submit('schedule', toScheduleAnswer(shopOf(at.location, providerNumber), appointmentType, slot, answer));
}

/** Re-enters schedule (a returning visitor, a resumed session) and says what the guard left of the schedule. */
async function reenterSchedule(journey: Journey) {
  const stop = await journey.open('schedule');
  const state = journey.runtime.getState();
  const alert = journey.runtime.getAlerts().find((candidate) => candidate.subCategory === 'SCHEDULE_CLEARED');
  return { stop, schedule: state.order.schedule, alert };
}

const clearedSchedule = { date: null, startTime: null, endTime: null, routeCode: null, jobMinMinutes: null, jobMaxMinutes: null };

describe('schedule: shops, appointment types and time slots for the service zip', () => {
  it('lists the shops doing replacements near 85016, nearest first, with address and distance; mobile reaches it', async () => {
    const { journey, location } = await atSchedule();
    expect(location.shops).toHaveLength(8);
    expect(location.shops[0]).toMatchObject({
      providerNumber: '004101',
      name: 'Camelback Auto Glass',
      distanceMiles: 0.8,
      address: { city: 'Phoenix', state: 'AZ', zipCode: expect.stringMatching(/^\d{5}$/), zipCodeCtu: 'AZ-PHX' },
    });
    const distances = location.shops.map((shop) => shop.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(shopOf(location, '004112').isTemporarilyClosed).toBe(true);
    expect(location.reach).toEqual({ isMobileServiceable: true, containsMilitaryBase: false, isBigTruck: false });
    expect(location.mobileUnavailableText).toBeNull();
    expect(journey.bailOuts).toEqual([]);
  });

  it('a shop appointment: the answer is stored as SPEC §3 says and Continue goes to customer-details', async () => {
    const at = await atSchedule();
    const answer = await at.slots('Inshop');
    // 004101: Mon–Fri 08:00–17:00 in one-hour slots, 24-hour times (SPEC §5); closed on Sunday.
    expect(answer.days.find((day) => day.date === '2026-12-02')?.timeSlots.map((slot) => `${slot.startTime}-${slot.endTime}`)).toEqual([
      '08:00-09:00', '09:00-10:00', '10:00-11:00', '11:00-12:00', '12:00-13:00', '13:00-14:00', '14:00-15:00', '15:00-16:00', '16:00-17:00',
    ]);
    expect(answer.days.find((day) => day.date === '2026-12-06')).toMatchObject({ dayOfWeek: 'Sunday', isOpen: false, timeSlots: [] });
    expect(answer).toMatchObject({ jobMinMinutes: 60, jobMaxMinutes: 120 });

    expect(await choose(at, 'Inshop', '2026-12-02', '10:00')).toEqual({ pageId: 'customer-details', query: {} });
    const { serviceLocation, schedule } = at.journey.runtime.getState().order;
    expect(serviceLocation.appointmentType).toBe('Inshop');
    expect(serviceLocation.provider).toEqual({
      providerNumber: '004101',
      address: { ...shopOf(at.location, '004101').address },
    });
    expect(schedule).toEqual({ date: '2026-12-02', startTime: '10:00', endTime: '11:00', routeCode: null, jobMinMinutes: 60, jobMaxMinutes: 120 });
    expect(at.journey.bailOuts).toEqual([]);
  });

  it('drop-off: only morning slots, stored as Dropoff, on to customer-details', async () => {
    const at = await atSchedule();
    const answer = await at.slots('Dropoff');
    expect(answer.days.find((day) => day.date === '2026-12-02')?.timeSlots.map((slot) => slot.startTime)).toEqual(['08:00', '09:00', '10:00', '11:00']);
    expect(await choose(at, 'Dropoff', '2026-12-02', '08:00')).toEqual({ pageId: 'customer-details', query: {} });
    expect(at.journey.runtime.getState().order.serviceLocation.appointmentType).toBe('Dropoff');
    expect(at.journey.bailOuts).toEqual([]);
  });

  it('a premium slot (a Saturday at the shop, the 07:00 mobile window) is marked, and can be booked like any other', async () => {
    const at = await atSchedule();
    const shop = await at.slots('Inshop');
    expect(shop.days.find((day) => day.date === '2026-12-05')?.timeSlots.map((slot) => [slot.startTime, slot.offerPremium])).toEqual([
      ['08:00', true], ['09:00', true], ['10:00', true], ['11:00', true],
    ]);
    expect(slotOf(shop, '2026-12-02', '08:00').offerPremium).toBe(false);
    const mobile = await at.slots('Mobile');
    expect(slotOf(mobile, '2026-12-02', '07:00').offerPremium).toBe(true);
    expect(slotOf(mobile, '2026-12-02', '09:00').offerPremium).toBe(false);
    expect(await choose(at, 'Inshop', '2026-12-05', '09:00')).toMatchObject({ pageId: 'customer-details' });
    expect(at.journey.runtime.getState().order.schedule).toMatchObject({ date: '2026-12-05', startTime: '09:00' });
    expect(at.journey.bailOuts).toEqual([]);
  });

  it('a shop temporarily closed offers no slots and says why', async () => {
    const at = await atSchedule();
    const answer = await at.slots('Inshop', '004112');
    expect(answer.days.every((day) => day.timeSlots.length === 0)).toBe(true);
    expect(answer.unavailableReason).toMatchObject({ code: 'TemporarilyClosed' });
    expect(at.journey.bailOuts).toEqual([]);
  });

  it('a military-base zip (85707) offers its shops but no mobile service, and says why', async () => {
    const { journey, location } = await atSchedule('85707');
    expect(location.shops.length).toBeGreaterThan(0);
    expect(location.reach).toMatchObject({ isMobileServiceable: false, containsMilitaryBase: true });
    expect(location.mobileUnavailableText).toBe("85707 is on or near a military base, so we can't send a mobile technician there.");
    // The notice raised by service-zip stays for the schedule page.
    expect(journey.runtime.getAlerts().map((alert) => alert.subCategory)).toContain('MILITARY_BASE');
    expect(journey.bailOuts).toEqual([]);
  });

  it('a big truck gets only shops with a big-truck bay, and no mobile service', async () => {
    const { journey, location } = await atSchedule('85016', { isBigTruck: true });
    expect(location.shops.map((shop) => shop.providerNumber).sort()).toEqual(['004102', '004107']);
    expect(location.reach).toMatchObject({ isMobileServiceable: false, isBigTruck: true });
    expect(location.mobileUnavailableText).toBe("Your vehicle needs a shop with a big-truck bay, so we can't come to you.");
    expect(journey.bailOuts).toEqual([]);
  });

  it('coming back to schedule, the chosen shop, type and slot are still there', async () => {
    const at = await atSchedule();
    await choose(at, 'Inshop', '2026-12-03', '14:00');
    expect(await at.journey.act('customer-details', 'back')).toEqual({ pageId: 'schedule', query: {} });
    expect(at.journey.runtime.getFormData('schedule')).toMatchObject({
      appointmentType: 'Inshop',
      provider: { providerNumber: '004101' },
      date: '2026-12-03',
      startTime: '14:00',
      endTime: '15:00',
    });
    expect(at.journey.bailOuts).toEqual([]);
  });

  it('choosing another shop resets the payment-method choice (SPEC §4 service-location cascade)', async () => {
    const at = await atSchedule();
    await choose(at, 'Inshop', '2026-12-03', '14:00');
    at.journey.runtime.update((draft) => {
      draft.order.payment.paymentChoice = 'Later';
      draft.order.payment.isPia = false;
    });
    await at.journey.act('customer-details', 'back');
    await choose(at, 'Inshop', '2026-12-03', '09:00', '004103');
    expect(at.journey.runtime.getState().order.payment).toMatchObject({ paymentChoice: 'none', isPia: null });
    expect(at.journey.runtime.getState().order.schedule).toMatchObject({ date: '2026-12-03', startTime: '09:00' });
  });
});

describe('mobile service and mobile-details', () => {
  it('a mobile appointment: the route code is stored, Continue goes to mobile-details, which starts from the service zip', async () => {
    const at = await atSchedule();
    const answer = await at.slots('Mobile');
    expect(answer.routeCode).toBe('AZ-PHX-850');
    expect(answer.days.find((day) => day.date === '2026-12-02')?.timeSlots.map((slot) => `${slot.startTime}-${slot.endTime}`)).toEqual([
      '07:00-09:00', '09:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00',
    ]);
    expect(await choose(at, 'Mobile', '2026-12-02', '09:00')).toEqual({ pageId: 'mobile-details', query: {} });
    const { serviceLocation, schedule } = at.journey.runtime.getState().order;
    expect(serviceLocation.appointmentType).toBe('Mobile');
    expect(schedule).toEqual({ date: '2026-12-02', startTime: '09:00', endTime: '11:00', routeCode: 'AZ-PHX-850', jobMinMinutes: 60, jobMaxMinutes: 120 });
    expect(at.journey.runtime.getFormData('mobile-details')).toEqual({ zipCode: '85016', city: 'Phoenix', state: 'AZ' });
    expect(at.journey.bailOuts).toEqual([]);
  });

  it('mobile-details stores where the vehicle will be, whether it is protected and the notes, and goes to customer-details', async () => {
    const at = await atSchedule();
    await choose(at, 'Mobile', '2026-12-02', '09:00');
    const details = {
      address: '1 N Central Ave',
      address2: 'Suite 200',
      city: 'Phoenix',
      state: 'AZ',
      zipCode: '85004',
      isVehicleProtected: true,
      techNotes: 'Level 2 of the garage, gate code 4321.',
    };
    expect(await at.journey.submit('mobile-details', details)).toEqual({ pageId: 'customer-details', query: {} });
    const { serviceLocation } = at.journey.runtime.getState().order;
    expect(serviceLocation.mobile).toEqual({ address: '1 N Central Ave', address2: 'Suite 200', city: 'Phoenix', state: 'AZ', zipCode: '85004' });
    expect(serviceLocation).toMatchObject({ isVehicleProtected: true, techNotes: 'Level 2 of the garage, gate code 4321.' });
    // Back and forward: what was entered is still there.
    expect(await at.journey.act('customer-details', 'back')).toEqual({ pageId: 'mobile-details', query: {} });
    expect(at.journey.runtime.getFormData('mobile-details')).toEqual(details);
    expect(await at.journey.act('mobile-details', 'back')).toEqual({ pageId: 'schedule', query: {} });
    expect(at.journey.runtime.getFormData('schedule')).toMatchObject({ appointmentType: 'Mobile', routeCode: 'AZ-PHX-850' });
    expect(at.journey.bailOuts).toEqual([]);
  });

  it.each([
    {
      zipCode: '85251',
      message: "The technician of your appointment doesn't come to 85251. Use an address near 85016, or go back and change the location.",
    },
    { zipCode: '85707', message: "The technician of your appointment doesn't come to 85707. Use an address near 85016, or go back and change the location." },
    { zipCode: '99999', message: "We couldn't find the zip code 99999. Please check it and try again." },
  ])('an address at $zipCode, which the route of the appointment does not reach, is refused at the zip', async ({ zipCode, message }) => {
    const at = await atSchedule();
    await choose(at, 'Mobile', '2026-12-02', '09:00');
    const stop = await at.journey.submit('mobile-details', { address: '7014 E Camelback Rd', city: 'Scottsdale', state: 'AZ', zipCode, isVehicleProtected: false });
    expect(stop).toEqual({ pageId: 'mobile-details', query: {}, refusal: { field: 'zipCode', message } });
    expect(at.journey.runtime.getState().order.serviceLocation.mobile.address).toBeNull();
    expect(at.journey.bailOuts).toEqual([]);
  });

  it('changing from mobile to a shop keeps customer-details back on schedule', async () => {
    const at = await atSchedule();
    await choose(at, 'Mobile', '2026-12-02', '09:00');
    await at.journey.act('mobile-details', 'back');
    expect(await choose(at, 'Inshop', '2026-12-02', '13:00')).toEqual({ pageId: 'customer-details', query: {} });
    expect(at.journey.runtime.getState().order.schedule.routeCode).toBeNull();
    expect(await at.journey.act('customer-details', 'back')).toEqual({ pageId: 'schedule', query: {} });
  });
});

describe('change location', () => {
  it('goes to service-zip; a new zip resets the shop, type and schedule, and the new zip’s shops are offered', async () => {
    const at = await atSchedule();
    await choose(at, 'Inshop', '2026-12-02', '10:00');
    await at.journey.act('customer-details', 'back');
    expect(await at.journey.act('schedule', 'changeLocation')).toEqual({ pageId: 'service-zip', query: {} });
    expect(await at.journey.submit('service-zip', { zipCode: '85707' })).toMatchObject({ pageId: 'quote' });
    const state = at.journey.runtime.getState();
    expect(state.order.serviceLocation).toMatchObject({ zipCode: '85707', appointmentType: null, provider: { providerNumber: null } });
    expect(state.order.schedule).toEqual(clearedSchedule);
    expect(await at.journey.submit('quote', { isInsurance: false })).toEqual({ pageId: 'schedule', query: {} });
    const location = await readLocation(at.journey);
    expect(location.shops[0]?.address.city).not.toBe('Phoenix');
    expect(location.reach.containsMilitaryBase).toBe(true);
    expect(at.journey.bailOuts).toEqual([]);
  });
});

describe('SPEC §4: a saved schedule no longer valid is cleared on schedule entry', () => {
  it('a valid saved schedule is kept; its slots are looked up from the saved day to the next day', async () => {
    const at = await atSchedule();
    await choose(at, 'Inshop', '2026-12-03', '14:00');
    const calls = recordCalls(at.journey);
    const { stop, schedule, alert } = await reenterSchedule(at.journey);
    expect(stop.pageId).toBe('schedule');
    expect(schedule).toMatchObject({ date: '2026-12-03', startTime: '14:00' });
    expect(alert).toBeUndefined();
    expect(calls.filter((call) => call.operation === 'schedule.shopTimeSlots').map((call) => call.params)).toEqual([
      expect.objectContaining({ providerNumber: '004101', startDate: '2026-12-03', endDate: '2026-12-04', shopAppointmentType: 'Inshop', zipCode: '85016' }),
    ]);
    expect(at.journey.bailOuts).toEqual([]);
  });

  it('a day now in the past', async () => {
    const at = await atSchedule();
    await choose(at, 'Inshop', '2026-12-02', '10:00');
    now = new Date('2026-12-03T15:00:00Z');
    at.journey.ports.setNow(now.getTime());
    const { stop, schedule, alert } = await reenterSchedule(at.journey);
    expect(stop.pageId).toBe('schedule');
    expect(schedule).toEqual(clearedSchedule);
    expect(alert?.text).toBe('The appointment you chose before (Wednesday, December 2 at 10:00) is no longer available. Please choose another time.');
    // The shop and type stay: only the time is to choose again.
    expect(at.journey.runtime.getState().order.serviceLocation).toMatchObject({ appointmentType: 'Inshop', provider: { providerNumber: '004101' } });
    expect(at.journey.bailOuts).toEqual([]);
  });

  it('a day without slots any more (today, after the shop stopped taking appointments)', async () => {
    const at = await atSchedule();
    await choose(at, 'Inshop', '2026-12-01', '16:00');
    // 16:30 in Phoenix: the last slot of the day has gone.
    now = new Date('2026-12-01T23:30:00Z');
    at.journey.ports.setNow(now.getTime());
    const { schedule, alert } = await reenterSchedule(at.journey);
    expect(schedule).toEqual(clearedSchedule);
    expect(alert).toBeDefined();
    expect(at.journey.bailOuts).toEqual([]);
  });

  it('a day the shop does not work (a session saved with a Sunday)', async () => {
    const at = await atSchedule();
    await choose(at, 'Inshop', '2026-12-02', '10:00');
    at.journey.runtime.update((draft) => {
      draft.order.schedule.date = '2026-12-06';
    });
    expect((await reenterSchedule(at.journey)).schedule).toEqual(clearedSchedule);
  });

  it('a mobile route code no longer offered (a session saved with another route)', async () => {
    const at = await atSchedule();
    await choose(at, 'Mobile', '2026-12-02', '09:00');
    at.journey.runtime.update((draft) => {
      draft.order.schedule.routeCode = 'AZ-PHX-852';
    });
    const { schedule, alert } = await reenterSchedule(at.journey);
    expect(schedule).toEqual(clearedSchedule);
    expect(alert).toBeDefined();
    expect(at.journey.bailOuts).toEqual([]);
  });

  it('a mobile schedule whose route is still offered is kept', async () => {
    const at = await atSchedule();
    await choose(at, 'Mobile', '2026-12-02', '09:00');
    expect((await reenterSchedule(at.journey)).schedule).toMatchObject({ date: '2026-12-02', routeCode: 'AZ-PHX-850' });
  });

  it('in shop without the minimum job minutes', async () => {
    const at = await atSchedule();
    await choose(at, 'Inshop', '2026-12-02', '10:00');
    at.journey.runtime.update((draft) => {
      draft.order.schedule.jobMinMinutes = null;
    });
    expect((await reenterSchedule(at.journey)).schedule).toEqual(clearedSchedule);
  });
});

/** The same visitor in a new browser: nothing stored, only the cookies of `from`. */
function inNewBrowser(from: Journey): Journey {
  const journey = createJourney(sandbox, { now: () => now });
  for (const [name, value] of from.ports.cookieJar) journey.ports.cookieJar.set(name, value);
  return journey;
}

/** Waits until the saves queued so far have ended (they run in the background once a session exists). */
async function saved(journey: Journey): Promise<void> {
  await journey.runtime.saveSession();
}

describe('resumed in a new browser (SPEC §2 return-user, auto-route; §4 saved sessions)', () => {
  // Auto-route applies the SPEC §2 order to the resumed state: a visitor who got past the quote resumes on the quote.
  it('a visitor who left on schedule resumes on the quote, the earlier answers intact; Continue goes on to schedule', async () => {
    const at = await atSchedule();
    await saved(at.journey);
    const before = at.journey.runtime.getState();
    const again = inNewBrowser(at.journey);
    expect(await again.open('')).toEqual({ pageId: 'return-user', query: {} });
    expect(await again.submit('return-user', {})).toEqual({ pageId: 'quote', query: {} });
    const after = again.runtime.getState();
    expect(after.order.vehicle).toEqual(before.order.vehicle);
    expect(after.order.damage).toEqual(before.order.damage);
    expect(after.order.serviceLocation.zipCode).toBe('85016');
    expect(after.order.payment.isInsurance).toBe(false);
    expect(after.order.lineItems.glassParts).toEqual(before.order.lineItems.glassParts);
    expect(await again.submit('quote', again.runtime.getFormData('quote'))).toEqual({ pageId: 'schedule', query: {} });
    expect(again.bailOuts).toEqual([]);
  });

  it('a saved appointment still offered is kept: the visit resumes on the quote, and schedule shows the appointment', async () => {
    const at = await atSchedule();
    expect(await choose(at, 'Inshop', '2026-12-03', '14:00')).toEqual({ pageId: 'customer-details', query: {} });
    await saved(at.journey);
    const again = inNewBrowser(at.journey);
    await again.open('');
    expect(await again.submit('return-user', {})).toEqual({ pageId: 'quote', query: {} });
    expect(await again.submit('quote', again.runtime.getFormData('quote'))).toEqual({ pageId: 'schedule', query: {} });
    expect(again.runtime.getState().order.schedule).toMatchObject({ date: '2026-12-03', startTime: '14:00' });
  });

  it('a saved appointment now in the past is cleared as the session loads; the visit resumes on the quote, told why', async () => {
    const at = await atSchedule();
    expect(await choose(at, 'Inshop', '2026-12-02', '10:00')).toEqual({ pageId: 'customer-details', query: {} });
    await saved(at.journey);
    now = new Date('2026-12-05T15:00:00Z');
    const again = inNewBrowser(at.journey);
    await again.open('');
    expect(await again.submit('return-user', {})).toEqual({ pageId: 'quote', query: {} });
    const state = again.runtime.getState();
    expect(state.order.schedule).toEqual(clearedSchedule);
    // The shop and the appointment type stay: only the time is to choose again.
    expect(state.order.serviceLocation).toMatchObject({ appointmentType: 'Inshop', provider: { providerNumber: '004101' } });
    expect(again.runtime.getAlerts().map((alert) => alert.text)).toContain(
      'The appointment you chose before (Wednesday, December 2 at 10:00) is no longer available. Please choose another time.',
    );
    expect(await again.submit('quote', again.runtime.getFormData('quote'))).toEqual({ pageId: 'schedule', query: {} });
    expect(again.bailOuts).toEqual([]);
  });
});

describe('SPEC §2 navigation between quote, schedule, mobile-details, customer-details and service-location', () => {
  it('quote | forward with cash | schedule, and schedule | back | quote', async () => {
    const at = await atSchedule();
    expect(await at.journey.act('schedule', 'back')).toEqual({ pageId: 'quote', query: {} });
    expect(await at.journey.submit('quote', { isInsurance: false })).toEqual({ pageId: 'schedule', query: {} });
  });

  it('schedule | forward | customer-details; customer-details | back | schedule', async () => {
    const at = await atSchedule();
    expect(await choose(at, 'Inshop', '2026-12-02', '10:00')).toEqual({ pageId: 'customer-details', query: {} });
    expect(await at.journey.act('customer-details', 'back')).toEqual({ pageId: 'schedule', query: {} });
  });

  it('schedule | mobile service forward | mobile-details; mobile-details | forward | customer-details; customer-details | back | mobile-details; mobile-details | back | schedule', async () => {
    const at = await atSchedule();
    expect(await choose(at, 'Mobile', '2026-12-02', '09:00')).toEqual({ pageId: 'mobile-details', query: {} });
    expect(
      await at.journey.submit('mobile-details', { address: '1 N Central Ave', city: 'Phoenix', state: 'AZ', zipCode: '85016', isVehicleProtected: false }),
    ).toEqual({ pageId: 'customer-details', query: {} });
    expect(await at.journey.act('customer-details', 'back')).toEqual({ pageId: 'mobile-details', query: {} });
    expect(await at.journey.act('mobile-details', 'back')).toEqual({ pageId: 'schedule', query: {} });
    expect(at.journey.bailOuts).toEqual([]);
  });

  it('schedule | change location | service-zip', async () => {
    const at = await atSchedule();
    expect(await at.journey.act('schedule', 'changeLocation')).toEqual({ pageId: 'service-zip', query: {} });
  });

  it('service-location redirects to schedule (SPEC §2)', async () => {
    const at = await atSchedule();
    expect(await at.journey.open('service-location')).toEqual({ pageId: 'schedule', query: {} });
    expect(at.journey.bailOuts).toEqual([]);
  });

  it('mobile-details is not shown without a mobile appointment: the error route takes the visitor back', async () => {
    const at = await atSchedule();
    await choose(at, 'Inshop', '2026-12-02', '10:00');
    const stop = await at.journey.open('mobile-details');
    expect(stop.pageId).not.toBe('mobile-details');
  });
});
