/**
 * Why something cannot be offered: a zip not served, no shop in reach, no mobile route… (location.serviceability
 * reasons, and the time-slot answers' unavailableReason). Choice: the codes are the sandbox's own.
 */
export interface UnavailableReason {
  code:
    | 'StateNotServed'
    | 'NoShopInReach'
    | 'NoBigTruckBay'
    | 'NoMobileService'
    | 'MilitaryBase'
    | 'BigTruckNeedsShop'
    | 'TemporarilyClosed'
    | 'ServiceNotOffered'
    | 'AppointmentTypeNotOffered';
  message: string;
}
