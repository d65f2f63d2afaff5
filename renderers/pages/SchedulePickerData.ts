import type { ContractSchema } from '../../api/contract/OperationTypes';
import { addDaysToDate } from '../../engine/domain/addDaysToDate';
import type { OfferedAppointmentType } from '../../engine/domain/getOfferedAppointmentTypes';
import type { MobileReach } from '../../engine/domain/isMobileAllowed';

/** A shop as location.providers answers it: address, distance, hours, what it does, the appointment types it takes. */
export type LocationShop = ContractSchema<'LocationShop'>;
/** The days and free slots of a shop or mobile route (schedule.shopTimeSlots, schedule.mobileTimeSlots). */
export type ScheduleTimeSlots = ContractSchema<'ScheduleTimeSlots'>;
export type ScheduleDay = ContractSchema<'ScheduleDay'>;
export type ScheduleTimeSlot = ContractSchema<'ScheduleTimeSlot'>;
/** What the service territory currently says (location.alertReasons): a weather delay, a parts shortage… */
export type LocationAlertReason = ContractSchema<'LocationAlertReason'>;

/** The calendar shows this many days at a time, and this many such windows from today. */
export const scheduleWindowDays = 14;
export const scheduleWindowCount = 4;

/** Which time slots the page asks for (the input of schedule.yaml's action loadTimeSlots). */
export interface TimeSlotsRequest {
  appointmentType: OfferedAppointmentType;
  providerNumber: string | null;
  startDate: string;
  endDate: string;
}

/**
 * What schedule.yaml's steps keep in the page's data for the schedule-picker renderer: the shops, the closest shops
 * when none does the work, the territory's alerts and the mobile reach (on entry, action loadLocation), the time slots with the request they answer (action loadTimeSlots) and the day
 * prices with the days they were asked for (action loadDayPrices).
 */
export interface SchedulePageData {
  /** Shops doing this kind of work near the zip, nearest first; null when they could not be loaded. */
  shops?: LocationShop[] | null;
  /** When no shop near the zip does this work: the nearest shops that take the vehicle, whatever they do. */
  closestShops?: LocationShop[] | null;
  /** What the zip's service territory says now (SPEC §7 alert reasons by CTU); none: an empty list. */
  alertReasons?: LocationAlertReason[] | null;
  reach?: MobileReach | null;
  timeSlots?: ScheduleTimeSlots | null;
  timeSlotsFor?: TimeSlotsRequest | null;
  dayPrices?: Record<string, number> | null;
  dayPricesFor?: string[] | null;
}

/** The schedule's page data, read from the page's own data (`pageData[pageId]`). */
export function getSchedulePageData(pageData: Record<string, Record<string, unknown>>, pageId: string): SchedulePageData {
  return (pageData[pageId] ?? {}) as SchedulePageData;
}

/** Why mobile service is not offered, as the page says it (military base, big truck, or no route to the zip). */
export function toMobileUnavailableText(zipCode: string, reach: MobileReach): string | null {
  if (reach.containsMilitaryBase) return `${zipCode} is on or near a military base, so we can't send a mobile technician there.`;
  if (reach.isBigTruck) return 'Your vehicle needs a shop with a big-truck bay, so we can\'t come to you.';
  if (!reach.isMobileServiceable) return `Our mobile technicians don't reach ${zipCode} yet.`;
  return null;
}

/** The first and last date of calendar window `index` (0: from today). */
export function getScheduleWindow(today: string, index: number): { startDate: string; endDate: string } {
  const startDate = addDaysToDate(today, index * scheduleWindowDays);
  return { startDate, endDate: addDaysToDate(startDate, scheduleWindowDays - 1) };
}

/** The calendar window holding `date` (0 when it is before today or beyond the last window). */
export function getWindowIndexOf(today: string, date: string | null): number {
  if (!date || date < today) return 0;
  for (let index = 0; index < scheduleWindowCount; index += 1) {
    if (date <= getScheduleWindow(today, index).endDate) return index;
  }
  return 0;
}

/**
 * The answers the schedule page submits (funnel-config/pages/schedule.yaml `fields.bind`, SPEC §3): the appointment
 * type, the shop as the order's provider (number and address), and the slot's date, 24-hour times, route code (mobile
 * only) and job minutes.
 */
export function toScheduleAnswer(shop: LocationShop, appointmentType: OfferedAppointmentType, slot: ScheduleTimeSlot, timeSlots: ScheduleTimeSlots | null) {
  const isMobile = appointmentType === 'Mobile';
  return {
    appointmentType,
    provider: { providerNumber: shop.providerNumber, address: { ...shop.address } },
    date: slot.date,
    startTime: slot.startTime,
    endTime: slot.endTime,
    routeCode: isMobile ? (slot.routeCode ?? timeSlots?.routeCode ?? null) : null,
    jobMinMinutes: slot.jobMinMinutes ?? timeSlots?.jobMinMinutes ?? null,
    jobMaxMinutes: slot.jobMaxMinutes ?? timeSlots?.jobMaxMinutes ?? null,
  };
}
