import type { VehicleCatalog, VehicleRecord } from '../catalog/types';
import { toStableNumber } from './toStableNumber';

/** The five-digit windshield numbers of the catalog's vehicles, one per vehicle, and the way back. */
export interface WindshieldNumbering {
  /** The five digits of a vehicle's windshield part numbers. */
  getDigits(carId: number): string | undefined;
  /** The vehicle whose windshield has these five digits. */
  findVehicle(digits: string): VehicleRecord | undefined;
}

const lowest = 10000;
const span = 90000;
const cache = new WeakMap<VehicleCatalog, WindshieldNumbering>();

/**
 * Windshield part numbers unique per vehicle, so a part number alone (parts.partFromCapabilityAnswer gets no carId)
 * leads back to its vehicle: each carId hashes to five digits, and a clash steps on to the next free number, vehicles
 * taken in carId order. Built once per catalog, on first use.
 */
export function getWindshieldNumbering(catalog: VehicleCatalog): WindshieldNumbering {
  const cached = cache.get(catalog);
  if (cached) return cached;
  const vehicles = listVehicles(catalog).sort((a, b) => a.carId - b.carId);
  const digitsByCarId = new Map<number, string>();
  const vehicleByDigits = new Map<string, VehicleRecord>();
  for (const vehicle of vehicles) {
    let number = lowest + toStableNumber(`windshield|${vehicle.carId}`, span);
    while (vehicleByDigits.has(String(number))) number = number + 1 >= lowest + span ? lowest : number + 1;
    digitsByCarId.set(vehicle.carId, String(number));
    vehicleByDigits.set(String(number), vehicle);
  }
  const numbering: WindshieldNumbering = {
    getDigits: (carId) => digitsByCarId.get(carId),
    findVehicle: (digits) => vehicleByDigits.get(digits),
  };
  cache.set(catalog, numbering);
  return numbering;
}

/** Every vehicle of the catalog. */
function listVehicles(catalog: VehicleCatalog): VehicleRecord[] {
  const vehicles: VehicleRecord[] = [];
  for (const year of catalog.getYears()) {
    for (const make of catalog.getMakes(year)) {
      for (const model of catalog.getModels(year, make) ?? []) {
        for (const style of catalog.getStyles(year, make, model) ?? []) {
          const vehicle = catalog.findVehicle(year, make, model, style);
          if (vehicle) vehicles.push(vehicle);
        }
      }
    }
  }
  return vehicles;
}
