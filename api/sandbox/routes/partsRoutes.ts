import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { VehicleRecord } from '../catalog/types';
import { capabilityQuestionDefinitions } from '../data/partsQuestions';
import { cashParentAccountNumber, defaultBillToAccountNumber } from '../data/partsPrices';
import { createOperationRegistrar } from '../http/createOperationRegistrar';
import { RequestError } from '../http/RequestError';
import { getAvailableGlass } from '../parts/getAvailableGlass';
import { getMobileFee } from '../parts/getMobileFee';
import { getMobilePremiumFee } from '../parts/getMobilePremiumFee';
import { getPartFromCapabilityAnswer } from '../parts/getPartFromCapabilityAnswer';
import { getPartsOrQuestions } from '../parts/getPartsOrQuestions';
import { getPricingByDay } from '../parts/getPricingByDay';
import { getRainRepel } from '../parts/getRainRepel';
import { getRecalParts } from '../parts/getRecalParts';
import { getServicePackageDiscount } from '../parts/getServicePackageDiscount';
import { getSupportingItems } from '../parts/getSupportingItems';
import { getVehicleParts, type VehiclePart } from '../parts/getVehicleParts';
import { getWindshieldNumbering } from '../parts/getWindshieldNumbering';
import { getWindshieldProfile } from '../parts/getWindshieldProfile';
import { getWipers } from '../parts/getWipers';
import { toQuestion } from '../parts/toQuestion';
import type { SandboxPluginOptions } from '../SandboxContext';

/**
 * The parts calls of SPEC §7 (api/contract/paths/parts.yaml): damage options, the question stages of SPEC §2, glass
 * parts, supporting items, fees, extras and recalibration, answered from the vehicle catalog with deterministic data
 * (api/sandbox/parts, api/sandbox/data/parts*.ts). Nothing is stored: the same request always gets the same answer.
 */
export const partsRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  const register = createOperationRegistrar(app, context.contract);

  /** The vehicle of a carId, or 404 naming `field`. */
  const findVehicle = (carId: number, field = 'carId'): VehicleRecord => {
    const vehicle = context.catalog.findVehicleByCarId(carId);
    if (!vehicle) throw new RequestError(404, field, `No vehicle has carId ${carId}; vehicle.lookup answers a vehicle's carId.`);
    return vehicle;
  };

  /** The five digits of the vehicle's windshield part numbers. */
  const getDigits = (vehicle: VehicleRecord): string => getWindshieldNumbering(context.catalog).getDigits(vehicle.carId)!;

  /** One of the vehicle's glass parts by part number (any case), or 404 naming partNumber. */
  const findVehiclePart = (vehicle: VehicleRecord, partNumber: string): VehiclePart => {
    const found = getVehicleParts(vehicle, getDigits(vehicle)).get(partNumber.toUpperCase());
    if (!found) {
      throw new RequestError(
        404,
        'partNumber',
        `Part ${partNumber} is not a glass part of the ${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.style}; use a part parts.parts answered.`,
      );
    }
    return found;
  };

  register('parts.damageOptions', async ({ params }) => {
    const vehicle = findVehicle(params.carId);
    const glass = getAvailableGlass(vehicle);
    return {
      carId: vehicle.carId,
      windshieldOptions: { location: 'Windshield' as const, availableReplacementOptions: glass.Windshield },
      driverSideOptions: { location: 'Driver' as const, availableReplacementOptions: glass.Driver },
      passengerSideOptions: { location: 'Passenger' as const, availableReplacementOptions: glass.Passenger },
      backGlassOptions: { location: 'Rear' as const, availableReplacementOptions: glass.Rear },
    };
  });

  register('parts.partsOrQuestions', async ({ body }) => {
    const vehicle = findVehicle(body.carId);
    const partsOrQuestions = getPartsOrQuestions({
      vehicle,
      windshieldDigits: getDigits(vehicle),
      glassPieces: body.glassPieces,
      serviceType: body.serviceType,
    });
    return { partsOrQuestions };
  });

  register('parts.parts', async ({ body }) => {
    const vehicle = findVehicle(body.carId);
    const { glassPieceParts, partChoices, moldingQuestions, capabilityQuestions } = getPartsOrQuestions({
      vehicle,
      windshieldDigits: getDigits(vehicle),
      glassPieces: body.glassPieces,
      serviceType: body.serviceType,
      answerResults: body.answerResults,
    });
    return { glassPieceParts, partChoices, moldingQuestions, capabilityQuestions };
  });

  register('parts.wipers', async ({ params }) => getWipers(findVehicle(params.carId)));

  register('parts.rainRepel', async ({ query }) => getRainRepel(findVehicle(query.carId)));

  register('parts.mobileFee', async ({ query }) =>
    getMobileFee({
      vehicle: findVehicle(query.carId),
      serviceType: query.serviceType,
      providerNumber: query.providerNumber,
      coverageStatus: query.coverageStatus,
      coverageType: query.coverageType,
    }),
  );

  register('parts.pricingByDayPartNumber', async ({ query }) => getPricingByDay(query.date, query.serviceType ?? 'Replace'));

  register('parts.servicePackageDiscount', async ({ body }) => getServicePackageDiscount(body.glassPieces, body.damageType));

  register('parts.supportingItems', async ({ body }) => {
    const vehicle = findVehicle(body.carId);
    const supportingItems = getSupportingItems({
      damageType: body.damageType,
      parts: body.parts,
      numberOfRepairChips: body.numberOfRepairChips,
      vehicleParts: getVehicleParts(vehicle, getDigits(vehicle)),
    });
    // SPEC §5: supporting items are tagged with the cash default parent account and the default bill-to (SPEC §9).
    return { supportingItems, parentAccountNumber: cashParentAccountNumber, billToAccountNumber: defaultBillToAccountNumber };
  });

  register('parts.recalParts', async ({ params }) => {
    const vehicle = findVehicle(params.carId);
    return getRecalParts(findVehiclePart(vehicle, params.partNumber), params.recalType);
  });

  register('parts.capabilityQuestions', async ({ params }) => {
    const vehicle = findVehicle(params.carId);
    const { piece } = findVehiclePart(vehicle, params.partNumber);
    const asksCamera = piece.location === 'Windshield' && getWindshieldProfile(vehicle).camera === 'optional';
    return asksCamera ? capabilityQuestionDefinitions.map(toQuestion) : [];
  });

  register('parts.partFromCapabilityAnswer', async ({ body }) =>
    getPartFromCapabilityAnswer(context.catalog, body.part, body.capabilityAnswerResults),
  );

  register('parts.mobilePremiumFee', async ({ params }) => getMobilePremiumFee(params.paymentKind, params.damageKind));
};
