import { formatTime } from '../../domain/formatTime';
import { addDaysToDate } from '../../domain/addDaysToDate';
import { formatMessage } from '../../domain/formatMessage';
import { getSavedScheduleProblem, type SavedScheduleProblem, type SavedScheduleTimeSlots } from '../../domain/getSavedScheduleProblem';
import { createInitialOrder } from '../../domain/state';
import { toCalendarDate } from '../../domain/toCalendarDate';
import { toDayText } from '../../domain/toDayText';
import { toTimeSlotsRequest } from '../../domain/toTimeSlotsRequest';
import type { GuardContext, GuardOutcome } from '../GuardContext';
import type { ApiCallError } from '../ports';

/**
 * Schedule entry (SPEC §4 saved sessions): a saved schedule is cleared if its date is in the past, if no slots exist for
 * that day, if the saved route code is no longer offered, or (in shop) if the minimum job minutes is missing. The time
 * slots are asked for the saved day to the next day (SPEC §4), from the shop or the mobile route the order names. A
 * cleared schedule is said in an alert; the cascades run after every guard (payment-method choice, SPEC §4).
 *
 * A 404 (the shop or vehicle is unknown now) means no slots; any other failed call has already bailed out (SPEC §8),
 * so the schedule is left as it is.
 */
export async function validateSavedSchedule(context: GuardContext): Promise<GuardOutcome> {
  const state = context.getState();
  const { schedule, serviceLocation } = state.order;
  if (!schedule.date) return undefined;
  const today = toCalendarDate(context.ports.clock.now());
  const check = { schedule, appointmentType: serviceLocation.appointmentType, today };
  let problem: SavedScheduleProblem | null = getSavedScheduleProblem(check);
  if (!problem) {
    const request = serviceLocation.appointmentType
      ? toTimeSlotsRequest(
          state,
          {
            appointmentType: serviceLocation.appointmentType,
            providerNumber: serviceLocation.provider.providerNumber,
            startDate: schedule.date,
            endDate: addDaysToDate(schedule.date, 1),
          },
          {
            applicationName: context.model.funnel.applicationName,
            defaultParentAccountNumber: context.model.funnel.constants.defaultCashParentAccountNumber,
          },
        )
      : null;
    if (!request) {
      problem = 'noSlotsThatDay';
    } else {
      try {
        const timeSlots = (await context.ports.api.call(request.operation, request.params, { pageName: context.pageId })) as SavedScheduleTimeSlots;
        problem = getSavedScheduleProblem({ ...check, timeSlots });
      } catch (error) {
        if ((error as ApiCallError).status !== 404) return undefined;
        problem = 'noSlotsThatDay';
      }
    }
  }
  if (!problem) return undefined;
  const { date, startTime } = schedule;
  context.update((draft) => {
    draft.order.schedule = createInitialOrder().schedule;
  });
  context.alert({
    category: 'PAGE_ALERT',
    subCategory: 'SCHEDULE_CLEARED',
    text: formatMessage(context.model.funnel.messages.savedAppointmentGone, { appointment: `${toDayText(date)}${startTime ? ` at ${formatTime(startTime, context.model.funnel.timeFormat)}` : ''}` }),
    style: 'warning',
    dismissible: true,
  });
  return undefined;
}
