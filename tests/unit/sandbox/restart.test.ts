/**
 * What callers write survives a restart of the sandbox (issue #3): a saved session, a submitted order with its booking
 * and promo usage, analytics events, a device's experiment variation and front-end log entries are all still there
 * after the sandbox and its database connection are closed and opened again on the same database (a PGlite data
 * directory, or under `npm run test:postgres` a PostgreSQL database).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/sandbox/db/openDatabase';
import { createTestDatabaseLocation, type TestDatabaseLocation } from '../../harness/createTestDatabaseLocation';
import { createTestSandbox, type TestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');
/** A Thursday: shop 004101 (Phoenix) is open 08:00–17:00. */
const appointmentDay = '2026-12-03';
const deviceId = '66666666-6666-4666-8666-666666666666';
const userId = '77777777-7777-4777-8777-777777777777';

const order = {
  vehicle: { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1516192990 },
  damage: { isRepair: false, glassToReplace: [{ location: 'Windshield', name: 'Front' }] },
  serviceLocation: { zipCode: '85016', state: 'AZ', appointmentType: 'Inshop', provider: { providerNumber: '004101' } },
  schedule: { date: appointmentDay, startTime: '10:00', endTime: '11:00', routeCode: null },
  customer: { firstName: 'Pat', lastName: 'Doe', emailAddress: 'pat@example.com', phoneNumber: null },
  payment: { isInsurance: false, paymentChoice: 'Later' },
  lineItems: { glassParts: [{ partNumber: 'FW04567GTN', partType: 'WINDSHIELD', sellingPrice: 289.5 }], promos: ['SAVE20/WEB'] },
};
const slotRequest = {
  zipCode: '85016',
  providerNumber: '004101',
  startDate: appointmentDay,
  endDate: appointmentDay,
  shopAppointmentType: 'Inshop',
  applicationName: 'FMG',
  parentAccountNumber: '167132',
  carId: 1516192990,
  lineItems: [{ partNumber: 'FW04567GTN', partType: 'WINDSHIELD' }],
  glassPieces: [{ location: 'Windshield', name: 'Front' }],
  eon: null,
  billToAccountNumber: '87291',
  coverage: null,
  partSelection: { isSpecialOrder: false },
  vehicle: { year: 2020, make: 'Honda', model: 'Civic', carId: 1516192990 },
};

interface TimeSlots {
  days: Array<{ timeSlots: Array<{ startTime: string; capacity: number; remainingPlaces: number }> }>;
}
/** The places left at 10:00 on the appointment day (the slot is left out once full). */
async function placesAtTen(sandbox: TestSandbox): Promise<number> {
  const { body } = await sandbox.call<TimeSlots>('schedule.shopTimeSlots', slotRequest);
  return body.days[0]?.timeSlots.find((slot) => slot.startTime === '10:00')?.remainingPlaces ?? 0;
}
async function variationOf(sandbox: TestSandbox, forced?: Record<string, string>): Promise<string> {
  const { body } = await sandbox.call<Array<{ testId: string; variationId: string }>>('experiments.run', {
    applicationName: 'FMG',
    deviceId,
    triggerEvent: 'PageEntry',
    triggerValue: 'quote',
    experimentOrder: [],
    ...(forced ? { forcedVariations: forced } : {}),
  });
  const variation = body.find((experiment) => experiment.testId === 'display-msr')?.variationId;
  if (!variation) throw new Error('experiment display-msr did not run on quote');
  return variation;
}

let location: TestDatabaseLocation | null = null;
afterAll(async () => {
  await location?.remove();
});

/** A sandbox over the database at `location`, with its own connection: closing it is a restart. */
async function start(): Promise<{ sandbox: TestSandbox; stop(): Promise<void> }> {
  const db = await openDatabase(location!.options);
  const sandbox = await createTestSandbox({ db, now: () => now });
  return {
    sandbox,
    stop: async () => {
      await sandbox.close();
      await db.close();
    },
  };
}

describe('a restart of the sandbox', () => {
  it('loses nothing callers wrote', async () => {
    location = await createTestDatabaseLocation();

    // Before the restart.
    const first = await start();
    const before = first.sandbox;
    const placesBefore = await placesAtTen(before);
    const saved = await before.call('order.saveSession', { order: { vehicle: order.vehicle, damage: order.damage }, user: { lastPageVisited: 'vehicle-damage' } });
    expect(saved.status).toBe(200);
    const submitted = await before.call('order.saveSession', { order, submitAfterSave: true });
    expect(submitted.status).toBe(200);
    const { sessionKey } = (await before.call('analytics.initialize', { userId, deviceId, sessionId: '00000000-0000-0000-0000-000000000000', userAgent: 'test', referrer: '' })).body;
    await before.call('analytics.logPageView', {
      userId, sessionKey, sessionId: sessionKey, pageName: 'quote', action: 'view', event: 'PageView', shouldUseSessionId: false,
      experimentsForUser: [], referralSequenceNumber: null, parentAccountNumber: null,
    });
    const hashed = await variationOf(before);
    const forced = hashed === 'A' ? 'B' : 'A';
    expect(await variationOf(before, { 'display-msr': forced })).toBe(forced);
    await before.call('logging.log', { level: 'log-warning', entry: { message: 'kept across a restart' } });
    expect(await placesAtTen(before)).toBe(placesBefore - 1);
    await first.stop();

    // After the restart, on the same database.
    const second = await start();
    const after = second.sandbox;
    try {
      const loaded = await after.call('order.loadSession', { savedSessionId: saved.body.savedSessionId });
      expect(loaded.status).toBe(200);
      expect(loaded.body.order).toMatchObject({ vehicle: order.vehicle, damage: order.damage, referralNumber: saved.body.referralNumber });
      expect(loaded.body.user).toMatchObject({ lastPageVisited: 'vehicle-damage' });

      const again = await after.call('order.saveSession', { order, savedSessionId: submitted.body.savedSessionId, submitAfterSave: true });
      expect(again.body.eon).toBe(submitted.body.eon);
      expect(await placesAtTen(after)).toBe(placesBefore - 1);
      const usages = await after.db.query<{ n: number }>('SELECT count(*)::int AS n FROM promo_usages WHERE promo_code = $1 AND eon = $2', ['SAVE20', submitted.body.eon]);
      expect(usages[0]?.n).toBe(1);

      const events = (await after.app.inject({ url: `/sandbox/analytics/events?kind=page-view&sessionKey=${sessionKey}` })).json();
      expect(events.events.map((event: { pageName: string }) => event.pageName)).toEqual(['quote']);
      expect(await variationOf(after)).toBe(forced);
      const logs = (await after.app.inject({ url: '/sandbox/logs?level=log-warning' })).json();
      expect(JSON.stringify(logs.entries)).toContain('kept across a restart');
    } finally {
      await second.stop();
    }
  }, 120_000);
});
