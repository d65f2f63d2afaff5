/**
 * The order as SPEC §7 calls carry it (api/contract `Order`), from the funnel's state (SPEC §3): glassToReplace is
 * "sent as location and name", the vehicle's can{product}Service flags are fields, not a map, and the registration is
 * the contract's (plate and state; the names and address are added on save only, toSavedOrder). Everything else
 * has the same shape on both sides.
 */
import type { GlassLocation, GlassName, Order, Registration } from './state';
import { toCoverageNames } from './coverage';
import { createInitialOrder } from './state';

/** The products of the contract's can{product}Service flags (api/contract/openapi.yaml Vehicle). */
export const serviceProducts = ['Repair', 'Replace', 'Mobile', 'Recalibration'] as const;

/** The vehicle registration as the API takes it (api/contract `Registration`). */
export interface ApiRegistration {
  licensePlate: string | null;
  licenseState: string | null;
  firstName?: string | null;
  lastName?: string | null;
  streetAddress?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

/** An order as the API takes it and gives it back. */
export type ApiOrder = Omit<Order, 'vehicle' | 'damage'> & {
  vehicle: Omit<Order['vehicle'], 'canService' | 'registration'> &
    Partial<Record<`can${(typeof serviceProducts)[number]}Service`, boolean | null>> & { registration: ApiRegistration };
  damage: Omit<Order['damage'], 'glassToReplace'> & { glassToReplace: Array<{ location: GlassLocation; name: GlassName }> };
};

/** The state's order as an API payload. */
export function toApiOrder(order: Order): ApiOrder {
  const { canService, registration, ...vehicle } = order.vehicle;
  const flags: Record<string, boolean> = {};
  for (const product of serviceProducts) {
    if (typeof canService[product] === 'boolean') flags[`can${product}Service`] = canService[product];
  }
  return {
    ...order,
    vehicle: {
      ...vehicle,
      ...flags,
      registration: { licensePlate: registration?.licensePlate ?? null, licenseState: registration?.licenseState ?? null },
    },
    damage: {
      ...order.damage,
      // A form may store "no glass" as null (a repair); the API takes a list.
      glassToReplace: (order.damage.glassToReplace ?? []).map((piece) => ({ location: piece.glassLocation, name: piece.glassName })),
    },
  };
}

/**
 * An order an API call answered (load-session), as the state keeps it: every group filled with the initial values
 * for what the answer leaves out, so every state path the YAML reads exists.
 */
export function fromApiOrder(answer: Partial<ApiOrder>): Order {
  const initial = createInitialOrder();
  const merged = mergeDefaults(initial, answer) as Order;
  const vehicle = (answer.vehicle ?? {}) as Record<string, unknown>;
  const canService: Record<string, boolean> = {};
  for (const product of serviceProducts) {
    const flag = vehicle[`can${product}Service`];
    if (typeof flag === 'boolean') canService[product] = flag;
    delete (merged.vehicle as unknown as Record<string, unknown>)[`can${product}Service`];
  }
  merged.vehicle.canService = canService;
  merged.vehicle.registration = fromApiRegistration((answer.vehicle?.registration ?? {}) as Partial<ApiRegistration>);
  // SPEC §4 coverage mappings: a status and type saved as numbers are kept by name.
  Object.assign(merged.payment.insuranceCoverage, toCoverageNames(answer.payment?.insuranceCoverage ?? {}));
  merged.damage.glassToReplace = (answer.damage?.glassToReplace ?? []).map((piece) => ({
    glassLocation: piece.location,
    glassName: piece.name,
  }));
  return merged;
}

/**
 * A saved registration as the state keeps it: the plate and state, and the name and address the vehicle was looked up
 * by (a saved address). The first name, and a last name saved without an address, were the customer's (added on save),
 * so they are not kept: the next save takes them from the customer again.
 */
function fromApiRegistration(saved: Partial<ApiRegistration>): Registration {
  const hasAddress = typeof saved.streetAddress === 'string' && saved.streetAddress !== '';
  return {
    licensePlate: saved.licensePlate ?? null,
    licenseState: saved.licenseState ?? null,
    licenseLastName: hasAddress ? (saved.lastName ?? null) : null,
    licenseStreetAddress: hasAddress ? (saved.streetAddress ?? null) : null,
    licenseZip: hasAddress ? (saved.zipCode ?? null) : null,
  };
}

/** `defaults` with every value `given` has (nested objects merged; arrays and other values replaced). */
function mergeDefaults(defaults: unknown, given: unknown): unknown {
  if (given === undefined) return defaults;
  if (!isPlainObject(defaults) || !isPlainObject(given)) return given;
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(given)) result[key] = mergeDefaults(defaults[key], value);
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
