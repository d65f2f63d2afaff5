import { createHash } from 'node:crypto';
import type { VehicleCatalog, VehicleRecord } from '../catalog/types';
import { getModelYearsOfCode } from './getModelYearsOfCode';
import { getVinCheckDigit } from '../../../engine/domain/getVinCheckDigit';
import { firstCycleYear, modelYearCodes } from './modelYearCodes';

/** VIN characters: digits and capitals without I, O and Q. */
const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Why a VIN cannot be decoded: 400 for a malformed VIN, 404 for one the catalog has no vehicle for. */
export interface VinProblem {
  status: 400 | 404;
  message: string;
}

/** A decoded VIN: the upper-case VIN and its catalog vehicle, or the problem. */
export type VinDecoding = { vin: string; vehicle: VehicleRecord; problem?: undefined } | { problem: VinProblem };

/** Decodes VINs against the catalog. */
export interface VinDecoder {
  /** The catalog vehicle of a VIN (case-insensitive), or why there is none. The same VIN always gives the same vehicle. */
  decode(vin: string): VinDecoding;
  /** Every World Manufacturer Identifier of the catalog, sorted. */
  getWmis(): string[];
}

/**
 * A VIN decoder over the catalog (SPEC §7 lookup by VIN):
 * 1. 17 characters without I, O or Q, and position 9 is the check digit of 49 CFR 565.15 — else 400.
 * 2. Positions 1–3, the World Manufacturer Identifier, give the make(s) through a reverse index of catalog.getWmis
 *    (a few WMIs are shared, e.g. 1C4: Chrysler, Dodge, Jeep) — unknown → 404.
 * 3. Position 10 gives the model year in its 30-year cycle. For passenger cars, MPVs and light trucks a letter in
 *    position 7 means 2010–2039 and a digit 1980–2009 (49 CFR 565.15); big trucks (isBigTruck) are exempt, so for them
 *    every year of the cycle in the catalog's range is a candidate and the most recent year with such a vehicle of the
 *    make wins. No vehicle of the make that year → 404.
 * 4. Among the make's vehicles of that year — narrowed to the models whose own WMI is this one, when any are — the
 *    vehicle is chosen by a hash of the vehicle descriptor section (positions 4–8).
 */
export function createVinDecoder(catalog: VehicleCatalog): VinDecoder {
  const { first, last } = catalog.getYearRange();
  const makesByWmi = toMakesByWmi(catalog);
  const vehiclesByYearAndMake = toVehiclesByYearAndMake(catalog);
  const vehiclesOf = (year: number, make: string): VehicleRecord[] => vehiclesByYearAndMake.get(`${year}|${make}`) ?? [];

  const decode = (input: string): VinDecoding => {
    const vin = input.toUpperCase();
    if (!vinPattern.test(vin)) {
      return { problem: { status: 400, message: 'A VIN has 17 letters and digits, without I, O or Q.' } };
    }
    if (vin.charAt(8) !== getVinCheckDigit(vin)) {
      return {
        problem: {
          status: 400,
          message: `The check digit of VIN ${vin} (its 9th character) is wrong: one of its characters is mistyped.`,
        },
      };
    }
    const yearCode = vin.charAt(9);
    const codeIndex = modelYearCodes.indexOf(yearCode);
    if (codeIndex < 0) {
      return {
        problem: { status: 400, message: `The 10th character of a VIN is its model year, which is never ${yearCode}.` },
      };
    }
    const wmi = vin.slice(0, 3);
    const makes = makesByWmi.get(wmi);
    if (!makes) {
      return {
        problem: { status: 404, message: `No make in the catalog has the manufacturer code ${wmi} (the first 3 characters of the VIN).` },
      };
    }

    // 49 CFR 565.15: position 7 a letter → 2010–2039, a digit → 1980–2009 (passenger cars, MPVs, light trucks).
    const passengerYear = firstCycleYear + codeIndex + (/[A-Z]/.test(vin.charAt(6)) ? modelYearCodes.length : 0);
    const candidateYears = getModelYearsOfCode(yearCode, first, last);
    for (const year of candidateYears) {
      const eligible = makes.flatMap((make) =>
        vehiclesOf(year, make).filter((vehicle) => year === passengerYear || vehicle.isBigTruck),
      );
      if (eligible.length === 0) continue;
      const sameWmi = eligible.filter((vehicle) => vehicle.wmi === wmi);
      const pool = sameWmi.length > 0 ? sameWmi : eligible;
      const vehicle = pool[toDescriptorHash(vin.slice(3, 8)) % pool.length];
      if (vehicle) return { vin, vehicle };
    }
    return {
      problem: {
        status: 404,
        message: `VIN ${vin} is a ${passengerYear} ${makes.map(toDisplayMake(catalog)).join(' or ')}, and the catalog has no such vehicle.`,
      },
    };
  };

  return { decode, getWmis: () => [...makesByWmi.keys()].sort() };
}

/** WMI → the catalog makes (lower case) that use it, in catalog order of their first appearance. */
function toMakesByWmi(catalog: VehicleCatalog): Map<string, string[]> {
  const makes = new Set(catalog.getYears().flatMap((year) => catalog.getMakes(year)));
  const index = new Map<string, string[]>();
  for (const make of [...makes].sort()) {
    for (const wmi of catalog.getWmis(make) ?? []) {
      const list = index.get(wmi) ?? [];
      list.push(make.toLowerCase());
      index.set(wmi, list);
    }
  }
  return index;
}

/** "year|make (lower case)" → that make's vehicles of that year, ordered by model then style. */
function toVehiclesByYearAndMake(catalog: VehicleCatalog): Map<string, VehicleRecord[]> {
  const index = new Map<string, VehicleRecord[]>();
  for (const year of catalog.getYears()) {
    for (const make of catalog.getMakes(year)) {
      const vehicles: VehicleRecord[] = [];
      for (const model of catalog.getModels(year, make) ?? []) {
        for (const style of catalog.getStyles(year, make, model) ?? []) {
          const vehicle = catalog.findVehicle(year, make, model, style);
          if (vehicle) vehicles.push(vehicle);
        }
      }
      index.set(`${year}|${make.toLowerCase()}`, vehicles);
    }
  }
  return index;
}

/** A make's catalog spelling from its lower-case key. */
function toDisplayMake(catalog: VehicleCatalog): (make: string) => string {
  const names = new Map(catalog.getYears().flatMap((year) => catalog.getMakes(year)).map((make) => [make.toLowerCase(), make]));
  return (make) => names.get(make) ?? make;
}

/** A stable number from the vehicle descriptor section (VIN positions 4–8). */
function toDescriptorHash(descriptor: string): number {
  return createHash('sha256').update(descriptor).digest().readUInt32BE(0);
}
