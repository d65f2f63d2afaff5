/**
 * SPEC §7 price order items (price.orderItems): sellingPrice = kitPrice + laborAmount, sales tax by state, the cash or
 * insurance split of SPEC §4 coverage cases, promo discounts carried in serverData, and 400s naming the field.
 */
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../harness/createTestSandbox';


const sandbox = useTestSandbox({ now: () => new Date('2026-12-01T09:00:00Z') });

const windshield = { id: 'glass-1', partNumber: 'FW04567GTY', partType: 'WINDSHIELD', kitPrice: 300, laborAmount: 100 };
const wiper = { id: 'vap-1', partNumber: 'WB-22', partType: 'FRONT WIPER', kitPrice: 19.99, laborAmount: 0 };

/** A price.orderItems body for a replacement in Phoenix, AZ (5.6 %, labour untaxed), priced as cash. */
function pricing(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { zip: '85001', isReplacement: true, lineItems: [windshield, wiper], ...overrides };
}

/** A serverData holding the given promos, made by validating them one by one against a cash order. */
async function serverDataWith(promoCodes: string[]): Promise<string> {
  let serverData: string | null = null;
  let promos: string[] = [];
  for (const promoCode of promoCodes) {
    const answer: { body: { errorCode: string | null; serverData: string; orderPromos: string[] } } = await sandbox.call('price.orderPromo', {
      promoCode,
      order: {
        damage: { isRepair: false },
        serviceLocation: { zipCode: '85001' },
        payment: { isInsurance: false },
        lineItems: { glassParts: [windshield], vaps: [wiper], serverData, promos },
      },
    });
    expect(answer.body.errorCode).toBeNull();
    serverData = answer.body.serverData;
    promos = answer.body.orderPromos;
  }
  return serverData!;
}

describe('cash pricing', () => {
  it('prices each line as kitPrice + laborAmount with the state sales tax, and sums them', async () => {
    const { status, body } = await sandbox.call('price.orderItems', pricing());
    expect(status).toBe(200);
    expect(body.lineItems.map((line: any) => [line.id, line.sellingPrice, line.salesTax, line.isInsurable])).toEqual([
      ['glass-1', 400, 16.8, true],
      ['vap-1', 19.99, 1.12, false],
    ]);
    expect(body).toMatchObject({
      pricingBasis: 'Cash',
      state: 'AZ',
      subTotal: 419.99,
      salesTax: 17.92,
      total: 437.91,
      cashPriceSubTotal: 419.99,
      customerPays: 437.91,
      insurancePays: 0,
      deductible: null,
    });
  });

  it('rounds amounts half up to the cent', async () => {
    const { body } = await sandbox.call('price.orderItems', pricing({ lineItems: [{ partNumber: 'X1', partType: 'WINDSHIELD', kitPrice: 10.005, laborAmount: 0.125 }] }));
    expect(body.lineItems[0]).toMatchObject({ id: 'line-1', kitPrice: 10.01, laborAmount: 0.13, sellingPrice: 10.14, salesTax: 0.56 });
  });

  it('prices child parts and keeps them nested', async () => {
    const withMolding = { ...windshield, childParts: [{ id: 'molding-1', partNumber: 'MLD-1', partType: 'MOLDING', kitPrice: 25, laborAmount: 5, isChildPart: true }] };
    const { body } = await sandbox.call('price.orderItems', pricing({ lineItems: [withMolding] }));
    expect(body.lineItems[0].childParts[0]).toMatchObject({ id: 'molding-1', sellingPrice: 30, salesTax: 1.4 });
    expect(body.subTotal).toBe(430);
  });

  it('takes the tax state from `state` over the zip', async () => {
    const { body } = await sandbox.call('price.orderItems', pricing({ state: 'NY' }));
    expect(body.state).toBe('NY');
    expect(body.lineItems[0].salesTax).toBe(16); // 4 % of 400: NY taxes labour
  });

  it.each([
    { providerNumber: '0012345', expected: '012345' },
    { providerNumber: '001234', expected: '01234' },
    { providerNumber: '00123', expected: '00123' },
    { providerNumber: '1234567', expected: '1234567' },
    { providerNumber: null, expected: null },
  ])('SPEC §5: provider number $providerNumber is priced as $expected', async ({ providerNumber, expected }) => {
    const { body } = await sandbox.call('price.orderItems', pricing({ providerNumber }));
    expect(body.providerNumber).toBe(expected);
  });
});

