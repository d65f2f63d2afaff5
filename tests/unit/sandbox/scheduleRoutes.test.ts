/**
 * The schedule calls of SPEC §7 through the real API client: shop time slots generated from opening hours, mobile
 * arrival windows by route, capacity reduced by bookings (api/sandbox/schedule/bookSlot.ts), and findTimeSlot agreeing
 * with what the calls offer.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { loadVehicleCatalog } from '../../../api/sandbox/catalog/loadVehicleCatalog';
import type { SandboxContext } from '../../../api/sandbox/SandboxContext';
import { bookSlot } from '../../../api/sandbox/schedule/bookSlot';
import { findTimeSlot } from '../../../api/sandbox/schedule/findTimeSlot';
import { useTestSandbox } from '../../harness/createTestSandbox';

/** The field a refusal names. */
const fieldOf = (body: unknown) => (body as { field?: string }).field;

const catalog = loadVehicleCatalog();
const civic = catalog.findVehicle(2020, 'Honda', 'Civic', '4 Door Sedan')!;
const bigTruck = catalog.findVehicle(2020, 'Ford', 'F-650', '2 Door Regular Cab Chassis')!;
const unknownCarId = Array.from({ length: 100 }, (_, index) => index + 1).find((id) => !catalog.findVehicleByCarId(id))!;

/** Tuesday 2026-12-01, 04:00 in New York, 02:00 in Phoenix. */
const tuesdayMorning = new Date('2026-12-01T09:00:00Z');
let now = tuesdayMorning;
/** findTimeSlot's view of the sandbox: only the clock matters to it. */
const context = { now: () => now } as SandboxContext;
let sessionCounter = 0;

const sandbox = useTestSandbox({ now: () => now });
beforeEach(() => {
  now = tuesdayMorning;
});

interface Slot {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  offerPremium: boolean;
  capacity: number;
  remainingPlaces: number;
  providerNumber: string | null;
  routeCode: string | null;
  jobMinMinutes: number;
  jobMaxMinutes: number;
}
interface Day {
  date: string;
  dayOfWeek: string;
  isOpen: boolean;
  timeSlots: Slot[];
}
interface TimeSlots {
  providerNumber: string | null;
  routeCode: string | null;
  days: Day[];
  provisionalTriggers: string[];
  unavailableReason: { code: string; message: string } | null;
  jobMinMinutes: number;
  jobMaxMinutes: number;
}

const windshield = [{ location: 'Windshield', name: 'Front' }];

/** POST shop-time-slots with a windshield replacement for the Civic unless said otherwise. */
function shopSlots(params: Record<string, unknown>) {
  return sandbox.call<TimeSlots>('schedule.shopTimeSlots', {
    zipCode: '85016',
    startDate: '2026-12-01',
    endDate: '2026-12-07',
    carId: civic.carId,
    glassPieces: windshield,
    ...params,
  });
}

/** POST mobile-time-slots with a windshield replacement for the Civic unless said otherwise. */
function mobileSlots(params: Record<string, unknown>) {
  return sandbox.call<TimeSlots>('schedule.mobileTimeSlots', {
    zipCode: '85016',
    startDate: '2026-12-01',
    endDate: '2026-12-07',
    carId: civic.carId,
    glassPieces: windshield,
    ...params,
  });
}

const dayOf = (answer: TimeSlots, date: string) => answer.days.find((day) => day.date === date)!;
const startsOf = (day: Day) => day.timeSlots.map((slot) => slot.startTime);

