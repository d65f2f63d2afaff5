import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CatalogError } from '../../../api/sandbox/catalog/CatalogError';
import { defaultVehicleCatalogPath, loadVehicleCatalog } from '../../../api/sandbox/catalog/loadVehicleCatalog';
import { toVehicleCatalog } from '../../../api/sandbox/catalog/toVehicleCatalog';
import { vehicleCategories, type VehicleCatalogFile, type VehicleRecord } from '../../../api/sandbox/catalog/types';
import { buildVehicleCatalog } from '../../../api/sandbox/data/buildVehicleCatalog';

const catalog = loadVehicleCatalog();

/** Every vehicle of the catalog. */
function allVehicles(): VehicleRecord[] {
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

/** The model years a make+model is sold in. */
function yearsOf(make: string, model: string): number[] {
  return catalog.getYears().filter((year) => catalog.getModels(year, make)?.includes(model)).sort((a, b) => a - b);
}

describe('the shipped vehicle catalog', () => {
  it('is what buildVehicleCatalog.ts produces (edit the script, not the JSON)', () => {
    expect(readFileSync(defaultVehicleCatalogPath, 'utf8')).toBe(buildVehicleCatalog());
  });

  it('has at least 15 makes, including the brief list, and covers every year 1996–2026', () => {
    expect(catalog.getMakeCount()).toBeGreaterThanOrEqual(15);
    const everyMake = new Set(catalog.getYears().flatMap((year) => catalog.getMakes(year)));
    for (const make of ['Acura', 'Audi', 'BMW', 'Chevrolet', 'Dodge', 'Ford', 'GMC', 'Honda', 'Hyundai', 'Jeep', 'Kia', 'Mazda', 'Mercedes-Benz', 'Nissan', 'Porsche', 'Ram', 'Subaru', 'Tesla', 'Toyota', 'Volkswagen', 'Volvo', 'Freightliner']) {
      expect(everyMake).toContain(make);
    }
    for (let year = 1996; year <= 2026; year += 1) expect(catalog.getMakes(year).length).toBeGreaterThan(10);
  });

  it.each([
    { make: 'Honda', model: 'Civic', first: 1996, last: 2026 },
    { make: 'Tesla', model: 'Model 3', first: 2017, last: 2026 },
    { make: 'Ford', model: 'F-150', first: 1996, last: 2026 },
    { make: 'Freightliner', model: 'Cascadia', first: 2008, last: 2026 },
    { make: 'Ram', model: '1500', first: 2011, last: 2026 },
  ])('sells the $make $model from $first to $last', ({ make, model, first, last }) => {
    const years = yearsOf(make, model);
    expect(years[0]).toBe(first);
    expect(years.at(-1)).toBe(last);
  });

  it('skips the years a model was off the market', () => {
    const ranger = yearsOf('Ford', 'Ranger');
    expect(ranger).toContain(2011);
    expect(ranger).not.toContain(2015);
    expect(ranger).toContain(2019);
  });

  it('gives every vehicle a distinct positive carId that finds it again', () => {
    const vehicles = allVehicles();
    expect(vehicles).toHaveLength(catalog.getVehicleCount());
    const ids = new Set(vehicles.map((vehicle) => vehicle.carId));
    expect(ids.size).toBe(vehicles.length);
    for (const vehicle of vehicles) {
      expect(Number.isInteger(vehicle.carId) && vehicle.carId > 0 && vehicle.carId <= 0x7fffffff).toBe(true);
      expect(catalog.findVehicleByCarId(vehicle.carId)).toBe(vehicle);
    }
  });

  it('keeps every carId when the file lists makes in another order', () => {
    const file = JSON.parse(readFileSync(defaultVehicleCatalogPath, 'utf8')) as VehicleCatalogFile;
    const reordered = toVehicleCatalog({ ...file, makes: [...file.makes].reverse() });
    for (const vehicle of allVehicles().slice(0, 500)) {
      expect(reordered.findVehicle(vehicle.year, vehicle.make, vehicle.model, vehicle.style)?.carId).toBe(vehicle.carId);
    }
  });

  it('gives every vehicle a SPEC §3 category and a WMI of its make', () => {
    for (const vehicle of allVehicles()) {
      expect(vehicleCategories).toContain(vehicle.category);
      expect(catalog.getWmis(vehicle.make)).toContain(vehicle.wmi);
    }
    expect(catalog.getWmis('honda')).toEqual(expect.arrayContaining(['1HG', 'JHM']));
    expect(catalog.getWmis('Toyota')).toEqual(expect.arrayContaining(['4T1', 'JTD']));
    expect(catalog.getWmis('Ford')).toEqual(expect.arrayContaining(['1FA', '1FT']));
    expect(catalog.getWmis('Nope')).toBeUndefined();
  });

  it.each([
    { query: { year: 1990 }, field: 'year' },
    { query: { year: 2020, make: 'Nope' }, field: 'make' },
    { query: { year: 2020, make: 'Honda', model: 'Nope' }, field: 'model' },
    { query: { year: 2020, make: 'Honda', model: 'Civic', style: 'Nope' }, field: 'style' },
    { query: { year: 2020, make: 'honda', model: 'CIVIC', style: '4 door sedan' }, field: undefined },
  ])('findMissingField($query) is $field', ({ query, field }) => {
    expect(catalog.findMissingField(query)).toBe(field);
  });
});

describe('toVehicleCatalog rejects a broken catalog file with the path of the problem', () => {
  const valid = (): VehicleCatalogFile => ({
    bodyStyles: { '4 Door Sedan': { vehicleSubType: 'Sedan', category: 'CAR' } },
    makes: [{ make: 'Honda', wmi: ['1HG'], models: [{ model: 'Civic', styles: { '4 Door Sedan': '1996-2026' } }] }],
  });

  it('accepts the valid sample', () => {
    expect(toVehicleCatalog(valid()).getVehicleCount()).toBe(31);
  });

  it.each([
    { name: 'unknown style', edit: (f: VehicleCatalogFile) => void (f.makes[0]!.models[0]!.styles = { Sedan: '2000' }), code: 'unknown-style', path: 'makes.0.models.0.styles.Sedan' },
    { name: 'bad range', edit: (f: VehicleCatalogFile) => void (f.makes[0]!.models[0]!.styles = { '4 Door Sedan': '2026-1996' }), code: 'bad-year-range', path: 'makes.0.models.0.styles.4 Door Sedan' },
    { name: 'bad WMI', edit: (f: VehicleCatalogFile) => void (f.makes[0]!.wmi = ['1OG']), code: 'bad-wmi', path: 'makes.0.wmi.0' },
    { name: 'foreign model WMI', edit: (f: VehicleCatalogFile) => void (f.makes[0]!.models[0]!.wmi = 'JTD'), code: 'unknown-wmi', path: 'makes.0.models.0.wmi' },
    { name: 'unknown category', edit: (f: VehicleCatalogFile) => void (f.bodyStyles['4 Door Sedan']!.category = 'BUS' as 'CAR'), code: 'unknown-category', path: 'bodyStyles.4 Door Sedan.category' },
    { name: 'duplicate make', edit: (f: VehicleCatalogFile) => void f.makes.push({ ...f.makes[0]!, make: 'HONDA' }), code: 'duplicate-make', path: 'makes.1' },
    { name: 'slash in a name', edit: (f: VehicleCatalogFile) => void (f.makes[0]!.models[0]!.model = 'C/K'), code: 'bad-name', path: 'makes.0.models.0.model' },
  ])('$name → $code', ({ edit, code, path }) => {
    const file = valid();
    edit(file);
    let error: unknown;
    try {
      toVehicleCatalog(file);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as CatalogError).code).toBe(code);
    expect((error as CatalogError).path.join('.')).toBe(path);
  });
});
