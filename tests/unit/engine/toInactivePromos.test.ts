/** SPEC §8: which rejected promos are kept as inactive; SPEC §5: inactive codes normalised and de-duplicated. */
import { describe, expect, it } from 'vitest';
import { toInactivePromos } from '../../../engine/domain/toInactivePromos';

describe('toInactivePromos', () => {
  it.each([
    ['Unknown', false],
    ['PromoNotYetInUse', false],
    ['PromoUsageCountExceeded', false],
    ['PromoExpired', false],
    ['PromoDoesNotExist', false],
    ['PromoStackingNotAllowed', true],
    ['SimilarPromoAlreadyOnOrder', true],
    ['InvalidPromoOnOrder', true],
    ['PromoValidationError', true],
    ['NoSuitableItemForPromo', true],
  ])('a promo rejected with %s is kept: %s', (errorCode, kept) => {
    expect(toInactivePromos([], [{ promoCode: 'CODE1', errorCode }], [])).toEqual(kept ? ['CODE1'] : []);
  });

  it.each([
    {
      name: 'not kept when it is on the order',
      kept: [],
      rejected: [{ promoCode: 'SAVE20', errorCode: 'SimilarPromoAlreadyOnOrder' }],
      orderPromos: ['save20/web'],
      inactive: [],
    },
    {
      name: 'added to those kept, normalised and once',
      kept: ['freewipers/WEB', 'FREEWIPERS'],
      rejected: [{ promoCode: ' FreeWipers ', errorCode: 'NoSuitableItemForPromo' }, { promoCode: 'welcome5', errorCode: 'PromoStackingNotAllowed' }],
      orderPromos: ['SAVE20'],
      inactive: ['FREEWIPERS', 'WELCOME5'],
    },
    {
      name: 'one kept earlier that is now on the order leaves the list',
      kept: ['FREEWIPERS', 'REPAIR10'],
      rejected: [],
      orderPromos: ['FREEWIPERS'],
      inactive: ['REPAIR10'],
    },
    {
      name: 'a dropped error does not remove one kept earlier',
      kept: ['REPEL50'],
      rejected: [{ promoCode: 'NOPE', errorCode: 'PromoDoesNotExist' }],
      orderPromos: [],
      inactive: ['REPEL50'],
    },
  ])('$name', ({ kept, rejected, orderPromos, inactive }) => {
    expect(toInactivePromos(kept, rejected, orderPromos)).toEqual(inactive);
  });
});
