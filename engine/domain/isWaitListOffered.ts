import { getSettingNumber } from './getSettingNumber';
import { isSettingOn } from './isSettingOn';

/** Days ahead after which the wait list is offered when Waitlist_Threshold_Days is missing (the control's value). */
export const defaultWaitListThresholdDays = 7;

/**
 * Whether the schedule offers to join the wait list (customer.waitListRequested): the DisplayWaitlist2.0 setting is
 * on and the first day with a free slot (yyyy-mm-dd) is more than Waitlist_Threshold_Days days after today, or there
 * is no free day at all (SPEC §9 setting keys). The days are counted with funnel.yaml millisecondsPerDay (SPEC §9 "day
 * counts use 86,400,000 ms per day").
 */
export function isWaitListOffered(
  settings: Record<string, string | number | boolean>,
  firstFreeDate: string | null,
  today: string,
  millisecondsPerDay: number,
): boolean {
  if (!isSettingOn(settings, 'DisplayWaitlist2.0')) return false;
  if (firstFreeDate === null) return true;
  const threshold = getSettingNumber(settings, 'Waitlist_Threshold_Days') ?? defaultWaitListThresholdDays;
  const days = Math.round((Date.parse(`${firstFreeDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / millisecondsPerDay);
  return days > threshold;
}
