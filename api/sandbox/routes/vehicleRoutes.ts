import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { toCatalogVehicle } from '../catalog/toCatalogVehicle';
import { createOperationRegistrar } from '../http/createOperationRegistrar';
import { RequestError } from '../http/RequestError';
import type { VehicleField } from '../catalog/types';
import type { SandboxPluginOptions } from '../SandboxContext';

/**
 * The vehicle calls of SPEC §7 answered from the sandbox catalog: years, makes, models, styles, and the vehicle by
 * year/make/model/style (api/contract/paths/vehicle.yaml). Names match case-insensitively; answers use the catalog's
 * spelling.
 */
export const vehicleRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  // context.catalog is expanded when a call first needs it, not here (issue #12: ~50 ms of each start).
  const register = createOperationRegistrar(app, context.contract);

  /** 400 when the year is outside the catalog's range (404 is for a year inside it with nothing sold). */
  const checkYear = (year: number): number => {
    const { first, last } = context.catalog.getYearRange();
    if (year < first || year > last) {
      throw new RequestError(400, 'year', `The year ${year} is outside the catalog's range: choose a year from ${first} to ${last}.`);
    }
    return year;
  };

  /** 404 naming the first field of the query that the catalog does not know. */
  const notFound = (query: { year: number; make?: string; model?: string; style?: string }): RequestError => {
    const field = context.catalog.findMissingField(query) ?? 'style';
    const { year, make, model, style } = query;
    const messages: Record<VehicleField, string> = {
      year: `The catalog has no vehicles for the year ${year}.`,
      make: `The catalog has no make "${make}" for ${year}.`,
      model: `The catalog has no model "${model}" by ${make} for ${year}.`,
      style: `The catalog has no style "${style}" for the ${year} ${make} ${model}.`,
    };
    return new RequestError(404, field, messages[field]);
  };

  register('vehicle.years', async () => context.catalog.getYears());

  register('vehicle.makes', async ({ params }) => {
    const year = checkYear(params.year);
    const makes = context.catalog.getMakes(year);
    if (makes.length === 0) throw notFound({ year });
    return makes;
  });

  register('vehicle.models', async ({ params }) => {
    const year = checkYear(params.year);
    const models = context.catalog.getModels(year, params.make);
    if (!models) throw notFound({ year, make: params.make });
    return models;
  });

  register('vehicle.styles', async ({ params }) => {
    const year = checkYear(params.year);
    const styles = context.catalog.getStyles(year, params.make, params.model);
    if (!styles) throw notFound({ year, make: params.make, model: params.model });
    return styles;
  });

  register('vehicle.lookup', async ({ params }) => {
    const year = checkYear(params.year);
    const { make, model, style } = params;
    const vehicle = context.catalog.findVehicle(year, make, model, style);
    if (!vehicle) throw notFound({ year, make, model, style });
    return toCatalogVehicle(vehicle);
  });
};
