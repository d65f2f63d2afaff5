import type { ContractSchema } from '../../contract/OperationTypes';
import { doesShopDo } from './doesShopDo';
import type { ZipLocation } from './findZip';
import { getMobileRoute } from './getMobileRoute';
import { getShopsNear } from './getShopsNear';
import { isServedZip } from './isServedZip';
import type { UnavailableReason } from './UnavailableReason';

/**
 * Whether a zip can be served for a damage kind and vehicle, in-shop and mobile, with every reason it cannot
 * (location.serviceability; location.zip uses isInShopServiceable for an ordinary vehicle). In-shop: a served state
 * and an open shop (not temporarily closed: it offers no time slots) doing that work within reach, with a big-truck bay
 * for a big truck. Mobile: the zip's mobile route (getMobileRoute), and not a big truck.
 */
export function getServiceability(
  zip: ZipLocation,
  damageKind: 'Repair' | 'Replace',
  isBigTruck: boolean,
): ContractSchema<'LocationServiceability'> {
  const reasons: UnavailableReason[] = [];
  const isServed = isServedZip(zip);
  const work = damageKind === 'Repair' ? 'repairs' : 'replacements';
  let nearestShop: ContractSchema<'LocationServiceability'>['nearestShop'] = null;
  if (!isServed) {
    reasons.push({ code: 'StateNotServed', message: `We do not serve ${zip.state} yet.` });
  } else {
    const doingTheWork = getShopsNear(zip, (shop) => shop.closureNote === null && doesShopDo(shop, damageKind));
    const taking = isBigTruck ? doingTheWork.filter((near) => near.shop.services.bigTruck) : doingTheWork;
    if (doingTheWork.length === 0) {
      reasons.push({ code: 'NoShopInReach', message: `No shop doing ${work} is within reach of ${zip.zip} (${zip.city}).` });
    } else if (taking.length === 0) {
      reasons.push({ code: 'NoBigTruckBay', message: `No shop with a big-truck bay does ${work} within reach of ${zip.zip}.` });
    }
    const nearest = taking[0];
    if (nearest) {
      nearestShop = { providerNumber: nearest.shop.providerNumber, name: nearest.shop.name, distanceMiles: Math.round(nearest.distanceMiles * 10) / 10 };
    }
  }
  const route = getMobileRoute(zip);
  if (route.reason && route.reason.code !== 'StateNotServed') reasons.push(route.reason);
  if (isServed && isBigTruck) reasons.push({ code: 'BigTruckNeedsShop', message: 'Big trucks are served in a shop with a big-truck bay, not by mobile technicians.' });
  const isInShopServiceable = nearestShop !== null;
  const isMobileServiceable = route.routeCode !== null && !isBigTruck;
  return {
    zip: zip.zip,
    zipCodeCtu: zip.ctu,
    state: zip.state,
    damageKind,
    isServiceable: isInShopServiceable || isMobileServiceable,
    isInShopServiceable,
    isMobileServiceable,
    routeCode: isMobileServiceable ? route.routeCode : null,
    nearestShop,
    reasons,
  };
}
