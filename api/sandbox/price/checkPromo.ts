import { getPromo } from './getPromo';
import { getPromoOrderError } from './getPromoOrderError';
import type { PromoDefinition } from './PromoDefinition';
import type { PromoErrorCode } from './PromoErrorCode';
import type { PromoOrderFacts } from './PromoOrderFacts';

/** What checkPromo needs besides the code. */
export interface PromoCheckInput {
  /** The visible code (SPEC §5), upper case. */
  code: string;
  facts: PromoOrderFacts;
  /** Visible codes of the promos already on the order, this one excluded. */
  otherPromos: readonly string[];
  /** The sandbox's "now" (context.now()); promo dates are days in UTC. */
  now: Date;
  /** Rows of promo_usages for a code (getPromoUsageCount). */
  getUsageCount(code: string): Promise<number>;
}

/** The outcome: the promo (null when the catalog has none), the SPEC §8 error code (null on success) and a note. */
export interface PromoCheck {
  promo: PromoDefinition | null;
  errorCode: PromoErrorCode | null;
  /** The conflicting code for stacking and similar errors (SPEC §8 "cannot be combined with {other code}"), else a sentence. */
  additionalInfo: string;
}

/**
 * Validates one promo against an order (SPEC §8 promo error codes), in this order: it exists; the simulated engine
 * failures; its first and last day against the sandbox clock; its usage limit; stacking with the order's other promos;
 * a similar promo (same family) already on the order; the order's eligibility and a suitable item (getPromoOrderError).
 */
export async function checkPromo(input: PromoCheckInput): Promise<PromoCheck> {
  const { code, facts, now } = input;
  const promo = getPromo(code);
  const fail = (errorCode: PromoErrorCode, additionalInfo: string): PromoCheck => ({ promo, errorCode, additionalInfo });
  if (!promo) return fail('PromoDoesNotExist', `There is no promo code ${code}.`);
  if (promo.simulatedError) return fail(promo.simulatedError, `${code} always fails with ${promo.simulatedError} (a simulated failure).`);
  const today = now.toISOString().slice(0, 10);
  if (promo.startsOn && today < promo.startsOn) return fail('PromoNotYetInUse', `${code} can be used from ${promo.startsOn}.`);
  if (promo.endsOn && today > promo.endsOn) return fail('PromoExpired', `${code} could be used until ${promo.endsOn}.`);
  if (promo.usageLimit !== undefined) {
    const used = await input.getUsageCount(promo.code);
    if (used >= promo.usageLimit) return fail('PromoUsageCountExceeded', `${code} has been used ${used} times; its limit is ${promo.usageLimit}.`);
  }
  const others = input.otherPromos.filter((other) => other !== promo.code).flatMap((other) => getPromo(other) ?? []);
  const unstackable = promo.isStackable ? others.find((other) => !other.isStackable) : others[0];
  if (unstackable) return fail('PromoStackingNotAllowed', unstackable.code);
  const similar = others.find((other) => other.family === promo.family);
  if (similar) return fail('SimilarPromoAlreadyOnOrder', similar.code);
  const orderError = getPromoOrderError(promo, facts);
  if (orderError) return fail(orderError.errorCode, orderError.additionalInfo);
  return { promo, errorCode: null, additionalInfo: promo.description };
}
