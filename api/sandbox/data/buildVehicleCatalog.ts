/**
 * Builds api/sandbox/data/vehicle-catalog.json, the sandbox's vehicle catalog (SPEC §7 years/makes/models/styles and
 * lookup). The committed data is the JSON; this script documents how it was made and checks it.
 *
 * Sources: general knowledge of the US market (model years a model was sold, its body styles, the WMIs printed in its
 * VINs). Ranges are roughly right, not authoritative. No network is used.
 *
 * Run: node --import tsx api/sandbox/data/buildVehicleCatalog.ts          (writes the JSON)
 *      node --import tsx api/sandbox/data/buildVehicleCatalog.ts --check  (fails if the JSON is out of date)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BodyStyleDefaults, CatalogMakeSource, CatalogModelSource, VehicleCatalogFile } from '../catalog/types';
import { toVehicleCatalog } from '../catalog/toVehicleCatalog';

const bodyStyles: Record<string, BodyStyleDefaults> = {
  '4 Door Sedan': { vehicleSubType: 'Sedan', category: 'CAR' },
  '2 Door Coupe': { vehicleSubType: 'Coupe', category: 'CAR' },
  '4 Door Coupe': { vehicleSubType: 'Coupe', category: 'CAR' },
  '2 Door Hatchback': { vehicleSubType: 'Hatchback', category: 'CAR' },
  '3 Door Hatchback': { vehicleSubType: 'Hatchback', category: 'CAR' },
  '4 Door Hatchback': { vehicleSubType: 'Hatchback', category: 'CAR' },
  '4 Door Wagon': { vehicleSubType: 'Wagon', category: 'CAR' },
  '2 Door Convertible': { vehicleSubType: 'Convertible', category: 'CAR' },
  '2 Door Utility': { vehicleSubType: 'Utility', category: 'SUV' },
  '4 Door Utility': { vehicleSubType: 'Utility', category: 'SUV' },
  '2 Door Regular Cab Pickup': { vehicleSubType: 'Pickup', category: 'TRUCK' },
  '2 Door Extended Cab Pickup': { vehicleSubType: 'Pickup', category: 'TRUCK' },
  '4 Door Extended Cab Pickup': { vehicleSubType: 'Pickup', category: 'TRUCK' },
  '4 Door Crew Cab Pickup': { vehicleSubType: 'Pickup', category: 'TRUCK' },
  '4 Door Mega Cab Pickup': { vehicleSubType: 'Pickup', category: 'TRUCK' },
  '2 Door Regular Cab Chassis': { vehicleSubType: 'Chassis Cab', category: 'TRUCK' },
  '4 Door Extended Cab Chassis': { vehicleSubType: 'Chassis Cab', category: 'TRUCK' },
  '4 Door Crew Cab Chassis': { vehicleSubType: 'Chassis Cab', category: 'TRUCK' },
  'Cargo Van': { vehicleSubType: 'Cargo Van', category: 'COMMERCIAL VAN' },
  'Passenger Van': { vehicleSubType: 'Passenger Van', category: 'VAN' },
  'Motor Home': { vehicleSubType: 'Motor Home', category: 'MOTOR HOME' },
  '2 Door Day Cab Tractor': { vehicleSubType: 'Tractor', category: 'SEMI', isBigTruck: true },
  '2 Door Sleeper Cab Tractor': { vehicleSubType: 'Tractor', category: 'SEMI', isBigTruck: true },
};

/** Shorthands for the style maps below. */
const sedan = '4 Door Sedan';
const coupe = '2 Door Coupe';
const hatch2 = '2 Door Hatchback';
const hatch4 = '4 Door Hatchback';
const wagon = '4 Door Wagon';
const conv = '2 Door Convertible';
const util2 = '2 Door Utility';
const util4 = '4 Door Utility';
const regCab = '2 Door Regular Cab Pickup';
const extCab2 = '2 Door Extended Cab Pickup';
const extCab4 = '4 Door Extended Cab Pickup';
const crewCab = '4 Door Crew Cab Pickup';
const regChassis = '2 Door Regular Cab Chassis';
const extChassis = '4 Door Extended Cab Chassis';
const crewChassis = '4 Door Crew Cab Chassis';
const cargoVan = 'Cargo Van';
const passVan = 'Passenger Van';
const motorHome = 'Motor Home';
const dayCab = '2 Door Day Cab Tractor';
const sleeper = '2 Door Sleeper Cab Tractor';

type ModelExtras = Omit<CatalogModelSource, 'model' | 'styles'>;

function model(name: string, styles: Record<string, string>, extras: ModelExtras = {}): CatalogModelSource {
  return { model: name, ...extras, styles };
}

/** A heavy-duty pickup or chassis cab (2500/3500 class). */
const heavyDuty: ModelExtras = { vehicleSpecialClass: 'Heavy Duty' };
/** A class 6-7 truck: a big truck for service purposes. */
const mediumDuty: ModelExtras = { vehicleSpecialClass: 'Medium Duty', isBigTruck: true };
/** A class 8 road tractor. */
const classEight: ModelExtras = { vehicleSpecialClass: 'Class 8' };

