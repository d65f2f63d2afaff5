import type { SandboxDatabase } from '../db/SandboxDatabase';

/** What a booking attempt came to. */
export type BookingResult =
  | { status: 'booked'; slotKey: string }
  /** The session already holds this slot: booking again changes nothing. */
  | { status: 'already-booked'; slotKey: string }
  /** Every place of the slot is taken (the session keeps any slot it held before). */
  | { status: 'full'; slotKey: string };

/** The slot key of a shop or mobile route's time slot (see migrations/001_initial.sql). */
export function toSlotKey(resource: string, date: string, startTime: string): string {
  return `${resource}|${date}|${startTime}`;
}

/**
 * Takes one place of a time slot for a saved session, in one transaction: the slot's capacity row is created on first
 * use, a place is taken only while `booked < capacity` (one conditional UPDATE, so racing requests cannot overbook),
 * and a slot the session held before is released. A full slot leaves everything as it was.
 */
export async function bookSlot(
  db: SandboxDatabase,
  booking: { slotKey: string; capacity: number; savedSessionId: string },
): Promise<BookingResult> {
  const { slotKey, capacity, savedSessionId } = booking;
  return db.transaction(async (tx) => {
    const held = await tx.query<{ slot_key: string }>('SELECT slot_key FROM bookings WHERE saved_session_id = $1 FOR UPDATE', [
      savedSessionId,
    ]);
    if (held[0]?.slot_key === slotKey) return { status: 'already-booked', slotKey };
    await tx.query('INSERT INTO slot_capacity (slot_key, capacity) VALUES ($1, $2) ON CONFLICT (slot_key) DO NOTHING', [
      slotKey,
      capacity,
    ]);
    const taken = await tx.query(
      'UPDATE slot_capacity SET booked = booked + 1 WHERE slot_key = $1 AND booked < capacity RETURNING booked',
      [slotKey],
    );
    if (taken.length === 0) return { status: 'full', slotKey };
    if (held[0]) {
      await tx.query('UPDATE slot_capacity SET booked = booked - 1 WHERE slot_key = $1', [held[0].slot_key]);
      await tx.query('UPDATE bookings SET slot_key = $1, created_at = now() WHERE saved_session_id = $2', [slotKey, savedSessionId]);
    } else {
      await tx.query('INSERT INTO bookings (slot_key, saved_session_id) VALUES ($1, $2)', [slotKey, savedSessionId]);
    }
    return { status: 'booked', slotKey };
  });
}

/** How many places of each slot are taken (slots never booked are absent). */
export async function getBookedCounts(db: SandboxDatabase, slotKeys: readonly string[]): Promise<Map<string, number>> {
  if (slotKeys.length === 0) return new Map();
  const rows = await db.query<{ slot_key: string; booked: number }>(
    'SELECT slot_key, booked FROM slot_capacity WHERE slot_key = ANY($1::text[])',
    [slotKeys],
  );
  return new Map(rows.map((row) => [row.slot_key, row.booked]));
}
