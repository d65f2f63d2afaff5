import { CatalogError } from './CatalogError';
import { parseModelYears } from './parseModelYears';
import { toCarIdOfKey, toCarKey } from './toCarId';
import {
  vehicleCategories,
  type BodyStyleDefaults,
  type VehicleCatalog,
  type VehicleCategory,
  type VehicleField,
  type VehicleRecord,
} from './types';

type Path = ReadonlyArray<string | number>;

/** VIN characters: digits and capitals without I, O and Q. */
const wmiPattern = /^[A-HJ-NPR-Z0-9]{3}$/;

interface ModelNode {
  name: string;
  styles: Map<string, VehicleRecord>;
}
interface MakeNode {
  name: string;
  models: Map<string, ModelNode>;
}

/** A vehicle before its carId is known. */
type PendingVehicle = Omit<VehicleRecord, 'carId'>;

const byName = (a: string, b: string): number => a.localeCompare(b, 'en');
const keyOf = (name: string): string => name.toLowerCase();

/** Checks a parsed vehicle-catalog.json and expands its year ranges into a queryable catalog. Throws CatalogError. */
export function toVehicleCatalog(raw: unknown): VehicleCatalog {
  const root = expectObject(raw, []);
  const bodyStyles = toBodyStyles(root.bodyStyles, ['bodyStyles']);
  const pending = toPendingVehicles(root.makes, bodyStyles);

  const vehicles = assignCarIds(pending.vehicles);
  const byYear = new Map<number, Map<string, MakeNode>>();
  const byCarId = new Map<number, VehicleRecord>();
  for (const vehicle of vehicles) {
    byCarId.set(vehicle.carId, vehicle);
    let makes = byYear.get(vehicle.year);
    if (!makes) byYear.set(vehicle.year, (makes = new Map()));
    let makeNode = makes.get(keyOf(vehicle.make));
    if (!makeNode) makes.set(keyOf(vehicle.make), (makeNode = { name: vehicle.make, models: new Map() }));
    let modelNode = makeNode.models.get(keyOf(vehicle.model));
    if (!modelNode) makeNode.models.set(keyOf(vehicle.model), (modelNode = { name: vehicle.model, styles: new Map() }));
    modelNode.styles.set(keyOf(vehicle.style), vehicle);
  }

  const years = [...byYear.keys()].sort((a, b) => b - a);
  const first = years[years.length - 1];
  const last = years[0];
  if (first === undefined || last === undefined) throw new CatalogError('empty-catalog', 'The catalog has no vehicles', ['makes']);

  const findModel = (year: number, make: string, model: string): ModelNode | undefined =>
    byYear.get(year)?.get(keyOf(make))?.models.get(keyOf(model));

  return {
    getYears: () => [...years],
    getYearRange: () => ({ first, last }),
    getMakes: (year) => [...(byYear.get(year)?.values() ?? [])].map((node) => node.name).sort(byName),
    getModels: (year, make) => {
      const makeNode = byYear.get(year)?.get(keyOf(make));
      return makeNode ? [...makeNode.models.values()].map((node) => node.name).sort(byName) : undefined;
    },
    getStyles: (year, make, model) => {
      const modelNode = findModel(year, make, model);
      return modelNode ? [...modelNode.styles.values()].map((vehicle) => vehicle.style).sort(byName) : undefined;
    },
    findVehicle: (year, make, model, style) => findModel(year, make, model)?.styles.get(keyOf(style)),
    findVehicleByCarId: (carId) => byCarId.get(carId),
    findMissingField: ({ year, make, model, style }): VehicleField | undefined => {
      const makes = byYear.get(year);
      if (!makes) return 'year';
      if (make === undefined) return undefined;
      const makeNode = makes.get(keyOf(make));
      if (!makeNode) return 'make';
      if (model === undefined) return undefined;
      const modelNode = makeNode.models.get(keyOf(model));
      if (!modelNode) return 'model';
      if (style === undefined) return undefined;
      return modelNode.styles.has(keyOf(style)) ? undefined : 'style';
    },
    getWmis: (make) => {
      const wmis = pending.wmis.get(keyOf(make));
      return wmis ? [...wmis] : undefined;
    },
    getMakeCount: () => pending.wmis.size,
    getModelCount: () => pending.modelCount,
    getVehicleCount: () => vehicles.length,
  };
}

function toBodyStyles(raw: unknown, path: Path): Map<string, BodyStyleDefaults> {
  const styles = new Map<string, BodyStyleDefaults>();
  for (const [name, value] of Object.entries(expectObject(raw, path))) {
    const stylePath = [...path, name];
    const entry = expectObject(value, stylePath);
    const defaults: BodyStyleDefaults = {
      vehicleSubType: expectName(entry.vehicleSubType, [...stylePath, 'vehicleSubType']),
      category: expectCategory(entry.category, [...stylePath, 'category']),
    };
    if (entry.isBigTruck !== undefined) defaults.isBigTruck = expectBoolean(entry.isBigTruck, [...stylePath, 'isBigTruck']);
    styles.set(expectName(name, stylePath), defaults);
  }
  return styles;
}