const makes: CatalogMakeSource[] = [
  {
    make: 'Acura',
    wmi: ['19U', 'JH4', '19V', '2HN', '5J8', '5FR'],
    models: [
      model('CL', { [coupe]: '1997-1999,2001-2003' }),
      model('ILX', { [sedan]: '2013-2022' }, { wmi: '19V' }),
      model('Integra', { [hatch2]: '1996-2001', [sedan]: '1996-2001', [hatch4]: '2023-2026' }, { wmi: 'JH4' }),
      model('MDX', { [util4]: '2001-2026' }, { wmi: '5J8' }),
      model('NSX', { [coupe]: '1996-2005,2017-2022' }, { wmi: 'JH4' }),
      model('RDX', { [util4]: '2007-2026' }, { wmi: '5J8' }),
      model('RL', { [sedan]: '1996-2012' }, { wmi: 'JH4' }),
      model('RLX', { [sedan]: '2014-2020' }, { wmi: 'JH4' }),
      model('RSX', { [hatch2]: '2002-2006' }, { wmi: 'JH4' }),
      model('TL', { [sedan]: '1996-2014' }),
      model('TLX', { [sedan]: '2015-2026' }),
      model('TSX', { [sedan]: '2004-2014', [wagon]: '2011-2014' }, { wmi: 'JH4' }),
      model('ZDX', { [util4]: '2010-2013,2024-2026' }, { wmi: '2HN' }),
    ],
  },
  {
    make: 'Audi',
    wmi: ['WAU', 'WA1', 'WUA', 'TRU'],
    models: [
      model('A3', { [hatch4]: '2006-2013', [sedan]: '2015-2026', [conv]: '2015-2020' }),
      model('A4', { [sedan]: '1996-2025', [wagon]: '1996-2016', [conv]: '2003-2009' }),
      model('A5', { [coupe]: '2008-2024', [conv]: '2010-2024', [hatch4]: '2018-2026' }),
      model('A6', { [sedan]: '1996-2026', [wagon]: '1996-2011,2020-2025' }),
      model('A8', { [sedan]: '1997-2026' }),
      model('e-tron', { [util4]: '2019-2024' }, { wmi: 'WA1' }),
      model('e-tron GT', { [sedan]: '2022-2026' }, { wmi: 'WAU' }),
      model('Q3', { [util4]: '2015-2026' }, { wmi: 'WA1' }),
      model('Q5', { [util4]: '2009-2026' }, { wmi: 'WA1' }),
      model('Q7', { [util4]: '2007-2015,2017-2026' }, { wmi: 'WA1' }),
      model('Q8', { [util4]: '2019-2026' }, { wmi: 'WA1' }),
      model('TT', { [coupe]: '2000-2023', [conv]: '2001-2023' }, { wmi: 'TRU' }),
    ],
  },
  {
    make: 'BMW',
    wmi: ['WBA', 'WBS', 'WBX', '5UX', '5YM', '4US', 'WBY'],
    models: [
      model('3 Series', {
        [sedan]: '1996-2026',
        [coupe]: '1996-2013',
        [conv]: '1996-2013',
        [hatch2]: '1996-1999',
        [wagon]: '2000-2005,2006-2012,2014-2019',
      }),
      model('4 Series', { [coupe]: '2014-2026', [conv]: '2014-2026', [hatch4]: '2015-2026' }),
      model('5 Series', { [sedan]: '1996-2026', [wagon]: '1999-2003,2006-2010' }),
      model('7 Series', { [sedan]: '1996-2026' }),
      model('i3', { [hatch4]: '2014-2021' }, { wmi: 'WBY' }),
      model('i4', { [hatch4]: '2022-2026' }),
      model('iX', { [util4]: '2022-2026' }, { wmi: 'WB5' }),
      model('X1', { [util4]: '2013-2026' }, { wmi: 'WBX' }),
      model('X3', { [util4]: '2004-2026' }, { wmi: '5UX' }),
      model('X5', { [util4]: '2000-2026' }, { wmi: '5UX' }),
      model('X7', { [util4]: '2019-2026' }, { wmi: '5UX' }),
      model('Z3', { [conv]: '1996-2002', [coupe]: '1999-2002' }, { wmi: '4US' }),
      model('Z4', { [conv]: '2003-2016,2019-2026', [coupe]: '2006-2008' }, { wmi: '4US' }),
    ],
  },
  {
    make: 'Buick',
    wmi: ['1G4', '2G4', '5GA', 'KL4', 'LRB'],
    models: [
      model('Cascada', { [conv]: '2016-2019' }, { wmi: 'W04' }),
      model('Century', { [sedan]: '1996-2005' }, { wmi: '2G4' }),
      model('Enclave', { [util4]: '2008-2026' }, { wmi: '5GA' }),
      model('Encore', { [util4]: '2013-2022' }, { wmi: 'KL4' }),
      model('Encore GX', { [util4]: '2020-2026' }, { wmi: 'KL4' }),
      model('Envision', { [util4]: '2016-2020,2021-2025' }, { wmi: 'LRB' }),
      model('Envista', { [util4]: '2024-2026' }, { wmi: 'KL4' }),
      model('LaCrosse', { [sedan]: '2005-2019' }),
      model('LeSabre', { [sedan]: '1996-2005' }),
      model('Lucerne', { [sedan]: '2006-2011' }),
      model('Park Avenue', { [sedan]: '1996-2005' }),
      model('Regal', { [sedan]: '1997-2004,2011-2017', [hatch4]: '2018-2020', [wagon]: '2018-2020' }, { wmi: '2G4' }),
      model('Rendezvous', { [util4]: '2002-2007' }, { wmi: '3G5' }),
      model('Terraza', { [passVan]: '2005-2007' }, { wmi: '5GA' }),
      model('Verano', { [sedan]: '2012-2017' }),
    ],
  },
  {
    make: 'Cadillac',
    wmi: ['1G6', '1GY', '3GY', '1GE'],
    models: [
      model('ATS', { [sedan]: '2013-2019', [coupe]: '2015-2019' }),
      model('CT4', { [sedan]: '2020-2026' }),
      model('CT5', { [sedan]: '2020-2026' }),
      model('CT6', { [sedan]: '2016-2020' }),
      model('CTS', { [sedan]: '2003-2019', [coupe]: '2011-2015', [wagon]: '2010-2014' }),
      model('DeVille', { [sedan]: '1996-2005' }),
      model('DTS', { [sedan]: '2006-2011' }),
      model('Eldorado', { [coupe]: '1996-2002' }),
      model('Escalade', { [util4]: '1999-2000,2002-2026' }, { wmi: '1GY' }),
      model('Escalade ESV', { [util4]: '2003-2026' }, { wmi: '1GY' }),
      model('Escalade EXT', { [crewCab]: '2002-2013' }, { wmi: '3GY' }),
      model('Lyriq', { [util4]: '2023-2026' }, { wmi: '1GY' }),
      model('Seville', { [sedan]: '1996-2004' }),
      model('SRX', { [util4]: '2004-2016' }, { wmi: '1GY' }),
      model('STS', { [sedan]: '2005-2011' }),
      model('XT4', { [util4]: '2019-2025' }, { wmi: '1GY' }),
      model('XT5', { [util4]: '2017-2026' }, { wmi: '1GY' }),
      model('XT6', { [util4]: '2020-2025' }, { wmi: '1GY' }),
      model('XTS', { [sedan]: '2013-2019' }),
    ],
  },
  {
    make: 'Chevrolet',
    wmi: ['1G1', '1GC', '1GN', '2G1', '3GC', '3GN', 'KL7', 'KL8', '1GB', '1GA'],
    models: [
      model('Astro', { [cargoVan]: '1996-2005', [passVan]: '1996-2005' }, { wmi: '1GC' }),
      model('Avalanche', { [crewCab]: '2002-2013' }, { wmi: '3GN' }),
      model('Blazer', { [util2]: '1996-2005', [util4]: '1996-2005,2019-2026' }, { wmi: '1GN' }),
      model('Bolt EUV', { [util4]: '2022-2023' }),
      model('Bolt EV', { [hatch4]: '2017-2023' }),
      model('C1500', { [regCab]: '1996-1999', [extCab2]: '1996-1999' }, { wmi: '1GC' }),
      model('Camaro', { [coupe]: '1996-2002,2010-2024', [conv]: '1996-2002,2011-2024' }),
      model('Cavalier', { [sedan]: '1996-2005', [coupe]: '1996-2005', [conv]: '1996-2000' }),
      model('Cobalt', { [sedan]: '2005-2010', [coupe]: '2005-2010' }),
      model('Colorado', { [regCab]: '2004-2012', [extCab4]: '2004-2012,2015-2020', [crewCab]: '2004-2012,2015-2026' }, { wmi: '1GC' }),
      model('Corvette', { [coupe]: '1996-2026', [conv]: '1998-2026' }),
      model('Cruze', { [sedan]: '2011-2019', [hatch4]: '2017-2019' }),
      model('Equinox', { [util4]: '2005-2026' }, { wmi: '2GN' }),
      model('Express 1500', { [cargoVan]: '1996-2014', [passVan]: '1996-2014' }, { wmi: '1GC' }),
      model('Express 2500', { [cargoVan]: '1996-2026', [passVan]: '1996-2026' }, { wmi: '1GC' }),
      model('Express 3500', { [cargoVan]: '1996-2026', [passVan]: '1996-2026' }, { wmi: '1GA' }),
      model('Impala', { [sedan]: '1996,2000-2020' }),
      model('Kodiak C6500', { [regChassis]: '2003-2009' }, { ...mediumDuty, wmi: '1GB' }),
      model('Malibu', { [sedan]: '1997-2025', [hatch4]: '2004-2007' }),
      model('S10', { [regCab]: '1996-2004', [extCab2]: '1996-2004', [crewCab]: '2001-2004' }, { wmi: '1GC' }),
      model('Silverado 1500', { [regCab]: '1999-2026', [extCab4]: '1999-2026', [crewCab]: '2004-2026' }, { wmi: '1GC' }),
      model('Silverado 2500HD', { [regCab]: '2001-2026', [extCab4]: '2001-2026', [crewCab]: '2001-2026' }, { ...heavyDuty, wmi: '1GC' }),
      model('Silverado 3500HD', { [regCab]: '2001-2026', [extCab4]: '2001-2026', [crewCab]: '2001-2026' }, { ...heavyDuty, wmi: '1GC' }),
      model('Silverado 5500HD', { [regChassis]: '2019-2026', [crewChassis]: '2019-2026' }, { ...heavyDuty, wmi: '1HT' }),
      model('Sonic', { [sedan]: '2012-2019', [hatch4]: '2012-2020' }),
      model('Spark', { [hatch4]: '2013-2022' }, { wmi: 'KL8' }),
      model('Suburban', { [util4]: '1996-2026' }, { wmi: '1GN' }),
      model('Tahoe', { [util2]: '1996-1999', [util4]: '1996-2026' }, { wmi: '1GN' }),
      model('Trailblazer', { [util4]: '2002-2009,2021-2026' }, { wmi: '1GN' }),
      model('Traverse', { [util4]: '2009-2026' }, { wmi: '1GN' }),
      model('Trax', { [util4]: '2015-2026' }, { wmi: 'KL7' }),
      model('Venture', { [passVan]: '1997-2005' }, { wmi: '1GN' }),
    ],
  },
  {
    make: 'Chrysler',
    wmi: ['1C3', '2C3', '2C4', '2A4', '2A8', '3C4', '1C4'],
    models: [
      model('200', { [sedan]: '2011-2017', [conv]: '2011-2014' }),
      model('300', { [sedan]: '2005-2023' }, { wmi: '2C3' }),
      model('300M', { [sedan]: '1999-2004' }, { wmi: '2C3' }),
      model('Aspen', { [util4]: '2007-2009' }, { wmi: '1C4' }),
      model('Cirrus', { [sedan]: '1996-2000' }),
      model('Concorde', { [sedan]: '1996-2004' }, { wmi: '2C3' }),
      model('Crossfire', { [coupe]: '2004-2008', [conv]: '2005-2008' }),
      model('Pacifica', { [util4]: '2004-2008', [passVan]: '2017-2026' }, { wmi: '2C4' }),
      model('PT Cruiser', { [wagon]: '2001-2010', [conv]: '2005-2008' }, { wmi: '3C4' }),
      model('Sebring', { [coupe]: '1996-2005', [conv]: '1996-2010', [sedan]: '2001-2010' }),
      model('Town & Country', { [passVan]: '1996-2016' }, { wmi: '2A4' }),
      model('Voyager', { [passVan]: '2000-2003,2020-2025' }, { wmi: '2C4' }),
    ],
  },
  {
    make: 'Dodge',
    wmi: ['1B3', '2B3', '1B4', '2B4', '1B7', '1D7', '3D7', '1C3', '2C3', '1C4', '2D4', '3C4'],
    models: [
      model('Avenger', { [coupe]: '1996-2000', [sedan]: '2008-2014' }, { wmi: '1B3' }),
      model('Caliber', { [hatch4]: '2007-2012' }, { wmi: '1B3' }),
      model('Caravan', { [passVan]: '1996-2007' }, { wmi: '2B4' }),
      model('Challenger', { [coupe]: '2008-2023' }, { wmi: '2C3' }),
      model('Charger', { [sedan]: '2006-2023', [coupe]: '2024-2026' }, { wmi: '2C3' }),
      model('Dakota', { [regCab]: '1996-2011', [extCab2]: '1996-2004', [extCab4]: '2005-2011', [crewCab]: '2000-2011' }, { wmi: '1D7' }),
      model('Dart', { [sedan]: '2013-2016' }, { wmi: '1C3' }),
      model('Durango', { [util4]: '1998-2009,2011-2026' }, { wmi: '1C4' }),
      model('Grand Caravan', { [passVan]: '1996-2020', [cargoVan]: '2012-2020' }, { wmi: '2D4' }),
      model('Hornet', { [util4]: '2023-2026' }, { wmi: 'ZAC' }),
      model('Intrepid', { [sedan]: '1996-2004' }, { wmi: '2B3' }),
      model('Journey', { [util4]: '2009-2020' }, { wmi: '3C4' }),
      model('Magnum', { [wagon]: '2005-2008' }, { wmi: '2D4' }),
      model('Neon', { [sedan]: '1996-2005', [coupe]: '1996-2001' }, { wmi: '1B3' }),
      model('Nitro', { [util4]: '2007-2011' }, { wmi: '1D4' }),
      model('Ram 1500', { [regCab]: '1996-2010', [extCab2]: '1996-1997', [extCab4]: '1998-2010', [crewCab]: '2009-2010' }, { wmi: '1D7' }),
      model('Ram 2500', { [regCab]: '1996-2010', [extCab2]: '1996-1997', [extCab4]: '1998-2010', [crewCab]: '2003-2010' }, { ...heavyDuty, wmi: '3D7' }),
      model('Ram 3500', { [regCab]: '1996-2010', [extCab4]: '1998-2010', [crewCab]: '2003-2010' }, { ...heavyDuty, wmi: '3D7' }),
      model('Ram Van', { [cargoVan]: '1996-2003' }, { wmi: '2B7' }),
      model('Ram Wagon', { [passVan]: '1996-2002' }, { wmi: '2B4' }),
      model('Sprinter', { [cargoVan]: '2003-2009', [passVan]: '2003-2009' }, { wmi: 'WD0' }),
      model('Stratus', { [sedan]: '1996-2006', [coupe]: '2001-2005' }, { wmi: '1B3' }),
      model('Viper', { [conv]: '1996-2010', [coupe]: '1996-2010,2013-2017' }, { wmi: '1B3' }),
    ],
  },
  {
    make: 'Ford',
    wmi: ['1FA', '1FT', '1FM', '1FD', '1FB', '1FC', '2FA', '2FM', '3FA', '3FT', '3FM', 'NM0', '1FV'],
    models: [
      model('Bronco', { [util2]: '1996,2021-2026', [util4]: '2021-2026' }, { wmi: '1FM' }),
      model('Bronco Sport', { [util4]: '2021-2026' }, { wmi: '3FM' }),
      model('Contour', { [sedan]: '1996-2000' }),
      model('Crown Victoria', { [sedan]: '1996-2011' }, { wmi: '2FA' }),
      model('E-150', { [cargoVan]: '1996-2014', [passVan]: '1996-2014' }, { wmi: '1FT' }),
      model('E-250', { [cargoVan]: '1996-2014' }, { wmi: '1FT' }),
      model('E-350 Super Duty', { [cargoVan]: '1996-2014', [passVan]: '1996-2014' }, { ...heavyDuty, wmi: '1FB' }),
      model('E-450 Super Duty', { [motorHome]: '1996-2026' }, { wmi: '1FD' }),
      model('Edge', { [util4]: '2007-2024' }, { wmi: '2FM' }),
      model('Escape', { [util4]: '2001-2026' }, { wmi: '1FM' }),
      model('Escort', { [sedan]: '1996-2002', [wagon]: '1996-1999', [coupe]: '1998-2003' }),
      model('Expedition', { [util4]: '1997-2026' }, { wmi: '1FM' }),
      model('Explorer', { [util2]: '1996-2003', [util4]: '1996-2026' }, { wmi: '1FM' }),
      model('Explorer Sport Trac', { [crewCab]: '2001-2005,2007-2010' }, { wmi: '1FM' }),
      model('F-150', { [regCab]: '1996-2026', [extCab2]: '1996', [extCab4]: '1997-2026', [crewCab]: '2001-2026' }, { wmi: '1FT' }),
      model('F-150 Lightning', { [crewCab]: '2022-2026' }, { wmi: '1FT' }),
      model('F-250', { [regCab]: '1996-1998', [extCab4]: '1997-1998' }, { wmi: '1FT' }),
      model('F-250 Super Duty', { [regCab]: '1999-2026', [extCab4]: '1999-2026', [crewCab]: '1999-2026' }, { ...heavyDuty, wmi: '1FT' }),
      model('F-350 Super Duty', { [regCab]: '1999-2026', [extCab4]: '1999-2026', [crewCab]: '1999-2026' }, { ...heavyDuty, wmi: '1FT' }),
      model('F-53', { [motorHome]: '1996-2026' }, { isBigTruck: true, wmi: '1FC' }),
      model('F-550 Super Duty', { [regChassis]: '1999-2026', [extChassis]: '1999-2026', [crewChassis]: '1999-2026' }, { ...heavyDuty, wmi: '1FD' }),
      model('F-650', { [regChassis]: '2000-2026', [extChassis]: '2016-2026', [crewChassis]: '2016-2026' }, { ...mediumDuty, wmi: '3FR' }),
      model('F-750', { [regChassis]: '2000-2026', [crewChassis]: '2016-2026' }, { ...mediumDuty, wmi: '3FR' }),
      model('Fiesta', { [sedan]: '2011-2019', [hatch4]: '2011-2019' }, { wmi: '3FA' }),
      model('Flex', { [util4]: '2009-2019' }, { wmi: '2FM' }),
      model('Focus', { [sedan]: '2000-2018', [hatch4]: '2000-2018', [hatch2]: '2000-2007', [wagon]: '2000-2007', [coupe]: '2008-2010' }),
      model('Freestar', { [passVan]: '2004-2007' }, { wmi: '2FM' }),
      model('Fusion', { [sedan]: '2006-2020' }, { wmi: '3FA' }),
      model('GT', { [coupe]: '2005-2006,2017-2022' }, { wmi: '1FA' }),
      model('Maverick', { [crewCab]: '2022-2026' }, { wmi: '3FT' }),
      model('Mustang', { [coupe]: '1996-2026', [conv]: '1996-2026' }),
      model('Mustang Mach-E', { [util4]: '2021-2026' }, { wmi: '3FM' }),
      model('Ranger', { [regCab]: '1996-2011', [extCab2]: '1996-1997', [extCab4]: '1998-2011,2019-2023', [crewCab]: '2019-2026' }, { wmi: '1FT' }),
      model('Taurus', { [sedan]: '1996-2007,2008-2019', [wagon]: '1996-2005' }),
      model('Thunderbird', { [coupe]: '1996-1997', [conv]: '2002-2005' }),
      model('Transit', { [cargoVan]: '2015-2026', [passVan]: '2015-2026' }, { wmi: '1FT' }),
      model('Transit Connect', { [cargoVan]: '2010-2023', [passVan]: '2010-2023' }, { wmi: 'NM0' }),
      model('Windstar', { [passVan]: '1996-2003', [cargoVan]: '1996-2003' }, { wmi: '2FM' }),
    ],
  },
  {
    make: 'Freightliner',
    wmi: ['1FU', '1FV', '3AK', '3AL', '4UZ', 'WDY'],
    models: [
      model('Cascadia', { [dayCab]: '2008-2026', [sleeper]: '2008-2026' }, { ...classEight, wmi: '3AK' }),
      model('Century Class', { [dayCab]: '1996-2010', [sleeper]: '1996-2010' }, classEight),
      model('Columbia', { [dayCab]: '2001-2011', [sleeper]: '2001-2011' }, classEight),
      model('Coronado', { [dayCab]: '2002-2020', [sleeper]: '2002-2020' }, classEight),
      model('FL70', { [regChassis]: '1996-2006' }, { ...mediumDuty, wmi: '1FV' }),
      model('FLD120', { [dayCab]: '1996-2001', [sleeper]: '1996-2001' }, classEight),
      model('M2 106', { [regChassis]: '2003-2026', [crewChassis]: '2003-2026' }, { ...mediumDuty, wmi: '1FV' }),
      model('Sprinter', { [cargoVan]: '2002-2021', [passVan]: '2002-2021' }, { wmi: 'WDY' }),
      model('XC', { [motorHome]: '2002-2026' }, { isBigTruck: true, wmi: '4UZ' }),
    ],
  },
  {
    make: 'GMC',
    wmi: ['1GT', '1GK', '2GT', '3GT', '1GD', '1GJ', '2GK', '3GK'],
    models: [
      model('Acadia', { [util4]: '2007-2026' }, { wmi: '1GK' }),
      model('Canyon', { [regCab]: '2004-2012', [extCab4]: '2004-2012,2015-2020', [crewCab]: '2004-2012,2015-2026' }),
      model('Envoy', { [util4]: '1998-2000,2002-2009' }, { wmi: '1GK' }),
      model('Hummer EV', { [crewCab]: '2022-2026', [util4]: '2024-2026' }),
      model('Jimmy', { [util2]: '1996-2001', [util4]: '1996-2001' }, { wmi: '1GK' }),
      model('Safari', { [cargoVan]: '1996-2005', [passVan]: '1996-2005' }, { wmi: '1GT' }),
      model('Savana 1500', { [cargoVan]: '1996-2014', [passVan]: '1996-2014' }, { wmi: '1GT' }),
      model('Savana 2500', { [cargoVan]: '1996-2026', [passVan]: '1996-2026' }, { wmi: '1GT' }),
      model('Savana 3500', { [cargoVan]: '1996-2026', [passVan]: '1996-2026' }, { wmi: '1GJ' }),
      model('Sierra 1500', { [regCab]: '1996-2026', [extCab2]: '1996-1998', [extCab4]: '1999-2026', [crewCab]: '2004-2026' }),
      model('Sierra 2500HD', { [regCab]: '2001-2026', [extCab4]: '2001-2026', [crewCab]: '2001-2026' }, heavyDuty),
      model('Sierra 3500HD', { [regCab]: '2001-2026', [extCab4]: '2001-2026', [crewCab]: '2001-2026' }, heavyDuty),
      model('Sonoma', { [regCab]: '1996-2004', [extCab2]: '1996-2004', [crewCab]: '2001-2004' }),
      model('Terrain', { [util4]: '2010-2026' }, { wmi: '2GK' }),
      model('TopKick C6500', { [regChassis]: '2003-2009' }, { ...mediumDuty, wmi: '1GD' }),
      model('Yukon', { [util2]: '1996-1999', [util4]: '1996-2026' }, { wmi: '1GK' }),
      model('Yukon XL', { [util4]: '2000-2026' }, { wmi: '1GK' }),
    ],
  },
  {
    make: 'Honda',
    wmi: ['1HG', 'JHM', '2HG', '19X', '5FN', '5J6', '2HK', 'SHH', '5FP', '3CZ', '7FA'],
    models: [
      model('Accord', { [sedan]: '1996-2026', [coupe]: '1996-2017', [wagon]: '1996-1997' }),
      model('Civic', { [sedan]: '1996-2026', [coupe]: '1996-2020', [hatch2]: '1996-2000', [hatch4]: '2017-2026' }, { wmi: '2HG' }),
      model('CR-V', { [util4]: '1997-2026' }, { wmi: '5J6' }),
      model('Element', { [util4]: '2003-2011' }, { wmi: '5J6' }),
      model('Fit', { [hatch4]: '2007-2020' }, { wmi: 'JHM' }),
      model('HR-V', { [util4]: '2016-2022,2023-2026' }, { wmi: '3CZ' }),
      model('Insight', { [hatch2]: '2000-2006', [hatch4]: '2010-2014', [sedan]: '2019-2022' }, { wmi: 'JHM' }),
      model('Odyssey', { [passVan]: '1996-2026' }, { wmi: '5FN' }),
      model('Passport', { [util4]: '1996-2002,2019-2026' }, { wmi: '5FN' }),
      model('Pilot', { [util4]: '2003-2026' }, { wmi: '5FN' }),
      model('Prelude', { [coupe]: '1996-2001,2026' }, { wmi: 'JHM' }),
      model('Prologue', { [util4]: '2024-2026' }, { wmi: '3GP' }),
      model('Ridgeline', { [crewCab]: '2006-2014,2017-2026' }, { wmi: '5FP' }),
      model('S2000', { [conv]: '2000-2009' }, { wmi: 'JHM' }),
    ],
  },
  {
    make: 'Hyundai',
    wmi: ['KMH', '5NP', 'KM8', '5NM', '5NT', '3KP'],
    models: [
      model('Accent', { [sedan]: '1996-2022', [hatch2]: '1996-2011', [hatch4]: '2012-2017' }),
      model('Azera', { [sedan]: '2006-2017' }),
      model('Elantra', { [sedan]: '1996-2026', [wagon]: '1996-2001', [hatch4]: '2001-2006,2013-2020', [coupe]: '2013-2014' }, { wmi: '5NP' }),
      model('Genesis', { [sedan]: '2009-2016' }),
      model('Genesis Coupe', { [coupe]: '2010-2016' }),
      model('Ioniq', { [hatch4]: '2017-2022' }),
      model('Ioniq 5', { [util4]: '2022-2026' }, { wmi: 'KM8' }),
      model('Ioniq 6', { [sedan]: '2023-2026' }),
      model('Kona', { [util4]: '2018-2026' }, { wmi: 'KM8' }),
      model('Palisade', { [util4]: '2020-2026' }, { wmi: 'KM8' }),
      model('Santa Cruz', { [crewCab]: '2022-2026' }, { wmi: '5NT' }),
      model('Santa Fe', { [util4]: '2001-2026' }, { wmi: '5NM' }),
      model('Sonata', { [sedan]: '1996-2026' }, { wmi: '5NP' }),
      model('Tiburon', { [coupe]: '1997-2008' }),
      model('Tucson', { [util4]: '2005-2026' }, { wmi: 'KM8' }),
      model('Veloster', { '3 Door Hatchback': '2012-2017,2019-2022' }),
      model('Venue', { [util4]: '2020-2025' }, { wmi: 'KMH' }),
      model('Veracruz', { [util4]: '2007-2012' }, { wmi: 'KM8' }),
    ],
  },
  {
    make: 'Jeep',
    wmi: ['1J4', '1J8', '1C4', '1C6', '3C4', 'ZAC'],
    models: [
      model('Cherokee', { [util2]: '1996-2001', [util4]: '1996-2001,2014-2023' }),
      model('Commander', { [util4]: '2006-2010' }, { wmi: '1J8' }),
      model('Compass', { [util4]: '2007-2026' }, { wmi: '3C4' }),
      model('Gladiator', { [crewCab]: '2020-2026' }, { wmi: '1C6' }),
      model('Grand Cherokee', { [util4]: '1996-2026' }),
      model('Grand Wagoneer', { [util4]: '2022-2026' }, { wmi: '1C4' }),
      model('Liberty', { [util4]: '2002-2012' }),
      model('Patriot', { [util4]: '2007-2017' }, { wmi: '1J8' }),
      model('Renegade', { [util4]: '2015-2023' }, { wmi: 'ZAC' }),
      model('Wagoneer', { [util4]: '2022-2026' }, { wmi: '1C4' }),
      model('Wrangler', { [util2]: '1997-2026', [util4]: '2007-2026' }),
    ],
  },
  {
    make: 'Kia',
    wmi: ['KNA', 'KND', '5XY', '5XX', '3KP'],
    models: [
      model('Carnival', { [passVan]: '2022-2026' }, { wmi: 'KND' }),
      model('EV6', { [util4]: '2022-2026' }, { wmi: 'KND' }),
      model('EV9', { [util4]: '2024-2026' }, { wmi: 'KND' }),
      model('Forte', { [sedan]: '2010-2024', [coupe]: '2010-2017', [hatch4]: '2011-2023' }, { wmi: '3KP' }),
      model('K4', { [sedan]: '2025-2026' }, { wmi: '3KP' }),
      model('K5', { [sedan]: '2021-2026' }, { wmi: '5XX' }),
      model('Niro', { [util4]: '2017-2026' }, { wmi: 'KND' }),
      model('Optima', { [sedan]: '2001-2020' }, { wmi: '5XX' }),
      model('Rio', { [sedan]: '2001-2023', [hatch4]: '2002-2023' }, { wmi: '3KP' }),
      model('Sedona', { [passVan]: '2002-2012,2014-2021' }, { wmi: 'KND' }),
      model('Seltos', { [util4]: '2021-2026' }, { wmi: 'KND' }),
      model('Sephia', { [sedan]: '1996-2001' }),
      model('Sorento', { [util4]: '2003-2026' }, { wmi: '5XY' }),
      model('Soul', { [hatch4]: '2010-2025' }, { wmi: 'KND' }),
      model('Spectra', { [sedan]: '2000-2009' }),
      model('Sportage', { [util2]: '1996-2002', [util4]: '1996-2002,2005-2026' }, { wmi: 'KND' }),
      model('Stinger', { [hatch4]: '2018-2023' }),
      model('Telluride', { [util4]: '2020-2026' }, { wmi: '5XY' }),
    ],
  },
  {
    make: 'Lexus',
    wmi: ['JTH', 'JTJ', '2T2', '58A', 'JTE'],
    models: [
      model('CT', { [hatch4]: '2011-2017' }),
      model('ES', { [sedan]: '1996-2026' }, { wmi: '58A' }),
      model('GS', { [sedan]: '1996-2020' }),
      model('GX', { [util4]: '2003-2026' }, { wmi: 'JTJ' }),
      model('IS', { [sedan]: '2001-2026', [wagon]: '2002-2005', [conv]: '2010-2015' }),
      model('LC', { [coupe]: '2018-2026', [conv]: '2021-2026' }),
      model('LS', { [sedan]: '1996-2026' }),
      model('LX', { [util4]: '1996-2021,2022-2026' }, { wmi: 'JTJ' }),
      model('NX', { [util4]: '2015-2026' }, { wmi: 'JTJ' }),
      model('RC', { [coupe]: '2015-2025' }),
      model('RX', { [util4]: '1999-2026' }, { wmi: '2T2' }),
      model('RZ', { [util4]: '2023-2026' }, { wmi: 'JTJ' }),
      model('SC', { [coupe]: '1996-2000', [conv]: '2002-2010' }),
      model('TX', { [util4]: '2024-2026' }, { wmi: '5TD' }),
      model('UX', { [util4]: '2019-2026' }, { wmi: 'JTH' }),
    ],
  },
  {
    make: 'Mazda',
    wmi: ['JM1', 'JM3', '1YV', '4F2', '4F4', '3MZ', '3MV', '7MM', 'JMZ'],
    models: [
      model('626', { [sedan]: '1996-2002' }, { wmi: '1YV' }),
      model('B3000', { [regCab]: '1996-2008', [extCab2]: '1996-1998', [extCab4]: '1999-2008' }, { wmi: '4F4' }),
      model('CX-3', { [util4]: '2016-2021' }, { wmi: 'JM1' }),
      model('CX-30', { [util4]: '2020-2026' }, { wmi: '3MV' }),
      model('CX-5', { [util4]: '2013-2026' }, { wmi: 'JM3' }),
      model('CX-50', { [util4]: '2023-2026' }, { wmi: '7MM' }),
      model('CX-70', { [util4]: '2025-2026' }, { wmi: 'JM3' }),
      model('CX-9', { [util4]: '2007-2023' }, { wmi: 'JM3' }),
      model('CX-90', { [util4]: '2024-2026' }, { wmi: 'JM3' }),
      model('Mazda3', { [sedan]: '2004-2026', [hatch4]: '2004-2026' }, { wmi: '3MZ' }),
      model('Mazda5', { [passVan]: '2006-2010,2012-2015' }),
      model('Mazda6', { [sedan]: '2003-2021', [hatch4]: '2003-2008', [wagon]: '2004-2005' }, { wmi: '1YV' }),
      model('Millenia', { [sedan]: '1996-2002' }),
      model('MPV', { [passVan]: '1996-1998,2000-2006' }),
      model('MX-5 Miata', { [conv]: '1996-1997,1999-2026' }),
      model('Protege', { [sedan]: '1996-2003' }),
      model('Protege5', { [wagon]: '2002-2003' }),
      model('RX-8', { '4 Door Coupe': '2004-2011' }),
      model('Tribute', { [util4]: '2001-2006,2008-2011' }, { wmi: '4F2' }),
    ],
  },
  {
    make: 'Mercedes-Benz',
    wmi: ['WDB', 'WDD', 'WDC', '4JG', '55S', 'W1K', 'W1N', 'WD3', 'W1Y', 'W1W'],
    models: [
      model('A-Class', { [sedan]: '2019-2022' }, { wmi: 'W1K' }),
      model('C-Class', { [sedan]: '1996-2026', [hatch2]: '2002-2005', [wagon]: '2002-2005', [coupe]: '2012-2023', [conv]: '2017-2023' }, { wmi: '55S' }),
      model('CLA', { [sedan]: '2014-2026' }, { wmi: 'WDD' }),
      model('CLK', { [coupe]: '1998-2009', [conv]: '1999-2009' }),
      model('E-Class', { [sedan]: '1996-2026', [wagon]: '1996-2026', [coupe]: '2010-2023', [conv]: '2011-2023' }, { wmi: 'WDD' }),
      model('EQE', { [sedan]: '2023-2026' }, { wmi: 'W1K' }),
      model('EQS', { [sedan]: '2022-2026' }, { wmi: 'W1K' }),
      model('G-Class', { [util4]: '2002-2026' }, { wmi: 'WDC' }),
      model('GL', { [util4]: '2007-2016' }, { wmi: '4JG' }),
      model('GLA', { [util4]: '2015-2026' }, { wmi: 'WDC' }),
      model('GLB', { [util4]: '2020-2026' }, { wmi: 'W1N' }),
      model('GLC', { [util4]: '2016-2026' }, { wmi: 'WDC' }),
      model('GLE', { [util4]: '2016-2026' }, { wmi: '4JG' }),
      model('GLK', { [util4]: '2010-2015' }, { wmi: 'WDC' }),
      model('GLS', { [util4]: '2017-2026' }, { wmi: '4JG' }),
      model('M-Class', { [util4]: '1998-2015' }, { wmi: '4JG' }),
      model('Metris', { [cargoVan]: '2016-2023', [passVan]: '2016-2023' }, { wmi: 'WD3' }),
      model('S-Class', { [sedan]: '1996-2026' }, { wmi: 'WDD' }),
      model('SL', { [conv]: '1996-2026' }),
      model('SLC', { [conv]: '2017-2020' }, { wmi: 'WDD' }),
      model('SLK', { [conv]: '1998-2016' }),
      model('Sprinter 2500', { [cargoVan]: '2010-2026', [passVan]: '2010-2026' }, { wmi: 'WD3' }),
    ],
  },
  {
    make: 'Nissan',
    wmi: ['1N4', '1N6', 'JN1', 'JN8', '3N1', '3N6', '5N1', '5BZ'],
    models: [
      model('350Z', { [coupe]: '2003-2009', [conv]: '2004-2009' }, { wmi: 'JN1' }),
      model('370Z', { [coupe]: '2009-2020', [conv]: '2010-2019' }, { wmi: 'JN1' }),
      model('Altima', { [sedan]: '1996-2026', [coupe]: '2008-2013' }),
      model('Ariya', { [util4]: '2023-2026' }, { wmi: 'JN1' }),
      model('Armada', { [util4]: '2004-2015,2017-2026' }, { wmi: '5N1' }),
      model('Frontier', { [regCab]: '1998-2014', [extCab2]: '1998-2004', [extCab4]: '2005-2021', [crewCab]: '2000-2026' }, { wmi: '1N6' }),
      model('GT-R', { [coupe]: '2009-2024' }, { wmi: 'JN1' }),
      model('Juke', { [util4]: '2011-2017' }, { wmi: 'JN8' }),
      model('Kicks', { [util4]: '2018-2026' }, { wmi: '3N1' }),
      model('Leaf', { [hatch4]: '2011-2025', [util4]: '2026' }),
      model('Maxima', { [sedan]: '1996-2023' }),
      model('Murano', { [util4]: '2003-2007,2009-2026', [conv]: '2011-2014' }, { wmi: 'JN8' }),
      model('NV200', { [cargoVan]: '2013-2021' }, { wmi: '3N6' }),
      model('NV2500', { [cargoVan]: '2012-2021' }, { wmi: '1N6' }),
      model('NV3500', { [cargoVan]: '2012-2021', [passVan]: '2012-2021' }, { wmi: '5BZ' }),
      model('Pathfinder', { [util4]: '1996-2026' }, { wmi: '5N1' }),
      model('Pickup', { [regCab]: '1996-1997', [extCab2]: '1996-1997' }, { wmi: '1N6' }),
      model('Quest', { [passVan]: '1996-2002,2004-2009,2011-2017' }, { wmi: '5N1' }),
      model('Rogue', { [util4]: '2008-2026' }, { wmi: 'JN8' }),
      model('Rogue Sport', { [util4]: '2017-2022' }, { wmi: 'JN1' }),
      model('Sentra', { [sedan]: '1996-2026' }, { wmi: '3N1' }),
      model('Titan', { [regCab]: '2017-2021', [extCab4]: '2004-2021', [crewCab]: '2004-2024' }, { wmi: '1N6' }),
      model('Titan XD', { [regCab]: '2017-2019', [extCab4]: '2017-2019', [crewCab]: '2016-2024' }, { ...heavyDuty, wmi: '1N6' }),
      model('Versa', { [sedan]: '2007-2025', [hatch4]: '2007-2019' }, { wmi: '3N1' }),
      model('Xterra', { [util4]: '2000-2015' }, { wmi: '5N1' }),
      model('Z', { [coupe]: '2023-2026' }, { wmi: 'JN1' }),
    ],
  },
  {
    make: 'Porsche',
    wmi: ['WP0', 'WP1'],
    models: [
      model('911', { [coupe]: '1996-2026', [conv]: '1996-2026' }),
      model('Boxster', { [conv]: '1997-2026' }),
      model('Cayenne', { [util4]: '2003-2026' }, { wmi: 'WP1' }),
      model('Cayman', { [coupe]: '2006-2026' }),
      model('Macan', { [util4]: '2015-2026' }, { wmi: 'WP1' }),
      model('Panamera', { [hatch4]: '2010-2026', [wagon]: '2018-2024' }),
      model('Taycan', { [sedan]: '2020-2026', [wagon]: '2021-2026' }),
    ],
  },
  {
    make: 'Ram',
    wmi: ['1C6', '3C6', '3C7', 'ZFB'],
    models: [
      model('1500', { [regCab]: '2011-2024', [extCab4]: '2011-2024', [crewCab]: '2011-2026' }),
      model('1500 Classic', { [regCab]: '2019-2024', [extCab4]: '2019-2024', [crewCab]: '2019-2024' }),
      model('2500', { [regCab]: '2011-2026', [crewCab]: '2011-2026', '4 Door Mega Cab Pickup': '2011-2026' }, { ...heavyDuty, wmi: '3C6' }),
      model('3500', { [regCab]: '2011-2026', [crewCab]: '2011-2026', '4 Door Mega Cab Pickup': '2011-2026' }, { ...heavyDuty, wmi: '3C6' }),
      model('5500', { [regChassis]: '2011-2026', [crewChassis]: '2011-2026' }, { ...heavyDuty, wmi: '3C7' }),
      model('ProMaster 1500', { [cargoVan]: '2014-2026' }, { wmi: '3C6' }),
      model('ProMaster 2500', { [cargoVan]: '2014-2026', [passVan]: '2015-2026' }, { wmi: '3C6' }),
      model('ProMaster 3500', { [cargoVan]: '2014-2026' }, { wmi: '3C6' }),
      model('ProMaster City', { [cargoVan]: '2015-2022', [passVan]: '2015-2022' }, { wmi: 'ZFB' }),
    ],
  },
  {
    make: 'Subaru',
    wmi: ['JF1', 'JF2', '4S3', '4S4'],
    models: [
      model('Ascent', { [util4]: '2019-2026' }, { wmi: '4S4' }),
      model('Baja', { [crewCab]: '2003-2006' }, { wmi: '4S4' }),
      model('BRZ', { [coupe]: '2013-2020,2022-2026' }),
      model('Crosstrek', { [util4]: '2013-2026' }, { wmi: 'JF2' }),
      model('Forester', { [util4]: '1998-2026' }, { wmi: 'JF2' }),
      model('Impreza', { [sedan]: '1996-2023', [coupe]: '1996-2001', [wagon]: '1996-2007', [hatch4]: '2008-2026' }),
      model('Legacy', { [sedan]: '1996-2025', [wagon]: '1996-2007' }, { wmi: '4S3' }),
      model('Outback', { [wagon]: '2000-2026' }, { wmi: '4S4' }),
      model('Solterra', { [util4]: '2023-2026' }, { wmi: 'JF2' }),
      model('SVX', { [coupe]: '1996-1997' }),
      model('Tribeca', { [util4]: '2006-2014' }, { wmi: '4S4' }),
      model('WRX', { [sedan]: '2015-2026' }),
    ],
  },
  {
    make: 'Tesla',
    wmi: ['5YJ', '7SA', '7G2'],
    models: [
      model('Cybertruck', { [crewCab]: '2024-2026' }, { wmi: '7G2' }),
      model('Model 3', { [sedan]: '2017-2026' }),
      model('Model S', { [hatch4]: '2012-2026' }),
      model('Model X', { [util4]: '2016-2026' }),
      model('Model Y', { [util4]: '2020-2026' }, { wmi: '7SA' }),
      model('Roadster', { [conv]: '2008-2012' }),
    ],
  },
  {
    make: 'Toyota',
    wmi: ['4T1', 'JTD', 'JT2', '2T1', '1NX', '5YF', 'JTE', 'JTM', '2T3', '5TD', '5TF', '5TE', '3TM', '4T3', 'JTN'],
    models: [
      model('4Runner', { [util4]: '1996-2026' }, { wmi: 'JTE' }),
      model('86', { [coupe]: '2017-2020' }, { wmi: 'JF1' }),
      model('Avalon', { [sedan]: '1996-2022' }),
      model('bZ4X', { [util4]: '2023-2025' }, { wmi: 'JTM' }),
      model('C-HR', { [util4]: '2018-2022' }, { wmi: 'JTN' }),
      model('Camry', { [sedan]: '1996-2026', [wagon]: '1996' }),
      model('Camry Solara', { [coupe]: '1999-2008', [conv]: '2000-2008' }, { wmi: '4T1' }),
      model('Celica', { [coupe]: '1996-1999', [hatch2]: '1996-2005', [conv]: '1996-1999' }, { wmi: 'JT2' }),
      model('Corolla', { [sedan]: '1996-2026', [hatch4]: '2019-2026' }, { wmi: '2T1' }),
      model('Corolla Cross', { [util4]: '2022-2026' }, { wmi: '7MU' }),
      model('Echo', { [sedan]: '2000-2005', [coupe]: '2000-2005' }, { wmi: 'JTD' }),
      model('FJ Cruiser', { [util4]: '2007-2014' }, { wmi: 'JTE' }),
      model('GR86', { [coupe]: '2022-2026' }, { wmi: 'JF1' }),
      model('Grand Highlander', { [util4]: '2024-2026' }, { wmi: '5TD' }),
      model('Highlander', { [util4]: '2001-2026' }, { wmi: '5TD' }),
      model('Land Cruiser', { [util4]: '1996-2021,2024-2026' }, { wmi: 'JTE' }),
      model('Matrix', { [hatch4]: '2003-2013' }, { wmi: '2T1' }),
      model('MR2 Spyder', { [conv]: '2000-2005' }, { wmi: 'JTD' }),
      model('Previa', { [passVan]: '1996-1997' }, { wmi: 'JT3' }),
      model('Prius', { [sedan]: '2001-2003', [hatch4]: '2004-2026' }, { wmi: 'JTD' }),
      model('RAV4', { [util2]: '1996-2000', [util4]: '1996-2026' }, { wmi: '2T3' }),
      model('Sequoia', { [util4]: '2001-2026' }, { wmi: '5TD' }),
      model('Sienna', { [passVan]: '1998-2026' }, { wmi: '5TD' }),
      model('Supra', { [coupe]: '1996-1998,2020-2026' }, { wmi: 'WZ1' }),
      model('T100', { [regCab]: '1996-1998', [extCab2]: '1996-1998' }, { wmi: 'JT4' }),
      model('Tacoma', { [regCab]: '1996-2015', [extCab2]: '1996-2004', [extCab4]: '2005-2026', [crewCab]: '2001-2026' }, { wmi: '3TM' }),
      model('Tundra', { [regCab]: '2000-2021', [extCab4]: '2000-2026', [crewCab]: '2004-2026' }, { wmi: '5TF' }),
      model('Venza', { [util4]: '2009-2015,2021-2024' }, { wmi: '4T3' }),
      model('Yaris', { [sedan]: '2007-2020', [hatch2]: '2007-2018', [hatch4]: '2007-2020' }, { wmi: 'JTD' }),
    ],
  },
  {
    make: 'Volkswagen',
    wmi: ['3VW', 'WVW', 'WVG', '1VW', '3VV', '1V2', 'WV1', 'WV2', '2V4', '2V8'],
    models: [
      model('Arteon', { [hatch4]: '2019-2023' }, { wmi: 'WVW' }),
      model('Atlas', { [util4]: '2018-2026' }, { wmi: '1V2' }),
      model('Atlas Cross Sport', { [util4]: '2020-2026' }, { wmi: '1V2' }),
      model('Beetle', { [hatch2]: '1998-2010,2012-2019', [conv]: '2003-2010,2013-2019' }),
      model('Cabrio', { [conv]: '1996-2002' }),
      model('CC', { [sedan]: '2009-2017' }, { wmi: 'WVW' }),
      model('Eos', { [conv]: '2007-2016' }, { wmi: 'WVW' }),
      model('EuroVan', { [passVan]: '1996-2003', [cargoVan]: '1996-2003' }, { wmi: 'WV2' }),
      model('Golf', { [hatch2]: '1996-2006,2010-2013', [hatch4]: '1996-2006,2010-2021' }),
      model('GTI', { [hatch2]: '1996-2014', [hatch4]: '2006-2026' }),
      model('ID. Buzz', { [passVan]: '2025-2026' }, { wmi: 'WV2' }),
      model('ID.4', { [util4]: '2021-2026' }, { wmi: '1V2' }),
      model('Jetta', { [sedan]: '1996-2026', [wagon]: '2001-2005,2009-2014' }),
      model('Passat', { [sedan]: '1996-2022', [wagon]: '1996-2010' }, { wmi: '1VW' }),
      model('Rabbit', { [hatch2]: '2006-2009', [hatch4]: '2006-2009' }, { wmi: 'WVW' }),
      model('Routan', { [passVan]: '2009-2014' }, { wmi: '2V4' }),
      model('Taos', { [util4]: '2022-2026' }, { wmi: '3VV' }),
      model('Tiguan', { [util4]: '2009-2026' }, { wmi: 'WVG' }),
      model('Touareg', { [util4]: '2004-2017' }, { wmi: 'WVG' }),
    ],
  },
  {
    make: 'Volvo',
    wmi: ['YV1', 'YV4', '7JR', 'LYV', '4V4'],
    models: [
      model('850', { [sedan]: '1996-1997', [wagon]: '1996-1997' }),
      model('C30', { [hatch2]: '2008-2013' }),
      model('C70', { [coupe]: '1998-2002', [conv]: '1999-2004,2006-2013' }),
      model('EX30', { [util4]: '2025-2026' }, { wmi: 'YV4' }),
      model('EX90', { [util4]: '2025-2026' }, { wmi: '7JR' }),
      model('S40', { [sedan]: '2000-2011' }),
      model('S60', { [sedan]: '2001-2025' }, { wmi: '7JR' }),
      model('S70', { [sedan]: '1998-2000' }),
      model('S80', { [sedan]: '1999-2016' }),
      model('S90', { [sedan]: '1997-1998,2017-2025' }, { wmi: 'LYV' }),
      model('V40', { [wagon]: '2000-2004' }),
      model('V60', { [wagon]: '2015-2026' }),
      model('V70', { [wagon]: '1998-2010' }),
      model('V90', { [wagon]: '1997-1998,2017-2025' }),
      model('VNL', { [dayCab]: '1996-2026', [sleeper]: '1996-2026' }, { ...classEight, wmi: '4V4' }),
      model('XC40', { [util4]: '2019-2026' }, { wmi: 'YV4' }),
      model('XC60', { [util4]: '2010-2026' }, { wmi: 'YV4' }),
      model('XC70', { [wagon]: '2001-2016' }),
      model('XC90', { [util4]: '2003-2026' }, { wmi: 'YV4' }),
    ],
  },
];

