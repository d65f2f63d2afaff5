/**
 * Submission (order.saveSession with submitAfterSave / createUnscheduledStatusWorkOrderForPIA): an incomplete order
 * answers 400 naming the first missing field; a complete one books its time slot (findTimeSlot + bookSlot), gets an
 * eon, a work order and tokens, and records its promo usages; submitting again changes nothing; a full or vanished
 * slot answers 409 naming order.schedule.startTime.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractSchema } from '../../../api/contract/OperationTypes';
import { findZip } from '../../../api/sandbox/location/findZip';
import { getMobileRoute } from '../../../api/sandbox/location/getMobileRoute';
import type { SandboxContext } from '../../../api/sandbox/SandboxContext';
import { bookSlot, toSlotKey } from '../../../api/sandbox/schedule/bookSlot';
import { findTimeSlot } from '../../../api/sandbox/schedule/findTimeSlot';
import { useTestSandbox } from '../../harness/createTestSandbox';

type Order = ContractSchema<'Order'>;
type SavedSession = ContractSchema<'OrderSavedSession'>;

const now = new Date('2026-12-01T09:00:00Z');
/** A Thursday: shop 004101 (Camelback Auto Glass, Phoenix) is open 08:00–17:00. */
const appointmentDay = '2026-12-03';
const shop = '004101';

const sandbox = useTestSandbox({ now: () => now });

/** A complete in-shop order at `startTime` on the appointment day. */
const completeOrder = (startTime = '10:00', changes: Partial<Order> = {}): Order => ({
  // The generated Vehicle type intersects its fields with the can{product}Service index signature: cast.
  vehicle: { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1516192990 },
  damage: { isRepair: false, glassToReplace: [{ location: 'Windshield', name: 'Front' }] },
  serviceLocation: { zipCode: '85016', state: 'AZ', appointmentType: 'Inshop', provider: { providerNumber: shop } },
  schedule: { date: appointmentDay, startTime, endTime: null, routeCode: null },
  customer: { firstName: 'Pat', lastName: 'Doe', emailAddress: 'pat@example.com', phoneNumber: null },
  payment: { isInsurance: false, paymentChoice: 'Later' },
  lineItems: {
    glassParts: [{ partNumber: 'FW04567GTN', partType: 'WINDSHIELD', sellingPrice: 289.5, salesTax: 23.16 }],
    supportingItems: [{ partNumber: 'RECYCLE', partType: 'RECYCLE FEE', sellingPrice: 5, salesTax: 0.4 }],
    vaps: [{ partNumber: 'RAIN', partType: 'RAIN REPEL', sellingPrice: 19.99 }],
    promos: [],
  },
  ...changes,
});

const save = (params: Record<string, unknown>) => sandbox.call('order.saveSession', params);
const count = async (table: string, where = 'true', params: unknown[] = []) =>
  (await sandbox.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0]!.n;
const slotOf = (startTime: string) =>
  findTimeSlot({ now: () => now } as SandboxContext, { providerNumber: shop, routeCode: null, date: appointmentDay, startTime });

/** An order with one field emptied, for the table of missing fields. */
const without = (path: string, value: unknown = null): Order => {
  const order = structuredClone(completeOrder());
  const keys = path.split('.');
  let node = order as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return order;
};

/** A complete order paid by card whose one glass part sells at `sellingPrice`. */
const paidByCardAt = (sellingPrice: number): Order =>
  completeOrder('10:00', {
    payment: { isInsurance: false, paymentChoice: 'CreditCard', isPia: true },
    lineItems: { glassParts: [{ partNumber: 'FW04567GTN', partType: 'WINDSHIELD', sellingPrice }] },
  });

