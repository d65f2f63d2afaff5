/**
 * The order as SPEC §7 calls carry it (api/contract `Order`), from the funnel's state (SPEC §3): glassToReplace is
 * "sent as location and name", and the vehicle's can{product}Service flags are fields, not a map. Everything else has
 * the same shape on both sides.
 */
import type { GlassLocation, GlassName, Order } from './state';
import { createInitialOrder } from './state';

/** The products of the contract's can{product}Service flags (api/contract/openapi.yaml Vehicle). */
export const serviceProducts = ['Repair', 'Replace', 'Mobile', 'Recalibration'] as const;

/** An order as the API takes it and gives it back. */
export type ApiOrder = Omit<Order, 'vehicle' | 'damage'> & {
  vehicle: Omit<Order['vehicle'], 'canService'> & Partial<Record<`can${(typeof serviceProducts)[number]}Service`, boolean | null>>;
  damage: Omit<Order['damage'], 'glassToReplace'> & { glassToReplace: Array<{ location: GlassLocation; name: GlassName }> };
};

/** The state's order as an API payload. */
export function toApiOrder(order: Order): ApiOrder {
  const { canService, ...vehicle } = order.vehicle;
  const flags: Record<string, boolean> = {};
  for (const product of serviceProducts) {
    if (typeof canService[product] === 'boolean') flags[`can${product}Service`] = canService[product];
  }
  return {
    ...order,
    vehicle: { ...vehicle, ...flags },
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
  merged.damage.glassToReplace = (answer.damage?.glassToReplace ?? []).map((piece) => ({
    glassLocation: piece.location,
    glassName: piece.name,
  }));
  return merged;
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
