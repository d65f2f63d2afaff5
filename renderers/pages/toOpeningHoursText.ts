import type { TimeFormat } from '../../engine/config/types';
import { formatTimeRange } from '../../engine/domain/formatTime';
import type { LocationShop } from './SchedulePickerData';

/** Short day names for the opening hours, by SPEC §5 weekday. */
const shortDayNames: Record<LocationShop['hours'][number]['dayOfWeek'], string> = {
  Monday: 'Mon',
  Tuesday: 'Tue',
  Wednesday: 'Wed',
  Thursday: 'Thu',
  Friday: 'Fri',
  Saturday: 'Sat',
  Sunday: 'Sun',
};

/**
 * A shop's week at a glance (issue #14), Monday first, days with the same hours run together: "Open Mon–Fri 8:00 AM–5:00
 * PM, Sat 8:00 AM–1:00 PM. Closed Sun."
 */
export function toOpeningHoursText(hours: LocationShop['hours'], timeFormat: TimeFormat): string {
  const week = (Object.keys(shortDayNames) as Array<keyof typeof shortDayNames>).map((day) => {
    const entry = hours.find((item) => item.dayOfWeek === day);
    const open = entry?.isOpen && entry.openTime && entry.closeTime ? formatTimeRange(entry.openTime, entry.closeTime, timeFormat) : null;
    return { day: shortDayNames[day], open };
  });
  const runs: Array<{ first: string; last: string; open: string | null }> = [];
  for (const { day, open } of week) {
    const run = runs[runs.length - 1];
    if (run && run.open === open) run.last = day;
    else runs.push({ first: day, last: day, open });
  }
  const days = (run: { first: string; last: string }) => (run.first === run.last ? run.first : `${run.first}–${run.last}`);
  const open = runs.filter((run) => run.open).map((run) => `${days(run)} ${run.open}`);
  const closed = runs.filter((run) => !run.open).map(days);
  return [open.length > 0 ? `Open ${open.join(', ')}.` : '', closed.length > 0 ? `Closed ${closed.join(', ')}.` : ''].filter(Boolean).join(' ');
}