describe('an incomplete order is not submitted', () => {
  it.each([
    ['order.vehicle.carId', without('vehicle.carId')],
    ['order.damage.isRepair', without('damage.isRepair')],
    ['order.damage.glassToReplace', without('damage.glassToReplace', [])],
    ['order.damage.numberOfChips', { ...completeOrder(), damage: { isRepair: true, numberOfChips: 0 } }],
    ['order.serviceLocation.zipCode', without('serviceLocation.zipCode', ' ')],
    ['order.serviceLocation.appointmentType', without('serviceLocation.appointmentType')],
    ['order.serviceLocation.provider.providerNumber', without('serviceLocation.provider.providerNumber')],
    ['order.schedule.date', without('schedule.date')],
    ['order.schedule.date', without('schedule.date', '03/12/2026')],
    ['order.schedule.date', without('schedule.date', '2026-02-31')],
    ['order.schedule.startTime', without('schedule.startTime')],
    ['order.schedule.startTime', without('schedule.startTime', '9am')],
    ['order.schedule.routeCode', { ...completeOrder(), serviceLocation: { zipCode: '85016', appointmentType: 'Mobile' } }],
    ['order.customer.firstName', without('customer.firstName', '')],
    ['order.customer.lastName', without('customer.lastName')],
    ['order.customer.emailAddress', without('customer.emailAddress')],
    ['order.payment.paymentChoice', without('payment.paymentChoice', 'none')],
    ['order.vehicle.carId', { schedule: { date: appointmentDay, startTime: '10:00' } }],
    // Paid by card, a total the orders table cannot hold (numeric(10, 2)), either way.
    ['order.lineItems', paidByCardAt(1e12)],
    ['order.lineItems', paidByCardAt(-1e12)],
  ])('400 naming %s, and nothing stored', async (field, order) => {
    const before = await Promise.all(['saved_sessions', 'orders', 'bookings'].map((table) => count(table)));
    const answer = await save({ order, submitAfterSave: true });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
    expect(answer.body.message.length).toBeGreaterThan(10);
    expect(await Promise.all(['saved_sessions', 'orders', 'bookings'].map((table) => count(table)))).toEqual(before);
  });

  it('a phone number instead of an email address is enough', async () => {
    const order = completeOrder('11:00');
    order.customer = { firstName: 'Pat', lastName: 'Doe', emailAddress: null, phoneNumber: '6025550100' };
    expect((await save({ order, submitAfterSave: true })).status).toBe(200);
  });
});

