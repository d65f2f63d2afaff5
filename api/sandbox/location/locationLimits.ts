/**
 * The distances and counts the location service works with. Choice (the SPEC gives only the provider count): a zip is
 * serviceable when a shop doing the work is within `shopReachMiles` of its centroid; mobile service reaches zips within
 * `mobileReachMiles` of a shop with mobile technicians.
 */
export const locationLimits = {
  shopReachMiles: 60,
  mobileReachMiles: 30,
  /** SPEC §9: provider search requests 100 results. */
  providerCount: 100,
  closestShopCount: 10,
} as const;
