import type { ContractSchema } from '../../contract/OperationTypes';
import { scheduleDates } from '../schedule/scheduleDates';
import type { ShopNear } from './getShopsNear';

/** A shop as location.providers and location.closestShops answer it (contract schema LocationShop). */
export function toLocationShop({ shop, distanceMiles }: ShopNear): ContractSchema<'LocationShop'> {
  return {
    providerNumber: shop.providerNumber,
    name: shop.name,
    address: { streetAddress: shop.streetAddress, city: shop.city, state: shop.state, zipCode: shop.zipCode, zipCodeCtu: shop.ctu },
    phoneNumber: shop.phoneNumber,
    latitude: shop.latitude,
    longitude: shop.longitude,
    distanceMiles: Math.round(distanceMiles * 10) / 10,
    hours: shop.hours.map((hours, weekday) => ({
      dayOfWeek: scheduleDates.weekdayNames[weekday]!,
      isOpen: hours !== null,
      openTime: hours?.[0] ?? null,
      closeTime: hours?.[1] ?? null,
    })),
    services: { ...shop.services },
    appointmentTypes: [...shop.inShopAppointmentTypes, ...(shop.services.mobile ? (['Mobile'] as const) : [])],
    isTemporarilyClosed: shop.closureNote !== null,
    closureNote: shop.closureNote,
  };
}
