import { createInitialCookie, type FunnelCookie } from './state';

/** SPEC §3 funnel cookie fields holding a yes/no; the others hold text (ids, numbers, ISO dates). */
const flagFields = new Set<keyof FunnelCookie>(['DidHeritageFunnelUpdateLast', 'ShouldResetState', 'HasDelayedClaimRegistration', 'SuppressConceptFunnel']);

/** The longest text a field may hold: anything longer was not written by a funnel. */
const maxTextLength = 200;

/**
 * The funnel cookie read back (SPEC §3 fields): every field, null where the cookie has none. The cookie is shared
 * with the heritage funnel, so a yes/no may arrive as the text "true"/"false"; unknown fields and values of the wrong
 * kind are ignored. Null when there is no cookie or it is not a JSON object.
 */
export function fromFunnelCookieValue(value: string | null | undefined): FunnelCookie | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const cookie = createInitialCookie();
  const fields = cookie as unknown as Record<string, string | boolean | null>;
  for (const name of Object.keys(cookie) as Array<keyof FunnelCookie>) {
    const field = (parsed as Record<string, unknown>)[name];
    if (flagFields.has(name)) {
      if (typeof field === 'boolean') fields[name] = field;
      else if (typeof field === 'string' && /^(true|false)$/i.test(field)) fields[name] = field.toLowerCase() === 'true';
    } else if ((typeof field === 'string' && field.length > 0 && field.length <= maxTextLength) || typeof field === 'number') {
      fields[name] = String(field);
    }
  }
  return cookie;
}
