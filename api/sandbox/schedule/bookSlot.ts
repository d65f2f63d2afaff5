import type { SandboxDatabase, SqlRunner } from '../db/SandboxDatabase';

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
 * Takes one place of a time slot for a saved session: the slot's capacity row is created on first use, a place is
 * taken only while `booked < capacity` (one conditional UPDATE, so racing requests cannot overbook), and a slot the
 * session held before is released. A full slot leaves everything as it was.
 *
 * Given a database it runs in a transaction of its own; given an open transaction (save-session's submission) it
 * runs in that one, so a submission refused later books nothing. The slots involved are locked in key order, so two
 * sessions swapping slots cannot deadlock.
 */
export async function bookSlot(
  target: SandboxDatabase | SqlRunner,
  booking: { slotKey: string; capacity: number; savedSessionId: string; bookedAt?: Date },
): Promise<BookingResult> {
  if ('transaction' in target) return target.transaction((tx) => bookSlot(tx, booking));
  const tx = target;
  const { slotKey, capacity, savedSessionId } = booking;
  const held = await tx.query<{ slot_key: string }>('SELECT slot_key FROM bookings WHERE saved_session_id = $1 FOR UPDATE', [
    savedSessionId,
  ]);
  const heldKey = held[0]?.slot_key ?? null;
  if (heldKey === slotKey) return { status: 'already-booked', slotKey };
  await tx.query('INSERT INTO slot_capacity (slot_key, capacity) VALUES ($1, $2) ON CONFLICT (slot_key) DO NOTHING', [slotKey, capacity]);
  const involved = heldKey ? [heldKey, slotKey] : [slotKey];
  await tx.query('SELECT slot_key FROM slot_capacity WHERE slot_key = ANY($1::text[]) ORDER BY slot_key FOR UPDATE', [involved]);
  const taken = await tx.query('UPDATE slot_capacity SET booked = booked + 1 WHERE slot_key = $1 AND booked < capacity RETURNING booked', [
    slotKey,
  ]);
  if (taken.length === 0) return { status: 'full', slotKey };
  const bookedAt = (booking.bookedAt ?? new Date()).toISOString();
  if (heldKey) {
    await tx.query('UPDATE slot_capacity SET booked = booked - 1 WHERE slot_key = $1', [heldKey]);
    await tx.query('UPDATE bookings SET slot_key = $1, created_at = $2 WHERE saved_session_id = $3', [slotKey, bookedAt, savedSessionId]);
  } else {
    await tx.query('INSERT INTO bookings (slot_key, saved_session_id, created_at) VALUES ($1, $2, $3)', [slotKey, savedSessionId, bookedAt]);
  }
  return { status: 'booked', slotKey };
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
