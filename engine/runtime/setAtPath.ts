/**
 * Writes a value at a dot-separated path of a mutable object (an immer draft), creating plain objects for missing
 * steps. Used for answers, API results and resets.
 */
export function setAtPath(root: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current: Record<string, unknown> = root;
  for (const key of keys.slice(0, -1)) {
    const next = current[key];
    if (next === null || next === undefined || typeof next !== 'object') {
      current[key] = {};
    }
    current = current[key] as Record<string, unknown>;
  }
  current[keys[keys.length - 1]!] = value;
}
