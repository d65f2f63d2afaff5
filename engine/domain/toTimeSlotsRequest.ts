import type { AppointmentType, FunnelState, LineItem } from './state';
import { toApiOrder } from './toApiOrder';

/** Which time slots to ask for: a shop's (provider) or the mobile route's, between two dates (yyyy-mm-dd). */
export interface TimeSlotsChoice {
  appointmentType: AppointmentType;
  /** The shop; not needed for mobile service (the route follows the service zip). */
  providerNumber: string | null;
  startDate: string;
  endDate: string;
}

/** The SPEC §7 time-slot call to make and its params (api/contract ScheduleShopTimeSlotsRequest / …Mobile…). */
export interface TimeSlotsRequest {
  operation: 'schedule.shopTimeSlots' | 'schedule.mobileTimeSlots';
  params: Record<string, unknown>;
}

/** The constants the request carries where the order has no value yet (SPEC §9 default cash parent account). */
export interface TimeSlotsDefaults {
  applicationName: string;
  defaultParentAccountNumber: string;
}

/**
 * SPEC §7 shop or mobile time slots for the order: the zip, the shop (shop slots only), the dates, the appointment
 * type, the account numbers, the vehicle, its glass pieces and line items (the job duration follows them), the eon and,
 * for insurance, the coverage. Null when the order lacks what the call needs (zip, or the shop of a shop appointment).
 */
export function toTimeSlotsRequest(state: FunnelState, choice: TimeSlotsChoice, defaults: TimeSlotsDefaults): TimeSlotsRequest | null {
  const { order } = state;
  const zipCode = order.serviceLocation.zipCode;
  const isMobile = choice.appointmentType === 'Mobile';
  if (!zipCode || (!isMobile && !choice.providerNumber)) return null;
  const lineItems = [...order.lineItems.glassParts, ...order.lineItems.supportingItems, ...order.lineItems.vaps]
    .filter((item): item is LineItem => !!item && typeof item.partNumber === 'string' && item.partNumber !== '')
    .map((item) => ({
      partNumber: item.partNumber,
      partType: item.partType ?? '',
      ...(typeof item.requiresRecalibration === 'boolean' ? { requiresRecalibration: item.requiresRecalibration } : {}),
    }));
  const params: Record<string, unknown> = {
    zipCode,
    ...(isMobile ? {} : { providerNumber: choice.providerNumber }),
    startDate: choice.startDate,
    endDate: choice.endDate,
    shopAppointmentType: choice.appointmentType,
    applicationName: defaults.applicationName,
    parentAccountNumber: order.payment.parentAccountNumber ?? defaults.defaultParentAccountNumber,
    carId: order.vehicle.carId,
    lineItems,
    glassPieces: (order.damage.glassToReplace ?? []).map((piece) => ({ location: piece.glassLocation, name: piece.glassName })),
    eon: order.eon,
    billToAccountNumber: order.payment.billToAccountNumber,
    coverage: order.payment.isInsurance === true ? order.payment.insuranceCoverage : null,
    vehicle: toApiOrder(order).vehicle,
  };
  return { operation: isMobile ? 'schedule.mobileTimeSlots' : 'schedule.shopTimeSlots', params };
}