describe('a complete order is submitted', () => {
  let submitted: SavedSession;
  const affiliateCookies = { cjunction_Track: 'source=cj&medium=affiliate' };
  const promos = ['spring10/abc', 'SPRING10', ' wiper5 '];

  const submittedOrder = () => {
    const order = completeOrder('10:00', { payment: { isInsurance: false, paymentChoice: 'CreditCard', isPia: true } });
    order.lineItems!.promos = promos;
    return order;
  };

  beforeAll(async () => {
    submitted = (await save({ order: submittedOrder(), submitAfterSave: true, createUnscheduledStatusWorkOrderForPIA: false, affiliateCookies })).body;
  });

  it('answers the eon, work order, tokens and settled amounts', () => {
    expect(submitted).toMatchObject({ orderStatus: 'Submitted', eon: expect.stringMatching(/^EON\d{6,}$/), workOrderNumber: expect.stringMatching(/^WO\d+$/) });
    expect(submitted.workOrderId).toMatch(/^\d{8}$/);
    expect(submitted.customerPortalLoginToken).toMatch(/^[0-9a-f]{32}$/);
    expect(submitted.lockToken).toMatch(/^[0-9a-f]{32}$/);
    // Paid by card: glass 289.50 + 23.16, fee 5 + 0.40, rain repel 19.99.
    expect(submitted.settledTenderAmount).toBe(338.05);
    expect(submitted.nextGenSettledAmount).toBe(338.05);
  });

  it('books one place of the time slot for the session', async () => {
    const rows = await sandbox.db.query<{ slot_key: string }>('SELECT slot_key FROM bookings WHERE saved_session_id = $1', [
      submitted.savedSessionId,
    ]);
    expect(rows.map((row) => row.slot_key)).toEqual([toSlotKey(shop, appointmentDay, '10:00')]);
  });

  it('records one promo usage per visible code (SPEC §5: before the slash, upper-cased)', async () => {
    const rows = await sandbox.db.query<{ promo_code: string }>('SELECT promo_code FROM promo_usages WHERE eon = $1 ORDER BY promo_code', [
      submitted.eon,
    ]);
    expect(rows.map((row) => row.promo_code)).toEqual(['SPRING10', 'WIPER5']);
  });

  it('stores the order with its affiliate cookies', async () => {
    const rows = await sandbox.db.query<{ affiliate_cookies: unknown; status: string }>(
      'SELECT affiliate_cookies, status FROM orders WHERE eon = $1',
      [submitted.eon],
    );
    expect(rows).toEqual([{ affiliate_cookies: affiliateCookies, status: 'Submitted' }]);
  });

  it('loads with its eon, work order and tokens', async () => {
    const loaded = await sandbox.call('order.loadSession', { savedSessionId: submitted.savedSessionId });
    expect(loaded.body.order).toMatchObject({
      eon: submitted.eon,
      workOrderId: submitted.workOrderId,
      workOrderNumber: submitted.workOrderNumber,
      customerPortalLoginToken: submitted.customerPortalLoginToken,
      lockToken: submitted.lockToken,
      settledTenderAmount: 338.05,
      payment: { paymentChoice: 'CreditCard', nextGenSettledAmount: 338.05 },
    });
  });

  it('submitting the same order again answers the same eon and creates nothing', async () => {
    const before = await Promise.all(['orders', 'bookings', 'promo_usages', 'saved_sessions'].map((table) => count(table)));
    const loaded = (await sandbox.call('order.loadSession', { savedSessionId: submitted.savedSessionId })).body.order as Order;
    // As sent the first time, and as load-session answers it (with the server's identity fields).
    for (const order of [submittedOrder(), loaded]) {
      const again = await save({ order, savedSessionId: submitted.savedSessionId, submitAfterSave: true });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(submitted);
    }
    const after = await Promise.all(['orders', 'bookings', 'promo_usages', 'saved_sessions'].map((table) => count(table)));
    expect(after).toEqual(before);
  });

  // Issue #13: never a 200 with the old order while the new slot (or any change) is dropped.
  it.each([
    ['another start time', (order: Order) => ({ ...order, schedule: { ...order.schedule, startTime: '13:00' } }), 'order.schedule.startTime', /time slot cannot change/],
    ['another day', (order: Order) => ({ ...order, schedule: { ...order.schedule, date: '2026-12-04' } }), 'order.schedule.date', /time slot cannot change/],
    ['another shop', (order: Order) => ({ ...order, serviceLocation: { ...order.serviceLocation, provider: { providerNumber: '003201' } } }), 'order.serviceLocation.provider.providerNumber', /time slot cannot change/],
    ['another email address', (order: Order) => ({ ...order, customer: { ...order.customer, emailAddress: 'other@example.com' } }), 'order.customer.emailAddress', /order\.customer\.emailAddress differs/],
  ])('submitting again with %s answers 409 naming the field, the order and its slot, and changes nothing', async (_name, change, field, message) => {
    const before = await Promise.all(['orders', 'bookings', 'promo_usages', 'saved_sessions'].map((table) => count(table)));
    const again = await save({ order: change(submittedOrder()), savedSessionId: submitted.savedSessionId, submitAfterSave: true });
    expect(again).toEqual({ status: 409, body: { error: 'Conflict', field, message: expect.stringMatching(message) } });
    expect(again.body.message).toContain(`already submitted as order ${submitted.eon} (${appointmentDay} 10:00, shop ${shop})`);
    const loaded = (await sandbox.call('order.loadSession', { savedSessionId: submitted.savedSessionId })).body.order as Order;
    expect(loaded.schedule).toMatchObject({ date: appointmentDay, startTime: '10:00' });
    const after = await Promise.all(['orders', 'bookings', 'promo_usages', 'saved_sessions'].map((table) => count(table)));
    expect(after).toEqual(before);
  });

  it('a plain save of the submitted session answers 409 naming savedSessionId', async () => {
    const answer = await save({ order: completeOrder(), savedSessionId: submitted.savedSessionId });
    expect(answer).toMatchObject({ status: 409, body: { field: 'savedSessionId', message: expect.stringContaining(submitted.eon!) } });
  });

  it.each([
    ['Later', 0, '08:00'],
    ['Insurance', 0, '09:00'],
    ['ApplePay', 338.05, '10:00'],
  ] as const)('settles %s orders at %d', async (paymentChoice, settled, startTime) => {
    // Each on its own slot of the next day: a slot may take a single booking.
    const order = completeOrder(startTime, {
      schedule: { date: '2026-12-04', startTime },
      payment: { isInsurance: paymentChoice === 'Insurance', paymentChoice },
    });
    const answer = await save({ order, submitAfterSave: true });
    expect(answer.status).toBe(200);
    expect(answer.body.settledTenderAmount).toBe(settled);
  });

  it('settles a card order with a promo at what the price service charges for it, the discount taken off (issue #14)', async () => {
    const glass = { id: 'glass-1', partNumber: 'FW04567GTN', partType: 'WINDSHIELD' as const, kitPrice: 300, laborAmount: 100, sellingPrice: 400, salesTax: 16.8 };
    const promo = await sandbox.call('price.orderPromo', {
      promoCode: 'TAKE25',
      order: { damage: { isRepair: false }, serviceLocation: { zipCode: '85016' }, payment: { isInsurance: false }, lineItems: { glassParts: [glass], promos: [] } },
    });
    expect(promo.body).toMatchObject({ errorCode: null, orderPromos: ['TAKE25'] });
    const priced = await sandbox.call('price.orderItems', { zip: '85016', isReplacement: true, lineItems: [glass], serverData: promo.body.serverData });
    expect(priced.body.total).toBeLessThan(416.8);
    const order = completeOrder('11:00', {
      schedule: { date: '2026-12-04', startTime: '11:00' },
      payment: { isInsurance: false, paymentChoice: 'CreditCard', isPia: true },
      lineItems: { glassParts: [glass], supportingItems: [], vaps: [], promos: ['TAKE25'], serverData: promo.body.serverData },
    });
    const answer = await save({ order, submitAfterSave: true });
    expect(answer.status).toBe(200);
    expect(answer.body.settledTenderAmount).toBe(priced.body.total);
  });

  it('paid by card, a part\'s child part (a windshield\'s molding) is settled with its tax, as the card was charged', async () => {
    const molding = { partNumber: 'FM11304C', partType: 'MOLDING' as const, sellingPrice: 64.95, salesTax: 3.64, isChildPart: true };
    const order = completeOrder('10:00', {
      schedule: { date: '2026-12-09', startTime: '10:00' },
      payment: { isInsurance: false, paymentChoice: 'CreditCard', isPia: true },
      lineItems: { glassParts: [{ partNumber: 'FW11304GTC', partType: 'WINDSHIELD', sellingPrice: 643.22, salesTax: 27.06, childParts: [molding] }], supportingItems: [], vaps: [], promos: [] },
    });
    const answer = await save({ order, submitAfterSave: true });
    expect(answer.status).toBe(200);
    // 643.22 + 27.06 + 64.95 + 3.64.
    expect(answer.body.settledTenderAmount).toBe(738.87);
  });

  it('a saved session submitted later keeps its referral data', async () => {
    const first = (await save({ order: { vehicle: completeOrder().vehicle } })).body;
    const answer = await save({ order: completeOrder('15:00'), savedSessionId: first.savedSessionId, submitAfterSave: true });
    expect(answer.body).toMatchObject({ savedSessionId: first.savedSessionId, referralNumber: first.referralNumber, orderStatus: 'Submitted' });
  });
});

