/**
 * How long a `Retry-After` header asks to wait, in milliseconds from `now` (RFC 9110 §10.2.3: whole seconds, or an
 * HTTP date); null when there is none or it cannot be read. A date already past asks for no wait.
 */
export function readRetryAfter(value: unknown, now: number): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return null;
  return Math.max(0, date - now);
}
