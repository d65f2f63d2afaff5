import { zips } from '../data/zips';
import { findZip } from './findZip';
import { getMobileRoute } from './getMobileRoute';
import { serviceTerritories } from './serviceTerritories';

let routeCodes: ReadonlySet<string> | null = null;

/**
 * The time zone of a mobile route (its territory's), or null when no zip has this route. Every route is the route of
 * a listed zip's place: an unlisted zip borrows a listed neighbour's place and territory without its military base
 * (findZip), so the place of a military-base zip still carries the route its unlisted neighbours get.
 */
export function getMobileRouteTimeZone(routeCode: string): string | null {
  routeCodes ??= new Set(
    zips.flatMap((record) => {
      const zip = findZip(record.zip);
      const route = zip ? getMobileRoute({ ...zip, containsMilitaryBase: false }).routeCode : null;
      return route ? [route] : [];
    }),
  );
  if (!routeCodes.has(routeCode)) return null;
  return serviceTerritories.get(routeCode.slice(0, -4))?.timeZone ?? null;
}
