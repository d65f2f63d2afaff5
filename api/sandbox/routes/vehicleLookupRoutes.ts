import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { vehicleLookups } from '../data/vehicle-lookups';
import { createOperationRegistrar } from '../http/createOperationRegistrar';
import type { SandboxPluginOptions } from '../SandboxContext';
import { createVehicleLookups } from '../vehicles/createVehicleLookups';

/**
 * The vehicle lookups of SPEC §7 — by VIN, licence plate, home address and photo, and whether the lookup by address
 * is permitted for a zip (api/contract/paths/vehicle.yaml) — answered from the catalog and the seeded data of
 * api/sandbox/data/vehicle-lookups.ts (test values: api/sandbox/test-values/vehicle-lookups.md).
 */
export const vehicleLookupRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  const register = createOperationRegistrar(app, context.contract);
  // Made on the first lookup: its VIN decoder indexes the whole catalog (issue #12: not at every start).
  let made: ReturnType<typeof createVehicleLookups> | undefined;
  const lookups = () => (made ??= createVehicleLookups(context.catalog, vehicleLookups));

  register('vehicle.lookupByVin', async ({ body }) => lookups().lookupByVin(body.vin));

  register('vehicle.lookupByPlate', async ({ body }) => lookups().lookupByPlate(body.licensePlate, body.licenseState));

  register('vehicle.lookupByAddress', async ({ body }) => lookups().lookupByAddress(body));

  register('vehicle.lookupByImage', async ({ body }) => ({ vins: lookups().lookupByImage(body) }));

  register('vehicle.isVinByAddressPermissible', async ({ query }) => ({
    isPermissible: lookups().isVinByAddressPermissible(query.zipcode),
  }));
};
