import { scheduleDates } from './scheduleDates';
import { scheduleLimits } from './scheduleLimits';
import { toLocalTime } from './toLocalTime';

/**
 * Which of a day's start times (minutes since local midnight) can still be booked at `now` in `timeZone`: none on a
 * past date or past the booking horizon; today, only those at least the lead time away (scheduleLimits).
 */
export function getBookableStarts(starts: readonly number[], date: string, now: Date, timeZone: string): number[] {
  const local = toLocalTime(now, timeZone);
  const daysAhead = scheduleDates.daysBetween(local.date, date);
  if (daysAhead < 0 || daysAhead > scheduleLimits.bookingHorizonDays) return [];
  if (daysAhead > 0) return [...starts];
  return starts.filter((start) => start >= local.minutes + scheduleLimits.leadMinutes);
}
