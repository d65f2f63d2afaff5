/**
 * Booking a place in a time slot (api/sandbox/schedule/bookSlot.ts), on PGlite and, under `npm run test:postgres`, on a
 * PostgreSQL server: a slot never takes more bookings than its capacity, however many arrive at once, and bookings
 * crossing each other end well (api/sandbox/db/createPostgresDatabase.ts runs a deadlocked transaction again).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxDatabase } from '../../../api/sandbox/db/SandboxDatabase';
import { bookSlot, getBookedCounts, toSlotKey } from '../../../api/sandbox/schedule/bookSlot';
import { createTestDatabase } from '../../harness/createTestDatabase';

let db: SandboxDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe('bookSlot', () => {
  it.each([1, 2, 5])('of 25 sessions racing for a slot with %i place(s), exactly that many get one', async (capacity) => {
    const slotKey = toSlotKey(`P-race-${capacity}`, '2026-12-02', '09:00');
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, index) => bookSlot(db, { slotKey, capacity, savedSessionId: `race-${capacity}-${index}` })),
    );
    expect(results.filter((result) => result.status === 'booked')).toHaveLength(capacity);
    expect(results.filter((result) => result.status === 'full')).toHaveLength(25 - capacity);
    expect((await getBookedCounts(db, [slotKey])).get(slotKey)).toBe(capacity);
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE slot_key = $1', [slotKey]);
    expect(rows[0]?.n).toBe(capacity);
  });

  it('booking the same slot again for the same session changes nothing', async () => {
    const slotKey = toSlotKey('P-again', '2026-12-03', '10:00');
    expect(await bookSlot(db, { slotKey, capacity: 2, savedSessionId: 'again' })).toEqual({ status: 'booked', slotKey });
    expect(await bookSlot(db, { slotKey, capacity: 2, savedSessionId: 'again' })).toEqual({ status: 'already-booked', slotKey });
    expect((await getBookedCounts(db, [slotKey])).get(slotKey)).toBe(1);
  });

  it('moving to another slot frees the old place; a full new slot keeps the old booking', async () => {
    const first = toSlotKey('P-move', '2026-12-04', '08:00');
    const second = toSlotKey('P-move', '2026-12-04', '09:00');
    const full = toSlotKey('P-move', '2026-12-04', '10:00');
    await bookSlot(db, { slotKey: full, capacity: 1, savedSessionId: 'someone-else' });
    await bookSlot(db, { slotKey: first, capacity: 1, savedSessionId: 'mover' });

    expect(await bookSlot(db, { slotKey: full, capacity: 1, savedSessionId: 'mover' })).toEqual({ status: 'full', slotKey: full });
    expect(Object.fromEntries(await getBookedCounts(db, [first, full]))).toEqual({ [first]: 1, [full]: 1 });

    expect(await bookSlot(db, { slotKey: second, capacity: 1, savedSessionId: 'mover' })).toEqual({ status: 'booked', slotKey: second });
    expect(Object.fromEntries(await getBookedCounts(db, [first, second]))).toEqual({ [first]: 0, [second]: 1 });
    expect(await bookSlot(db, { slotKey: first, capacity: 1, savedSessionId: 'newcomer' })).toEqual({ status: 'booked', slotKey: first });
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('two sessions swapping their slots at once both move (round %i; a deadlock is run again)', async (round) => {
    const [first, second] = [toSlotKey(`P-swap-${round}`, '2026-12-07', '08:00'), toSlotKey(`P-swap-${round}`, '2026-12-07', '09:00')];
    await bookSlot(db, { slotKey: first, capacity: 2, savedSessionId: `swap-a-${round}` });
    await bookSlot(db, { slotKey: second, capacity: 2, savedSessionId: `swap-b-${round}` });
    const results = await Promise.all([
      bookSlot(db, { slotKey: second, capacity: 2, savedSessionId: `swap-a-${round}` }),
      bookSlot(db, { slotKey: first, capacity: 2, savedSessionId: `swap-b-${round}` }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['booked', 'booked']);
    expect(Object.fromEntries(await getBookedCounts(db, [first, second]))).toEqual({ [first]: 1, [second]: 1 });
  });

  it('counts nothing for slots never booked', async () => {
    expect(await getBookedCounts(db, [toSlotKey('P-none', '2026-12-05', '08:00')])).toEqual(new Map());
    expect(await getBookedCounts(db, [])).toEqual(new Map());
  });
});
