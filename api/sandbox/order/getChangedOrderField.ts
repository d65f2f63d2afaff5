import type { ContractSchema } from '../../contract/OperationTypes';

type Order = ContractSchema<'Order'>;

/** The order's identity fields the server fills in (toLoadedOrder): what a client sends in them is not the order. */
const serverFields = [
  'referralNumber',
  'referralSequenceNumber',
  'referralDate',
  'referralCorrelationId',
  'eon',
  'workOrderId',
  'workOrderNumber',
  'customerPortalLoginToken',
  'lockToken',
  'settledTenderAmount',
] as const;

/** What makes the booked time slot (bookOrderSlot): checked first, so a changed slot is named as such. */
export const slotFields = [
  'serviceLocation.appointmentType',
  'serviceLocation.provider.providerNumber',
  'schedule.routeCode',
  'schedule.date',
  'schedule.startTime',
] as const;

/**
 * The first field (a dotted path under `order.`) where a repeat submission differs from the order the session was
 * submitted with, or null when it asks for the same order (issue #13: a changed slot or order is never answered with
 * the old order as if it were the new one). The slot fields are compared first; the server's identity fields and the
 * settled amount it adds to the payment are left out; null and absent are the same.
 */
export function getChangedOrderField(submitted: Order, requested: Order): string | null {
  const before = toComparable(submitted);
  const after = toComparable(requested);
  for (const path of slotFields) {
    const keys = path.split('.');
    if (!isSame(readPath(before, keys), readPath(after, keys))) return `order.${path}`;
  }
  const changed = getChangedPath(before, after, []);
  return changed === null ? null : ['order', ...changed].reduce((path, key) => (/^\d+$/.test(key) ? `${path}[${key}]` : `${path}.${key}`));
}

/** The order without the server's fields. */
function toComparable(order: Order): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...order };
  for (const field of serverFields) delete copy[field];
  if (copy.payment && typeof copy.payment === 'object') {
    const { nextGenSettledAmount: _settled, ...payment } = copy.payment as Record<string, unknown>;
    copy.payment = payment;
  }
  return copy;
}

function readPath(value: unknown, keys: readonly string[]): unknown {
  return keys.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);
}

const isNothing = (value: unknown): boolean => value === null || value === undefined;

function isSame(a: unknown, b: unknown): boolean {
  return getChangedPath(a, b, []) === null;
}

/** The first path where two JSON values differ (null, absent, [] and {} alike where the other is a list or object), or null. */
function getChangedPath(a: unknown, b: unknown, path: string[]): string[] | null {
  if (isNothing(a) && isNothing(b)) return null;
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = isNothing(a) ? [] : a;
    const right = isNothing(b) ? [] : b;
    if (!Array.isArray(left) || !Array.isArray(right)) return path;
    for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
      if (index >= left.length || index >= right.length) return [...path, String(index)];
      const changed = getChangedPath(left[index], right[index], [...path, String(index)]);
      if (changed) return changed;
    }
    return null;
  }
  const isObject = (value: unknown) => value !== null && typeof value === 'object';
  if (isObject(a) || isObject(b)) {
    const left = isNothing(a) ? {} : a;
    const right = isNothing(b) ? {} : b;
    if (!isObject(left) || !isObject(right)) return path;
    const leftFields = left as Record<string, unknown>;
    const rightFields = right as Record<string, unknown>;
    for (const key of new Set([...Object.keys(leftFields), ...Object.keys(rightFields)])) {
      const changed = getChangedPath(leftFields[key], rightFields[key], [...path, key]);
      if (changed) return changed;
    }
    return null;
  }
  return a === b ? null : path;
}
