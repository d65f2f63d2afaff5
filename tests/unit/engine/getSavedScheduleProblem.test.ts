/**
 * SPEC §4 saved sessions: a saved schedule is cleared if its date is in the past, if no slots exist for that day, if the
 * saved route code is no longer offered, or (in shop) if the minimum job minutes is missing.
 */
import { describe, expect, it } from 'vitest';
import { getSavedScheduleProblem, type SavedScheduleCheck, type SavedScheduleTimeSlots } from '../../../engine/domain/getSavedScheduleProblem';

const today = '2026-12-01';
const shopSchedule = { date: '2026-12-02', routeCode: null, jobMinMinutes: 60 };
const mobileSchedule = { date: '2026-12-02', routeCode: 'AZ-PHX-850', jobMinMinutes: null };

/** A time-slot answer for 2026-12-02 and 2026-12-03, with `count` slots on the saved day. */
const slots = (count: number, routeCode: string | null = null): SavedScheduleTimeSlots => ({
  routeCode,
  days: [
    { date: '2026-12-02', timeSlots: Array.from({ length: count }, () => ({ routeCode })) },
    { date: '2026-12-03', timeSlots: [{ routeCode }] },
  ],
});

const rows: Array<{ case: string; check: SavedScheduleCheck; problem: ReturnType<typeof getSavedScheduleProblem> }> = [
  { case: 'nothing saved', check: { schedule: { date: null, routeCode: null, jobMinMinutes: null }, appointmentType: 'Inshop', today }, problem: null },
  { case: 'in shop, tomorrow, before the slots are known', check: { schedule: shopSchedule, appointmentType: 'Inshop', today }, problem: null },
  { case: 'in shop, tomorrow, with slots that day', check: { schedule: shopSchedule, appointmentType: 'Inshop', today, timeSlots: slots(3) }, problem: null },
  { case: 'today is not the past', check: { schedule: { ...shopSchedule, date: today }, appointmentType: 'Inshop', today, timeSlots: { days: [{ date: today, timeSlots: [{}] }] } }, problem: null },
  { case: 'yesterday', check: { schedule: { ...shopSchedule, date: '2026-11-30' }, appointmentType: 'Inshop', today }, problem: 'dateInPast' },
  { case: 'last year (mobile)', check: { schedule: { ...mobileSchedule, date: '2025-12-02' }, appointmentType: 'Mobile', today }, problem: 'dateInPast' },
  { case: 'in shop without the minimum job minutes', check: { schedule: { ...shopSchedule, jobMinMinutes: null }, appointmentType: 'Inshop', today }, problem: 'missingJobMinutes' },
  { case: 'drop-off (in shop) without the minimum job minutes', check: { schedule: { ...shopSchedule, jobMinMinutes: null }, appointmentType: 'Dropoff', today }, problem: 'missingJobMinutes' },
  { case: 'mobile without job minutes is kept', check: { schedule: mobileSchedule, appointmentType: 'Mobile', today, timeSlots: slots(2, 'AZ-PHX-850') }, problem: null },
  { case: 'in shop, no slots that day', check: { schedule: shopSchedule, appointmentType: 'Inshop', today, timeSlots: slots(0) }, problem: 'noSlotsThatDay' },
  { case: 'the day is missing from the answer', check: { schedule: shopSchedule, appointmentType: 'Inshop', today, timeSlots: { days: [] } }, problem: 'noSlotsThatDay' },
  { case: 'mobile, the route code is another now', check: { schedule: mobileSchedule, appointmentType: 'Mobile', today, timeSlots: slots(2, 'AZ-PHX-852') }, problem: 'routeCodeNotOffered' },
  { case: 'mobile, no route any more', check: { schedule: mobileSchedule, appointmentType: 'Mobile', today, timeSlots: { routeCode: null, days: [{ date: '2026-12-02', timeSlots: [] }] } }, problem: 'routeCodeNotOffered' },
  { case: 'mobile, saved without a route code', check: { schedule: { ...mobileSchedule, routeCode: null }, appointmentType: 'Mobile', today, timeSlots: slots(2, 'AZ-PHX-850') }, problem: 'routeCodeNotOffered' },
  { case: 'mobile, same route, no slots that day', check: { schedule: mobileSchedule, appointmentType: 'Mobile', today, timeSlots: slots(0, 'AZ-PHX-850') }, problem: 'noSlotsThatDay' },
  { case: 'a day that is no calendar day', check: { schedule: { ...shopSchedule, date: '2026-02-31' }, appointmentType: 'Inshop', today }, problem: 'noSlotsThatDay' },
  { case: 'a date not written yyyy-mm-dd', check: { schedule: { ...shopSchedule, date: '12/02/2026' }, appointmentType: 'Inshop', today }, problem: 'noSlotsThatDay' },
  { case: 'the past wins over everything else', check: { schedule: { ...shopSchedule, date: '2026-11-01', jobMinMinutes: null }, appointmentType: 'Inshop', today, timeSlots: slots(0) }, problem: 'dateInPast' },
];

describe('getSavedScheduleProblem', () => {
  it.each(rows)('$case → $problem', ({ check, problem }) => {
    expect(getSavedScheduleProblem(check)).toBe(problem);
  });
});
