/**
 * The query string of a GET call's params (SPEC §7: the params its path does not name go to the query string), as axios
 * writes it with `paramsSerializer: { indexes: true }` (its AxiosURLSearchParams and toFormData; issue #12: ~1 KiB gzip
 * of the first page's scripts, left out of the browser bundle, vite.config.ts axiosLeftOut):
 * - a null or undefined value, at any depth, is left out;
 * - a list or an object goes in brackets, with indexes: `lineItems[0][partNumber]=…`;
 * - a date is its ISO time, any other value its text;
 * - names are trimmed; a top-level name ending in `{}` sends its value as JSON, one ending in `[]` a list's items as
 *   `name[0]`, `name[1]`…;
 * - names and values are URI-encoded, but `:`, `$` and `,` stay as they are and a space is `+`.
 * tests/unit/api-client/toQueryString.test.ts checks it against axios's own serialisation.
 */
export function toQueryString(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (name: string, value: unknown) => pairs.push(`${encode(name)}=${encode(value instanceof Date ? value.toISOString() : value)}`);
  /** A nested value under its path of names: the first as it is, the others in brackets (a trailing `[]` dropped). */
  const visit = (value: unknown, path: string[]) => {
    if (!isVisitable(value)) {
      add(path.map((name, index) => (index ? `[${withoutBrackets(name)}]` : withoutBrackets(name))).join(''), value);
      return;
    }
    for (const [name, item] of Object.entries(value)) {
      if (item !== null && item !== undefined) visit(item, [...path, Array.isArray(value) ? name : name.trim()]);
    }
  };
  for (const [rawName, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const name = rawName.trim();
    if (typeof value === 'object' && name.endsWith('{}')) add(name, JSON.stringify(value));
    else if (Array.isArray(value) && (name.endsWith('[]') || !value.some(isVisitable))) {
      value.forEach((item: unknown, index) => {
        if (item !== null && item !== undefined) add(`${withoutBrackets(name)}[${index}]`, item);
      });
    } else if (isVisitable(value)) visit(value, [name]);
    else add(name, value);
  }
  return pairs.join('&');
}

/** What goes in brackets: a list or a plain object. */
function isVisitable(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === null || prototype === Object.prototype;
}

function withoutBrackets(name: string): string {
  return name.endsWith('[]') ? name.slice(0, -2) : name;
}

function encode(value: unknown): string {
  return encodeURIComponent(String(value)).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
}
