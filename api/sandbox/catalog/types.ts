/**
 * Types of the sandbox vehicle catalog: the compact file shape (api/sandbox/data/vehicle-catalog.json) and the
 * expanded records the vehicle calls of SPEC §7 answer with.
 */

/** Vehicle categories, SPEC §3 "Enumerations". */
export const vehicleCategories = ['CAR', 'TRUCK', 'VAN', 'COMMERCIAL VAN', 'SUV', 'MOTOR HOME', 'SEMI'] as const;

/** A vehicle category of SPEC §3. */
export type VehicleCategory = (typeof vehicleCategories)[number];

/** What a body style (e.g. "4 Door Crew Cab Pickup") implies unless the model says otherwise. */
export interface BodyStyleDefaults {
  vehicleSubType: string;
  category: VehicleCategory;
  isBigTruck?: boolean;
}

/** One model of a make in the catalog file. Style years are ranges such as "1996-2011,2019-2026". */
export interface CatalogModelSource {
  model: string;
  /** Style name → model years it was sold in that style. */
  styles: Record<string, string>;
  /** A World Manufacturer Identifier of this model, one of the make's; defaults to the make's first. */
  wmi?: string;
  category?: VehicleCategory;
  isBigTruck?: boolean;
  vehicleSpecialClass?: string;
}

/** One make of the catalog file, with its World Manufacturer Identifiers (first = the most common). */
export interface CatalogMakeSource {
  make: string;
  wmi: string[];
  models: CatalogModelSource[];
}

/** The catalog file as stored: ranges, not expanded years. */
export interface VehicleCatalogFile {
  $comment?: string[];
  bodyStyles: Record<string, BodyStyleDefaults>;
  makes: CatalogMakeSource[];
}

/** One year+make+model+style of the catalog, as resolved by the vehicle lookup (SPEC §3 order vehicle fields). */
export interface VehicleRecord {
  year: number;
  make: string;
  model: string;
  style: string;
  carId: number;
  category: VehicleCategory;
  isBigTruck: boolean;
  vehicleSubType: string;
  vehicleSpecialClass: string | null;
  /** World Manufacturer Identifier (VIN positions 1-3) typical for this vehicle. */
  wmi: string;
}

/** The request fields a vehicle lookup can fail on, in the order they are checked. */
export type VehicleField = 'year' | 'make' | 'model' | 'style';

/** The expanded catalog and its queries (the sandbox's answers to the SPEC §7 vehicle calls). */
export interface VehicleCatalog {
  /** Model years with at least one vehicle, newest first. */
  getYears(): number[];
  /** The oldest and newest catalog years. */
  getYearRange(): { first: number; last: number };
  /** Makes sold in `year`, alphabetical; empty when the year has none. */
  getMakes(year: number): string[];
  /** Models of `make` in `year`, alphabetical; undefined when that make is not sold that year. */
  getModels(year: number, make: string): string[] | undefined;
  /** Styles of the model in `year`, alphabetical; undefined when the make or model is unknown for that year. */
  getStyles(year: number, make: string, model: string): string[] | undefined;
  /** The vehicle of year+make+model+style (case-insensitive names), or undefined. */
  findVehicle(year: number, make: string, model: string, style: string): VehicleRecord | undefined;
  /** The vehicle with this carId, or undefined. */
  findVehicleByCarId(carId: number): VehicleRecord | undefined;
  /** The first of the given fields that does not match the catalog, checked year → make → model → style. */
  findMissingField(query: { year: number; make?: string; model?: string; style?: string }): VehicleField | undefined;
  /** A make's World Manufacturer Identifiers, most common first (for VIN decoding); undefined for an unknown make. */
  getWmis(make: string): string[] | undefined;
  getMakeCount(): number;
  getModelCount(): number;
  getVehicleCount(): number;
}
