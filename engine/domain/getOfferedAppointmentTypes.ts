import { isMobileAllowed, type MobileReach } from './isMobileAllowed';

/** The appointment types (SPEC §3) a customer chooses between on the schedule page. */
export type OfferedAppointmentType = 'Inshop' | 'Dropoff' | 'Mobile';

/**
 * The appointment types a shop offers, in the order the page shows them: in shop and drop-off as the shop takes them
 * (InshopOrDropoff takes both), mobile when the shop sends technicians and mobile service reaches the vehicle (SPEC §2
 * schedule; a military-base zip or a big truck gets no mobile). A temporarily closed shop offers none.
 */
export function getOfferedAppointmentTypes(
  shop: { appointmentTypes: readonly string[]; isTemporarilyClosed?: boolean },
  reach: MobileReach,
): OfferedAppointmentType[] {
  if (shop.isTemporarilyClosed) return [];
  const takes = new Set(shop.appointmentTypes);
  const offered: OfferedAppointmentType[] = [];
  if (takes.has('Inshop') || takes.has('InshopOrDropoff')) offered.push('Inshop');
  if (takes.has('Dropoff') || takes.has('InshopOrDropoff')) offered.push('Dropoff');
  if (takes.has('Mobile') && isMobileAllowed(reach)) offered.push('Mobile');
  return offered;
}
