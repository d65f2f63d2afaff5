import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FunnelState } from '../../engine/domain/state';
import { addDaysToDate } from '../../engine/domain/addDaysToDate';
import { SchedulePicker } from '../../renderers/pages/SchedulePicker';
import type { LocationShop, ScheduleTimeSlots } from '../../renderers/pages/SchedulePickerData';
import { fail } from '../../engine/cli/journeys/createMemoryPorts';
import { configuredPage, createTestModel, renderEnteredPage } from './createTestRuntime';

/** Tuesday 1 December 2026: the calendar starts here. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/**
 * funnel-config/pages/schedule.yaml (its `load` finds the shops and the mobile reach; its actions load the time slots
 * and the day prices), each scenario going to `next`.
 */
const schedule = configuredPage('schedule', {
  navigation: {
    forward: [{ to: 'next' }],
    back: [{ to: 'next', query: { from: 'back' } }],
    changeLocation: [{ to: 'next', query: { from: 'changeLocation' } }],
  },
});

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function shop(providerNumber: string, name: string, distanceMiles: number, extra: Partial<LocationShop> = {}): LocationShop {
  return {
    providerNumber,
    name,
    address: { streetAddress: `${providerNumber.slice(-2)} E Camelback Rd`, city: 'Phoenix', state: 'AZ', zipCode: '85016', zipCodeCtu: 'AZ-PHX' },
    phoneNumber: '602-555-0101',
    latitude: 33.5,
    longitude: -112,
    distanceMiles,
    hours: weekdays.map((dayOfWeek) => ({ dayOfWeek, isOpen: dayOfWeek !== 'Sunday', openTime: '08:00', closeTime: '17:00' })),
    services: { repair: true, replace: true, mobile: true, bigTruck: false },
    appointmentTypes: ['Inshop', 'Dropoff', 'InshopOrDropoff', 'Mobile'],
    isTemporarilyClosed: false,
    closureNote: null,
    ...extra,
  };
}

const shops = [
  shop('004101', 'Camelback Auto Glass', 0.8),
  shop('004104', 'Scottsdale Glass Works', 1, { appointmentTypes: ['Inshop', 'Dropoff', 'InshopOrDropoff'] }),
  shop('004112', 'Chandler Glass', 2.5, { isTemporarilyClosed: true, closureNote: 'Closed for renovation' }),
  shop('004103', 'Mesa Glass', 3.1),
  shop('004105', 'Tempe Glass', 4.2),
  shop('004106', 'Glendale Glass', 5.5),
  shop('004107', 'Goodyear Glass', 9.9),
];

/**
 * Time slots as the sandbox makes them, small: weekdays 08:00, 09:00 and 10:00 (10:00 has 1 place left), Saturday
 * 08:00 (premium), Sunday closed; 2026-12-03 is fully booked. Mobile: 07:00–09:00 (premium) and 09:00–11:00.
 */
