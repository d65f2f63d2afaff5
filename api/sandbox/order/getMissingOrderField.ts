import type { ContractSchema } from '../../contract/OperationTypes';

type Order = ContractSchema<'Order'>;

/** The first field an order lacks before it can be submitted, as a dotted path, and a sentence saying what to give. */
export interface MissingOrderField {
  field: string;
  message: string;
}

/** What a submission needs beyond the vehicle, damage, service location and customer. */
export interface OrderCompleteness {
  /** A schedule that can be booked (submitAfterSave); not for an unscheduled pay-in-advance work order. */
  needsSchedule: boolean;
  /** A payment choice other than none (submitAfterSave). */
  needsPaymentChoice: boolean;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
/** SPEC §5: time values match 24-hour HH:MM. */
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

const isBlank = (value: string | null | undefined): boolean => value === undefined || value === null || value.trim() === '';
/** A real day of the calendar written yyyy-mm-dd (2026-02-31 is not). */
const isCalendarDate = (value: string): boolean =>
  datePattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The first missing or unusable field of an order about to be submitted (save-session with submitAfterSave or
 * createUnscheduledStatusWorkOrderForPIA), checked in funnel order: vehicle, damage, service location, schedule,
 * customer, payment. Null when the order is complete.
 */
export function getMissingOrderField(order: Order, completeness: OrderCompleteness): MissingOrderField | null {
  const { vehicle, damage, serviceLocation, schedule, customer, payment } = order;
  if (vehicle?.carId === undefined || vehicle.carId === null) {
    return { field: 'order.vehicle.carId', message: 'Choose the vehicle (order.vehicle.carId) before submitting the order.' };
  }
  if (damage?.isRepair === undefined || damage.isRepair === null) {
    return { field: 'order.damage.isRepair', message: 'Say whether the glass is repaired or replaced (order.damage.isRepair).' };
  }
  if (damage.isRepair && !(typeof damage.numberOfChips === 'number' && damage.numberOfChips >= 1)) {
    // SPEC §5: windshield repair damage requires a chip count.
    return { field: 'order.damage.numberOfChips', message: 'A repair needs the number of chips (1 or more).' };
  }
  if (!damage.isRepair && (damage.glassToReplace ?? []).length === 0) {
    return { field: 'order.damage.glassToReplace', message: 'Choose at least one piece of glass to replace.' };
  }
  if (isBlank(serviceLocation?.zipCode)) {
    return { field: 'order.serviceLocation.zipCode', message: 'Give the service zip code.' };
  }
  const appointmentType = serviceLocation?.appointmentType;
  if (!appointmentType) {
    return { field: 'order.serviceLocation.appointmentType', message: 'Choose in-shop, drop-off or mobile service.' };
  }
  const isMobile = appointmentType === 'Mobile';
  if (completeness.needsSchedule && !isMobile && isBlank(serviceLocation?.provider?.providerNumber)) {
    return { field: 'order.serviceLocation.provider.providerNumber', message: 'Choose the shop (provider) that does the work.' };
  }
  if (completeness.needsSchedule) {
    if (isBlank(schedule?.date)) return { field: 'order.schedule.date', message: 'Choose the appointment day.' };
    if (!isCalendarDate(schedule!.date!)) {
      return { field: 'order.schedule.date', message: 'The appointment day must be a date written yyyy-mm-dd, such as 2026-12-02.' };
    }
    if (isBlank(schedule?.startTime)) return { field: 'order.schedule.startTime', message: 'Choose the appointment time.' };
    if (!timePattern.test(schedule!.startTime!)) {
      return { field: 'order.schedule.startTime', message: 'Times are 24-hour HH:MM, such as 08:30 or 14:00.' };
    }
    if (isMobile && isBlank(schedule?.routeCode)) {
      return { field: 'order.schedule.routeCode', message: 'A mobile appointment needs the route code of its time slot.' };
    }
  }
  if (isBlank(customer?.firstName)) return { field: 'order.customer.firstName', message: "Give the customer's first name." };
  if (isBlank(customer?.lastName)) return { field: 'order.customer.lastName', message: "Give the customer's last name." };
  if (isBlank(customer?.emailAddress) && isBlank(customer?.phoneNumber)) {
    return { field: 'order.customer.emailAddress', message: 'Give an email address or a phone number to reach the customer.' };
  }
  if (completeness.needsPaymentChoice && (!payment?.paymentChoice || payment.paymentChoice === 'none')) {
    return { field: 'order.payment.paymentChoice', message: 'Choose how to pay: later, by card, PayPal, Afterpay, Apple Pay or insurance.' };
  }
  return null;
}
