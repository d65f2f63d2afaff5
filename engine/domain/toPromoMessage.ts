import { toVisiblePromoCode } from './toVisiblePromoCode';
import type { FunnelMessages } from '../config/types';
import { formatMessage } from './formatMessage';

/** The answer of a promo validation, as SPEC §3 describes it (errorCode null: applied). */
export interface PromoOutcome {
  promoCode: string;
  errorCode: string | null;
  additionalInfo: string | null;
}

/** What the customer is told about a promo code (SPEC §8 promo messages). */
export interface PromoMessage {
  style: 'success' | 'danger';
  headline: string;
  text: string;
  /** Success messages can be closed and fade on their own; errors stay until the next try. */
  dismissible: boolean;
  fades: boolean;
}

/** The funnel.yaml messages a promo message is made of. */
export type PromoMessages = Pick<FunnelMessages, 'promoAppliedHeadline' | 'promoApplied' | 'promoErrorHeadline' | 'promoInvalid' | 'promoNotCombinable'>;

/** SPEC §8: the errors that name the promo already on the order, which the new one cannot be combined with. */
const combinationErrors = new Set(['PromoStackingNotAllowed', 'SimilarPromoAlreadyOnOrder']);

/**
 * SPEC §8 promo messages: "Promo code applied!" / "Promo code {code} was successfully applied to your cart." (dismissible,
 * fades); "Promo code error" / "Sorry, promo code {code} is not valid" (danger, stays); for a stacking or similar-promo
 * error with the other code known, "Sorry, promo code {code} cannot be combined with {other code}". The code shown is
 * the visible code (SPEC §5).
 */
export function toPromoMessage({ promoCode, errorCode, additionalInfo }: PromoOutcome, messages: PromoMessages): PromoMessage {
  const code = toVisiblePromoCode(promoCode) || promoCode.trim();
  if (errorCode === null) {
    return {
      style: 'success',
      headline: messages.promoAppliedHeadline,
      text: formatMessage(messages.promoApplied, { code }),
      dismissible: true,
      fades: true,
    };
  }
  // The other code, when additionalInfo is one (a single word), not a sentence.
  const other = additionalInfo && /^\S+$/.test(additionalInfo.trim()) ? toVisiblePromoCode(additionalInfo) : '';
  const text =
    combinationErrors.has(errorCode) && other !== ''
      ? formatMessage(messages.promoNotCombinable, { code, other })
      : formatMessage(messages.promoInvalid, { code });
  return { style: 'danger', headline: messages.promoErrorHeadline, text, dismissible: false, fades: false };
}