describe('the time slot', () => {
  it('answers 409 with "no longer available" when the slot is full, and stores nothing', async () => {
    const slot = await slotOf('12:00');
    expect(slot).not.toBeNull();
    for (let place = 0; place < slot!.capacity; place += 1) {
      const booked = await bookSlot(sandbox.db, { slotKey: toSlotKey(slot!.resource, appointmentDay, '12:00'), capacity: slot!.capacity, savedSessionId: `filler-${place}` });
      expect(booked.status).toBe('booked');
    }
    const orders = await count('orders');
    const answer = await save({ order: completeOrder('12:00'), submitAfterSave: true });
    expect(answer).toMatchObject({
      status: 409,
      body: { field: 'order.schedule.startTime', message: 'That time slot is no longer available. Please choose another time.' },
    });
    expect(await count('orders')).toBe(orders);
  });

  it.each([
    ['a time the shop does not open', completeOrder('20:00')],
    ['a day in the past', completeOrder('10:00', { schedule: { date: '2026-11-26', startTime: '10:00' } })],
    ['an unknown shop', completeOrder('10:00', { serviceLocation: { zipCode: '85016', appointmentType: 'Inshop', provider: { providerNumber: 'NO-SUCH' } } })],
  ])('answers 409 "no longer offered" for %s', async (_name, order) => {
    const answer = await save({ order, submitAfterSave: true });
    expect(answer).toMatchObject({ status: 409, body: { field: 'order.schedule.startTime', message: expect.stringContaining('no longer offered') } });
  });

  it('books a mobile order by its route code', async () => {
    const route = getMobileRoute(findZip('85016')!);
    expect(route.routeCode).not.toBeNull();
    const order = completeOrder('09:00', {
      serviceLocation: { zipCode: '85016', appointmentType: 'Mobile', mobile: { address: '1 Main St', city: 'Phoenix', state: 'AZ', zipCode: '85016' } },
      schedule: { date: appointmentDay, startTime: '09:00', routeCode: route.routeCode },
    });
    const answer = await save({ order, submitAfterSave: true });
    expect(answer.body.orderStatus).toBe('Submitted');
    expect(await count('bookings', 'saved_session_id = $1 AND slot_key = $2', [answer.body.savedSessionId, toSlotKey(route.routeCode!, appointmentDay, '09:00')])).toBe(1);
  });
});

