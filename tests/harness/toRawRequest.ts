import type { ContractOperation } from '../../api/contract/loadContract';

/**
 * The request api/client would send for `params` (path params filled, the rest in an indexed query for GET or in the
 * JSON body with AppName for POST), so tests can then break one part of it on purpose.
 */
export interface RawRequest {
  method: 'GET' | 'POST';
  /** Path and query. */
  url: string;
  /** The JSON body of a POST, AppName included. */
  body?: Record<string, unknown>;
}

export function toRawRequest(operation: ContractOperation, params: Record<string, unknown>): RawRequest {
  const rest: Record<string, unknown> = { ...params };
  const path = operation.path.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  if (operation.method === 'GET') {
    const query = toIndexedQuery(rest);
    return { method: 'GET', url: query ? `${path}?${query}` : path };
  }
  return { method: 'POST', url: path, body: { ...rest, AppName: 'FMG' } };
}

/** `{a: [{b: 1}], c: 'x'}` → `a[0][b]=1&c=x`, as api/client serialises GET params. */
export function toIndexedQuery(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  const walk = (prefix: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, index) => walk(`${prefix}[${index}]`, item));
    else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(`${prefix}[${key}]`, item);
    else pairs.push(`${encodeURIComponent(prefix).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value ?? ''))}`);
  };
  for (const [key, value] of Object.entries(params)) walk(key, value);
  return pairs.join('&');
}
