import { getMobileRouteTimeZone } from '../location/getMobileRouteTimeZone';
import type { GeneratedTimeSlot } from './GeneratedTimeSlot';
import { getBookableStarts } from './getBookableStarts';
import { scheduleDates } from './scheduleDates';
import { scheduleLimits } from './scheduleLimits';
import { toSlotCapacity } from './toSlotCapacity';

/**
 * A mobile route's arrival windows on a date (local to the route's territory), before bookings: two-hour windows
 * (none on Sunday), each taking 1 to 3 technicians' bookings; none for an unknown route, on past dates or past the
 * horizon. Saturday and 07:00 windows are premium.
 */
export function getMobileSlotsOfDay(routeCode: string, date: string, now: Date): GeneratedTimeSlot[] {
  const timeZone = getMobileRouteTimeZone(routeCode);
  if (timeZone === null || !scheduleDates.isDate(date)) return [];
  const weekday = scheduleDates.weekdayOf(date);
  const starts = scheduleLimits.mobileWindowStarts[weekday]!.map((time) => scheduleDates.toMinutes(time));
  const premiumBefore = scheduleDates.toMinutes(scheduleLimits.premiumBefore);
  return getBookableStarts(starts, date, now, timeZone).map((start) => {
    const startTime = scheduleDates.toTime(start);
    return {
      resource: routeCode,
      date,
      startTime,
      endTime: scheduleDates.toTime(start + scheduleLimits.mobileWindowMinutes),
      capacity: toSlotCapacity(routeCode, date, startTime, scheduleLimits.mobilePlacesPerWindow),
      offerPremium: weekday === 6 || weekday === 0 || start < premiumBefore,
    };
  });
}
