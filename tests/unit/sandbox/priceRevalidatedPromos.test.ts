/**
 * SPEC §7 revalidate promos (price.revalidatedOrderPromos): inactive promos becoming valid, SPEC §8 codes kept or
 * dropped as inactive, SPEC §5 normalisation and de-duplication, stacking, and useDefaultCashParentAccount.
 */
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../harness/createTestSandbox';


const sandbox = useTestSandbox({ now: () => new Date('2026-12-01T09:00:00Z') });

const windshield = { id: 'glass-1', partNumber: 'FW04567GTY', partType: 'WINDSHIELD', kitPrice: 300, laborAmount: 100 };
const frontWiper = { id: 'vap-1', partNumber: 'WB-22', partType: 'FRONT WIPER', kitPrice: 19.99, laborAmount: 0 };

/** A windshield replacement in Tampa, FL (6 %, labour taxed), cash unless isInsurance. */
function order(options: { vaps?: unknown[]; promos?: string[]; isInsurance?: boolean } = {}): Record<string, unknown> {
  return {
    damage: { isRepair: false },
    serviceLocation: { zipCode: '33601' },
    payment: {
      isInsurance: options.isInsurance ?? false,
      insuranceCoverage: { coverageStatus: 'Verified' },
      parentAccountNumber: options.isInsurance ? '410001' : '167132',
    },
    policy: { currentDeductible: 250 },
    lineItems: { glassParts: [windshield], vaps: options.vaps ?? [], promos: options.promos ?? [] },
  };
}

async function revalidate(inactivePromos: string[], orderBlock: Record<string, unknown>, useDefaultCashParentAccount?: boolean) {
  const answer = await sandbox.call('price.revalidatedOrderPromos', { inactivePromos, order: orderBlock, useDefaultCashParentAccount });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('inactive promos', () => {
  it('keeps a wiper promo inactive while the order has no wipers, and applies it once it has', async () => {
    const without = await revalidate(['FREEWIPERS'], order());
    expect(without).toMatchObject({ orderPromos: [], inactivePromos: ['FREEWIPERS'], promoLineItems: [] });
    expect(without.errors).toEqual([{ promoCode: 'FREEWIPERS', errorCode: 'NoSuitableItemForPromo', additionalInfo: expect.any(String) }]);

    const withWipers = await revalidate(['FREEWIPERS'], order({ vaps: [frontWiper] }));
    expect(withWipers).toMatchObject({ orderPromos: ['FREEWIPERS'], inactivePromos: [], errors: [] });
    // FL taxes 6 %: the free wipers take 19.99 and its 1.20 tax off.
    expect(withWipers.promoLineItems).toEqual([expect.objectContaining({ promoCode: 'FREEWIPERS', sellingPrice: -19.99, salesTax: -1.2, discountedLineItemIds: ['vap-1'] })]);
  });

  it('SPEC §5: normalises and de-duplicates inactive codes', async () => {
    const body = await revalidate(['freewipers/WEB', 'FREEWIPERS', ' FreeWipers ', '', '/X'], order());
    expect(body.inactivePromos).toEqual(['FREEWIPERS']);
    expect(body.errors.map((error: any) => error.promoCode)).toEqual(['FREEWIPERS']);
  });

  it.each([
    { code: 'ERRUNKNOWN', errorCode: 'Unknown', kept: false },
    { code: 'FUTURE10', errorCode: 'PromoNotYetInUse', kept: false },
    { code: 'SOLDOUT', errorCode: 'PromoUsageCountExceeded', kept: false },
    { code: 'EXPIRED10', errorCode: 'PromoExpired', kept: false },
    { code: 'NOSUCHCODE', errorCode: 'PromoDoesNotExist', kept: false },
    { code: 'WELCOME5', errorCode: 'PromoStackingNotAllowed', kept: true },
    { code: 'SAVE10', errorCode: 'SimilarPromoAlreadyOnOrder', kept: true },
    { code: 'REPAIR10', errorCode: 'InvalidPromoOnOrder', kept: true },
    { code: 'ERRVALIDATION', errorCode: 'PromoValidationError', kept: true },
    { code: 'REPEL50', errorCode: 'NoSuitableItemForPromo', kept: true },
  ])('SPEC §8: an inactive $code failing with $errorCode is kept: $kept', async ({ code, errorCode, kept }) => {
    const body = await revalidate([code], order({ promos: ['SAVE20'] }));
    expect(body.errors).toEqual([{ promoCode: code, errorCode, additionalInfo: expect.any(String) }]);
    expect(body.inactivePromos).toEqual(kept ? [code] : []);
    expect(body.orderPromos).toEqual(['SAVE20']);
  });

  it('treats an inactive code already on the order as active', async () => {
    const body = await revalidate(['save20'], order({ promos: ['SAVE20'] }));
    expect(body).toMatchObject({ orderPromos: ['SAVE20'], inactivePromos: [], errors: [] });
  });
});

describe('promos on the order', () => {
  it('moves a promo that no longer fits to the inactive list', async () => {
    const body = await revalidate([], order({ promos: ['SAVE20', 'FREEWIPERS'] }));
    expect(body).toMatchObject({ orderPromos: ['SAVE20'], inactivePromos: ['FREEWIPERS'] });
    expect(body.errors).toEqual([{ promoCode: 'FREEWIPERS', errorCode: 'NoSuitableItemForPromo', additionalInfo: expect.any(String) }]);
    expect(body.promoLineItems.map((line: any) => [line.promoCode, line.sellingPrice])).toEqual([['SAVE20', -80]]);
  });

  it('hands out a serverData that prices the order with the promos kept', async () => {
    const body = await revalidate(['FREEWIPERS'], order({ vaps: [frontWiper], promos: ['SAVE20'] }));
    const priced = await sandbox.call('price.orderItems', { zip: '33601', isReplacement: true, lineItems: [windshield, frontWiper], serverData: body.lineItemsServerData });
    expect(priced.body.lineItems.filter((line: any) => line.partType === 'PROMO DISCOUNT').map((line: any) => line.promoCode)).toEqual(['SAVE20', 'FREEWIPERS']);
    expect(priced.body.subTotal).toBe(320);
  });
});

describe('useDefaultCashParentAccount', () => {
  it.each([
    { useDefaultCashParentAccount: false, orderPromos: [], errorCodes: ['InvalidPromoOnOrder'] },
    { useDefaultCashParentAccount: true, orderPromos: ['CASH30'], errorCodes: [] },
  ])('on an insurance order, CASH30 with useDefaultCashParentAccount $useDefaultCashParentAccount', async ({ useDefaultCashParentAccount, orderPromos, errorCodes }) => {
    const body = await revalidate(['CASH30'], order({ isInsurance: true }), useDefaultCashParentAccount);
    expect(body.orderPromos).toEqual(orderPromos);
    expect(body.errors.map((error: any) => error.errorCode)).toEqual(errorCodes);
  });
});
