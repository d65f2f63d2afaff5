/**
 * Types of the sandbox vehicle lookups (SPEC §7 lookup by VIN, plate, address and image): the seeded reference data of
 * api/sandbox/data/vehicle-lookups.ts and the answers built from it.
 */
import type { CatalogVehicle } from '../catalog/toCatalogVehicle';

/** A catalog vehicle found for a VIN, in SPEC §3 order-vehicle fields plus the VIN. */
export type LookupVehicle = CatalogVehicle & { vin: string };

/** A seeded licence plate (SPEC §7 lookup by plate): stored upper case without spaces or dashes. */
export interface SeededPlate {
  licensePlate: string;
  licenseState: string;
  vin: string;
}

/** A seeded home address and the VINs registered there (SPEC §7 lookup by address). */
export interface SeededAddress {
  licenseLastName: string;
  licenseStreetAddress: string;
  licenseZip: string;
  licenseState: string;
  vins: readonly string[];
}

/** A documented test image whose answer is fixed (SPEC §7 lookup by image), not derived from its hash. */
export interface TestImage {
  name: string;
  contentType: string;
  fileName: string;
  /** The image bytes, base64. */
  imageData: string;
  /** The candidate VINs it answers, best first. */
  vins: readonly string[];
}

/** The reference data of the lookups. */
export interface VehicleLookupData {
  /** The documented test VINs by name (api/sandbox/test-values/vehicle-lookups.md says what each decodes to). */
  testVins: Readonly<Record<string, string>>;
  plates: readonly SeededPlate[];
  addresses: readonly SeededAddress[];
  images: readonly TestImage[];
}

/** A candidate of the lookup by image. */
export interface ImageVinCandidate {
  vin: string;
  year: number;
  make: string;
  model: string;
  /** How sure the lookup is, 0 to 1. */
  confidence: number;
}