describe('createUnscheduledStatusWorkOrderForPIA (pay in advance before scheduling)', () => {
  it('creates the work order without a schedule or booking; a later submission books and keeps the eon', async () => {
    const order = completeOrder('16:00', { schedule: {}, payment: { isInsurance: false, paymentChoice: 'CreditCard', isPia: true } });
    const unscheduled = await save({ order, createUnscheduledStatusWorkOrderForPIA: true });
    expect(unscheduled.body).toMatchObject({ orderStatus: 'Unscheduled', eon: expect.stringMatching(/^EON/), settledTenderAmount: null });
    const { savedSessionId } = unscheduled.body;
    expect(await count('bookings', 'saved_session_id = $1', [savedSessionId])).toBe(0);

    const again = await save({ order, savedSessionId, createUnscheduledStatusWorkOrderForPIA: true });
    expect(again.body.eon).toBe(unscheduled.body.eon);

    const submitted = await save({ order: completeOrder('16:00', { payment: order.payment }), savedSessionId, submitAfterSave: true });
    expect(submitted.body).toMatchObject({ orderStatus: 'Submitted', eon: unscheduled.body.eon, workOrderId: unscheduled.body.workOrderId });
    expect(await count('bookings', 'saved_session_id = $1', [savedSessionId])).toBe(1);
    expect(await count('orders', 'saved_session_id = $1', [savedSessionId])).toBe(1);
  });

  it('still needs the vehicle, damage, service location and customer (400 naming the field)', async () => {
    const answer = await save({ order: without('customer.lastName'), createUnscheduledStatusWorkOrderForPIA: true });
    expect(answer).toMatchObject({ status: 400, body: { field: 'order.customer.lastName' } });
  });
});

