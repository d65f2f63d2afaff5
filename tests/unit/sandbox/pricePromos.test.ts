/**
 * SPEC §7 validate promo (price.orderPromo): every working code of the catalog, every SPEC §8 error code, the SPEC §5
 * slash rule and case-insensitivity, stacking and similar promos, dates against the sandbox clock, and usage limits
 * counted from promo_usages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestSandbox, useTestSandbox } from '../../harness/createTestSandbox';


const defaultNow = new Date('2026-12-01T09:00:00Z');
/** The sandbox's clock: the date rows move it. */
let now = defaultNow;
const sandbox = useTestSandbox({ now: () => now });

const windshield = { id: 'glass-1', partNumber: 'FW04567GTY', partType: 'WINDSHIELD', kitPrice: 300, laborAmount: 100 };
/** A one-chip repair as the parts service's supporting items give it (SPEC §5: the REPAIR FEE is the repair itself). */
const repair = { id: 'repair-1', partNumber: 'WR-CHIP-REPAIR', partType: 'REPAIR FEE', kitPrice: 0, laborAmount: 69.95 };
const frontWiper = { id: 'vap-1', partNumber: 'WB-22', partType: 'FRONT WIPER', kitPrice: 19.99, laborAmount: 0 };
const rainRepel = { id: 'vap-2', partNumber: 'RR-1', partType: 'RAIN REPEL', kitPrice: 24.99, laborAmount: 0 };
const replaceFee = { id: 'fee-1', partNumber: 'RF-1', partType: 'REPLACE FEE', kitPrice: 29.95, laborAmount: 0 };
const servicePackage = { id: 'pkg-1', partNumber: 'SPD-1', partType: 'SERVICE PACKAGE DISCOUNT', kitPrice: -15, laborAmount: 0 };

interface OrderOptions {
  isRepair?: boolean;
  isInsurance?: boolean;
  glassParts?: unknown[];
  supportingItems?: unknown[];
  vaps?: unknown[];
  promos?: string[];
  eon?: string | null;
}

/** An order block: by default a cash windshield replacement with front wipers in Phoenix, AZ (5.6 %, labour untaxed). */
function order(options: OrderOptions = {}): Record<string, unknown> {
  return {
    eon: options.eon ?? null,
    damage: { isRepair: options.isRepair ?? false },
    serviceLocation: { state: 'AZ', zipCode: '85001' },
    payment: {
      isInsurance: options.isInsurance ?? false,
      insuranceCoverage: { coverageStatus: options.isInsurance ? 'Verified' : null },
      parentAccountNumber: options.isInsurance ? '410001' : '167132',
    },
    policy: { currentDeductible: options.isInsurance ? 100 : null },
    lineItems: {
      glassParts: options.glassParts ?? [windshield],
      supportingItems: options.supportingItems ?? [],
      vaps: options.vaps ?? [frontWiper],
      promos: options.promos ?? [],
    },
  };
}

