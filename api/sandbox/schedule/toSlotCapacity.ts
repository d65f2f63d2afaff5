import { createHash } from 'node:crypto';
import { toSlotKey } from './bookSlot';

/**
 * How many bookings a slot takes in all: 1 to `maxPlaces`, derived from the slot key (deterministic, so the same slot
 * always has the same capacity; no Math.random).
 */
export function toSlotCapacity(resource: string, date: string, startTime: string, maxPlaces: number): number {
  const hash = createHash('sha256').update(toSlotKey(resource, date, startTime)).digest().readUInt32BE(0);
  return 1 + (hash % Math.max(1, maxPlaces));
}