describe('saves of one session at the same moment (one transaction each, the session row locked first)', () => {
  /** A Monday no other test books. */
  const raceDay = '2026-12-07';
  const onRaceDay = (startTime: string) => completeOrder(startTime, { schedule: { date: raceDay, startTime } });
  const newSession = async () => (await save({ order: { vehicle: completeOrder().vehicle } })).body.savedSessionId as string;

  it('submissions of one order racing for one session make one order and one booking, and all answer its eon', async () => {
    const savedSessionId = await newSession();
    const answers = await Promise.all([0, 1, 2, 3].map(() => save({ order: onRaceDay('08:00'), savedSessionId, submitAfterSave: true })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const eons = new Set(answers.map((answer) => answer.body.eon));
    expect(eons.size).toBe(1);
    expect([...eons][0]).toMatch(/^EON\d+$/);
    expect(await count('orders', 'saved_session_id = $1', [savedSessionId])).toBe(1);
    expect(await count('bookings', 'saved_session_id = $1', [savedSessionId])).toBe(1);
  });

  it('submissions of different slots racing for one session: one order and booking, the others 409 naming its slot', async () => {
    const savedSessionId = await newSession();
    const answers = await Promise.all(
      ['09:00', '10:00', '11:00', '16:00'].map((startTime) => save({ order: onRaceDay(startTime), savedSessionId, submitAfterSave: true })),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    const eon = winners[0]!.body.eon as string;
    for (const loser of answers.filter((answer) => answer.status !== 200)) {
      expect(loser).toMatchObject({ status: 409, body: { field: 'order.schedule.startTime', message: expect.stringContaining(`order ${eon}`) } });
    }
    expect(await count('orders', 'saved_session_id = $1', [savedSessionId])).toBe(1);
    expect(await count('bookings', 'saved_session_id = $1', [savedSessionId])).toBe(1);
  });

  it('a plain save racing a submission answers 200 or 409, never 500, and leaves one order and one booking', async () => {
    const savedSessionId = await newSession();
    const answers = await Promise.all([
      save({ order: onRaceDay('12:00'), savedSessionId }),
      save({ order: onRaceDay('13:00'), savedSessionId, submitAfterSave: true }),
      save({ order: onRaceDay('14:00'), savedSessionId }),
      save({ order: onRaceDay('15:00'), savedSessionId, submitAfterSave: true }),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    // The first submission to run makes the order; the other asks for another slot (409, naming the order); a plain
    // save after the order is refused.
    const submissions = [answers[1]!, answers[3]!];
    expect(submissions.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const eon = submissions.find((answer) => answer.status === 200)!.body.eon as string;
    expect(submissions.find((answer) => answer.status === 409)!.body).toMatchObject({ field: 'order.schedule.startTime', message: expect.stringContaining(eon) });
    expect(await count('orders', 'saved_session_id = $1', [savedSessionId])).toBe(1);
    expect(await count('bookings', 'saved_session_id = $1', [savedSessionId])).toBe(1);
  });

  it('two first saves bringing the same referral number: one session, the other 409 naming order.referralNumber', async () => {
    const answers = await Promise.all([0, 1].map(() => save({ order: { referralNumber: 'RACE42' } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.field).toBe('order.referralNumber');
    expect(await count('saved_sessions', 'referral_number = $1', ['RACE42'])).toBe(1);
  });
});

describe('once the numbering is exhausted', () => {
  /** Lets `sequence` hand out no further value while `work` runs. */
  const exhausting = async <T>(sequence: string, work: () => Promise<T>): Promise<T> => {
    const [last] = await sandbox.db.query<{ n: string }>(`SELECT nextval('${sequence}')::text AS n`);
    await sandbox.db.query(`ALTER SEQUENCE ${sequence} MAXVALUE ${last!.n}`);
    try {
      return await work();
    } finally {
      await sandbox.db.query(`ALTER SEQUENCE ${sequence} NO MAXVALUE`);
    }
  };

  it('a submission answers 409 naming submitAfterSave and books nothing', async () => {
    const before = await Promise.all(['saved_sessions', 'orders', 'bookings'].map((table) => count(table)));
    const answer = await exhausting('order_number_seq', () => save({ order: completeOrder('16:00', { schedule: { date: '2026-12-08', startTime: '16:00' } }), submitAfterSave: true }));
    expect(answer).toMatchObject({ status: 409, body: { field: 'submitAfterSave', message: expect.stringContaining('exhausted') } });
    expect(await Promise.all(['saved_sessions', 'orders', 'bookings'].map((table) => count(table)))).toEqual(before);
  });

  it('a first save answers 409 naming savedSessionId', async () => {
    const answer = await exhausting('saved_session_seq', () => save({ order: { vehicle: completeOrder().vehicle } }));
    expect(answer).toMatchObject({ status: 409, body: { field: 'savedSessionId' } });
  });
});
