import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { VehicleCatalog, VehicleField } from '../catalog/types';
import { createParamErrorFormatter } from '../http/createParamErrorFormatter';
import { RequestError } from '../http/RequestError';

/** Where the vehicle calls live: SPEC §7 "Calls with path shapes" (engine/domain/operations.ts `vehicle.*`). */
const base = '/vehicle/api/v1/vehicle';

/** The human sentence for each malformed parameter (DESIGN.md principle 8: name the field). */
const paramMessages: Record<VehicleField, string> = {
  year: 'The year must be a four-digit model year, such as 2020.',
  make: 'The make must be 1 to 60 characters long, such as "Honda".',
  model: 'The model must be 1 to 60 characters long, such as "Civic".',
  style: 'The style must be 1 to 60 characters long, such as "4 Door Sedan".',
};

const paramSchemas = {
  year: { type: 'string', pattern: '^[0-9]{4}$' },
  make: { type: 'string', minLength: 1, maxLength: 60 },
  model: { type: 'string', minLength: 1, maxLength: 60 },
  style: { type: 'string', minLength: 1, maxLength: 60 },
} as const;

/** Route options validating the named path params with JSON Schema; failures answer 400 naming the field. */
function paramsOf(...fields: VehicleField[]) {
  return {
    schema: {
      params: {
        type: 'object',
        required: fields,
        properties: Object.fromEntries(fields.map((field) => [field, paramSchemas[field]])),
      },
    },
    schemaErrorFormatter: createParamErrorFormatter(paramMessages),
  };
}

/** Each path segment as SPEC §7 spells it, and the lower-case spelling some clients send. */
const spellings = (segment: string): string[] => [...new Set([segment, segment.toLowerCase()])];

interface YearParams {
  year: string;
}
interface MakeParams extends YearParams {
  make: string;
}
interface ModelParams extends MakeParams {
  model: string;
}
interface StyleParams extends ModelParams {
  style: string;
}

/**
 * The vehicle calls of SPEC §7 answered from the sandbox catalog: years, makes, models, styles, and the vehicle by
 * year/make/model/style. Names match case-insensitively; answers use the catalog's spelling.
 */
export const vehicleRoutes: FastifyPluginAsync<{ catalog: VehicleCatalog }> = async (app: FastifyInstance, { catalog }) => {
  const { first, last } = catalog.getYearRange();

  /** The year of a well-formed request; 400 when outside the catalog's range, 404 when the catalog has none. */
  const toYear = (text: string): number => {
    const year = Number(text);
    if (year < first || year > last) {
      throw new RequestError(400, 'year', `The year ${text} is outside the catalog's range: choose a year from ${first} to ${last}.`);
    }
    return year;
  };

  /** 404 naming the first field of the query that the catalog does not know. */
  const notFound = (query: { year: number; make?: string; model?: string; style?: string }): RequestError => {
    const field = catalog.findMissingField(query) ?? 'style';
    const { year, make, model, style } = query;
    const messages: Record<VehicleField, string> = {
      year: `The catalog has no vehicles for the year ${year}.`,
      make: `The catalog has no make "${make}" for ${year}.`,
      model: `The catalog has no model "${model}" by ${make} for ${year}.`,
      style: `The catalog has no style "${style}" for the ${year} ${make} ${model}.`,
    };
    return new RequestError(404, field, messages[field]);
  };

  // SPEC §7: GET /vehicle/api/v1/vehicle/years — newest first.
  app.get(`${base}/years`, async () => catalog.getYears());

  // SPEC §7: GET …/Makes/{year} — alphabetical.
  for (const segment of spellings('Makes')) {
    app.get<{ Params: YearParams }>(`${base}/${segment}/:year`, paramsOf('year'), async (request) => {
      const year = toYear(request.params.year);
      const makes = catalog.getMakes(year);
      if (makes.length === 0) throw notFound({ year });
      return makes;
    });
  }

  // SPEC §7 "Inputs and outputs by purpose": models by {year}/{make}.
  for (const segment of spellings('Models')) {
    app.get<{ Params: MakeParams }>(`${base}/${segment}/:year/:make`, paramsOf('year', 'make'), async (request) => {
      const year = toYear(request.params.year);
      const { make } = request.params;
      const models = catalog.getModels(year, make);
      if (!models) throw notFound({ year, make });
      return models;
    });
  }

  // SPEC §7: styles by {year}/{make}/{model}.
  for (const segment of spellings('Styles')) {
    app.get<{ Params: ModelParams }>(
      `${base}/${segment}/:year/:make/:model`,
      paramsOf('year', 'make', 'model'),
      async (request) => {
        const year = toYear(request.params.year);
        const { make, model } = request.params;
        const styles = catalog.getStyles(year, make, model);
        if (!styles) throw notFound({ year, make, model });
        return styles;
      },
    );
  }

  // SPEC §7: vehicle by {year}/{make}/{model}/{style}, at …/lookup (also Lookup). Fields are SPEC §3 order vehicle fields.
  for (const segment of ['lookup', 'Lookup']) {
    app.get<{ Params: StyleParams }>(
      `${base}/${segment}/:year/:make/:model/:style`,
      paramsOf('year', 'make', 'model', 'style'),
      async (request) => {
        const year = toYear(request.params.year);
        const { make, model, style } = request.params;
        const vehicle = catalog.findVehicle(year, make, model, style);
        if (!vehicle) throw notFound({ year, make, model, style });
        return {
          year: vehicle.year,
          make: vehicle.make,
          model: vehicle.model,
          style: vehicle.style,
          carId: vehicle.carId,
          category: vehicle.category,
          isBigTruck: vehicle.isBigTruck,
          vehicleSubType: vehicle.vehicleSubType,
          vehicleSpecialClass: vehicle.vehicleSpecialClass,
        };
      },
    );
  }
};
