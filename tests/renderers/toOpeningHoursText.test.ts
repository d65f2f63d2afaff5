import { describe, expect, it } from 'vitest';
import { toOpeningHoursText } from '../../renderers/pages/toOpeningHoursText';
import type { LocationShop } from '../../renderers/pages/SchedulePickerData';
import type { TimeFormat } from '../../engine/config/types';

/** A 12-hour clock; the shipped funnel.yaml writes 24-hour times (the last case). */
const twelveHour: TimeFormat = { clock: '12h', range: '{start}–{end}' };

type Day = LocationShop['hours'][number]['dayOfWeek'];
const days: Day[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** A week from one entry per day, Sunday first: [open, close] or null when closed. */
const week = (...times: Array<[string, string] | null>): LocationShop['hours'] =>
  days.map((dayOfWeek, index) => {
    const time = times[index] ?? null;
    return { dayOfWeek, isOpen: time !== null, openTime: time?.[0] ?? null, closeTime: time?.[1] ?? null };
  });

const cases: Array<{ name: string; hours: LocationShop['hours']; text: string }> = [
  {
    name: 'weekdays alike, a short Saturday, closed Sunday',
    hours: week(null, ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '13:00']),
    text: 'Open Mon–Fri 8:00 AM–5:00 PM, Sat 8:00 AM–1:00 PM. Closed Sun.',
  },
  { name: 'every day alike', hours: week(...days.map((): [string, string] => ['07:30', '19:00'])), text: 'Open Mon–Sun 7:30 AM–7:00 PM.' },
  {
    name: 'a closed day in the middle of the week',
    hours: week(null, ['09:00', '17:00'], ['09:00', '17:00'], null, ['09:00', '17:00'], ['09:00', '17:00'], null),
    text: 'Open Mon–Tue 9:00 AM–5:00 PM, Thu–Fri 9:00 AM–5:00 PM. Closed Wed, Sat–Sun.',
  },
  { name: 'a day the answer leaves out counts as closed', hours: week(null, ['12:00', '14:00']).slice(0, 2), text: 'Open Mon 12:00 PM–2:00 PM. Closed Tue–Sun.' },
];

describe('a shop’s opening hours at a glance (issue #14)', () => {
  it.each(cases)('$name', ({ hours, text }) => expect(toOpeningHoursText(hours, twelveHour)).toBe(text));
  it('follows funnel.yaml timeFormat: a 24-hour clock and its range', () => {
    const hours = week(null, ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '17:00'], ['08:00', '13:00']);
    expect(toOpeningHoursText(hours, { clock: '24h', range: '{start} to {end}' })).toBe('Open Mon–Fri 08:00 to 17:00, Sat 08:00 to 13:00. Closed Sun.');
  });
});