function toPendingVehicles(
  raw: unknown,
  bodyStyles: Map<string, BodyStyleDefaults>,
): { vehicles: PendingVehicle[]; wmis: Map<string, string[]>; modelCount: number } {
  const vehicles: PendingVehicle[] = [];
  const wmis = new Map<string, string[]>();
  let modelCount = 0;
  expectArray(raw, ['makes']).forEach((makeValue, makeIndex) => {
    const makePath = ['makes', makeIndex];
    const makeEntry = expectObject(makeValue, makePath);
    const make = expectName(makeEntry.make, [...makePath, 'make']);
    if (wmis.has(keyOf(make))) throw new CatalogError('duplicate-make', `Make "${make}" is listed twice`, makePath);
    const makeWmis = expectArray(makeEntry.wmi, [...makePath, 'wmi']).map((wmi, index) =>
      expectWmi(wmi, [...makePath, 'wmi', index]),
    );
    if (makeWmis.length === 0) throw new CatalogError('missing-wmi', `Make "${make}" has no WMI`, [...makePath, 'wmi']);
    wmis.set(keyOf(make), makeWmis);

    const modelNames = new Set<string>();
    expectArray(makeEntry.models, [...makePath, 'models']).forEach((modelValue, modelIndex) => {
      const modelPath = [...makePath, 'models', modelIndex];
      const modelEntry = expectObject(modelValue, modelPath);
      const model = expectName(modelEntry.model, [...modelPath, 'model']);
      if (modelNames.has(keyOf(model))) {
        throw new CatalogError('duplicate-model', `Model "${make} ${model}" is listed twice`, modelPath);
      }
      modelNames.add(keyOf(model));
      modelCount += 1;

      const wmi = modelEntry.wmi === undefined ? makeWmis[0] : expectWmi(modelEntry.wmi, [...modelPath, 'wmi']);
      if (wmi === undefined || !makeWmis.includes(wmi)) {
        throw new CatalogError('unknown-wmi', `WMI "${String(wmi)}" is not one of ${make}'s`, [...modelPath, 'wmi']);
      }
      const category =
        modelEntry.category === undefined ? undefined : expectCategory(modelEntry.category, [...modelPath, 'category']);
      const isBigTruck =
        modelEntry.isBigTruck === undefined ? undefined : expectBoolean(modelEntry.isBigTruck, [...modelPath, 'isBigTruck']);
      const vehicleSpecialClass =
        modelEntry.vehicleSpecialClass === undefined
          ? null
          : expectName(modelEntry.vehicleSpecialClass, [...modelPath, 'vehicleSpecialClass']);

      const styles = Object.entries(expectObject(modelEntry.styles, [...modelPath, 'styles']));
      if (styles.length === 0) throw new CatalogError('missing-styles', `Model "${make} ${model}" has no style`, modelPath);
      for (const [style, yearsText] of styles) {
        const stylePath = [...modelPath, 'styles', style];
        const defaults = bodyStyles.get(style);
        if (!defaults) throw new CatalogError('unknown-style', `Style "${style}" is not in bodyStyles`, stylePath);
        for (const year of parseModelYears(expectName(yearsText, stylePath), stylePath)) {
          if (year < 1900 || year > 2100) {
            throw new CatalogError('bad-year-range', `Year ${year} is not a plausible model year`, stylePath);
          }
          vehicles.push({
            year,
            make,
            model,
            style,
            category: category ?? defaults.category,
            isBigTruck: isBigTruck ?? defaults.isBigTruck ?? false,
            vehicleSubType: defaults.vehicleSubType,
            vehicleSpecialClass,
            wmi,
          });
        }
      }
    });
  });
  return { vehicles, wmis, modelCount };
}

/**
 * Gives each vehicle its carId (see toCarId). Clashes are resolved by re-hashing, in the order of the vehicles' keys,
 * so the result does not depend on the order of the file.
 */
function assignCarIds(vehicles: PendingVehicle[]): VehicleRecord[] {
  const keyed = vehicles
    .map((vehicle) => ({ vehicle, key: toCarKey(vehicle.year, vehicle.make, vehicle.model, vehicle.style) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const used = new Set<number>();
  return keyed.map(({ vehicle, key }) => {
    let attempt = 0;
    let carId = toCarIdOfKey(key);
    while (used.has(carId)) {
      attempt += 1;
      carId = toCarIdOfKey(key, attempt);
    }
    used.add(carId);
    return { ...vehicle, carId };
  });
}

function expectObject(value: unknown, path: Path): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CatalogError('expected-object', 'Expected an object', path);
  }
  return value as Record<string, unknown>;
}

function expectArray(value: unknown, path: Path): unknown[] {
  if (!Array.isArray(value)) throw new CatalogError('expected-array', 'Expected an array', path);
  return value;
}

/** A non-empty name that can travel as one URL path segment. */
function expectName(value: unknown, path: Path): string {
  if (typeof value !== 'string' || value.trim() === '' || value !== value.trim() || value.includes('/')) {
    throw new CatalogError('bad-name', `Expected a non-empty trimmed string without "/", got ${JSON.stringify(value)}`, path);
  }
  return value;
}

function expectBoolean(value: unknown, path: Path): boolean {
  if (typeof value !== 'boolean') throw new CatalogError('expected-boolean', 'Expected true or false', path);
  return value;
}

function expectCategory(value: unknown, path: Path): VehicleCategory {
  const category = vehicleCategories.find((candidate) => candidate === value);
  if (!category) {
    throw new CatalogError('unknown-category', `Expected one of ${vehicleCategories.join(', ')} (SPEC §3)`, path);
  }
  return category;
}

function expectWmi(value: unknown, path: Path): string {
  if (typeof value !== 'string' || !wmiPattern.test(value)) {
    throw new CatalogError('bad-wmi', `Expected a 3-character World Manufacturer Identifier, got ${JSON.stringify(value)}`, path);
  }
  return value;
}
