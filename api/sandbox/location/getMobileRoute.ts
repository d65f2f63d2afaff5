import type { ZipLocation } from './findZip';
import { getShopsNear } from './getShopsNear';
import { isServedZip } from './isServedZip';
import { locationLimits } from './locationLimits';
import type { UnavailableReason } from './UnavailableReason';

/** A zip's mobile route, or why mobile service does not reach it. */
export type MobileRouteAnswer = { routeCode: string; reason: null } | { routeCode: null; reason: UnavailableReason };

/**
 * The mobile route serving a zip. Choice: a route is a zip area, "{zipCodeCtu}-{first three digits}" (AZ-PHX-850),
 * and it exists where an open shop with mobile technicians is within the mobile reach of the zip. Military-base zips
 * get no mobile service (technicians cannot get on base); the vehicle's size is checked by the caller.
 */
export function getMobileRoute(zip: ZipLocation): MobileRouteAnswer {
  if (!isServedZip(zip)) {
    return { routeCode: null, reason: { code: 'StateNotServed', message: `We do not serve ${zip.state} yet.` } };
  }
  if (zip.containsMilitaryBase) {
    return {
      routeCode: null,
      reason: { code: 'MilitaryBase', message: `Zip ${zip.zip} is a military base: mobile technicians cannot get on base, so choose a shop.` },
    };
  }
  const mobileShops = getShopsNear(zip, (shop) => shop.services.mobile && shop.closureNote === null, locationLimits.mobileReachMiles);
  if (mobileShops.length === 0) {
    return {
      routeCode: null,
      reason: { code: 'NoMobileService', message: `Mobile service does not reach ${zip.zip} (${zip.city}) yet: choose a shop.` },
    };
  }
  return { routeCode: `${zip.ctu}-${zip.zip.slice(0, 3)}`, reason: null };
}
