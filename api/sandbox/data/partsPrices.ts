/**
 * The sandbox's price list for the SPEC §7 parts calls, in US dollars. Glass prices are built from these bases plus a
 * per-vehicle step derived from the carId (api/sandbox/parts/toGlassPart.ts), so every vehicle has its own stable
 * price; fees and extras are flat.
 */
import type { VehicleCategory } from '../catalog/types';

/** SPEC §9: the cash default parent account and the default bill-to account supporting items are tagged with. */
export const cashParentAccountNumber = '167132';
export const defaultBillToAccountNumber = '87291';

/** Makes whose glass costs more (premium brands with acoustic and coated glass). */
export const premiumMakes: ReadonlySet<string> = new Set([
  'acura', 'audi', 'bmw', 'cadillac', 'lexus', 'mercedes-benz', 'porsche', 'tesla', 'volvo',
]);

/** Makes whose glass carries a domestic (D) NAGS-style prefix; every other make is foreign (F). */
export const domesticMakes: ReadonlySet<string> = new Set([
  'buick', 'cadillac', 'chevrolet', 'chrysler', 'dodge', 'ford', 'freightliner', 'gmc', 'jeep', 'ram', 'tesla',
]);

/** Windshield kit price before options, by vehicle category (a larger or rarer windshield costs more). */
export const windshieldBaseKitPrice: Readonly<Record<VehicleCategory, number>> = {
  CAR: 265,
  SUV: 310,
  TRUCK: 300,
  VAN: 295,
  'COMMERCIAL VAN': 320,
  'MOTOR HOME': 460,
  SEMI: 430,
};

/** Windshield labour before options, by vehicle category. */
export const windshieldBaseLabor: Readonly<Record<VehicleCategory, number>> = {
  CAR: 135,
  SUV: 150,
  TRUCK: 150,
  VAN: 150,
  'COMMERCIAL VAN': 150,
  'MOTOR HOME': 195,
  SEMI: 195,
};

/** Added to a windshield's kit price for each option it carries. */
export const windshieldOptionPrice = {
  shadeBand: 22,
  rainSensor: 38,
  heatedWiperPark: 54,
  /** The camera bracket: this plus up to 50.00 depending on the part. */
  cameraBracket: 85,
} as const;

/** Extra windshield labour when a camera bracket has to be transferred. */
export const cameraBracketLabor = 25;

/** Kit price and labour bases of the other glass (before the per-vehicle step). */
export const sideAndBackGlassBase = {
  frontDoor: { kitPrice: 135, laborAmount: 95 },
  backDoor: { kitPrice: 125, laborAmount: 95 },
  quarter: { kitPrice: 150, laborAmount: 110 },
  vent: { kitPrice: 95, laborAmount: 80 },
  back: { kitPrice: 240, laborAmount: 140 },
  stationary: { kitPrice: 185, laborAmount: 120 },
  slider: { kitPrice: 265, laborAmount: 135 },
} as const;

/** Molding child parts by molding answer. */
export const moldingKitPrice = { chrome: 64.95, black: 42.95 } as const;

/** SPEC §3 supporting items of a replacement. */
export const replaceFeeKitPrice = { windshield: 29.95, back: 24.95, side: 12.95 } as const;
export const recycleFeePrice = 4.95;
export const disposalFeePrice = 2.5;

/** SPEC §3 supporting items of a repair: REPAIR FEE labour by chip count, and the repair supplies. */
export const repairFirstChipLabor = 69.95;
export const repairFurtherChipLabor = 19.95;
export const repairSuppliesKitPrice = 9.95;

/** Part numbers of the supporting items; the repair-supplies one is what SPEC §5 fee filtering compares with. */
export const supportingPartNumbers = {
  repairFee: 'WR-CHIP-REPAIR',
  repairSupplies: 'WR-SUPPLIES',
  recycleFee: 'RECYCLE-LAMINATED',
  disposalFee: 'DISPOSAL-TEMPERED',
  replaceFee: { windshield: 'INSTALL-KIT-W', back: 'INSTALL-KIT-B', side: 'INSTALL-KIT-S' },
} as const;

/** ADAS recalibration labour by recalibration type, and the rain and light sensor recalibration. */
export const adasRecalibrationPrice = { Static: 249.95, Dynamic: 179.95, Dual: 329.95 } as const;
export const sensorRecalibrationPrice = 59.95;

/** Mobile service fee (SPEC §3 MOBILE FEE). */
export const mobileFeePrice = { Replace: 39.95, Repair: 24.95, largeVehicleSurcharge: 35 } as const;

/** Mobile premium fee by payment kind and damage kind. */
export const mobilePremiumFeePrice = {
  Cash: { Replace: 29.95, Repair: 19.95 },
  Insurance: { Replace: 19.95, Repair: 0 },
} as const;

/** EARLY BIRD discount by damage kind, on the discount days. */
export const earlyBirdDiscount = { Replace: -15, Repair: -10 } as const;
/** The days (0 = Sunday) with an EARLY BIRD part, and the part number's day code. */
export const earlyBirdDays: ReadonlyMap<number, string> = new Map([
  [2, 'TUE'],
  [3, 'WED'],
]);

/** SERVICE PACKAGE DISCOUNT amounts. */
export const servicePackageDiscount = { replaceWithWindshield: -25, replaceOtherGlass: -15, repair: -10 } as const;

/** RAIN REPEL price by windshield size. */
export const rainRepelPrice = { car: 14.99, large: 19.99, oversized: 29.99 } as const;
