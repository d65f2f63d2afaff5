/**
 * Idempotent submission (issue #13): a save-session sent with an Idempotency-Key is carried out once. A repeat with
 * the key and the same body gets the first answer again (same status and body), one with another body a 409 naming
 * the key; parallel first submissions with one key over real HTTP make exactly one order; the answer is kept in the
 * database for 24 hours (a restart keeps it, the 25th hour forgets it); a refused request keeps nothing. Runs on PGlite
 * and, under `npm run test:postgres`, on a PostgreSQL server (where the requests really overlap, pool of 10).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractSchema } from '../../../api/contract/OperationTypes';
import { openDatabase } from '../../../api/sandbox/db/openDatabase';
import { createTestDatabaseLocation, type TestDatabaseLocation } from '../../harness/createTestDatabaseLocation';
import { createTestSandbox, useTestSandbox, type TestSandbox } from '../../harness/createTestSandbox';

type Order = ContractSchema<'Order'>;

const start = new Date('2026-12-01T09:00:00Z');
let clock = start;
const hour = 60 * 60 * 1000;
const path = '/order/api/v1/order/save-session/fmg';

const sandbox = useTestSandbox({ now: () => clock });
let baseUrl = '';

beforeAll(async () => {
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

/** A complete in-shop order at shop 004101 (open weekdays 08:00–17:00) for a customer of its own. */
const orderFor = (lastName: string, date: string, startTime: string): Order => ({
  vehicle: { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1516192990 },
  damage: { isRepair: false, glassToReplace: [{ location: 'Windshield', name: 'Front' }] },
  serviceLocation: { zipCode: '85016', state: 'AZ', appointmentType: 'Inshop', provider: { providerNumber: '004101' } },
  schedule: { date, startTime, endTime: null, routeCode: null },
  customer: { firstName: 'Idem', lastName, emailAddress: `${lastName.toLowerCase()}@example.com`, phoneNumber: null },
  payment: { isInsurance: false, paymentChoice: 'Later' },
  lineItems: { glassParts: [{ partNumber: 'FW04567GTN', partType: 'WINDSHIELD', sellingPrice: 289.5 }], promos: ['SAVE20'] },
});

interface Answer {
  status: number;
  body: any;
  replayed: boolean;
}

/** The JSON text of each answer, by its parsed body (a replay must send the same bytes). */
const textOf = new WeakMap<object, string>();

/** POSTs a save-session over a real socket, with the Idempotency-Key when given. */
async function post(body: Record<string, unknown>, key?: string, target = baseUrl): Promise<Answer> {
  const response = await fetch(target + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
    body: JSON.stringify({ AppName: 'FMG', ...body }),
  });
  const text = await response.text();
  const parsed = JSON.parse(text);
  if (parsed && typeof parsed === 'object') textOf.set(parsed, text);
  return { status: response.status, body: parsed, replayed: response.headers.get('idempotent-replayed') === 'true' };
}

const countOf = async (db: TestSandbox['db'], sql: string, params: unknown[]) => (await db.query<{ n: number }>(sql, params))[0]!.n;
/** The saved sessions and orders of a customer (by email), and the promo usages of their orders. */
async function storedFor(lastName: string, db: TestSandbox['db'] = sandbox.db) {
  const email = `${lastName.toLowerCase()}@example.com`;
  return {
    sessions: await countOf(db, "SELECT count(*)::int AS n FROM saved_sessions WHERE order_data->'customer'->>'emailAddress' = $1", [email]),
    orders: await countOf(db, "SELECT count(*)::int AS n FROM orders WHERE order_data->'customer'->>'emailAddress' = $1", [email]),
    promoUsages: await countOf(
      db,
      "SELECT count(*)::int AS n FROM promo_usages WHERE eon IN (SELECT eon FROM orders WHERE order_data->'customer'->>'emailAddress' = $1)",
      [email],
    ),
  };
}

