import type { ContractSchema } from '../../contract/OperationTypes';
import type { VehicleRecord } from './types';

/** A catalog vehicle as the API answers it (contract `CatalogVehicle`: SPEC §3 order-vehicle fields). */
export type CatalogVehicle = ContractSchema<'CatalogVehicle'>;

/** The answer fields of a catalog vehicle: what every vehicle lookup returns (and a seeded order stores). */
export function toCatalogVehicle(vehicle: VehicleRecord): CatalogVehicle {
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
}
