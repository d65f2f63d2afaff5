import { timingSafeEqual } from 'node:crypto';
import { RequestError } from '../http/RequestError';
import { serverDataPrefix, toServerDataSignature } from './createServerData';
import type { PricingContext } from './PricingContext';

/**
 * The pricing context in a serverData this service made (createServerData); any other text answers 400 naming
 * `field` (SPEC §7: serverData is handed out by the price calls and sent back).
 */
export function readServerData(serverData: string, field: string): PricingContext {
  const refuse = () =>
    new RequestError(400, field, `${field} was not made by the price service: send back the serverData of the last price or promo answer unchanged.`);
  const [prefix, payload, signature, ...rest] = serverData.split('.');
  if (prefix !== serverDataPrefix || !payload || !signature || rest.length > 0) throw refuse();
  const expected = Buffer.from(toServerDataSignature(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refuse();
  let context: unknown;
  try {
    context = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!isPricingContext(context)) throw refuse();
  return context;
}

function isPricingContext(value: unknown): value is PricingContext {
  if (value === null || typeof value !== 'object') return false;
  const context = value as Record<string, unknown>;
  const isText = (key: string) => context[key] === null || typeof context[key] === 'string';
  return (
    ['state', 'zip', 'parentAccountNumber', 'billToAccountNumber', 'providerNumber', 'eon'].every(isText) &&
    (context.pricingBasis === 'Cash' || context.pricingBasis === 'Insurance') &&
    (context.deductible === null || typeof context.deductible === 'number') &&
    Array.isArray(context.promos) &&
    context.promos.every((code) => typeof code === 'string')
  );
}
