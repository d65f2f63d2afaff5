import type { Shop } from '../data/shops';
import { serviceTerritories } from '../location/serviceTerritories';
import type { GeneratedTimeSlot } from './GeneratedTimeSlot';
import { getBookableStarts } from './getBookableStarts';
import { scheduleDates } from './scheduleDates';
import { scheduleLimits } from './scheduleLimits';
import { toSlotCapacity } from './toSlotCapacity';

/** Length of an in-shop appointment slot, in minutes. */
const slotMinutes = 60;

/**
 * A shop's time slots on a date (local to the shop), before bookings: one-hour slots from opening, the last ending by
 * closing; none on a closed weekday, while the shop is temporarily closed, on past dates or past the horizon, and
 * today only from the lead time on (getBookableStarts). Each slot takes 1 to `bays` bookings; weekend and early
 * (before 08:00) slots are premium.
 */
export function getShopSlotsOfDay(shop: Shop, date: string, now: Date): GeneratedTimeSlot[] {
  if (shop.closureNote !== null || !scheduleDates.isDate(date)) return [];
  const weekday = scheduleDates.weekdayOf(date);
  const hours = shop.hours[weekday];
  if (!hours) return [];
  const open = scheduleDates.toMinutes(hours[0]);
  const close = scheduleDates.toMinutes(hours[1]);
  const starts: number[] = [];
  for (let start = open; start + slotMinutes <= close; start += slotMinutes) starts.push(start);
  const timeZone = serviceTerritories.get(shop.ctu)?.timeZone ?? 'America/New_York';
  const isWeekend = weekday === 0 || weekday === 6;
  const premiumBefore = scheduleDates.toMinutes(scheduleLimits.premiumBefore);
  return getBookableStarts(starts, date, now, timeZone).map((start) => {
    const startTime = scheduleDates.toTime(start);
    return {
      resource: shop.providerNumber,
      date,
      startTime,
      endTime: scheduleDates.toTime(start + slotMinutes),
      capacity: toSlotCapacity(shop.providerNumber, date, startTime, shop.bays),
      offerPremium: isWeekend || start < premiumBefore,
    };
  });
}
