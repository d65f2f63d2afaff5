import { findShop } from '../location/findShop';
import type { SandboxContext } from '../SandboxContext';
import { getMobileSlotsOfDay } from './getMobileSlotsOfDay';
import { getShopSlotsOfDay } from './getShopSlotsOfDay';

/** A time slot as the schedule service offers it, with its capacity (how many bookings it takes in all). */
export interface OfferedTimeSlot {
  /** The provider number for a shop slot, or the mobile route code for a mobile slot: the first part of the slot key. */
  resource: string;
  date: string;
  startTime: string;
  endTime: string;
  capacity: number;
}

/**
 * The slot a saved schedule points at, if the schedule service offers it (same generation as shop-time-slots and
 * mobile-time-slots): used by save-session with submitAfterSave to book it. Null when no such slot exists.
 *
 * A shop slot when providerNumber is given (a number shortened by the SPEC §5 rule is accepted; `resource` is the
 * shop's full number), else a mobile slot of routeCode. The slot is returned even when every place is booked —
 * bookSlot then answers 'full' — but not when it is in the past, today within the lead time, past the booking horizon,
 * on a day the shop or route does not work, or while the shop is temporarily closed (api/sandbox/schedule/scheduleLimits.ts).
 * In-shop appointment types share a shop's slots, so the appointment type is not needed here.
 */
export async function findTimeSlot(
  context: SandboxContext,
  slot: { providerNumber: string | null; routeCode: string | null; date: string; startTime: string },
): Promise<OfferedTimeSlot | null> {
  const now = context.now();
  let offered;
  if (slot.providerNumber) {
    const shop = findShop(slot.providerNumber);
    offered = shop ? getShopSlotsOfDay(shop, slot.date, now) : [];
  } else if (slot.routeCode) {
    offered = getMobileSlotsOfDay(slot.routeCode, slot.date, now);
  } else {
    return null;
  }
  const found = offered.find((candidate) => candidate.startTime === slot.startTime);
  if (!found) return null;
  const { resource, date, startTime, endTime, capacity } = found;
  return { resource, date, startTime, endTime, capacity };
}