/** Adds each model's own WMI to its make's list, so every WMI of a vehicle is one of its make's. */
function withModelWmis(source: CatalogMakeSource[]): CatalogMakeSource[] {
  return source.map((entry) => {
    const wmi = [...entry.wmi];
    for (const { wmi: modelWmi } of entry.models) {
      if (modelWmi !== undefined && !wmi.includes(modelWmi)) wmi.push(modelWmi);
    }
    const models = [...entry.models].sort((a, b) => a.model.localeCompare(b.model, 'en'));
    return { make: entry.make, wmi, models };
  });
}

/** The catalog file content, formatted one model per line so diffs stay readable. */
export function buildVehicleCatalog(): string {
  const file: VehicleCatalogFile = {
    $comment: [
      'Sandbox vehicle catalog (SPEC §7 vehicle calls). Generated by api/sandbox/data/buildVehicleCatalog.ts; edit that script, not this file.',
      'Style years are model-year ranges; api/sandbox/catalog/loadVehicleCatalog.ts expands them and derives each carId.',
    ],
    bodyStyles,
    makes: withModelWmis([...makes].sort((a, b) => a.make.localeCompare(b.make, 'en'))),
  };
  toVehicleCatalog(file); // throws on any inconsistency (unknown style, bad range, bad WMI, carId clash)

  const lines: string[] = ['{'];
  lines.push(`  "$comment": ${JSON.stringify(file.$comment)},`);
  lines.push('  "bodyStyles": {');
  const styleEntries = Object.entries(file.bodyStyles);
  styleEntries.forEach(([name, defaults], index) => {
    lines.push(`    ${JSON.stringify(name)}: ${JSON.stringify(defaults)}${index < styleEntries.length - 1 ? ',' : ''}`);
  });
  lines.push('  },');
  lines.push('  "makes": [');
  file.makes.forEach((entry, makeIndex) => {
    lines.push('    {');
    lines.push(`      "make": ${JSON.stringify(entry.make)},`);
    lines.push(`      "wmi": ${JSON.stringify(entry.wmi)},`);
    lines.push('      "models": [');
    entry.models.forEach((modelEntry, modelIndex) => {
      lines.push(`        ${JSON.stringify(modelEntry)}${modelIndex < entry.models.length - 1 ? ',' : ''}`);
    });
    lines.push('      ]');
    lines.push(`    }${makeIndex < file.makes.length - 1 ? ',' : ''}`);
  });
  lines.push('  ]');
  lines.push('}');
  return lines.join('\n') + '\n';
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const target = fileURLToPath(new URL('./vehicle-catalog.json', import.meta.url));
  const content = buildVehicleCatalog();
  if (process.argv.includes('--check')) {
    const current = readFileSync(target, 'utf8');
    if (current !== content) {
      console.error(`${target} is out of date: run node --import tsx api/sandbox/data/buildVehicleCatalog.ts`);
      process.exit(1);
    }
    console.log(`${target} is up to date.`);
  } else {
    writeFileSync(target, content);
    const catalog = toVehicleCatalog(JSON.parse(content) as unknown);
    console.log(
      `Wrote ${target}: ${catalog.getMakeCount()} makes, ${catalog.getModelCount()} models, ${catalog.getVehicleCount()} vehicles.`,
    );
  }
}
