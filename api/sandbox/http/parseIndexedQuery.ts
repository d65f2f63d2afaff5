/** Keys no query string may set: they would reach an object's prototype. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);
/** How deep `a[b][c]…` may nest, and how large an index may be, before the rest of the key is kept as written. */
const maxDepth = 5;
const maxIndex = 999;

type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };

/**
 * Parses a query string whose arrays and objects use indexed brackets, as api/client sends them (SPEC §7 "indexed line
 * items"): `lineItems[0][partNumber]=A&partNumbers[0]=B&partNumbers[]=C&zip=85001`. An object whose keys are all
 * indexes becomes an array. Repeated plain keys become arrays. Keys that would reach a prototype are dropped.
 */
export function parseIndexedQuery(query: string): Record<string, QueryValue> {
  const root: Record<string, QueryValue> = Object.create(null);
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawKey = decode(equals === -1 ? pair : pair.slice(0, equals));
    const value = decode(equals === -1 ? '' : pair.slice(equals + 1));
    const keys = toKeyPath(rawKey);
    if (keys.some((key) => forbiddenKeys.has(key))) continue;
    assign(root, keys, value);
  }
  return toArrays(root) as Record<string, QueryValue>;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', '']; anything past the depth limit stays in the last key. */
function toKeyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const keys = [key.slice(0, open)];
  const pattern = /\[([^[\]]*)\]/gy;
  pattern.lastIndex = open;
  let match: RegExpExecArray | null;
  while (keys.length <= maxDepth && (match = pattern.exec(key)) !== null) keys.push(match[1]!);
  if (pattern.lastIndex !== key.length && pattern.lastIndex !== 0) return [key];
  return keys;
}

function assign(target: Record<string, QueryValue>, keys: string[], value: string): void {
  let node: Record<string, QueryValue> = target;
  for (let index = 0; index < keys.length; index += 1) {
    let key = keys[index]!;
    const last = index === keys.length - 1;
    if (key === '') key = String(Object.keys(node).length); // `a[]=x`: the next index
    if (last) {
      const existing = node[key];
      if (existing === undefined) node[key] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else if (typeof existing === 'string') node[key] = [existing, value];
      return;
    }
    const next = node[key];
    if (next === undefined || typeof next === 'string' || Array.isArray(next)) node[key] = Object.create(null) as Record<string, QueryValue>;
    node = node[key] as Record<string, QueryValue>;
  }
}

/** Objects whose keys are exactly 0…n-1 (n ≤ maxIndex + 1) become arrays, depth first. */
function toArrays(node: QueryValue): QueryValue {
  if (typeof node === 'string' || Array.isArray(node)) return node;
  const keys = Object.keys(node);
  const converted: Record<string, QueryValue> = {};
  for (const key of keys) converted[key] = toArrays(node[key]!);
  const isList = keys.length > 0 && keys.length <= maxIndex + 1 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => converted[key]!) : converted;
}