describe('SPEC §4 coverage cases', () => {
  // Insurable: the windshield, 400 + 16.80 tax = 416.80. Not insurable: the wiper, 19.99 + 1.12 = 21.11.
  it.each([
    { case: 'verified, deductible 100', coverageStatus: 'Verified', deductible: 100, basis: 'Insurance', customerPays: 121.11, insurancePays: 316.8 },
    { case: 'verified, confirmed zero', coverageStatus: 'Verified', deductible: 0, basis: 'Insurance', customerPays: 21.11, insurancePays: 416.8 },
    { case: 'verified, deductible above the glass', coverageStatus: 'Verified', deductible: 500, basis: 'Insurance', customerPays: 437.91, insurancePays: 0 },
    { case: 'deductible 9999 is not verified', coverageStatus: 'Verified', deductible: 9999, basis: 'Cash', customerPays: 437.91, insurancePays: 0 },
    { case: 'deductible 7777 is not verified', coverageStatus: 'Verified', deductible: 7777, basis: 'Cash', customerPays: 437.91, insurancePays: 0 },
    { case: 'pending', coverageStatus: 'Pending', deductible: 100, basis: 'Cash', customerPays: 437.91, insurancePays: 0 },
    { case: 'no comp', coverageStatus: 'NoComp', deductible: 100, basis: 'Cash', customerPays: 437.91, insurancePays: 0 },
    { case: 'verified without a deductible', coverageStatus: 'Verified', deductible: null, basis: 'Cash', customerPays: 437.91, insurancePays: 0 },
    { case: 'no coverage', coverageStatus: null, deductible: null, basis: 'Cash', customerPays: 437.91, insurancePays: 0 },
  ])('$case → $basis, customer pays $customerPays', async ({ coverageStatus, deductible, basis, customerPays, insurancePays }) => {
    const { body } = await sandbox.call('price.orderItems', pricing({ coverageStatus, deductible, parentAccountNumber: '410001' }));
    expect(body).toMatchObject({ pricingBasis: basis, customerPays, insurancePays, total: 437.91 });
    expect(body.deductible).toBe(basis === 'Insurance' ? deductible : null);
    expect(body.pricingReason).toEqual(expect.any(String));
  });

  it('rounds the deductible half up to the cent like every amount, and the split still adds up to the total', async () => {
    // 100.005 × 100 is 10000.4999… in binary: rounded half up it is 100.01, not 100.00.
    const { body } = await sandbox.call('price.orderItems', pricing({ coverageStatus: 'Verified', deductible: 100.005, parentAccountNumber: '410001' }));
    expect(body).toMatchObject({ pricingBasis: 'Insurance', deductible: 100.01, customerPays: 121.12, insurancePays: 316.79, total: 437.91 });
  });

  it('prices exactly 100000 dollars a line, the largest amount it takes', async () => {
    const { status, body } = await sandbox.call('price.orderItems', pricing({ state: 'NY', lineItems: [{ ...windshield, kitPrice: 100000, laborAmount: -100000 }, { ...wiper, kitPrice: 100000, laborAmount: 0 }] }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ subTotal: 100000, salesTax: 4000, total: 104000 });
  });

  it('prices verified coverage as cash on the cash parent account (SPEC §6, §9)', async () => {
    const { body } = await sandbox.call('price.orderItems', pricing({ coverageStatus: 'Verified', deductible: 100, parentAccountNumber: '167132' }));
    expect(body.pricingBasis).toBe('Cash');
    expect(body.pricingReason).toContain('167132');
  });
});

