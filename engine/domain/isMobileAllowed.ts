/** What decides whether mobile service reaches the vehicle. */
export interface MobileReach {
  /** The serviceability answer for the zip and vehicle (location.serviceability isMobileServiceable). */
  isMobileServiceable: boolean;
  /** The zip check (location.zip containsMilitaryBase). */
  containsMilitaryBase: boolean;
  /** The vehicle is a big truck (order.vehicle.isBigTruck). */
  isBigTruck: boolean;
}

/** Whether mobile service reaches the vehicle: the serviceability answer says so, not a military base, not a big truck. */
export function isMobileAllowed(reach: MobileReach): boolean {
  return reach.isMobileServiceable && !reach.containsMilitaryBase && !reach.isBigTruck;
}
