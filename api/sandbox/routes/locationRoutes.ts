import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createOperationRegistrar } from '../http/createOperationRegistrar';
import { RequestError } from '../http/RequestError';
import { doesShopDo } from '../location/doesShopDo';
import { findZip, type ZipLocation } from '../location/findZip';
import { getServiceability } from '../location/getServiceability';
import { getShopsNear } from '../location/getShopsNear';
import { isServedZip } from '../location/isServedZip';
import { locationLimits } from '../location/locationLimits';
import { servedStates } from '../location/servedStates';
import { serviceTerritories } from '../location/serviceTerritories';
import { toLocationShop } from '../location/toLocationShop';
import type { SandboxPluginOptions } from '../SandboxContext';

/**
 * The location calls of SPEC §7 (api/contract/paths/location.yaml): zip validation, serviceability details, alert
 * reasons by CTU, providers and the closest applicable shops, from the sandbox's zips, shops and territories.
 */
export const locationRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  const register = createOperationRegistrar(app, context.contract);

  /** The zip's place, or 404 naming `field` when it does not exist. */
  const requireZip = (zip: string, field: string): ZipLocation => {
    const found = findZip(zip);
    if (!found) throw new RequestError(404, field, `The zip code ${zip} does not exist: check it and try again.`);
    return found;
  };

  /** Whether the vehicle is a big truck (catalog isBigTruck, or the caller's flag); 404 naming carId when unknown. */
  const isBigTruck = (carId: number, flag = false): boolean => {
    const vehicle = context.catalog.findVehicleByCarId(carId);
    if (!vehicle) throw new RequestError(404, 'carId', `No vehicle has carId ${carId}: look the vehicle up again.`);
    return flag || vehicle.isBigTruck;
  };

  register('location.zip', async ({ params }) => {
    const zip = findZip(params.zip);
    if (!zip) {
      return { zip: params.zip, isValid: false, city: null, state: { state: null, isServed: false }, zipCodeCtu: null, containsMilitaryBase: false, isServiceable: false };
    }
    return {
      zip: zip.zip,
      isValid: true,
      city: zip.city,
      state: { state: zip.state, isServed: servedStates.includes(zip.state) },
      zipCodeCtu: zip.ctu,
      containsMilitaryBase: zip.containsMilitaryBase,
      isServiceable: getServiceability(zip, params.damageKind, false).isInShopServiceable,
    };
  });

  register('location.serviceability', async ({ query }) => {
    const zip = requireZip(query.zip, 'zip');
    const bigTruck = isBigTruck(query.carId, query.isHeavyTruckVehicle ?? false);
    // Choice: glass pieces to replace make it a replacement; none, a repair.
    const damageKind = (query.glassPieces ?? []).length > 0 ? 'Replace' : 'Repair';
    return getServiceability(zip, damageKind, bigTruck);
  });

  register('location.alertReasons', async ({ params }) => {
    const territory = serviceTerritories.get(params.ctu);
    if (!territory) throw new RequestError(404, 'ctu', `There is no service territory ${params.ctu}: use the zipCodeCtu of a zip.`);
    return territory.alertReasons.map((reason) => ({ ...reason, appointmentTypes: [...reason.appointmentTypes] }));
  });

  register('location.providers', async ({ params }) => {
    // SPEC §7 "…/{carId}[/{partNumber}]/{isBigTruck}": the alias path carries a part number, which changes nothing.
    const { partNumber } = params as { partNumber?: string };
    if (partNumber !== undefined && partNumber.length > 40) {
      throw new RequestError(400, 'partNumber', 'The part number must be 1 to 40 characters, as the parts service gives it.');
    }
    const zip = requireZip(params.zip, 'zip');
    const bigTruck = isBigTruck(params.carId, params.isBigTruck);
    if (!isServedZip(zip)) return [];
    return getShopsNear(zip, (shop) => doesShopDo(shop, params.damageKind) && (!bigTruck || shop.services.bigTruck))
      .slice(0, Math.min(params.resultCount, locationLimits.providerCount))
      .map(toLocationShop);
  });

  register('location.closestShops', async ({ params }) => {
    const zip = requireZip(params.zip, 'zip');
    const bigTruck = isBigTruck(params.carId);
    if (!isServedZip(zip)) return [];
    return getShopsNear(zip, (shop) => !bigTruck || shop.services.bigTruck)
      .slice(0, locationLimits.closestShopCount)
      .map(toLocationShop);
  });
};