function timeSlots(params: Record<string, unknown>): ScheduleTimeSlots {
  const isMobile = params.shopAppointmentType === 'Mobile';
  const days: ScheduleTimeSlots['days'] = [];
  for (let date = String(params.startDate); date <= String(params.endDate); date = addDaysToDate(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const starts = weekday === 0 || date === '2026-12-03' ? [] : weekday === 6 ? ['08:00'] : isMobile ? ['07:00', '09:00'] : ['08:00', '09:00', '10:00'];
    days.push({
      date,
      dayOfWeek: weekdays[weekday]!,
      isOpen: weekday !== 0,
      timeSlots: starts.map((startTime) => {
        const end = Number(startTime.slice(0, 2)) + (isMobile ? 2 : 1);
        return {
          id: `${isMobile ? 'AZ-PHX-850' : params.providerNumber}|${date}|${startTime}`,
          date,
          startTime,
          endTime: `${String(end).padStart(2, '0')}:00`,
          offerPremium: weekday === 6 || startTime < '08:00',
          capacity: 3,
          remainingPlaces: startTime === '10:00' ? 1 : 3,
          providerNumber: isMobile ? null : String(params.providerNumber),
          routeCode: isMobile ? 'AZ-PHX-850' : null,
          jobMinMinutes: 60,
          jobMaxMinutes: 120,
        };
      }),
    });
  }
  return {
    providerNumber: isMobile ? null : String(params.providerNumber),
    routeCode: isMobile ? 'AZ-PHX-850' : null,
    days,
    provisionalTriggers: [],
    unavailableReason: null,
    jobMinMinutes: 60,
    jobMaxMinutes: 120,
  };
}

const reaching = {
  zip: '85016',
  zipCodeCtu: 'AZ-PHX',
  state: 'AZ',
  damageKind: 'Replace',
  isServiceable: true,
  isInShopServiceable: true,
  isMobileServiceable: true,
  routeCode: 'AZ-PHX-850',
  nearestShop: null,
  reasons: [],
};
const militaryBase = {
  ...reaching,
  isMobileServiceable: false,
  routeCode: null,
  reasons: [{ code: 'MilitaryBase', message: 'Zip 85707 is a military base.' }],
};

/** The schedule entered (its shops and mobile reach found) for a windshield replacement in `zip`, then shown. */
function renderPicker(
  options: { providers?: unknown; serviceability?: unknown; zip?: string; state?: (state: FunnelState) => void; slots?: unknown } = {},
) {
  return renderEnteredPage(createTestModel([schedule]), <SchedulePicker pageId="schedule" />, {
    answers: {
      'location.providers': options.providers ?? shops,
      'location.serviceability': options.serviceability ?? reaching,
      'schedule.shopTimeSlots': options.slots ?? timeSlots,
      'schedule.mobileTimeSlots': options.slots ?? timeSlots,
    },
    state: (state) => {
      state.order.serviceLocation.zipCode = options.zip ?? '85016';
      state.order.vehicle.carId = 4242;
      state.order.damage.isRepair = false;
      state.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
      state.order.payment.isInsurance = false;
      options.state?.(state);
    },
  });
}

/** The page's live region (announced updates). */
const status = () => screen.getByTestId('schedule-status').textContent ?? '';
const radioNames = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('aria-labelledby') ? document.getElementById(radio.getAttribute('aria-labelledby')!)?.textContent : radio.closest('label')?.textContent);

/** Chooses a shop, a type and waits for the calendar. */
async function chooseShopAndType(shopName: string, typeName: RegExp) {
  fireEvent.click(await screen.findByRole('radio', { name: shopName }));
  fireEvent.click(screen.getByRole('radio', { name: typeName }));
  await screen.findByRole('group', { name: 'Day' });
  await waitFor(() => expect(screen.queryByText('Loading times…')).toBeNull());
}

