import { createHmac } from 'node:crypto';
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
 * Deterministic: the same context always gives the same text.
 */
export function createServerData(context: PricingContext): string {
  const payload = Buffer.from(JSON.stringify(context), 'utf8').toString('base64url');
  return `${serverDataPrefix}.${payload}.${toServerDataSignature(payload)}`;
}
