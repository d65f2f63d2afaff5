/** SPEC §8 promo messages: success, failure, and stacking or similar-promo errors. */
import { describe, expect, it } from 'vitest';
import { toPromoMessage } from '../../../engine/domain/toPromoMessage';
import { loadFunnelMessages } from '../../harness/loadFunnelConstants';

const applied = { style: 'success', headline: 'Promo code applied!', dismissible: true, fades: true };
const failed = { style: 'danger', headline: 'Promo code error', dismissible: false, fades: false };

describe('toPromoMessage', () => {
  it.each([
    { promoCode: 'SAVE20', errorCode: null, additionalInfo: '20% off glass and labour.', message: { ...applied, text: 'Promo code SAVE20 was successfully applied to your cart.' } },
    { promoCode: 'save20/web', errorCode: null, additionalInfo: null, message: { ...applied, text: 'Promo code SAVE20 was successfully applied to your cart.' } },
    { promoCode: 'NOPE', errorCode: 'PromoDoesNotExist', additionalInfo: 'No such promo.', message: { ...failed, text: 'Sorry, promo code NOPE is not valid' } },
    { promoCode: 'EXPIRED10', errorCode: 'PromoExpired', additionalInfo: null, message: { ...failed, text: 'Sorry, promo code EXPIRED10 is not valid' } },
    { promoCode: 'ERRUNKNOWN', errorCode: 'Unknown', additionalInfo: null, message: { ...failed, text: 'Sorry, promo code ERRUNKNOWN is not valid' } },
    { promoCode: 'REPAIR10', errorCode: 'InvalidPromoOnOrder', additionalInfo: 'Repairs only.', message: { ...failed, text: 'Sorry, promo code REPAIR10 is not valid' } },
    { promoCode: 'FREEWIPERS', errorCode: 'NoSuitableItemForPromo', additionalInfo: null, message: { ...failed, text: 'Sorry, promo code FREEWIPERS is not valid' } },
    { promoCode: 'WELCOME5', errorCode: 'PromoStackingNotAllowed', additionalInfo: 'SAVE20', message: { ...failed, text: 'Sorry, promo code WELCOME5 cannot be combined with SAVE20' } },
    { promoCode: 'SAVE10', errorCode: 'SimilarPromoAlreadyOnOrder', additionalInfo: 'save20/web', message: { ...failed, text: 'Sorry, promo code SAVE10 cannot be combined with SAVE20' } },
    { promoCode: 'SAVE10', errorCode: 'SimilarPromoAlreadyOnOrder', additionalInfo: null, message: { ...failed, text: 'Sorry, promo code SAVE10 is not valid' } },
    { promoCode: 'SAVE10', errorCode: 'PromoStackingNotAllowed', additionalInfo: 'Another promo is on the order.', message: { ...failed, text: 'Sorry, promo code SAVE10 is not valid' } },
  ])('$promoCode, $errorCode → "$message.text"', ({ promoCode, errorCode, additionalInfo, message }) => {
    // The shipped funnel.yaml messages: the SPEC §8 texts.
    expect(toPromoMessage({ promoCode, errorCode, additionalInfo }, loadFunnelMessages())).toEqual(message);
  });
});