describe('SchedulePicker: shops', () => {
  it('lists the nearest shops as radios named by the shop, described by address, distance, what they offer and their hours', async () => {
    const { ports } = await renderPicker();
    // The shops were found on entry (SPEC §7 providers, SPEC §9 providerSearchResults): there when the page shows.
    expect(ports.calls.find((call) => call.operation === 'location.providers')?.params).toEqual({
      zip: '85016',
      damageKind: 'Replace',
      resultCount: 100,
      parent: '167132',
      carId: 4242,
      isBigTruck: false,
    });
    const camelback = screen.getByRole('radio', { name: 'Camelback Auto Glass' });
    expect(screen.queryByText(/Finding shops/)).toBeNull();
    expect(document.getElementById(camelback.getAttribute('aria-describedby')!)?.textContent).toBe(
      '01 E Camelback Rd, Phoenix, AZ 85016. 0.8 miles away. Offers in shop, drop-off, mobile service. Open Mon–Sat 08:00–17:00. Closed Sun.',
    );
    expect(document.getElementById(screen.getByRole('radio', { name: 'Scottsdale Glass Works' }).getAttribute('aria-describedby')!)?.textContent).toBe(
      '04 E Camelback Rd, Phoenix, AZ 85016. 1 mile away. Offers in shop, drop-off. Open Mon–Sat 08:00–17:00. Closed Sun.',
    );
    const closed = screen.getByRole('radio', { name: 'Chandler Glass' }) as HTMLInputElement;
    expect(closed.disabled).toBe(true);
    expect(document.getElementById(closed.getAttribute('aria-describedby')!)?.textContent).toContain('Temporarily closed: Closed for renovation.');
    expect(screen.getByRole('group', { name: 'Shop near 85016' })).toBeTruthy();
  });

  it('shows the 5 nearest first; "Show all 7 shops" shows the others', async () => {
    await renderPicker();
    await screen.findByRole('radio', { name: 'Camelback Auto Glass' });
    expect(radioNames('Shop near 85016')).toEqual(['Camelback Auto Glass', 'Scottsdale Glass Works', 'Chandler Glass', 'Mesa Glass', 'Tempe Glass']);
    const more = screen.getByRole('button', { name: 'Show all 7 shops' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(radioNames('Shop near 85016')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Show fewer shops' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says so when no shop near the zip can do the work, and offers Change location', async () => {
    await renderEnteredPage(createTestModel([schedule]), <SchedulePicker pageId="schedule" />, {
      answers: { 'location.providers': [], 'location.serviceability': { ...reaching, isServiceable: false } },
      state: (state) => {
        state.order.serviceLocation.zipCode = '56601';
        state.order.vehicle.carId = 4242;
      },
    });
    expect(await screen.findByText(/We found no shop near 56601 that can do this work/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change location' })).toBeTruthy();
  });

  it('no shop near the zip does the work: the closest shops that take the vehicle are named with what they do and their phone', async () => {
    const keyWest = shop('003205', 'Key West Glass Kiosk', 0.6, {
      address: { streetAddress: '1 Duval St', city: 'Key West', state: 'FL', zipCode: '33040', zipCodeCtu: 'FL-KEY' },
      phoneNumber: '305-555-0140',
      services: { repair: true, replace: false, mobile: false, bigTruck: false },
    });
    const { ports } = await renderEnteredPage(createTestModel([schedule]), <SchedulePicker pageId="schedule" />, {
      answers: { 'location.providers': [], 'location.serviceability': reaching, 'location.closestShops': [keyWest] },
      state: (state) => {
        state.order.serviceLocation.zipCode = '33040';
        state.order.vehicle.carId = 4242;
      },
    });
    expect(ports.calls.find((call) => call.operation === 'location.closestShops')?.params).toEqual({ zip: '33040', carId: 4242 });
    const note = await screen.findByTestId('no-shop');
    expect(note.textContent).toContain('We found no shop near 33040 that can do this work.');
    const listed = within(note).getByRole('listitem');
    expect(listed.textContent).toBe('Key West Glass Kiosk, Key West, FL (0.6 miles): chip repairs only. Call 305-555-0140.');
    expect(within(listed).getByRole('link', { name: '305-555-0140' }).getAttribute('href')).toBe('tel:3055550140');
  });

  it('shops near the zip: the closest shops are not asked for', async () => {
    const { ports } = await renderPicker();
    await screen.findByRole('radio', { name: 'Camelback Auto Glass' });
    expect(ports.calls.some((call) => call.operation === 'location.closestShops')).toBe(false);
  });

  it("the service territory's alerts (SPEC §7 alert reasons by CTU) are shown above the shops, naming the services they concern", async () => {
    const heat = { reasonCode: 'WeatherDelay', title: 'Extreme heat', message: 'Afternoon mobile appointments may move to the morning.', appointmentTypes: ['Mobile'] };
    const demand = { reasonCode: 'HighDemand', title: 'High demand', message: 'Book early.', appointmentTypes: ['Inshop', 'Dropoff', 'Mobile'] };
    const { ports } = await renderEnteredPage(createTestModel([schedule]), <SchedulePicker pageId="schedule" />, {
      answers: { 'location.providers': shops, 'location.serviceability': reaching, 'location.alertReasons': [heat, demand] },
      state: (state) => {
        state.order.serviceLocation.zipCode = '85016';
        state.order.serviceLocation.zipCodeCtu = 'AZ-PHX';
        state.order.vehicle.carId = 4242;
      },
    });
    expect(ports.calls.find((call) => call.operation === 'location.alertReasons')?.params).toEqual({ ctu: 'AZ-PHX' });
    const alerts = screen.getByRole('region', { name: 'Good to know in your area' });
    expect(within(alerts).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Extreme heat (mobile service): Afternoon mobile appointments may move to the morning.',
      'High demand: Book early.',
    ]);
  });

  it('a territory without alerts, or one the location service does not know (404), shows none', async () => {
    await renderPicker({ state: (state) => void (state.order.serviceLocation.zipCodeCtu = 'AZ-PHX') });
    await screen.findByRole('radio', { name: 'Camelback Auto Glass' });
    expect(screen.queryByTestId('territory-alerts')).toBeNull();
  });

  it('shops that could not be loaded on entry: says so; "Try again" finds them (action loadLocation)', async () => {
    let asked = 0;
    const { ports } = await renderPicker({ providers: () => (++asked === 1 ? fail(503) : shops) });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe("We couldn't load the shops near 85016. Try again");
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Camelback Auto Glass' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(ports.calls.filter((call) => call.operation === 'location.providers')).toHaveLength(2);
  });

  it('a mobile reach that could not be checked on entry: says so too, and "Try again" checks it again', async () => {
    let asked = 0;
    await renderPicker({ serviceability: () => (++asked === 1 ? fail(503) : reaching) });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe("We couldn't load the shops near 85016. Try again");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Camelback Auto Glass' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a vehicle or zip the location service does not know (404): no shop there, not a failure', async () => {
    await renderPicker({ providers: () => fail(404), serviceability: () => fail(404) });
    expect(await screen.findByText(/We found no shop near 85016 that can do this work/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SchedulePicker: appointment types', () => {
  it('offers the types the chosen shop takes; mobile where it reaches', async () => {
    await renderPicker();
    fireEvent.click(await screen.findByRole('radio', { name: 'Camelback Auto Glass' }));
    expect(radioNames('How would you like the work done?')).toEqual([
      'At the shop, while you wait',
      'Drop off your vehicle',
      'Mobile service: we come to you',
    ]);
    const mobile = screen.getByRole('radio', { name: 'Mobile service: we come to you' });
    expect(document.getElementById(mobile.getAttribute('aria-describedby')!)?.textContent).toBe('A technician does the work where your vehicle is parked.');
    fireEvent.click(screen.getByRole('radio', { name: 'Scottsdale Glass Works' }));
    expect(radioNames('How would you like the work done?')).toHaveLength(2);
  });

  it('a military-base zip: no mobile, and the page says why', async () => {
    await renderPicker({ serviceability: militaryBase, zip: '85707' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Camelback Auto Glass' }));
    expect(screen.queryByRole('radio', { name: /Mobile service/ })).toBeNull();
    expect(screen.getByText("Mobile service isn't available: 85707 is on or near a military base, so we can't send a mobile technician there.")).toBeTruthy();
  });
});

describe('SchedulePicker: calendar and times', () => {
  it('loads two weeks of the shop’s times; days without times are disabled; the range is announced', async () => {
    const { ports } = await renderPicker();
    await chooseShopAndType('Camelback Auto Glass', /At the shop/);
    expect(ports.calls.find((call) => call.operation === 'schedule.shopTimeSlots')?.params).toMatchObject({
      zipCode: '85016',
      providerNumber: '004101',
      startDate: '2026-12-01',
      endDate: '2026-12-14',
      shopAppointmentType: 'Inshop',
      carId: 4242,
      glassPieces: [{ location: 'Windshield', name: 'Front' }],
      parentAccountNumber: '167132',
    });
    const days = within(screen.getByRole('group', { name: 'Day' })).getAllByRole('radio') as HTMLInputElement[];
    expect(days).toHaveLength(14);
    expect(days[0]!.labels?.[0]?.textContent).toContain('Tuesday, December 1: 3 times');
    expect(screen.getByRole('radio', { name: 'Thursday, December 3: no free times' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Sunday, December 6: closed' }).hasAttribute('disabled')).toBe(true);
    expect(status()).toBe('11 of 14 days have free times from Tuesday, December 1 to Monday, December 14.');
  });

  it('a day shows its times in 24-hour HH:MM, the premium ones marked, the job duration in hours, the places left', async () => {
    await renderPicker();
    await chooseShopAndType('Camelback Auto Glass', /At the shop/);
    fireEvent.click(screen.getByRole('radio', { name: 'Wednesday, December 2: 3 times' }));
    expect(status()).toBe('3 times on Wednesday, December 2.');
    const times = screen.getByRole('group', { name: 'Time on Wednesday, December 2' });
    expect(within(times).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '08:00–09:00',
      '09:00–10:00',
      '10:00–11:00 1 place left',
    ]);
    expect(screen.getByText('The work takes about 1–2 hours.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Saturday, December 5: 1 time' }));
    expect(within(screen.getByRole('group', { name: 'Time on Saturday, December 5' })).getByRole('radio').closest('label')?.textContent).toBe(
      '08:00–09:00 Premium',
    );
    expect(screen.getByText(/Premium times \(early morning or weekend\) are marked\./)).toBeTruthy();
  });

  it('mobile: arrival windows of the route, the 07:00 one premium', async () => {
    const { ports } = await renderPicker();
    await chooseShopAndType('Camelback Auto Glass', /Mobile service/);
    expect(ports.calls.find((call) => call.operation === 'schedule.mobileTimeSlots')?.params).toMatchObject({ shopAppointmentType: 'Mobile', zipCode: '85016' });
    expect(ports.calls.find((call) => call.operation === 'schedule.mobileTimeSlots')?.params).not.toHaveProperty('providerNumber');
    fireEvent.click(screen.getByRole('radio', { name: 'Wednesday, December 2: 2 times' }));
    const times = screen.getByRole('group', { name: 'Arrival time on Wednesday, December 2' });
    expect(within(times).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['07:00–09:00 Premium', '09:00–11:00']);
  });

  it('"Later dates" loads the next two weeks; "Earlier dates" is off in the first', async () => {
    const { ports } = await renderPicker();
    await chooseShopAndType('Camelback Auto Glass', /At the shop/);
    expect((screen.getByRole('button', { name: 'Earlier dates' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Later dates' }));
    await waitFor(() =>
      expect(ports.calls.filter((call) => call.operation === 'schedule.shopTimeSlots').map((call) => call.params.startDate)).toEqual(['2026-12-01', '2026-12-15']),
    );
    expect(await screen.findByRole('radio', { name: 'Tuesday, December 15: 3 times' })).toBeTruthy();
    expect(screen.getByText('Tue, Dec 15 to Mon, Dec 28')).toBeTruthy();
  });

  it('a window without any time says why, when the schedule service says', async () => {
    const closedAnswer = (params: Record<string, unknown>) => ({
      ...timeSlots(params),
      days: timeSlots(params).days.map((day) => ({ ...day, isOpen: false, timeSlots: [] })),
      unavailableReason: { code: 'AppointmentTypeNotOffered', message: 'This shop takes drop-offs only.' },
    });
    await renderPicker({ slots: closedAnswer });
    await chooseShopAndType('Camelback Auto Glass', /At the shop/);
    const text = 'No free times from Tue, Dec 1 to Mon, Dec 14. This shop takes drop-offs only.';
    expect(within(screen.getByRole('group', { name: 'Day' })).getByText(text)).toBeTruthy();
    expect(status()).toBe(text);
  });
});

describe('SchedulePicker: back from a refused submission', () => {
  it('choosing a new time removes the "time no longer available" alert; other alerts stay', async () => {
    const { runtime } = await renderPicker();
    const conflict = { category: 'PAGE_ALERT', subCategory: 'ORDER_CONFLICT', text: 'That time slot is no longer available.', style: 'warning', dismissible: true } as const;
    const other = { category: 'GLOBAL_ALERT', subCategory: 'PAGE_NOT_FOUND', text: 'Page not found.', style: 'info', dismissible: true } as const;
    runtime.showAlert(conflict);
    runtime.showAlert(other);
    runtime.showAlert({ ...conflict }); // a second refusal replaces the first alert, it does not stack
    expect(runtime.getAlerts()).toEqual([other, conflict]);
    await chooseShopAndType('Camelback Auto Glass', /At the shop/);
    fireEvent.click(screen.getByRole('radio', { name: 'Wednesday, December 2: 3 times' }));
    expect(runtime.getAlerts()).toEqual([other, conflict]);
    fireEvent.click(screen.getByRole('radio', { name: '08:00–09:00' }));
    expect(runtime.getAlerts()).toEqual([other]);
  });
});

describe('SchedulePicker: Continue', () => {
  it.each([
    { steps: 0, message: 'Choose a shop', focused: () => screen.getByRole('radio', { name: 'Camelback Auto Glass' }) },
    { steps: 1, message: 'Choose how you would like the work done', focused: () => screen.getByRole('radio', { name: /At the shop/ }) },
    { steps: 2, message: 'Choose a day', focused: () => screen.getByRole('radio', { name: 'Tuesday, December 1: 3 times' }) },
    { steps: 3, message: 'Choose a time', focused: () => screen.getByRole('radio', { name: '08:00–09:00' }) },
  ])('with $steps choices made, names the next one missing and focuses it (SPEC §5)', async ({ steps, message, focused }) => {
    const { router } = await renderPicker();
    const camelback = await screen.findByRole('radio', { name: 'Camelback Auto Glass' });
    if (steps >= 1) fireEvent.click(camelback);
    if (steps >= 2) {
      fireEvent.click(screen.getByRole('radio', { name: /At the shop/ }));
      await screen.findByRole('radio', { name: 'Tuesday, December 1: 3 times' });
    }
    if (steps >= 3) fireEvent.click(screen.getByRole('radio', { name: 'Wednesday, December 2: 3 times' }));
    if (steps === 3) {
      // The first time of the day is what gets focus.
      fireEvent.click(screen.getByRole('radio', { name: 'Tuesday, December 1: 3 times' }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const target = focused();
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(target.getAttribute('aria-invalid')).toBe('true');
    expect(target.getAttribute('aria-describedby')).toMatch(/-error$/);
    expect(screen.getByText('There is 1 problem on this page:')).toBeTruthy();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/schedule');
  });

  it('stores the appointment type, the shop as provider and the slot (SPEC §3), then goes on', async () => {
    const { runtime, router } = await renderPicker();
    await chooseShopAndType('Camelback Auto Glass', /Drop off/);
    fireEvent.click(screen.getByRole('radio', { name: 'Wednesday, December 2: 3 times' }));
    fireEvent.click(screen.getByRole('radio', { name: /^09:00–10:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    const { serviceLocation, schedule: saved } = runtime.getState().order;
    expect(serviceLocation.appointmentType).toBe('Dropoff');
    expect(serviceLocation.provider).toEqual({ providerNumber: '004101', address: shops[0]!.address });
    expect(saved).toEqual({ date: '2026-12-02', startTime: '09:00', endTime: '10:00', routeCode: null, jobMinMinutes: 60, jobMaxMinutes: 120 });
  });

  it('mobile stores the route code', async () => {
    const { runtime, router } = await renderPicker();
    await chooseShopAndType('Camelback Auto Glass', /Mobile service/);
    fireEvent.click(screen.getByRole('radio', { name: 'Wednesday, December 2: 2 times' }));
    fireEvent.click(screen.getByRole('radio', { name: /^07:00–09:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    expect(runtime.getState().order.schedule).toMatchObject({ startTime: '07:00', endTime: '09:00', routeCode: 'AZ-PHX-850' });
  });

  it.each([
    { button: 'Back', search: '?from=back' },
    { button: 'Change location', search: '?from=changeLocation' },
  ])('$button follows the page navigation', async ({ button, search }) => {
    const { router } = await renderPicker();
    await screen.findByRole('radio', { name: 'Camelback Auto Glass' });
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(router.state.location.search).toBe(search));
  });
});

describe('SchedulePicker: coming back', () => {
  const saved = (date: string, startTime: string) => (state: FunnelState) => {
    state.order.serviceLocation.appointmentType = 'Inshop';
    state.order.serviceLocation.provider = { providerNumber: '004101', address: shops[0]!.address };
    Object.assign(state.order.schedule, { date, startTime, endTime: '10:00', jobMinMinutes: 60, jobMaxMinutes: 120 });
  };

  it('the saved shop, type, day and time are chosen again', async () => {
    await renderPicker({ state: saved('2026-12-02', '09:00') });
    expect(((await screen.findByRole('radio', { name: 'Camelback Auto Glass' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /At the shop/ }) as HTMLInputElement).checked).toBe(true);
    expect(((await screen.findByRole('radio', { name: 'Wednesday, December 2: 3 times' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /^09:00–10:00/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('a saved day later than the first two weeks opens the calendar there', async () => {
    await renderPicker({ state: saved('2026-12-16', '08:00') });
    expect(((await screen.findByRole('radio', { name: 'Wednesday, December 16: 3 times' })) as HTMLInputElement).checked).toBe(true);
  });

  it('a saved time no longer offered (the slot filled up) is said, and nothing is chosen', async () => {
    await renderPicker({ state: saved('2026-12-03', '09:00') });
    expect(await screen.findByText('The appointment you chose before (Thursday, December 3 at 09:00) is no longer available. Please choose another time.')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Day' })).getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });
});

describe('SchedulePicker: experiment settings (SPEC §9)', () => {
  /** The shop's times with nothing free before `firstFree` (yyyy-mm-dd). */
  const slotsFrom = (firstFree: string) => (params: Record<string, unknown>) => {
    const answer = timeSlots(params);
    return { ...answer, days: answer.days.map((day) => (day.date < firstFree ? { ...day, timeSlots: [] } : day)) };
  };
  const waitListBox = () => screen.queryByRole('checkbox', { name: /Join the wait list/ });

  it.each([
    { name: 'setting off, first free day 10 days away', settings: {}, firstFree: '2026-12-11', offered: false },
    { name: 'on, first free day 10 days away (threshold 7)', settings: { 'DisplayWaitlist2.0': true, Waitlist_Threshold_Days: 7 }, firstFree: '2026-12-11', offered: true },
    { name: 'on, first free day 10 days away (threshold 14)', settings: { 'DisplayWaitlist2.0': true, Waitlist_Threshold_Days: 14 }, firstFree: '2026-12-11', offered: false },
    { name: 'on, a free day tomorrow', settings: { 'DisplayWaitlist2.0': true, Waitlist_Threshold_Days: 7 }, firstFree: '2026-12-02', offered: false },
  ])('DisplayWaitlist2.0: $name → wait list offered $offered', async ({ settings, firstFree, offered }) => {
    await renderPicker({ slots: slotsFrom(firstFree), state: (state) => void Object.assign(state.settings, settings) });
    await chooseShopAndType('Camelback Auto Glass', /At the shop/);
    expect(waitListBox() !== null).toBe(offered);
  });

  it('DisplayWaitlist2.0: joining the wait list is stored as customer.waitListRequested with the appointment', async () => {
    const { runtime, router } = await renderPicker({
      slots: slotsFrom('2026-12-11'),
      state: (state) => void Object.assign(state.settings, { 'DisplayWaitlist2.0': true, Waitlist_Threshold_Days: 7 }),
    });
    await chooseShopAndType('Camelback Auto Glass', /At the shop/);
    fireEvent.click(waitListBox()!);
    fireEvent.click(screen.getByRole('radio', { name: 'Friday, December 11: 3 times' }));
    fireEvent.click(screen.getByRole('radio', { name: /^09:00–10:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    expect(runtime.getState().order.customer.waitListRequested).toBe(true);
    expect(runtime.getState().order.schedule.date).toBe('2026-12-11');
  });

  const earlyBird = (params: Record<string, unknown>) => {
    const isWednesday = new Date(`${String(params.date)}T00:00:00Z`).getUTCDay() === 3;
    return {
      date: params.date,
      dayOfWeek: isWednesday ? 'Wednesday' : 'Thursday',
      partNumber: isWednesday ? 'EARLYBIRD-WED' : null,
      part: isWednesday ? { id: 'EB', partNumber: 'EARLYBIRD-WED', partType: 'EARLY BIRD', description: 'Early bird', sellingPrice: -15 } : null,
    };
  };

  it.each([
    { setting: false, named: 'Wednesday, December 2: 3 times' },
    { setting: true, named: 'Wednesday, December 2: 3 times, Save $15.00' },
  ])('DisplayPricingByDay $setting → the day is named "$named"', async ({ setting, named }) => {
    const { ports } = await renderEnteredPage(createTestModel([schedule]), <SchedulePicker pageId="schedule" />, {
      answers: {
        'location.providers': shops,
        'location.serviceability': reaching,
        'schedule.shopTimeSlots': timeSlots,
        'parts.pricingByDayPartNumber': earlyBird,
      },
      state: (state) => {
        state.order.serviceLocation.zipCode = '85016';
        state.order.vehicle.carId = 4242;
        state.order.damage.isRepair = false;
        state.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
        state.order.payment.isInsurance = false;
        state.settings = { DisplayPricingByDay: setting };
      },
    });
    await chooseShopAndType('Camelback Auto Glass', /At the shop/);
    expect(await screen.findByRole('radio', { name: named })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Thursday, December 10: 3 times$/ })).toBeTruthy();
    // Every open day of the window is asked at once (SPEC §7 pricing by day part number, the damage as service type).
    const asked = ports.calls.filter((call) => call.operation === 'parts.pricingByDayPartNumber').map((call) => call.params);
    const openDays = ['01', '02', '04', '05', '07', '08', '09', '10', '11', '12', '14'].map((day) => ({ date: `2026-12-${day}`, serviceType: 'Replace' }));
    expect(asked).toEqual(setting ? openDays : []);
  });
});
