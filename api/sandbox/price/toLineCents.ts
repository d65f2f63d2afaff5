import { RequestError } from '../http/RequestError';
import { toCents } from './toCents';

/** The largest amount of one line either way, in dollars: the contract's PriceMoney bounds. */
export const maxLineDollars = 100_000;

/**
 * A line amount (kitPrice, laborAmount, sellingPrice) in whole cents (toCents), or 400 naming `field` when it is not a
 * number of dollars between -100000 and 100000: the shared LineItem schema sets no bounds, and an amount like 1e308
 * (or a query's "1e400", coerced to Infinity) would otherwise overflow the totals and come back as null.
 */
export function toLineCents(dollars: number, field: string): number {
  if (!Number.isFinite(dollars) || Math.abs(dollars) > maxLineDollars) {
    throw new RequestError(400, field, `${field} must be dollars between -${maxLineDollars} and ${maxLineDollars}, such as 249.99.`);
  }
  return toCents(dollars);
}
