import type { ContractSchema } from '../../contract/OperationTypes';
import type { SandboxDatabase } from '../db/SandboxDatabase';
import { getBookedCounts, toSlotKey } from './bookSlot';
import type { GeneratedTimeSlot } from './GeneratedTimeSlot';
import { scheduleDates } from './scheduleDates';

/** What the days of a time-slot answer are made from. */
export interface ScheduleDaysRequest {
  startDate: string;
  endDate: string;
  /** The slots of one date (before bookings); empty when nothing is offered that day. */
  slotsOf(date: string): GeneratedTimeSlot[];
  /** Whether the shop or route works that date's weekday at all. */
  isOpenOn(date: string): boolean;
  /** Keeps a slot (e.g. Dropoff only before noon); default all. */
  accepts?(slot: GeneratedTimeSlot): boolean;
  shape: { providerNumber: string | null; routeCode: string | null; jobMinMinutes: number; jobMaxMinutes: number };
}

/**
 * Every date from startDate to endDate with its free slots: the generated slots minus the places already booked
 * (getBookedCounts by slot key); a full slot is left out.
 */
export async function getScheduleDays(db: SandboxDatabase, request: ScheduleDaysRequest): Promise<ContractSchema<'ScheduleDay'>[]> {
  const count = scheduleDates.daysBetween(request.startDate, request.endDate) + 1;
  const dates = Array.from({ length: Math.max(0, count) }, (_, index) => scheduleDates.addDays(request.startDate, index));
  const slotsByDate = dates.map((date) => request.slotsOf(date).filter((slot) => request.accepts?.(slot) ?? true));
  const keys = slotsByDate.flat().map((slot) => toSlotKey(slot.resource, slot.date, slot.startTime));
  const booked = await getBookedCounts(db, keys);
  return dates.map((date, index) => ({
    date,
    dayOfWeek: scheduleDates.weekdayNames[scheduleDates.weekdayOf(date)]!,
    isOpen: request.isOpenOn(date),
    timeSlots: slotsByDate[index]!.flatMap((slot) => {
      const id = toSlotKey(slot.resource, slot.date, slot.startTime);
      const remainingPlaces = slot.capacity - (booked.get(id) ?? 0);
      if (remainingPlaces <= 0) return [];
      return [
        {
          id,
          date: slot.date,
          startTime: slot.startTime,
          endTime: slot.endTime,
          offerPremium: slot.offerPremium,
          capacity: slot.capacity,
          remainingPlaces,
          ...request.shape,
        },
      ];
    }),
  }));
}
