import type { VehicleRecord } from '../catalog/types';
import { toCatalogVehicle } from '../catalog/toCatalogVehicle';
import type { LookupVehicle } from './types';

/** The answer of a VIN lookup: the catalog vehicle in SPEC §3 order-vehicle fields, with its VIN. */
export function toLookupVehicle(vehicle: VehicleRecord, vin: string): LookupVehicle {
  return { ...toCatalogVehicle(vehicle), vin };
}
