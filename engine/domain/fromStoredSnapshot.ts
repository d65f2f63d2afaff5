import { createInitialOrder, createInitialUser } from './state';
import type { SubmittedSnapshot } from './toSubmittedSnapshot';

/**
 * The submitted-state snapshot read back from session storage (SPEC §3), or null when there is none or it is not one
 * (unreadable text, no order number). Groups a stored snapshot lacks are filled with their initial values, so the
 * confirmation can read every field.
 */
export function fromStoredSnapshot(text: string | null): SubmittedSnapshot | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(parsed) || !isObject(parsed.order) || !isObject(parsed.user)) return null;
  const order = parsed.order as Partial<SubmittedSnapshot['order']>;
  if (typeof order.eon !== 'string' || order.eon === '') return null;
  const initialOrder = createInitialOrder();
  const filledOrder = { ...initialOrder, ...order } as SubmittedSnapshot['order'];
  for (const group of ['vehicle', 'damage', 'serviceLocation', 'schedule', 'customer', 'payment', 'policy', 'lineItems'] as const) {
    (filledOrder as unknown as Record<string, unknown>)[group] = { ...initialOrder[group], ...(isObject(order[group]) ? order[group] : {}) };
  }
  return {
    order: filledOrder,
    user: { ...createInitialUser(), ...(parsed.user as object) },
    submittedAt: typeof parsed.submittedAt === 'string' ? parsed.submittedAt : '',
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
