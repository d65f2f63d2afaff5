/**
 * Reference data of the sandbox vehicle lookups (SPEC §7 lookup by VIN, plate, address and image): the documented test
 * VINs, the seeded licence plates and home addresses, and the test images with fixed answers. Every entry is listed in
 * api/sandbox/test-values/vehicle-lookups.md and checked by tests/unit/sandbox/vehicleLookup*.test.ts.
 */
import type { VehicleLookupData } from '../vehicles/types';

/** Test VINs with valid check digits (49 CFR 565.15), by what they decode to or trigger. */
const testVins = {
  /** 2020 Honda Civic 4 Door Sedan. */
  hondaCivicSedan2020: '2HGFC2FK3LH500001',
  /** 2021 Toyota RAV4 4 Door Utility. */
  toyotaRav4_2021: '2T3W1RFVXMWA00123',
  /** 2018 Ford F-150 4 Door Crew Cab Pickup (back glass Stationary or Slider). */
  fordF150CrewCab2018: '1FTFW1K5XJFA10234',
  /** 2019 Freightliner Cascadia 2 Door Sleeper Cab Tractor: a big truck (isBigTruck, category SEMI). */
  freightlinerCascadia2019: '3AKJHHDAXKSKA0456',
  /** 2019 Porsche 911 2 Door Coupe: VIN optional for Porsche (SPEC §5). */
  porsche911Coupe2019: 'WP0AB2AC0KS120178',
  /** 2008 BMW 3 Series 4 Door Sedan: VIN optional for BMW before 2010 (SPEC §5). */
  bmw3SeriesSedan2008: 'WBAVA33A68NL00789',
  /** 2005 Volkswagen Jetta 4 Door Sedan: VIN optional for Volkswagen before 2010 (SPEC §5). */
  volkswagenJettaSedan2005: '3VWSF71GX5M300321',
  /** 2007 Audi A4 4 Door Sedan: VIN optional for Audi before 2010 (SPEC §5). */
  audiA4Sedan2007: 'WAUDF78W87A000654',
  /** 2016 BMW 3 Series 4 Door Sedan: a BMW from 2010 on, so the VIN is required. */
  bmw3SeriesSedan2016: 'WBA8E9GSXGNU00111',
  /** 2018 Ford Mustang 2 Door Convertible: no back glass, so choosing rear glass does not match (SPEC §5). */
  fordMustangConvertible2018: '1FATP8UK6J5100987',
  /** The 2020 Civic's VIN with a wrong check digit (4 instead of 3): 400 naming vin. */
  badCheckDigit: '2HGFC2FK4LH500001',
  /** Manufacturer code SAL (Land Rover) is in no catalog make: 404 naming vin. */
  unknownWmi: 'SALGS2SEXKA000123',
  /** A 2005 Tesla: the make exists but not in that year: 404 naming vin. */
  noCatalogVehicle: '5YJSA11HX5F000001',
  /** Position 10 is "U", never a model year: 400 naming vin. */
  badModelYear: '2HGFC2FK1UH500001',
} as const;

/** The seeded reference data of the lookups. */
export const vehicleLookups = {
  testVins,
  // SPEC §9 states: at least one plate in each.
  plates: [
    { licensePlate: 'CIVIC20', licenseState: 'AZ', vin: testVins.hondaCivicSedan2020 },
    { licensePlate: 'RAV4CT', licenseState: 'CT', vin: testVins.toyotaRav4_2021 },
    { licensePlate: 'F150FL', licenseState: 'FL', vin: testVins.fordF150CrewCab2018 },
    { licensePlate: 'BMW2016', licenseState: 'FL', vin: testVins.bmw3SeriesSedan2016 },
    { licensePlate: 'BIGRIG1', licenseState: 'KY', vin: testVins.freightlinerCascadia2019 },
    { licensePlate: '911MA', licenseState: 'MA', vin: testVins.porsche911Coupe2019 },
    { licensePlate: 'TOPDOWN', licenseState: 'MN', vin: testVins.fordMustangConvertible2018 },
    { licensePlate: 'BMW2008', licenseState: 'NY', vin: testVins.bmw3SeriesSedan2008 },
    { licensePlate: 'AUDI07', licenseState: 'NY', vin: testVins.audiA4Sedan2007 },
    { licensePlate: 'JETTA05', licenseState: 'SC', vin: testVins.volkswagenJettaSedan2005 },
  ],
  // Only in states where the lookup by address is permitted (isVinByAddressPermissible: AZ, FL, MN, SC).
  addresses: [
    {
      licenseLastName: 'Garcia',
      licenseStreetAddress: '1200 N Central Ave',
      licenseZip: '85004',
      licenseState: 'AZ',
      vins: [testVins.hondaCivicSedan2020, testVins.toyotaRav4_2021, testVins.fordMustangConvertible2018],
    },
    {
      licenseLastName: 'Rivera',
      licenseStreetAddress: '350 S Orange Ave',
      licenseZip: '32801',
      licenseState: 'FL',
      vins: [testVins.fordF150CrewCab2018],
    },
    {
      licenseLastName: 'Johnson',
      licenseStreetAddress: '1 Meeting St',
      licenseZip: '29401',
      licenseState: 'SC',
      vins: [testVins.volkswagenJettaSedan2005, testVins.bmw3SeriesSedan2008],
    },
    {
      licenseLastName: 'Lindqvist',
      licenseStreetAddress: '400 Nicollet Mall',
      licenseZip: '55401',
      licenseState: 'MN',
      vins: [testVins.porsche911Coupe2019],
    },
  ],
  images: [
    {
      name: 'civic',
      contentType: 'image/png',
      fileName: 'civic.png',
      // A 1×1 red PNG.
      imageData: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mM4wMAAAAJEAMGtcbuOAAAAAElFTkSuQmCC',
      vins: [testVins.hondaCivicSedan2020],
    },
    {
      name: 'no vehicle',
      contentType: 'image/png',
      fileName: 'no-vehicle.png',
      // A 1×1 white PNG.
      imageData: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4//8/AAX+Av4zEpUUAAAAAElFTkSuQmCC',
      vins: [],
    },
  ],
} as const satisfies VehicleLookupData;
