/**
 * GET /sandbox/orders: the submitted orders read back (what an end-to-end test or a tester checks "the database holds
 * exactly one order" with), by email, saved session or eon; a bad parameter answers 400 naming it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractSchema } from '../../../api/contract/OperationTypes';
import { useTestSandbox } from '../../harness/createTestSandbox';

type Order = ContractSchema<'Order'>;

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

/** A complete in-shop order at shop 004101 on Thursday 3 December 2026, for `email`. */
const orderFor = (email: string, startTime: string, promos: string[] = []): Order => ({
  vehicle: { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1516192990 },
  damage: { isRepair: false, glassToReplace: [{ location: 'Windshield', name: 'Front' }] },
  serviceLocation: { zipCode: '85016', state: 'AZ', appointmentType: 'Inshop', provider: { providerNumber: '004101' } },
  schedule: { date: '2026-12-03', startTime, endTime: null, routeCode: null },
  customer: { firstName: 'Pat', lastName: 'Doe', emailAddress: email, phoneNumber: null },
  payment: { isInsurance: false, paymentChoice: 'Later' },
  lineItems: { glassParts: [{ partNumber: 'FW04567GTN', partType: 'WINDSHIELD', sellingPrice: 289.5, salesTax: 23.16 }], promos },
});

const get = async (query: string) => {
  const answer = await sandbox.app.inject({ url: `/sandbox/orders${query}` });
  return { status: answer.statusCode, body: answer.json() };
};

describe('GET /sandbox/orders', () => {
  const submitted: Array<{ eon: string; savedSessionId: string }> = [];

  beforeAll(async () => {
    for (const [email, time, promos] of [
      ['first@example.com', '08:00', ['SAVE20']],
      ['second@example.com', '09:00', []],
    ] as const) {
      const saved = await sandbox.call('order.saveSession', { order: orderFor(email, time, [...promos]), submitAfterSave: true });
      expect(saved.status).toBe(200);
      submitted.push({ eon: saved.body.eon, savedSessionId: saved.body.savedSessionId });
    }
    const donated = await sandbox.call('order.addDonationPart', { donationAmount: 5, savedSessionId: submitted[1]!.savedSessionId, paymentInfo: { paymentChoice: 'Later' } });
    expect(donated.status).toBe(200);
  });

  it('finds an order by the customer’s email in any case, with its promo usage and the order as submitted', async () => {
    const { status, body } = await get('?email=FIRST@example.com');
    expect(status).toBe(200);
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).toMatchObject({
      eon: submitted[0]!.eon,
      savedSessionId: submitted[0]!.savedSessionId,
      workOrderNumber: expect.stringMatching(/^WO\d+$/),
      promoCodes: ['SAVE20'],
      donations: [],
      order: { customer: { emailAddress: 'first@example.com' }, schedule: { startTime: '08:00' } },
    });
  });

  it('by saved session and by eon; a donation is listed with its order', async () => {
    const bySession = await get(`?savedSessionId=${submitted[1]!.savedSessionId}`);
    expect(bySession.body.orders.map((order: { eon: string }) => order.eon)).toEqual([submitted[1]!.eon]);
    expect(bySession.body.orders[0].donations).toEqual([5]);
    const byEon = await get(`?eon=${submitted[0]!.eon}`);
    expect(byEon.body.orders.map((order: { savedSessionId: string }) => order.savedSessionId)).toEqual([submitted[0]!.savedSessionId]);
    expect((await get('?email=nobody@example.com')).body.orders).toEqual([]);
  });

  it('lists newest first, limited', async () => {
    const all = await get('?limit=500');
    expect(all.body.orders.length).toBeGreaterThanOrEqual(2);
    const one = await get('?limit=1');
    expect(one.body.orders).toHaveLength(1);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=many', 'limit'],
    ['?email=', 'email'],
    ['?colour=blue', 'colour'],
  ])('%s answers 400 naming %s', async (query, field) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(field);
  });
});
