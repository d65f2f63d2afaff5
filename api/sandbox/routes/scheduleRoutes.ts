import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createOperationRegistrar } from '../http/createOperationRegistrar';
import { RequestError } from '../http/RequestError';
import { doesShopDo } from '../location/doesShopDo';
import { findShop } from '../location/findShop';
import { findZip } from '../location/findZip';
import { getMobileRoute } from '../location/getMobileRoute';
import type { UnavailableReason } from '../location/UnavailableReason';
import { getMobileSlotsOfDay } from '../schedule/getMobileSlotsOfDay';
import { getScheduleDays } from '../schedule/getScheduleDays';
import { getShopSlotsOfDay } from '../schedule/getShopSlotsOfDay';
import { scheduleDates } from '../schedule/scheduleDates';
import { scheduleLimits } from '../schedule/scheduleLimits';
import { toJobDuration } from '../schedule/toJobDuration';
import { toProvisionalTriggers } from '../schedule/toProvisionalTriggers';
import type { SandboxPluginOptions } from '../SandboxContext';

/** The request fields both time-slot calls share. */
interface SlotRequest {
  startDate: string;
  endDate: string;
  carId?: number | null;
  vehicle?: { carId?: number | null; isBigTruck?: boolean | null };
}

/**
 * The schedule calls of SPEC §7 (api/contract/paths/schedule.yaml): a shop's time slots and a zip's mobile arrival
 * windows between two dates, generated from opening hours and route windows minus the places already booked.
 */
export const scheduleRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  const register = createOperationRegistrar(app, context.contract);

  /** 400 naming endDate when the range is reversed or longer than the cap. */
  const checkRange = ({ startDate, endDate }: SlotRequest) => {
    const days = scheduleDates.daysBetween(startDate, endDate);
    if (days < 0) throw new RequestError(400, 'endDate', `endDate ${endDate} is before startDate ${startDate}: give an end date on or after the start date.`);
    if (days >= scheduleLimits.maxRangeDays) {
      throw new RequestError(400, 'endDate', `Ask for at most ${scheduleLimits.maxRangeDays} days at a time: endDate may be at most ${scheduleDates.addDays(startDate, scheduleLimits.maxRangeDays - 1)}.`);
    }
  };

  /** Whether the vehicle is a big truck (the vehicle's flag, or its catalog record); 404 naming the unknown carId. */
  const isBigTruck = (request: SlotRequest): boolean => {
    const field = request.carId != null ? 'carId' : 'vehicle.carId';
    const carId = request.carId ?? request.vehicle?.carId ?? null;
    const vehicle = carId === null ? undefined : context.catalog.findVehicleByCarId(carId);
    if (carId !== null && !vehicle) throw new RequestError(404, field, `No vehicle has carId ${carId}: look the vehicle up again.`);
    return request.vehicle?.isBigTruck === true || vehicle?.isBigTruck === true;
  };

  register('schedule.shopTimeSlots', async ({ body }) => {
    checkRange(body);
    const shop = findShop(body.providerNumber);
    if (!shop) throw new RequestError(404, 'providerNumber', `There is no shop ${body.providerNumber}: choose one from location.providers.`);
    const bigTruck = isBigTruck(body);
    const appointmentType = body.shopAppointmentType ?? 'Inshop';
    const damageKind = (body.glassPieces ?? []).length > 0 ? 'Replace' : 'Repair';
    let reason: UnavailableReason | null = null;
    if (shop.closureNote !== null) {
      reason = { code: 'TemporarilyClosed', message: `${shop.name} is temporarily closed. ${shop.closureNote}` };
    } else if (!shop.inShopAppointmentTypes.includes(appointmentType)) {
      reason = { code: 'AppointmentTypeNotOffered', message: `${shop.name} does not take ${appointmentType} appointments; it takes ${shop.inShopAppointmentTypes.join(', ')}.` };
    } else if (!doesShopDo(shop, damageKind)) {
      reason = { code: 'ServiceNotOffered', message: `${shop.name} does not do ${damageKind === 'Repair' ? 'repairs' : 'replacements'}: choose another shop.` };
    } else if (bigTruck && !shop.services.bigTruck) {
      reason = { code: 'NoBigTruckBay', message: `${shop.name} has no bay for big trucks: choose a shop that takes them.` };
    }
    const duration = toJobDuration(body);
    const now = context.now();
    const dropoffLatestStart = scheduleLimits.dropoffLatestStart;
    const days = await getScheduleDays(context.db, {
      startDate: body.startDate,
      endDate: body.endDate,
      slotsOf: (date) => (reason ? [] : getShopSlotsOfDay(shop, date, now)),
      isOpenOn: (date) => shop.closureNote === null && shop.hours[scheduleDates.weekdayOf(date)] !== null,
      // SPEC §3 Dropoff: the vehicle is left for the day, so only morning slots.
      accepts: appointmentType === 'Dropoff' ? (slot) => slot.startTime < dropoffLatestStart : undefined,
      shape: { providerNumber: shop.providerNumber, routeCode: null, ...duration },
    });
    return {
      providerNumber: shop.providerNumber,
      routeCode: null,
      days,
      provisionalTriggers: toProvisionalTriggers({ ...body, isBigTruck: bigTruck }),
      unavailableReason: reason,
      ...duration,
    };
  });

  register('schedule.mobileTimeSlots', async ({ body }) => {
    checkRange(body);
    const zip = findZip(body.zipCode);
    if (!zip) throw new RequestError(404, 'zipCode', `The zip code ${body.zipCode} does not exist: check it and try again.`);
    const bigTruck = isBigTruck(body);
    const route = getMobileRoute(zip);
    const reason: UnavailableReason | null =
      route.reason ?? (bigTruck ? { code: 'BigTruckNeedsShop', message: 'Big trucks are served in a shop with a big-truck bay, not by mobile technicians.' } : null);
    const routeCode = reason ? null : route.routeCode;
    const duration = toJobDuration(body);
    const now = context.now();
    const days = await getScheduleDays(context.db, {
      startDate: body.startDate,
      endDate: body.endDate,
      slotsOf: (date) => (routeCode ? getMobileSlotsOfDay(routeCode, date, now) : []),
      isOpenOn: (date) => routeCode !== null && scheduleLimits.mobileWindowStarts[scheduleDates.weekdayOf(date)]!.length > 0,
      shape: { providerNumber: null, routeCode, ...duration },
    });
    return {
      providerNumber: null,
      routeCode,
      days,
      provisionalTriggers: toProvisionalTriggers({ ...body, isBigTruck: bigTruck }),
      unavailableReason: reason,
      ...duration,
    };
  });
};
