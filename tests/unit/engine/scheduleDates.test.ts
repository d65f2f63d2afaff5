/** Calendar dates of the schedule: moving a date by calendar days, today's date, day texts. */
import { describe, expect, it } from 'vitest';
import { addDaysToDate } from '../../../engine/domain/addDaysToDate';
import { toCalendarDate } from '../../../engine/domain/toCalendarDate';
import { toDayText } from '../../../engine/domain/toDayText';

describe('addDaysToDate', () => {
  it.each([
    ['2026-12-01', 1, '2026-12-02'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-12-01', 13, '2026-12-14'],
    ['2026-12-01', -1, '2026-11-30'],
    ['2026-12-01', 0, '2026-12-01'],
  ])('%s + %i → %s', (date, days, expected) => {
    expect(addDaysToDate(date, days)).toBe(expected);
  });
});

describe('toCalendarDate', () => {
  it.each([
    ['2026-12-01T09:00:00Z', '2026-12-01'],
    ['2026-12-01T23:59:59Z', '2026-12-01'],
    ['2026-12-02T00:00:00Z', '2026-12-02'],
  ])('%s → %s', (moment, date) => {
    expect(toCalendarDate(Date.parse(moment))).toBe(date);
  });
});

describe('toDayText', () => {
  it.each([
    ['2026-12-02', 'long', 'Wednesday, December 2'],
    ['2026-12-02', 'short', 'Wed, Dec 2'],
    ['2027-01-01', 'long', 'Friday, January 1'],
    ['not a date', 'long', 'not a date'],
  ] as const)('%s (%s) → %s', (date, style, text) => {
    expect(toDayText(date, style)).toBe(text);
  });
});