async function validate(promoCode: string, orderBlock = order(), addableVaps: unknown[] = []) {
  const answer = await sandbox.call('price.orderPromo', { promoCode, addableVaps, order: orderBlock });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('working promo codes', () => {
  it.each([
    { code: 'SAVE20', orderBlock: order(), partNumber: 'DSC-GENERIC-01', sellingPrice: -80, discounted: ['glass-1'] },
    { code: 'SAVE20', orderBlock: order({ supportingItems: [replaceFee] }), partNumber: 'DSC-GENERIC-01', sellingPrice: -80, discounted: ['glass-1'] },
    { code: 'TAKE50', orderBlock: order({ supportingItems: [replaceFee], vaps: [] }), partNumber: 'DSC-GENERIC-01', sellingPrice: -50, discounted: ['glass-1'] },
    { code: 'SAVE10', orderBlock: order(), partNumber: 'DSC-GENERIC-01', sellingPrice: -40, discounted: ['glass-1'] },
    { code: 'TAKE25', orderBlock: order(), partNumber: 'DSC-GENERIC-01', sellingPrice: -25, discounted: ['glass-1', 'vap-1'] },
    { code: 'TAKE50', orderBlock: order(), partNumber: 'DSC-GENERIC-01', sellingPrice: -50, discounted: ['glass-1', 'vap-1'] },
    { code: 'CASH30', orderBlock: order(), partNumber: 'DSC-GENERIC-01', sellingPrice: -30, discounted: ['glass-1', 'vap-1'] },
    { code: 'FREEWIPERS', orderBlock: order(), partNumber: 'DSC-WIPER-01', sellingPrice: -19.99, discounted: ['vap-1'] },
    { code: 'REPEL50', orderBlock: order({ vaps: [rainRepel] }), partNumber: 'DSC-RAINREPEL-01', sellingPrice: -12.5, discounted: ['vap-2'] },
    { code: 'REPAIR10', orderBlock: order({ isRepair: true, glassParts: [], supportingItems: [repair], vaps: [] }), partNumber: 'DSC-GENERIC-01', sellingPrice: -10, discounted: ['repair-1'] },
    { code: 'PKGPLUS', orderBlock: order({ supportingItems: [servicePackage] }), partNumber: 'DSC-GENERIC-01', sellingPrice: -40, discounted: ['glass-1'] },
    { code: 'WELCOME5', orderBlock: order(), partNumber: 'DSC-GENERIC-01', sellingPrice: -5, discounted: ['glass-1', 'vap-1'] },
    { code: 'LIMIT3', orderBlock: order(), partNumber: 'DSC-GENERIC-01', sellingPrice: -15, discounted: ['glass-1', 'vap-1'] },
  ])('$code gives a discount line of $sellingPrice', async ({ code, orderBlock, partNumber, sellingPrice, discounted }) => {
    const body = await validate(code, orderBlock);
    expect(body).toMatchObject({ errorCode: null, promoCode: code, orderPromos: [code], errors: [], addedVaps: [] });
    expect(body.promoLineItems).toHaveLength(1);
    expect(body.promoLineItems[0]).toMatchObject({ partType: 'PROMO DISCOUNT', promoCode: code, partNumber, sellingPrice, discountedLineItemIds: discounted });
    const line = body.promoLineItems[0];
    expect(line.kitPrice + line.laborAmount).toBeCloseTo(line.sellingPrice, 2);
  });

  it('spreads a fixed amount over the discounted lines in proportion', async () => {
    const body = await validate('TAKE25');
    // 25 × 400/419.99 = 23.81 on the windshield (17.86 kit, 5.95 labour), 1.19 on the wipers.
    expect(body.promoLineItems[0]).toMatchObject({ kitPrice: -19.05, laborAmount: -5.95, sellingPrice: -25, salesTax: -1.07 });
  });

  it('returns the discount line of every promo on the order, and the promos to keep', async () => {
    const body = await validate('FREEWIPERS', order({ promos: ['SAVE20'] }));
    expect(body.orderPromos).toEqual(['SAVE20', 'FREEWIPERS']);
    expect(body.promoLineItems.map((line: any) => line.promoCode)).toEqual(['SAVE20', 'FREEWIPERS']);
  });

  it('validates a code already on the order again without adding it twice', async () => {
    const body = await validate('save20', order({ promos: ['SAVE20'] }));
    expect(body).toMatchObject({ errorCode: null, orderPromos: ['SAVE20'] });
  });

  it('adds the first suitable addable vap for a promo the order has no item for', async () => {
    const body = await validate('FREEWIPERS', order({ vaps: [] }), [rainRepel, frontWiper]);
    expect(body.errorCode).toBeNull();
    expect(body.addedVaps).toEqual([expect.objectContaining({ id: 'vap-1', partType: 'FRONT WIPER', sellingPrice: 19.99 })]);
    expect(body.promoLineItems[0]).toMatchObject({ sellingPrice: -19.99, discountedLineItemIds: ['vap-1'] });
  });

  it('hands out a serverData the price call takes back, however many codes that do not exist the order holds', async () => {
    const unknownCodes = Array.from({ length: 200 }, (_, index) => `NOSUCH${index}`.padEnd(60, 'X'));
    const body = await validate('SAVE20', order({ promos: unknownCodes }));
    expect(body.errorCode).toBeNull();
    const priced = await sandbox.call('price.orderItems', { zip: '85001', isReplacement: true, lineItems: [windshield], serverData: body.serverData });
    expect(priced.status).toBe(200);
    expect(priced.body.subTotal).toBe(320);
  });

  it('hands out a serverData that prices the order with the promo', async () => {
    const body = await validate('SAVE20');
    const priced = await sandbox.call('price.orderItems', { zip: '85001', isReplacement: true, lineItems: [windshield], serverData: body.serverData });
    expect(priced.body.subTotal).toBe(320);
  });
});

describe('SPEC §5: the visible code and its case', () => {
  it.each(['SAVE20', 'save20', 'Save20/WEB', ' save20/web/extra ', 'SAVE20/'])('"%s" is SAVE20', async (typed) => {
    const body = await validate(typed);
    expect(body).toMatchObject({ promoCode: 'SAVE20', errorCode: null, orderPromos: ['SAVE20'] });
  });

  it('matches the codes already on the order by their visible code too', async () => {
    const body = await validate('SAVE10', order({ promos: ['save20/WEB'] }));
    expect(body).toMatchObject({ errorCode: 'SimilarPromoAlreadyOnOrder', additionalInfo: 'SAVE20', orderPromos: ['SAVE20'] });
  });

  it('refuses a code with nothing before the slash (400 naming promoCode)', async () => {
    const answer = await sandbox.call('price.orderPromo', { promoCode: '/WEB', order: order() });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('promoCode');
  });
});

describe('SPEC §8 promo error codes, answered as the result (200)', () => {
  it.each([
    { code: 'ERRUNKNOWN', orderBlock: order(), errorCode: 'Unknown' },
    { code: 'FUTURE10', orderBlock: order(), errorCode: 'PromoNotYetInUse' },
    { code: 'SOLDOUT', orderBlock: order(), errorCode: 'PromoUsageCountExceeded' },
    { code: 'EXPIRED10', orderBlock: order(), errorCode: 'PromoExpired' },
    { code: 'NOSUCHCODE', orderBlock: order(), errorCode: 'PromoDoesNotExist' },
    { code: 'WELCOME5', orderBlock: order({ promos: ['SAVE20'] }), errorCode: 'PromoStackingNotAllowed', additionalInfo: 'SAVE20' },
    { code: 'SAVE20', orderBlock: order({ promos: ['WELCOME5'] }), errorCode: 'PromoStackingNotAllowed', additionalInfo: 'WELCOME5' },
    { code: 'SAVE10', orderBlock: order({ promos: ['SAVE20'] }), errorCode: 'SimilarPromoAlreadyOnOrder', additionalInfo: 'SAVE20' },
    { code: 'TAKE50', orderBlock: order({ promos: ['TAKE25'] }), errorCode: 'SimilarPromoAlreadyOnOrder', additionalInfo: 'TAKE25' },
    { code: 'REPAIR10', orderBlock: order(), errorCode: 'InvalidPromoOnOrder' },
    { code: 'CASH30', orderBlock: order({ isInsurance: true }), errorCode: 'InvalidPromoOnOrder' },
    { code: 'ERRVALIDATION', orderBlock: order(), errorCode: 'PromoValidationError' },
    { code: 'FREEWIPERS', orderBlock: order({ vaps: [] }), errorCode: 'NoSuitableItemForPromo' },
    { code: 'REPEL50', orderBlock: order(), errorCode: 'NoSuitableItemForPromo' },
    { code: 'PKGPLUS', orderBlock: order(), errorCode: 'NoSuitableItemForPromo' },
    { code: 'SAVE20', orderBlock: order({ glassParts: [], vaps: [] }), errorCode: 'NoSuitableItemForPromo' },
    // SPEC §5 fee filtering: a REPAIR FEE with the repair-supplies part number is a fee, not the repair itself
    { code: 'REPAIR10', orderBlock: order({ isRepair: true, glassParts: [], supportingItems: [{ ...repair, partNumber: 'WR-SUPPLIES' }], vaps: [] }), errorCode: 'NoSuitableItemForPromo' },
  ])('$code → $errorCode', async ({ code, orderBlock, errorCode, additionalInfo }) => {
    const before = (orderBlock.lineItems as { promos: string[] }).promos;
    const body = await validate(code, orderBlock);
    expect(body).toMatchObject({ errorCode, promoCode: code, orderPromos: before, addedVaps: [] });
    expect(body.errors).toEqual([{ promoCode: code, errorCode, additionalInfo: body.additionalInfo }]);
    expect(body.additionalInfo).toEqual(additionalInfo ?? expect.any(String));
  });

  it('refuses the package promo when the Offer_Promo_On_Pkg experiment setting is false', async () => {
    const request = (settings: Record<string, unknown>) =>
      sandbox.app.inject({
        method: 'POST',
        url: '/price/api/v1/price/order-promo',
        headers: { 'content-type': 'application/json', 'x-experiment-settings': JSON.stringify(settings) },
        payload: { AppName: 'FMG', promoCode: 'PKGPLUS', order: order({ supportingItems: [servicePackage] }) },
      });
    expect((await request({ Offer_Promo_On_Pkg: false })).json().errorCode).toBe('InvalidPromoOnOrder');
    expect((await request({ Offer_Promo_On_Pkg: 'false' })).json().errorCode).toBe('InvalidPromoOnOrder');
    expect((await request({ Offer_Promo_On_Pkg: true })).json().errorCode).toBeNull();
  });

  it.each([
    { case: 'a serverData it did not make', orderBlock: { ...order(), lineItems: { serverData: 'psd1.e30.forged' } }, field: 'order.lineItems.serverData' },
    { case: 'a state outside SPEC §9', orderBlock: { ...order(), serviceLocation: { state: 'TX' } }, field: 'order.serviceLocation.state' },
    { case: 'a zip outside the served states', orderBlock: { ...order(), serviceLocation: { zipCode: '90001' } }, field: 'order.serviceLocation.zipCode' },
    { case: 'a glass part without kitPrice', orderBlock: order({ glassParts: [{ partNumber: 'X', partType: 'WINDSHIELD' }] }), field: 'order.lineItems.glassParts[0].kitPrice' },
    // the serverData carries these; longer than price.orderItems takes them, it would refuse its own serverData
    { case: 'an eon longer than the price call takes', orderBlock: order({ eon: 'E'.repeat(41) }), field: 'order.eon' },
    { case: 'a long parent account', orderBlock: { ...order(), payment: { parentAccountNumber: '4'.repeat(21) } }, field: 'order.payment.parentAccountNumber' },
  ])('$case → 400 naming $field', async ({ orderBlock, field }) => {
    const answer = await sandbox.call('price.orderPromo', { promoCode: 'SAVE20', order: orderBlock });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
  });
});

describe('dates are compared with the sandbox clock', () => {
  afterEach(() => {
    now = defaultNow;
  });

  it.each([
    { now: '2099-01-01T00:00:00Z', code: 'FUTURE10', errorCode: null },
    { now: '2098-12-31T23:59:59Z', code: 'FUTURE10', errorCode: 'PromoNotYetInUse' },
    { now: '2021-12-31T23:59:59Z', code: 'EXPIRED10', errorCode: null },
    { now: '2022-01-01T00:00:00Z', code: 'EXPIRED10', errorCode: 'PromoExpired' },
    { now: '2023-12-31T12:00:00Z', code: 'SAVE20', errorCode: 'PromoNotYetInUse' },
  ])('$code at $now → $errorCode', async ({ now: at, code, errorCode }) => {
    now = new Date(at);
    const answer = await sandbox.call('price.orderPromo', { promoCode: code, order: order() });
    expect(answer.body.errorCode).toBe(errorCode);
  });
});

describe('usage limits count promo_usages', () => {
  it('accepts LIMIT3 until three submitted orders used it, not counting the order itself', async () => {
    const used = await createTestSandbox({ now: () => new Date('2026-12-01T09:00:00Z') });
    try {
      const check = async (eon: string | null) => (await used.call('price.orderPromo', { promoCode: 'limit3', order: order({ eon }) })).body;
      await used.db.query("INSERT INTO promo_usages (promo_code, eon) VALUES ('LIMIT3', '100001'), ('LIMIT3', '100002'), ('SAVE20', '100003')");
      expect((await check(null)).errorCode).toBeNull();
      await used.db.query("INSERT INTO promo_usages (promo_code, eon) VALUES ('LIMIT3', '100004')");
      const exceeded = await check(null);
      expect(exceeded).toMatchObject({ errorCode: 'PromoUsageCountExceeded', orderPromos: [] });
      expect(exceeded.additionalInfo).toContain('3');
      // The submitted order 100004 itself is not counted against its own promo.
      expect((await check('100004')).errorCode).toBeNull();
    } finally {
      await used.close();
    }
  }, 60_000);
});