describe('shop time slots from opening hours (SPEC §7 shop time slots)', () => {
  it.each([
    { name: 'a weekday, 08:00–17:00', provider: '004101', date: '2026-12-02', open: true, starts: ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'], premium: [] },
    { name: 'Saturday morning, all premium', provider: '004101', date: '2026-12-05', open: true, starts: ['08:00', '09:00', '10:00', '11:00'], premium: ['08:00', '09:00', '10:00', '11:00'] },
    { name: 'closed Sunday', provider: '004101', date: '2026-12-06', open: false, starts: [], premium: [] },
    { name: 'an early-bird weekday, 07:00 premium', provider: '004102', date: '2026-12-02', open: true, starts: ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'], premium: ['07:00'] },
    { name: 'a half-hour opening, 07:30–18:00', provider: '71001', date: '2026-12-07', open: true, starts: ['07:30', '08:30', '09:30', '10:30', '11:30', '12:30', '13:30', '14:30', '15:30', '16:30'], premium: ['07:30'] },
    { name: 'Sunday at a seven-day shop', provider: '003201', date: '2026-12-06', open: true, starts: ['10:00', '11:00', '12:00', '13:00'], premium: ['10:00', '11:00', '12:00', '13:00'] },
    { name: 'Monday at a Tuesday–Saturday shop', provider: '51005', date: '2026-12-07', open: false, starts: [], premium: [] },
    { name: 'a late-opening weekday, 09:00–18:00', provider: '004104', date: '2026-12-03', open: true, starts: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'], premium: [] },
  ])('$name ($provider, $date)', async ({ provider, date, open, starts, premium }) => {
    const { status, body } = await shopSlots({ providerNumber: provider, startDate: date, endDate: date });
    expect(status).toBe(200);
    expect(body.days).toHaveLength(1);
    const day = body.days[0]!;
    expect(day.isOpen).toBe(open);
    expect(startsOf(day)).toEqual(starts);
    expect(day.timeSlots.filter((slot) => slot.offerPremium).map((slot) => slot.startTime)).toEqual(premium);
    for (const slot of day.timeSlots) {
      expect(slot.id).toBe(`${provider}|${date}|${slot.startTime}`);
      expect(slot.providerNumber).toBe(provider);
      expect(slot.routeCode).toBeNull();
      expect(slot.remainingPlaces).toBeGreaterThanOrEqual(1);
      expect(slot.remainingPlaces).toBeLessThanOrEqual(slot.capacity);
    }
  });

  it('lists every date of the range with its weekday, and ends each slot an hour after it starts', async () => {
    const { body } = await shopSlots({ providerNumber: '004101' });
    expect(body.days.map((day) => `${day.date} ${day.dayOfWeek}`)).toEqual([
      '2026-12-01 Tuesday',
      '2026-12-02 Wednesday',
      '2026-12-03 Thursday',
      '2026-12-04 Friday',
      '2026-12-05 Saturday',
      '2026-12-06 Sunday',
      '2026-12-07 Monday',
    ]);
    const slot = dayOf(body, '2026-12-03').timeSlots[2]!;
    expect([slot.startTime, slot.endTime]).toEqual(['10:00', '11:00']);
  });

  it('gives a shop with one bay exactly one place per slot', async () => {
    const { body } = await shopSlots({ providerNumber: '71007', zipCode: '10001', shopAppointmentType: 'Dropoff' });
    const slots = body.days.flatMap((day) => day.timeSlots);
    expect(slots.length).toBeGreaterThan(0);
    expect(new Set(slots.map((slot) => `${slot.capacity}/${slot.remainingPlaces}`))).toEqual(new Set(['1/1']));
  });

  it('gives capacities of 1 to 3 places at a three-bay shop, the same on every call', async () => {
    const first = await shopSlots({ providerNumber: '004101', startDate: '2026-12-14', endDate: '2026-12-18' });
    const again = await shopSlots({ providerNumber: '004101', startDate: '2026-12-14', endDate: '2026-12-18' });
    const capacities = first.body.days.flatMap((day) => day.timeSlots.map((slot) => slot.capacity));
    expect(new Set(capacities)).toEqual(new Set([1, 2, 3]));
    expect(again.body).toEqual(first.body);
  });
});

describe('which dates have slots', () => {
  it.each([
    { name: 'past dates have none', now: tuesdayMorning, provider: '004101', start: '2026-11-23', end: '2026-11-30', withSlots: [] },
    {
      name: 'the range around today: today and later',
      now: tuesdayMorning,
      provider: '004101',
      start: '2026-11-29',
      end: '2026-12-02',
      withSlots: ['2026-12-01', '2026-12-02'],
    },
    {
      name: 'the horizon: up to 60 days ahead',
      now: tuesdayMorning,
      provider: '003201',
      start: '2027-01-28',
      end: '2027-02-02',
      withSlots: ['2027-01-28', '2027-01-29', '2027-01-30'],
    },
  ])('$name', async ({ now: at, provider, start, end, withSlots }) => {
    now = at;
    const { status, body } = await shopSlots({ providerNumber: provider, startDate: start, endDate: end });
    expect(status).toBe(200);
    expect(body.days.filter((day) => day.timeSlots.length > 0).map((day) => day.date)).toEqual(withSlots);
  });

  it.each([
    // 12:30 in New York: slots from 13:30 on
    { name: 'a New York shop at 12:30', now: '2026-12-01T17:30:00Z', provider: '71003', zip: '10451', starts: ['14:00', '15:00', '16:00'] },
    // 10:30 in Phoenix (no daylight saving)
    { name: 'a Phoenix shop at 10:30', now: '2026-12-01T17:30:00Z', provider: '004101', zip: '85016', starts: ['12:00', '13:00', '14:00', '15:00', '16:00'] },
    // 11:30 in Minneapolis (Central time)
    { name: 'a Minneapolis shop at 11:30', now: '2026-12-01T17:30:00Z', provider: '003501', zip: '55401', starts: ['13:00', '14:00', '15:00', '16:00'] },
    { name: 'a New York shop after closing', now: '2026-12-01T22:30:00Z', provider: '71003', zip: '10451', starts: [] },
  ])('today at $name offers only slots an hour away or more', async ({ now: at, provider, zip, starts }) => {
    now = new Date(at);
    const { body } = await shopSlots({ providerNumber: provider, zipCode: zip, startDate: '2026-12-01', endDate: '2026-12-01' });
    expect(startsOf(body.days[0]!)).toEqual(starts);
  });

  it.each([
    { name: 'endDate before startDate', start: '2026-12-10', end: '2026-12-09', status: 400, field: 'endDate' },
    { name: 'more than 31 dates', start: '2026-12-01', end: '2027-01-01', status: 400, field: 'endDate' },
    { name: 'a malformed date', start: '2026-12-01', end: '2026-12-32', status: 400, field: 'endDate' },
    { name: 'a malformed startDate', start: '12/01/2026', end: '2026-12-02', status: 400, field: 'startDate' },
  ])('$name answers $status naming $field', async ({ start, end, status, field }) => {
    const answer = await shopSlots({ providerNumber: '004101', startDate: start, endDate: end });
    expect(answer.status).toBe(status);
    expect(fieldOf(answer.body)).toBe(field);
  });

  it('accepts exactly 31 dates', async () => {
    const { status, body } = await shopSlots({ providerNumber: '004101', startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(status).toBe(200);
    expect(body.days).toHaveLength(31);
  });
});

describe('when a shop can offer nothing', () => {
  it.each([
    { name: 'a temporarily closed shop', provider: '004112', params: {}, code: 'TemporarilyClosed' },
    { name: 'a replacement at a repair-only shop', provider: '003205', params: { zipCode: '33040' }, code: 'ServiceNotOffered' },
    { name: 'Inshop at a drop-off-only shop', provider: '71007', params: { zipCode: '10001', shopAppointmentType: 'Inshop' }, code: 'AppointmentTypeNotOffered' },
    { name: 'a big truck at a shop without a bay', provider: '004101', params: { carId: bigTruck.carId }, code: 'NoBigTruckBay' },
    { name: 'a car flagged big truck at a shop without a bay', provider: '004101', params: { vehicle: { carId: civic.carId, isBigTruck: true } }, code: 'NoBigTruckBay' },
  ])('$name: every day empty, unavailableReason $code', async ({ provider, params, code }) => {
    const { status, body } = await shopSlots({ providerNumber: provider, startDate: '2026-12-01', endDate: '2026-12-31', ...params });
    expect(status).toBe(200);
    expect(body.days).toHaveLength(31);
    expect(body.days.every((day) => day.timeSlots.length === 0)).toBe(true);
    expect(body.unavailableReason?.code).toBe(code);
    expect(body.unavailableReason?.message.length).toBeGreaterThan(10);
  });

  it.each([
    { name: 'a repair at the repair-only shop', provider: '003205', params: { zipCode: '33040', glassPieces: [] }, starts: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'] },
    { name: 'a big truck at a shop with a bay', provider: '004102', params: { carId: bigTruck.carId }, starts: ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'] },
    { name: 'a drop-off: mornings only', provider: '004101', params: { shopAppointmentType: 'Dropoff' }, starts: ['08:00', '09:00', '10:00', '11:00'] },
    { name: 'in-shop or drop-off: the whole day', provider: '004101', params: { shopAppointmentType: 'InshopOrDropoff' }, starts: ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'] },
  ])('$name has slots', async ({ provider, params, starts }) => {
    const { body } = await shopSlots({ providerNumber: provider, startDate: '2026-12-02', endDate: '2026-12-02', ...params });
    expect(body.unavailableReason).toBeNull();
    expect(startsOf(body.days[0]!)).toEqual(starts);
  });

  it.each([
    { name: 'an unknown provider', params: { providerNumber: '999999' }, status: 404, field: 'providerNumber' },
    { name: 'an unknown carId', params: { providerNumber: '004101', carId: unknownCarId }, status: 404, field: 'carId' },
    { name: 'an unknown vehicle.carId', params: { providerNumber: '004101', carId: null, vehicle: { carId: unknownCarId } }, status: 404, field: 'vehicle.carId' },
    { name: 'a malformed provider number', params: { providerNumber: 'ABC' }, status: 400, field: 'providerNumber' },
    { name: 'Mobile asked of a shop', params: { providerNumber: '004101', shopAppointmentType: 'Mobile' }, status: 400, field: 'shopAppointmentType' },
    { name: 'an unknown glass location', params: { providerNumber: '004101', glassPieces: [{ location: 'Roof', name: 'Front' }] }, status: 400, field: 'glassPieces[0].location' },
  ])('$name answers $status naming $field', async ({ params, status, field }) => {
    const answer = await shopSlots(params);
    expect(answer.status).toBe(status);
    expect(fieldOf(answer.body)).toBe(field);
  });

  it('accepts a provider number shortened by the SPEC §5 rule (04101 for 004101)', async () => {
    const { status, body } = await shopSlots({ providerNumber: '04101', startDate: '2026-12-02', endDate: '2026-12-02' });
    expect(status).toBe(200);
    expect(body.providerNumber).toBe('004101');
    expect(body.days[0]!.timeSlots[0]!.id).toBe('004101|2026-12-02|08:00');
  });
});

describe('job duration and provisional triggers', () => {
  it.each([
    { name: 'a repair (no glass pieces)', glassPieces: [], lineItems: [], min: 30, max: 60 },
    { name: 'a windshield', glassPieces: windshield, lineItems: [], min: 60, max: 120 },
    { name: 'a side glass', glassPieces: [{ location: 'Driver', name: 'Front' }], lineItems: [], min: 30, max: 60 },
    { name: 'a windshield and a back glass', glassPieces: [...windshield, { location: 'Rear', name: 'Back' }], lineItems: [], min: 105, max: 210 },
    { name: 'a windshield with recalibration', glassPieces: windshield, lineItems: [{ partNumber: 'RECAL1', partType: 'ADAS RECALIBRATION' }], min: 120, max: 180 },
    { name: 'a windshield whose part needs recalibration', glassPieces: windshield, lineItems: [{ partNumber: 'FW1', partType: 'WINDSHIELD', requiresRecalibration: true }], min: 120, max: 180 },
  ])('$name takes $min–$max minutes, on the answer and on each slot', async ({ glassPieces, lineItems, min, max }) => {
    const { body } = await shopSlots({ providerNumber: '004101', startDate: '2026-12-02', endDate: '2026-12-02', glassPieces, lineItems });
    expect([body.jobMinMinutes, body.jobMaxMinutes]).toEqual([min, max]);
    for (const slot of body.days[0]!.timeSlots) expect([slot.jobMinMinutes, slot.jobMaxMinutes]).toEqual([min, max]);
  });

  it.each([
    { name: 'nothing special', params: {}, triggers: [] },
    { name: 'coverage pending', params: { coverage: { isVerified: false, coverageStatus: 'Pending' } }, triggers: ['CoveragePending'] },
    { name: 'coverage verified', params: { coverage: { isVerified: true, coverageStatus: 'Verified' } }, triggers: [] },
    { name: 'a recalibration', params: { lineItems: [{ partNumber: 'RECAL1', partType: 'RECALIBRATION' }] }, triggers: ['RecalibrationRequired'] },
    { name: 'a special-order part', params: { partSelection: { isSpecialOrder: true, hasMultipleParts: false } }, triggers: ['PartsOnOrder'] },
    { name: 'a big truck', params: { providerNumber: '004102', carId: bigTruck.carId }, triggers: ['BigTruck'] },
  ])('$name → $triggers', async ({ params, triggers }) => {
    const { body } = await shopSlots({ providerNumber: '004101', startDate: '2026-12-02', endDate: '2026-12-02', ...params });
    expect(body.provisionalTriggers).toEqual(triggers);
  });
});

describe('mobile time slots (SPEC §7 mobile time slots)', () => {
  it('gives the zip route two-hour windows: five on weekdays (07:00 premium), two on Saturday, none on Sunday', async () => {
    const { status, body } = await mobileSlots({});
    expect(status).toBe(200);
    expect(body.routeCode).toBe('AZ-PHX-850');
    expect(body.unavailableReason).toBeNull();
    const wednesday = dayOf(body, '2026-12-02');
    expect(wednesday.timeSlots.map((slot) => `${slot.startTime}-${slot.endTime}`)).toEqual(['07:00-09:00', '09:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00']);
    expect(wednesday.timeSlots.filter((slot) => slot.offerPremium).map((slot) => slot.startTime)).toEqual(['07:00']);
    const saturday = dayOf(body, '2026-12-05');
    expect(saturday.timeSlots.map((slot) => [slot.startTime, slot.offerPremium])).toEqual([['08:00', true], ['10:00', true]]);
    expect(dayOf(body, '2026-12-06')).toMatchObject({ isOpen: false, timeSlots: [] });
    for (const slot of wednesday.timeSlots) {
      expect(slot).toMatchObject({ routeCode: 'AZ-PHX-850', providerNumber: null, id: `AZ-PHX-850|2026-12-02|${slot.startTime}` });
      expect(slot.capacity).toBeGreaterThanOrEqual(1);
      expect(slot.capacity).toBeLessThanOrEqual(3);
    }
  });

  it.each([
    { name: 'Mesa', zip: '85201', route: 'AZ-PHX-852' },
    { name: 'an unlisted Phoenix zip', zip: '85008', route: 'AZ-PHX-850' },
    { name: 'Minneapolis', zip: '55401', route: 'MN-MSP-554' },
    { name: 'Norwich', zip: '06360', route: 'CT-NLD-063' },
    { name: 'an unlisted zip beside Fort Knox', zip: '40150', route: 'KY-LOU-401' },
    { name: 'an unlisted zip beside Hanscom AFB', zip: '01730', route: 'MA-BOS-017' },
  ])('derives the route of $name ($zip) from its territory and zip area: $route', async ({ zip, route }) => {
    const { body } = await mobileSlots({ zipCode: zip });
    expect(body.routeCode).toBe(route);
    expect(body.days.some((day) => day.timeSlots.length > 0)).toBe(true);
  });

  it.each([
    { name: 'a zip no mobile shop reaches', zip: '06320', params: {}, code: 'NoMobileService' },
    { name: 'a military base', zip: '85707', params: {}, code: 'MilitaryBase' },
    { name: 'a state not served', zip: '30303', params: {}, code: 'StateNotServed' },
    { name: 'a served zip with no shop in reach', zip: '56601', params: {}, code: 'NoMobileService' },
    { name: 'a big truck', zip: '85016', params: { carId: bigTruck.carId }, code: 'BigTruckNeedsShop' },
  ])('$name ($zip): no route, every day empty, $code', async ({ zip, params, code }) => {
    const { status, body } = await mobileSlots({ zipCode: zip, ...params });
    expect(status).toBe(200);
    expect(body.routeCode).toBeNull();
    expect(body.days).toHaveLength(7);
    expect(body.days.every((day) => day.timeSlots.length === 0 && !day.isOpen)).toBe(true);
    expect(body.unavailableReason?.code).toBe(code);
  });

  it('keeps the route territory time zone: 11:30 in Minneapolis offers the 13:00 window on', async () => {
    now = new Date('2026-12-01T17:30:00Z');
    const { body } = await mobileSlots({ zipCode: '55401', startDate: '2026-12-01', endDate: '2026-12-01' });
    expect(startsOf(body.days[0]!)).toEqual(['13:00', '15:00']);
  });

  it.each([
    { name: 'a zip that does not exist', params: { zipCode: '34001' }, status: 404, field: 'zipCode' },
    { name: 'an unknown carId', params: { carId: unknownCarId }, status: 404, field: 'carId' },
    { name: 'a shop appointment type', params: { shopAppointmentType: 'Inshop' }, status: 400, field: 'shopAppointmentType' },
    { name: 'endDate before startDate', params: { startDate: '2026-12-05', endDate: '2026-12-04' }, status: 400, field: 'endDate' },
  ])('$name answers $status naming $field', async ({ params, status, field }) => {
    const answer = await mobileSlots(params);
    expect(answer.status).toBe(status);
    expect(fieldOf(answer.body)).toBe(field);
  });
});

describe('capacity reduced by bookings (bookSlot)', () => {
  /** Books one place of a slot for a new saved session. */
  const book = (slot: Slot) => bookSlot(sandbox.db, { slotKey: slot.id, capacity: slot.capacity, savedSessionId: `schedule-test-${(sessionCounter += 1)}` });

  it('takes a place of a shop slot per booking and stops offering it when full', async () => {
    const request = { providerNumber: '004103', zipCode: '85201', startDate: '2026-12-09', endDate: '2026-12-09' };
    const before = (await shopSlots(request)).body.days[0]!.timeSlots;
    const slot = before.find((candidate) => candidate.capacity >= 2)!;
    expect(slot).toBeDefined();
    expect(slot.remainingPlaces).toBe(slot.capacity);

    expect((await book(slot)).status).toBe('booked');
    const after = (await shopSlots(request)).body.days[0]!.timeSlots;
    expect(after.find((candidate) => candidate.id === slot.id)!.remainingPlaces).toBe(slot.capacity - 1);

    for (let place = 1; place < slot.capacity; place += 1) expect((await book(slot)).status).toBe('booked');
    const full = (await shopSlots(request)).body.days[0]!.timeSlots;
    expect(full.map((candidate) => candidate.id)).toEqual(before.filter((candidate) => candidate.id !== slot.id).map((candidate) => candidate.id));
    expect((await book(slot)).status).toBe('full');
  });

  it('gives the last place of a one-place slot to one of two racing bookings', async () => {
    const request = { providerNumber: '71007', zipCode: '10001', shopAppointmentType: 'Dropoff', startDate: '2026-12-10', endDate: '2026-12-10' };
    const slot = (await shopSlots(request)).body.days[0]!.timeSlots[0]!;
    expect([slot.capacity, slot.remainingPlaces]).toEqual([1, 1]);
    const outcomes = await Promise.all([book(slot), book(slot)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['booked', 'full']);
    const after = (await shopSlots(request)).body.days[0]!.timeSlots;
    expect(after.map((candidate) => candidate.id)).not.toContain(slot.id);
  });

  it('takes a place of a mobile window by route code', async () => {
    const request = { zipCode: '85004', startDate: '2026-12-11', endDate: '2026-12-11' };
    const slot = (await mobileSlots(request)).body.days[0]!.timeSlots[1]!;
    expect((await book(slot)).status).toBe('booked');
    const after = (await mobileSlots(request)).body.days[0]!.timeSlots;
    const remaining = after.find((candidate) => candidate.id === slot.id)?.remainingPlaces ?? 0;
    expect(remaining).toBe(slot.capacity - 1);
  });
});

describe('findTimeSlot agrees with the offered slots', () => {
  it('finds every slot a shop offers over a month, with the same end time and capacity', async () => {
    const { body } = await shopSlots({ providerNumber: '003201', zipCode: '33130', startDate: '2026-12-01', endDate: '2026-12-31' });
    const offered = body.days.flatMap((day) => day.timeSlots);
    expect(offered.length).toBeGreaterThan(200);
    for (const slot of offered) {
      const found = await findTimeSlot(context, { providerNumber: '003201', routeCode: null, date: slot.date, startTime: slot.startTime });
      expect(found).toEqual({ resource: '003201', date: slot.date, startTime: slot.startTime, endTime: slot.endTime, capacity: slot.capacity });
    }
  });

  it('finds every mobile window a route offers', async () => {
    const { body } = await mobileSlots({ zipCode: '02108', startDate: '2026-12-01', endDate: '2026-12-14' });
    const offered = body.days.flatMap((day) => day.timeSlots);
    expect(offered.length).toBeGreaterThan(40);
    for (const slot of offered) {
      const found = await findTimeSlot(context, { providerNumber: null, routeCode: 'MA-BOS-021', date: slot.date, startTime: slot.startTime });
      expect(found).toEqual({ resource: 'MA-BOS-021', date: slot.date, startTime: slot.startTime, endTime: slot.endTime, capacity: slot.capacity });
    }
  });

  it('still finds a slot once it is full (bookSlot then answers full)', async () => {
    const request = { providerNumber: '71007', zipCode: '10001', shopAppointmentType: 'Dropoff', startDate: '2026-12-15', endDate: '2026-12-15' };
    const slot = (await shopSlots(request)).body.days[0]!.timeSlots[0]!;
    await bookSlot(sandbox.db, { slotKey: slot.id, capacity: slot.capacity, savedSessionId: `schedule-test-${(sessionCounter += 1)}` });
    const found = await findTimeSlot(context, { providerNumber: '71007', routeCode: null, date: slot.date, startTime: slot.startTime });
    expect(found).toMatchObject({ resource: '71007', capacity: 1 });
  });

  it.each([
    { name: 'a time off the grid', slot: { providerNumber: '004101', routeCode: null, date: '2026-12-02', startTime: '08:30' } },
    { name: 'a closed day', slot: { providerNumber: '004101', routeCode: null, date: '2026-12-06', startTime: '10:00' } },
    { name: 'a past date', slot: { providerNumber: '004101', routeCode: null, date: '2026-11-30', startTime: '10:00' } },
    { name: 'past the horizon', slot: { providerNumber: '004101', routeCode: null, date: '2027-03-01', startTime: '10:00' } },
    { name: 'a temporarily closed shop', slot: { providerNumber: '004112', routeCode: null, date: '2026-12-02', startTime: '10:00' } },
    { name: 'an unknown shop', slot: { providerNumber: '999999', routeCode: null, date: '2026-12-02', startTime: '10:00' } },
    { name: 'an unknown route', slot: { providerNumber: null, routeCode: 'CT-NLD-063X', date: '2026-12-02', startTime: '09:00' } },
    { name: 'a route no zip has', slot: { providerNumber: null, routeCode: 'AZ-NE-865', date: '2026-12-02', startTime: '09:00' } },
    { name: 'neither shop nor route', slot: { providerNumber: null, routeCode: null, date: '2026-12-02', startTime: '09:00' } },
    { name: 'a malformed date', slot: { providerNumber: '004101', routeCode: null, date: '2026-02-30', startTime: '10:00' } },
  ])('answers null for $name', async ({ slot }) => {
    expect(await findTimeSlot(context, slot)).toBeNull();
  });
});