describe('a save-session with an Idempotency-Key', () => {
  it('is answered again, unchanged, when repeated with the same key and body; one order is made', async () => {
    const key = randomUUID();
    const body = { order: orderFor('Repeat', '2026-12-03', '08:00'), submitAfterSave: true };
    const first = await post(body, key);
    expect(first).toMatchObject({ status: 200, replayed: false, body: { orderStatus: 'Submitted', eon: expect.stringMatching(/^EON\d+$/) } });
    clock = new Date(start.getTime() + 2 * hour);
    // The same body with its keys in another order is the same request.
    const reordered = { submitAfterSave: true, order: Object.fromEntries(Object.entries(body.order).reverse()) };
    for (const again of [await post(body, key), await post(reordered, key)]) {
      expect(again).toEqual({ status: 200, body: first.body, replayed: true });
      expect(textOf.get(again.body)).toBe(textOf.get(first.body));
    }
    expect(await storedFor('Repeat')).toEqual({ sessions: 1, orders: 1, promoUsages: 1 });
    clock = start;
  });

  it('answers 409 naming the key when it is sent again with another body, and changes nothing', async () => {
    const key = `order-${randomUUID()}`;
    const first = await post({ order: orderFor('Other', '2026-12-03', '09:00'), submitAfterSave: true }, key);
    expect(first.status).toBe(200);
    const other = await post({ order: orderFor('Other', '2026-12-03', '11:00'), submitAfterSave: true }, key);
    expect(other).toEqual({
      status: 409,
      replayed: false,
      body: { error: 'Conflict', field: 'Idempotency-Key', message: expect.stringContaining(`"${key}" was used with a different request`) },
    });
    expect(await storedFor('Other')).toEqual({ sessions: 1, orders: 1, promoUsages: 1 });
  });

  it('keeps nothing for a refused request: the same key with the corrected body is carried out', async () => {
    const key = randomUUID();
    const incomplete = orderFor('Refused', '2026-12-03', '10:00');
    incomplete.customer = { ...incomplete.customer, lastName: null };
    const refused = await post({ order: incomplete, submitAfterSave: true }, key);
    expect(refused).toMatchObject({ status: 400, body: { field: 'order.customer.lastName' } });
    const corrected = await post({ order: orderFor('Refused', '2026-12-03', '10:00'), submitAfterSave: true }, key);
    expect(corrected).toMatchObject({ status: 200, replayed: false, body: { orderStatus: 'Submitted' } });
  });

  it('is forgotten after 24 hours: the key then starts a new request', async () => {
    const key = randomUUID();
    const body = { order: { customer: { firstName: 'Idem', lastName: 'Expiry', emailAddress: 'expiry@example.com' } } };
    const first = await post(body, key);
    clock = new Date(start.getTime() + 24 * hour - 1000);
    expect(await post(body, key)).toEqual({ status: 200, body: first.body, replayed: true });
    clock = new Date(start.getTime() + 24 * hour + 1000);
    const later = await post(body, key);
    expect(later).toMatchObject({ status: 200, replayed: false });
    expect(later.body.savedSessionId).not.toBe(first.body.savedSessionId);
    clock = start;
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two words'],
  ])('answers 400 naming Idempotency-Key when the key is %s', async (_name, key) => {
    const answer = await post({ order: {} }, key);
    expect(answer).toMatchObject({ status: 400, body: { error: 'Bad Request', field: 'Idempotency-Key', message: expect.stringContaining('Idempotency-Key must be') } });
  });
});

describe('parallel first submissions with one Idempotency-Key', () => {
  it('make exactly one saved session and one order, and every one answers it', async () => {
    const key = randomUUID();
    const body = { order: orderFor('Parallel', '2026-12-04', '13:00'), submitAfterSave: true };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await storedFor('Parallel')).toEqual({ sessions: 1, orders: 1, promoUsages: 1 });
  });

  it('without a key, the same parallel submissions make one order each (what the key is for)', async () => {
    const body = { order: orderFor('Unkeyed', '2026-12-04', '14:00'), submitAfterSave: true };
    const answers = await Promise.all([0, 1].map(() => post(body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.body.eon).not.toBe(answers[1]!.body.eon);
  });
});

describe('the kept answers are in the database', () => {
  let location: TestDatabaseLocation | null = null;
  afterAll(async () => {
    await location?.remove();
  });

  it('a repeat after a restart gets the first answer', async () => {
    location = await createTestDatabaseLocation({ fromMigratedDump: true });
    const key = randomUUID();
    const body = { order: orderFor('Restart', '2026-12-03', '15:00'), submitAfterSave: true };
    const open = async () => {
      const db = await openDatabase(location!.options);
      const restarted = await createTestSandbox({ db, now: () => start });
      const answer = await restarted.app.inject({ method: 'POST', url: path, headers: { 'idempotency-key': key }, payload: { AppName: 'FMG', ...body } });
      const stored = await storedFor('Restart', db);
      await restarted.close();
      await db.close();
      return { status: answer.statusCode, body: answer.json(), replayed: answer.headers['idempotent-replayed'] === 'true', stored };
    };
    const first = await open();
    expect(first).toMatchObject({ status: 200, replayed: false });
    const again = await open();
    expect(again).toEqual({ ...first, replayed: true });
    expect(again.stored).toEqual({ sessions: 1, orders: 1, promoUsages: 1 });
  }, 120_000);
});
