/**
 * Customers racing for the last place of a time slot, over real HTTP (issue #3 "a concurrency test"): twenty saved
 * sessions submit the same slot at once; exactly one gets the booking and the order, every other one gets a clear
 * 409 "slot no longer available" naming order.schedule.startTime, and the slot never holds more than its capacity.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SandboxContext } from '../../../api/sandbox/SandboxContext';
import { bookSlot, toSlotKey } from '../../../api/sandbox/schedule/bookSlot';
import { findTimeSlot } from '../../../api/sandbox/schedule/findTimeSlot';
import { useTestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');
/** A Thursday: shop 004101 (Phoenix) is open 08:00–17:00. */
const slot = { providerNumber: '004101', date: '2026-12-03', startTime: '14:00' };
const racers = 20;

const sandbox = useTestSandbox({ now: () => now });
let baseUrl = '';

beforeAll(async () => {
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

const orderFor = (lastName: string) => ({
  vehicle: { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1516192990 },
  damage: { isRepair: false, glassToReplace: [{ location: 'Windshield', name: 'Front' }] },
  serviceLocation: { zipCode: '85016', state: 'AZ', appointmentType: 'Inshop', provider: { providerNumber: slot.providerNumber } },
  schedule: { date: slot.date, startTime: slot.startTime, endTime: null, routeCode: null },
  customer: { firstName: 'Racer', lastName, emailAddress: `${lastName.toLowerCase()}@example.com`, phoneNumber: null },
  payment: { isInsurance: false, paymentChoice: 'Later' },
});

/** POSTs a JSON body over a real socket. */
async function post(path: string, body: Record<string, unknown>): Promise<{ status: number; body: any }> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, AppName: 'FMG' }),
  });
  return { status: response.status, body: await response.json() };
}

describe('racing for the last place of a slot', () => {
  it(`of ${racers} customers submitting at once, exactly one gets it`, async () => {
    const offered = await findTimeSlot({ now: () => now } as SandboxContext, { ...slot, routeCode: null });
    if (!offered) throw new Error('shop 004101 does not offer the race slot');
    const slotKey = toSlotKey(offered.resource, slot.date, slot.startTime);
    // Everyone else has already taken all places but one.
    for (let index = 0; index < offered.capacity - 1; index += 1) {
      expect((await bookSlot(sandbox.db, { slotKey, capacity: offered.capacity, savedSessionId: `earlier-${index}` })).status).toBe('booked');
    }

    const saved = await Promise.all(
      Array.from({ length: racers }, (_, index) => post('/order/api/v1/order/save-session/fmg', { order: orderFor(`Racer${index}`) })),
    );
    const ids = saved.map((answer) => {
      expect(answer.status).toBe(200);
      return answer.body.savedSessionId as string;
    });

    const answers = await Promise.all(
      ids.map((savedSessionId, index) =>
        post('/order/api/v1/order/save-session/fmg', { order: orderFor(`Racer${index}`), savedSessionId, submitAfterSave: true }),
      ),
    );

    const winners = answers.filter((answer) => answer.status === 200);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.body.eon).toMatch(/^EON\d+$/);
    expect(losers).toHaveLength(racers - 1);
    for (const loser of losers) {
      expect(loser).toEqual({
        status: 409,
        body: {
          error: 'Conflict',
          field: 'order.schedule.startTime',
          message: expect.stringMatching(/no longer available/),
        },
      });
    }
    const booked = await sandbox.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE slot_key = $1', [slotKey]);
    expect(booked[0]?.n).toBe(offered.capacity);
    const orders = await sandbox.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE saved_session_id = ANY($1::text[])', [ids]);
    expect(orders[0]?.n).toBe(1);
  }, 60_000);
});
