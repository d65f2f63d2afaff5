/**
 * SPEC §7 tax order items (price.taxedOrderItems): the sales tax of each SPEC §9 state, labour taxed or not, where the
 * state comes from, donation and discount lines, rounding, and 400s naming the field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../harness/createTestSandbox';

/** The serverData of a price call in Phoenix, AZ. */
let arizonaServerData: string;

const sandbox = useTestSandbox({ now: () => new Date('2026-12-01T09:00:00Z') });
beforeAll(async () => {
  const priced = await sandbox.call('price.orderItems', { zip: '85001', isReplacement: true, lineItems: [windshield] });
  arizonaServerData = priced.body.serverData;
});

const windshield = { partNumber: 'FW04567GTY', partType: 'WINDSHIELD', kitPrice: 300, laborAmount: 100 };
const windshieldLine = { partNumber: 'FW04567GTY', kitPrice: 300, laborAmount: 100, sellingPrice: 400 };

async function tax(params: Record<string, unknown>) {
  return sandbox.call('price.taxedOrderItems', { ServerData: arizonaServerData, lineItems: [windshieldLine], ...params });
}

describe('sales tax by state (SPEC §9 state list)', () => {
  it.each([
    { state: 'AZ', taxRate: 5.6, isLaborTaxed: false, salesTax: 16.8 },
    { state: 'CT', taxRate: 6.35, isLaborTaxed: true, salesTax: 25.4 },
    { state: 'FL', taxRate: 6, isLaborTaxed: true, salesTax: 24 },
    { state: 'KY', taxRate: 6, isLaborTaxed: true, salesTax: 24 },
    { state: 'MA', taxRate: 6.25, isLaborTaxed: false, salesTax: 18.75 },
    { state: 'MN', taxRate: 6.875, isLaborTaxed: false, salesTax: 20.63 },
    { state: 'NY', taxRate: 4, isLaborTaxed: true, salesTax: 16 },
    { state: 'SC', taxRate: 6, isLaborTaxed: false, salesTax: 18 },
  ])('$state: $taxRate %, labour taxed $isLaborTaxed → $salesTax on 300 kit + 100 labour', async ({ state, taxRate, isLaborTaxed, salesTax }) => {
    const { status, body } = await tax({ appointmentType: 'Mobile', city: 'Somewhere', state });
    expect(status).toBe(200);
    expect(body).toMatchObject({ state, taxRate, isLaborTaxed, salesTax });
    expect(body.taxedLineItems).toEqual([{ ...windshieldLine, promoCode: null, salesTax }]);
  });
});

describe('where the state comes from', () => {
  it.each([
    { case: 'the state given', params: { state: 'KY', zipCode: '10001' }, state: 'KY' },
    { case: 'the zip given', params: { zipCode: '02108' }, state: 'MA' },
    { case: 'the state of the price call, in shop', params: { appointmentType: 'Inshop' }, state: 'AZ' },
  ])('$case → $state', async ({ params, state }) => {
    const { body } = await tax(params);
    expect(body.state).toBe(state);
  });

  it('hands out a serverData that remembers the state taxed', async () => {
    const first = await tax({ state: 'SC' });
    const second = await tax({ ServerData: first.body.serverData });
    expect(second.body.state).toBe('SC');
  });
});

describe('lines', () => {
  it('taxes each line on its own, rounding half up, and sums them', async () => {
    const { body } = await tax({
      state: 'MN',
      lineItems: [
        { partNumber: 'A', kitPrice: 0.08 }, // 0.55 cents → 0.01
        { partNumber: 'B', kitPrice: 0.07 }, // 0.48 cents → 0
        { partNumber: 'DONATION_5', kitPrice: 5, laborAmount: 0 }, // SPEC §5: donations carry no tax
        { partNumber: 'DSC-GENERIC-01', kitPrice: -60, laborAmount: -20, sellingPrice: -80, promoCode: 'SAVE20' },
      ],
    });
    expect(body.taxedLineItems.map((line: any) => [line.partNumber, line.sellingPrice, line.promoCode, line.salesTax])).toEqual([
      ['A', 0.08, null, 0.01],
      ['B', 0.07, null, 0],
      ['DONATION_5', 5, null, 0],
      ['DSC-GENERIC-01', -80, 'SAVE20', -4.13],
    ]);
    expect(body.salesTax).toBe(-4.12);
  });

  it('taxes a line discounted in place on what it sells for', async () => {
    const { body } = await tax({ state: 'NY', lineItems: [{ partNumber: 'A', kitPrice: 300, laborAmount: 100, sellingPrice: 350 }] });
    expect(body.taxedLineItems[0].salesTax).toBe(14);
  });
});

describe('refusals name the field', () => {
  it.each([
    { case: 'a state outside SPEC §9', params: { state: 'CA' }, field: 'state' },
    { case: 'a malformed state', params: { state: 'Arizona' }, field: 'state' },
    { case: 'a zip outside the served states', params: { zipCode: '90001' }, field: 'zipCode' },
    { case: 'a ServerData it did not make', params: { ServerData: 'not-ours' }, field: 'ServerData' },
    { case: 'a line without kitPrice', params: { lineItems: [{ partNumber: 'A', laborAmount: 5 }] }, field: 'lineItems[0].kitPrice' },
    { case: 'a line with a price that is not a number', params: { lineItems: [{ partNumber: 'A', kitPrice: 'ten' }] }, field: 'lineItems[0].kitPrice' },
    { case: 'an unknown appointment type', params: { appointmentType: 'Drive-thru' }, field: 'appointmentType' },
    // query text "1e400" and "Infinity" pass the schema's bounds as Infinity; they used to come back as null
    { case: 'a kitPrice of 1e400', params: { lineItems: [{ partNumber: 'A', kitPrice: '1e400' }] }, field: 'lineItems[0].kitPrice' },
    { case: 'a laborAmount of -Infinity', params: { lineItems: [{ partNumber: 'A', kitPrice: 1, laborAmount: '-Infinity' }] }, field: 'lineItems[0].laborAmount' },
    { case: 'a sellingPrice of Infinity', params: { lineItems: [windshieldLine, { partNumber: 'A', kitPrice: 1, sellingPrice: 'Infinity' }] }, field: 'lineItems[1].sellingPrice' },
  ])('$case → 400 naming $field', async ({ params, field }) => {
    const { status, body } = await tax(params);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });
});
