import type { Order } from './state';
import { toApiOrder, type ApiOrder } from './toApiOrder';

/**
 * The order a save-session call carries (SPEC §7): the order as every call carries it, with the registration's names
 * and address added (SPEC §3 "registration names and address are added on save"). The names are the customer's (the
 * person ordering is taken for the registered owner), except the last name the vehicle was found registered to by an
 * address lookup; the address is the home address it was found at (no city: the lookup does not ask for one), or none.
 */
export function toSavedOrder(order: Order): ApiOrder {
  const sent = toApiOrder(order);
  const registration = order.vehicle.registration;
  const hasAddress = Boolean(registration.licenseStreetAddress);
  return {
    ...sent,
    vehicle: {
      ...sent.vehicle,
      registration: {
        ...sent.vehicle.registration,
        firstName: order.customer.firstName ?? null,
        lastName: registration.licenseLastName ?? order.customer.lastName ?? null,
        streetAddress: hasAddress ? registration.licenseStreetAddress : null,
        city: null,
        state: hasAddress ? registration.licenseState : null,
        zipCode: hasAddress ? registration.licenseZip : null,
      },
    },
  };
}
