import { operations, type OperationName } from '../../engine/domain/operations';

/** Each call's method and path as a pattern (`{name}` segments match any one segment). */
const callPatterns = (Object.entries(operations) as Array<[OperationName, { method: string; path: string }]>).map(([name, { method, path }]) => ({
  name,
  method,
  pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The SPEC §7 call a request is, by its method and path (query string ignored), or null when it is none. */
export function toOperationName(method: string, url: string): OperationName | null {
  const path = new URL(url, 'http://funnel.invalid').pathname;
  const upper = method.toUpperCase();
  return callPatterns.find((call) => call.method === upper && call.pattern.test(path))?.name ?? null;
}
