import { createHmac } from 'node:crypto';
import { getPromo } from './getPromo';
import type { PricingContext } from './PricingContext';

/** Prefix and version of the serverData format. */
export const serverDataPrefix = 'psd1';
/** Choice: a fixed key, so the sandbox recognises its own serverData across restarts; it detects edits, not attackers. */
const signingKey = 'sandbox-price-server-data';

/** The signature of a serverData payload. */
export function toServerDataSignature(payload: string): string {
  return createHmac('sha256', signingKey).update(payload).digest('base64url').slice(0, 22);
}

/**
 * The opaque serverData the price service hands out (SPEC §7): `psd1.<base64url JSON of the pricing context>.<signature>`.
 * Deterministic: the same context always gives the same text. Only codes the catalog knows are kept: a code that does
 * not exist is never accepted (SPEC §4 promo state), and the catalog bounds the size of what callers send back.
 */
export function createServerData(context: PricingContext): string {
  const known = { ...context, promos: context.promos.filter((code) => getPromo(code) !== null) };
  const payload = Buffer.from(JSON.stringify(known), 'utf8').toString('base64url');
  return `${serverDataPrefix}.${payload}.${toServerDataSignature(payload)}`;
}
