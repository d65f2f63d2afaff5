/** Structural equality of JSON-like values (key order ignored). */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => isDeepEqual(item, b[index]));
  }
  const aKeys = Object.keys(a as object).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b as object).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) => isDeepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
