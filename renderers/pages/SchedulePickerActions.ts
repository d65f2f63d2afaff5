import type { ContractSchema, OperationId, OperationParams, OperationResponse } from '../../api/contract/OperationTypes';
import { addDaysToDate } from '../../engine/domain/addDaysToDate';
import type { OfferedAppointmentType } from '../../engine/domain/getOfferedAppointmentTypes';
import type { MobileReach } from '../../engine/domain/isMobileAllowed';
import { isTime24 } from '../../engine/domain/isTime24';
import { paramConverters } from '../../engine/domain/paramConverters';
import type { FunnelState } from '../../engine/domain/state';
import { toTimeSlotsRequest, type TimeSlotsChoice } from '../../engine/domain/toTimeSlotsRequest';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import type { ApiCallError } from '../../engine/runtime/ports';

/** A shop as location.providers answers it: address, distance, hours, what it does, the appointment types it takes. */
export type LocationShop = ContractSchema<'LocationShop'>;
/** The days and free slots of a shop or mobile route (schedule.shopTimeSlots, schedule.mobileTimeSlots). */
export type ScheduleTimeSlots = ContractSchema<'ScheduleTimeSlots'>;
export type ScheduleDay = ContractSchema<'ScheduleDay'>;
export type ScheduleTimeSlot = ContractSchema<'ScheduleTimeSlot'>;

/** What the schedule page offers for the service zip: the shops near it and whether mobile service reaches the vehicle. */
export interface ScheduleLocation {
  zipCode: string;
  /** Shops doing this kind of work near the zip, nearest first (location.providers). */
  shops: LocationShop[];
  reach: MobileReach;
  /** Why mobile service does not reach the vehicle, in words; null when it does. */
  mobileUnavailableText: string | null;
}

/** The calendar shows this many days at a time, and this many such windows from today. */
export const scheduleWindowDays = 14;
export const scheduleWindowCount = 4;

/** SPEC §9 defaults used when the order has no account yet. */
const fallbackParentAccountNumber = '167132';

/** What the schedule page does, framework-free so the headless journeys run exactly what the renderer runs. */
export interface SchedulePickerActions {
  /** The shops near the service zip and the mobile reach (location.providers and location.serviceability). */
  loadLocation(): Promise<ScheduleLocation>;
  /** The free time slots of a shop (or the mobile route) between two dates; null when the order cannot ask for them. */
  loadTimeSlots(choice: TimeSlotsChoice): Promise<ScheduleTimeSlots | null>;
  /**
   * SPEC §9 DisplayPricingByDay: the price change of each day that has one (parts.pricingByDayPartNumber, SPEC §7),
   * date → dollars (an EARLY BIRD discount is negative). A day whose call fails is left out: the price is a hint.
   * The calls stop once `isCancelled` says the page no longer wants them.
   */
  loadDayPrices(dates: readonly string[], isCancelled?: () => boolean): Promise<Record<string, number>>;
}

/** The schedule page's calls (SPEC §7 location and schedule calls); a 404 is "nothing there", other failures bail out. */
export function createSchedulePickerActions(runtime: FunnelRuntime, pageId = 'schedule'): SchedulePickerActions {
  const call = async <O extends OperationId>(operation: O, params: OperationParams<O>): Promise<OperationResponse<O> | null> => {
    try {
      return (await runtime.call(operation, params as Record<string, unknown>, pageId)) as OperationResponse<O>;
    } catch (error) {
      if ((error as ApiCallError).status === 404) return null;
      throw error;
    }
  };
  const constants = runtime.model.funnel.constants as Record<string, unknown>;
  const parentAccountOf = (state: FunnelState) =>
    state.order.payment.parentAccountNumber ?? String(constants.defaultCashParentAccountNumber ?? fallbackParentAccountNumber);

  return {
    loadLocation: async () => {
      const state = runtime.getState();
      const { order } = state;
      const zipCode = order.serviceLocation.zipCode ?? '';
      const carId = order.vehicle.carId;
      const isBigTruck = order.vehicle.isBigTruck === true;
      const zipInfo = state.user.pageData['service-zip']?.zipInfo as { containsMilitaryBase?: boolean } | undefined;
      if (!zipCode || carId === null) {
        return { zipCode, shops: [], reach: { isMobileServiceable: false, containsMilitaryBase: false, isBigTruck }, mobileUnavailableText: null };
      }
      const [shops, serviceability] = await Promise.all([
        call('location.providers', {
          zip: zipCode,
          damageKind: order.damage.isRepair ? 'Repair' : 'Replace',
          parent: parentAccountOf(state),
          carId,
          isBigTruck,
        }),
        call('location.serviceability', {
          zip: zipCode,
          carId,
          parentAccountNumber: parentAccountOf(state),
          applicationName: runtime.model.funnel.applicationName,
          glassPieces: paramConverters.glassPieces(order.damage.glassToReplace) as OperationParams<'location.serviceability'>['glassPieces'],
          isHeavyTruckVehicle: isBigTruck,
        }),
      ]);
      const reasons = serviceability?.reasons ?? [];
      const reach: MobileReach = {
        isMobileServiceable: serviceability?.isMobileServiceable === true,
        containsMilitaryBase: zipInfo?.containsMilitaryBase === true || reasons.some((reason) => reason.code === 'MilitaryBase'),
        isBigTruck: isBigTruck || reasons.some((reason) => reason.code === 'BigTruckNeedsShop'),
      };
      return { zipCode, shops: shops ?? [], reach, mobileUnavailableText: toMobileUnavailableText(zipCode, reach) };
    },

    loadTimeSlots: async (choice) => {
      const request = toTimeSlotsRequest(runtime.getState(), choice, {
        applicationName: runtime.model.funnel.applicationName,
        defaultParentAccountNumber: parentAccountOf(runtime.getState()),
      });
      if (!request) return null;
      const answer = (await call(request.operation, request.params as never)) as ScheduleTimeSlots | null;
      if (!answer) return null;
      // SPEC §5: only times written 24-hour HH:MM are offered.
      return {
        ...answer,
        days: answer.days.map((day) => ({ ...day, timeSlots: day.timeSlots.filter((slot) => isTime24(slot.startTime) && isTime24(slot.endTime)) })),
      };
    },

    loadDayPrices: async (dates, isCancelled = () => false) => {
      const serviceType = paramConverters.damageKind(runtime.getState().order.damage.isRepair) as 'Repair' | 'Replace' | null;
      const prices: Record<string, number> = {};
      for (const date of dates) {
        // The page moved on (another week, shop, or page): no more calls for hints nobody will see.
        if (isCancelled()) break;
        try {
          const answer = await runtime.call('parts.pricingByDayPartNumber', { date, ...(serviceType ? { serviceType } : {}) }, pageId);
          const part = (answer as { part?: { sellingPrice?: number } | null } | null)?.part;
          if (part && typeof part.sellingPrice === 'number' && part.sellingPrice !== 0) prices[date] = part.sellingPrice;
        } catch {
          // A missing day price only hides the hint.
        }
      }
      return prices;
    },
  };
}

/** Why mobile service is not offered, as the page says it (military base, big truck, or no route to the zip). */
function toMobileUnavailableText(zipCode: string, reach: MobileReach): string | null {
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
