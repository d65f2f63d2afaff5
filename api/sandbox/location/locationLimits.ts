/**
 * The distances and counts the location service works with. Choice (the SPEC gives only the provider count): a zip is
 * serviceable when a shop doing the work is within `shopReachMiles` of its centroid; mobile service reaches zips within
 * `mobileReachMiles` of a shop with mobile technicians.
 */
export const locationLimits = {
  shopReachMiles: 60,
  mobileReachMiles: 30,
  /** The most shops a provider search answers (SPEC §9: the funnel asks for 100, funnel.yaml providerSearchResults). */
  providerCount: 100,
  closestShopCount: 10,
} as const;