describe('promos carried in serverData', () => {
  it('adds the discount line of each promo and lowers the total', async () => {
    const serverData = await serverDataWith(['SAVE20', 'FREEWIPERS']);
    const { body } = await sandbox.call('price.orderItems', pricing({ serverData }));
    const discounts = body.lineItems.filter((line: any) => line.partType === 'PROMO DISCOUNT');
    expect(discounts.map((line: any) => [line.promoCode, line.partNumber, line.kitPrice, line.laborAmount, line.sellingPrice, line.salesTax, line.discountedLineItemIds])).toEqual([
      ['SAVE20', 'DSC-GENERIC-01', -60, -20, -80, -3.36, ['glass-1']],
      ['FREEWIPERS', 'DSC-WIPER-01', -19.99, 0, -19.99, -1.12, ['vap-1']],
    ]);
    expect(body).toMatchObject({ subTotal: 320, salesTax: 13.44, total: 333.44, cashPriceSubTotal: 320 });
  });

  it('drops discount lines sent back in and recomputes them', async () => {
    const serverData = await serverDataWith(['SAVE20']);
    const first = await sandbox.call('price.orderItems', pricing({ serverData }));
    const again = await sandbox.call('price.orderItems', pricing({ serverData: first.body.serverData, lineItems: first.body.lineItems }));
    expect(again.body.lineItems).toEqual(first.body.lineItems);
    expect(again.body.total).toBe(first.body.total);
  });

  it('applies a cash-only promo to the cash price but not to an insurance price', async () => {
    const serverData = await serverDataWith(['CASH30']);
    const { body } = await sandbox.call('price.orderItems', pricing({ serverData, coverageStatus: 'Verified', deductible: 100, parentAccountNumber: '410001' }));
    expect(body.lineItems.some((line: any) => line.promoCode === 'CASH30')).toBe(false);
    expect(body.subTotal).toBe(419.99);
    expect(body.cashPriceSubTotal).toBe(389.99);
  });

  it('lets a promo lower the customer share of an insurance price', async () => {
    const serverData = await serverDataWith(['FREEWIPERS']);
    const { body } = await sandbox.call('price.orderItems', pricing({ serverData, coverageStatus: 'Verified', deductible: 100, parentAccountNumber: '410001' }));
    expect(body).toMatchObject({ pricingBasis: 'Insurance', customerPays: 100, insurancePays: 316.8, total: 416.8 });
  });

  it('applies a repair-only promo only when isReplacement is false', async () => {
    const repair = { id: 'repair-1', partNumber: 'WR-CHIP-REPAIR', partType: 'REPAIR FEE', kitPrice: 0, laborAmount: 69.95 };
    const promo = await sandbox.call('price.orderPromo', {
      promoCode: 'REPAIR10',
      order: { damage: { isRepair: true }, serviceLocation: { zipCode: '85001' }, lineItems: { supportingItems: [repair] } },
    });
    expect(promo.body.errorCode).toBeNull();
    const asRepair = await sandbox.call('price.orderItems', pricing({ serverData: promo.body.serverData, isReplacement: false, lineItems: [repair] }));
    expect(asRepair.body.subTotal).toBe(59.95);
    const asReplacement = await sandbox.call('price.orderItems', pricing({ serverData: promo.body.serverData, isReplacement: true, lineItems: [repair] }));
    expect(asReplacement.body.subTotal).toBe(69.95);
  });
});

describe('refusals name the field', () => {
  it.each([
    { case: 'a serverData it did not make', overrides: { serverData: 'eyJwcm9tb3MiOlsiU0FWRTIwIl19' }, field: 'serverData' },
    { case: 'a state outside SPEC §9', overrides: { state: 'CA' }, field: 'state' },
    { case: 'a zip outside the served states', overrides: { zip: '90001' }, field: 'zip' },
    { case: 'a zip in no known state', overrides: { zip: '99999' }, field: 'zip' },
    { case: 'a line without kitPrice', overrides: { lineItems: [{ partNumber: 'X', partType: 'WINDSHIELD' }] }, field: 'lineItems[0].kitPrice' },
    { case: 'a child part without kitPrice', overrides: { lineItems: [{ ...windshield, childParts: [{ partNumber: 'C', partType: 'MOLDING' }] }] }, field: 'lineItems[0].childParts[0].kitPrice' },
    // the shared LineItem schema sets no bounds: without a check these came back as null prices
    { case: 'a kitPrice beyond 100000 dollars', overrides: { lineItems: [{ ...windshield, kitPrice: 1e308 }] }, field: 'lineItems[0].kitPrice' },
    { case: 'a laborAmount below -100000 dollars', overrides: { lineItems: [{ ...windshield, laborAmount: -100000.01 }] }, field: 'lineItems[0].laborAmount' },
    { case: 'a child part priced beyond 100000 dollars', overrides: { lineItems: [{ ...windshield, childParts: [{ partNumber: 'C', partType: 'MOLDING', kitPrice: 1e20 }] }] }, field: 'lineItems[0].childParts[0].kitPrice' },
    // SPEC §3 part types are a closed list (api/contract PartType)
    { case: 'a part type outside the SPEC §3 list', overrides: { lineItems: [{ ...windshield, partType: 'TURBO' }] }, field: 'lineItems[0].partType' },
    { case: 'a child part type outside the list', overrides: { lineItems: [{ ...windshield, childParts: [{ partNumber: 'C', partType: 'clip', kitPrice: 1 }] }] }, field: 'lineItems[0].childParts[0].partType' },
    { case: 'a negative deductible', overrides: { deductible: -5 }, field: 'deductible' },
    { case: 'an unknown coverage status', overrides: { coverageStatus: 'Maybe' }, field: 'coverageStatus' },
  ])('$case → 400 naming $field', async ({ overrides, field }) => {
    const { status, body } = await sandbox.call('price.orderItems', pricing(overrides));
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });

  it('refuses a serverData whose content was edited', async () => {
    const serverData = await serverDataWith(['SAVE20']);
    const [prefix, payload, signature] = serverData.split('.');
    const context = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const edited = Buffer.from(JSON.stringify({ ...context, promos: ['TAKE50'] })).toString('base64url');
    const { status, body } = await sandbox.call('price.orderItems', pricing({ serverData: `${prefix}.${edited}.${signature}` }));
    expect(status).toBe(400);
    expect(body.field).toBe('serverData');
  });
});
