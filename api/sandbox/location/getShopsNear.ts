import { shops, type Shop } from '../data/shops';
import { getDistanceMiles } from './getDistanceMiles';
import { locationLimits } from './locationLimits';

/** A shop and how far it is from a place, in miles (haversine from the zip centroid). */
export interface ShopNear {
  shop: Shop;
  distanceMiles: number;
}

/**
 * The shops within `withinMiles` (default: the shop reach) of a place that pass `accepts`, nearest first (equal
 * distances by provider number).
 */
export function getShopsNear(
  place: { latitude: number; longitude: number },
  accepts: (shop: Shop) => boolean = () => true,
  withinMiles: number = locationLimits.shopReachMiles,
): ShopNear[] {
  return shops
    .filter(accepts)
    .map((shop) => ({ shop, distanceMiles: getDistanceMiles(place, shop) }))
    .filter((near) => near.distanceMiles <= withinMiles)
    .sort((a, b) => a.distanceMiles - b.distanceMiles || a.shop.providerNumber.localeCompare(b.shop.providerNumber));
}
