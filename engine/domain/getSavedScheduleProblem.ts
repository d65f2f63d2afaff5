import type { AppointmentType, Schedule } from './state';

/** Why a saved schedule can no longer be kept (SPEC §4 saved sessions). */
export type SavedScheduleProblem = 'dateInPast' | 'missingJobMinutes' | 'routeCodeNotOffered' | 'noSlotsThatDay';

/** The part of a time-slot answer (schedule.shopTimeSlots, schedule.mobileTimeSlots) the check reads. */
export interface SavedScheduleTimeSlots {
  routeCode?: string | null;
  days: ReadonlyArray<{ date: string; timeSlots: ReadonlyArray<{ routeCode?: string | null }> }>;
}

export interface SavedScheduleCheck {
  schedule: Pick<Schedule, 'date' | 'routeCode' | 'jobMinMinutes'>;
  appointmentType: AppointmentType | null;
  /** Today's date, yyyy-mm-dd. */
  today: string;
  /** The time slots of the saved day and the next day (SPEC §4), once asked for; without them only the date and job
   * minutes are checked. */
  timeSlots?: SavedScheduleTimeSlots | null;
}

/**
 * SPEC §4: a saved schedule is cleared if its date is in the past, if no slots exist for that day, if the saved route
 * code is no longer offered (mobile), or, in shop (any appointment type but Mobile), if the minimum job minutes is
 * missing. Null when the schedule can stay, or when nothing is saved.
 */
export function getSavedScheduleProblem({ schedule, appointmentType, today, timeSlots }: SavedScheduleCheck): SavedScheduleProblem | null {
  if (!schedule.date) return null;
  // A saved day that is no calendar day has no slots (and must not reach the time-slot calls).
  if (!isCalendarDate(schedule.date)) return 'noSlotsThatDay';
  if (schedule.date < today) return 'dateInPast';
  const isMobile = appointmentType === 'Mobile';
  if (!isMobile && (schedule.jobMinMinutes === null || schedule.jobMinMinutes === undefined)) return 'missingJobMinutes';
  if (!timeSlots) return null;
  const day = timeSlots.days.find((candidate) => candidate.date === schedule.date);
  if (isMobile) {
    const offered = new Set([timeSlots.routeCode, ...(day?.timeSlots ?? []).map((slot) => slot.routeCode)].filter(Boolean));
    if (!schedule.routeCode || !offered.has(schedule.routeCode)) return 'routeCodeNotOffered';
  }
  if (!day || day.timeSlots.length === 0) return 'noSlotsThatDay';
  return null;
}

/** A real calendar day written yyyy-mm-dd (2026-02-31 is not one). */
function isCalendarDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
}
