/**
 * An application/x-www-form-urlencoded body (the hosted pages' form posts) as field → value, a repeated field keeping
 * its first value; an already parsed body keeps only its text values, and no body gives no fields.
 */
export function toFormFields(body: unknown): Record<string, string> {
  const fields = new Map<string, string>();
  const entries = typeof body === 'string' ? new URLSearchParams(body) : Object.entries(body && typeof body === 'object' ? body : {});
  for (const [name, value] of entries) {
    if (typeof value === 'string' && !fields.has(name)) fields.set(name, value);
  }
  return Object.fromEntries(fields);
}
