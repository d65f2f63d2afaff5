/**
 * SPEC §7 save quote and bill-to account, headless: the quote the customer chose is saved as they go on from it
 * (quote.yaml `submit`), and choosing an insurance company asks for its bill-to account (insurance-company.yaml
 * `submit`), kept as a string (SPEC §7) where the price call reads it. The real runtime, API client and sandbox
 * (api/sandbox/test-values/order.md, price-and-account.md).
 */
import { describe, expect, it } from 'vitest';
import { answerAvalonToZip } from '../../harness/answerAvalonToZip';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { recordCalls } from '../../harness/recordCalls';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });


/** An Avalon windshield replacement in 85016, on the quote (priced). */
async function atQuote() {
  const journey = createJourney(sandbox, { now: () => now });
  await journey.open('');
  expect(await answerAvalonToZip(journey)).toMatchObject({ pageId: 'quote' });
  return journey;
}

const savedQuotes = (quoteId: string) =>
  sandbox.db.query<{ payload: Record<string, any> }>('SELECT payload FROM saved_quotes WHERE id = $1', [Number(quoteId.slice(1))]);

describe('the chosen quote is saved (SPEC §7 save quote)', () => {
  it.each([
    ['cash', false, 'schedule'],
    ['insurance', true, 'insurance-company'],
  ])('choosing %s saves the quote with the saved session, the vehicle, the priced lines and the coverage flags', async (_name, isInsurance, next) => {
    const journey = await atQuote();
    const calls = recordCalls(journey);
    expect(await journey.submit('quote', { isInsurance })).toMatchObject({ pageId: next });
    const state = journey.runtime.getState();
    const saves = calls.filter((call) => call.operation === 'order.saveProgress');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.params).toMatchObject({
      savedSessionId: state.user.savedSessionId,
      vehicle: { year: 2012, make: 'Toyota', model: 'Avalon', carId: state.order.vehicle.carId },
      lineItems: { glassParts: state.order.lineItems.glassParts, supportingItems: state.order.lineItems.supportingItems },
      customer: { firstName: null, lastName: null, emailAddress: null, phoneNumber: null, isSmsOptIn: null },
      isInsurance,
    });

    const saved = state.user.pageData.quote?.savedQuote as { quoteId: string; savedAt: string };
    expect(saved.quoteId).toMatch(/^Q\d+$/);
    const [row] = await savedQuotes(saved.quoteId);
    expect(row?.payload).toMatchObject({ isInsurance, lineItems: { glassParts: [{ partNumber: state.order.lineItems.glassParts[0]!.partNumber }] } });
    expect(journey.bailOuts).toEqual([]);
  });

  it('Back from the quote saves nothing', async () => {
    const journey = await atQuote();
    const calls = recordCalls(journey);
    await journey.act('quote', 'back');
    expect(calls.some((call) => call.operation === 'order.saveProgress')).toBe(false);
  });
});

describe("the insurance order's bill-to account (SPEC §7 bill-to account, its value converted to a string)", () => {
  it.each([
    ['a company', false, '52001'],
    ['an ITAC policy with a company that works with ITAC', true, '62001'],
  ])('%s: the bill-to account is asked for and kept as text; the quote prices the insurance order with it', async (_name, isItac, billTo) => {
    const journey = await atQuote();
    await journey.submit('quote', { isInsurance: true });
    journey.runtime.update((draft) => {
      draft.order.policy.isItac = isItac;
    });
    const calls = recordCalls(journey);
    const outcome = await journey.runtime.submit('insurance-company', { insuranceCompanyName: 'Acme Mutual', parentAccountNumber: '410001' });
    expect(outcome).toMatchObject({ type: 'navigate', to: 'heritage' });
    expect(calls.filter((call) => call.operation === 'account.billToAccountNumber').map((call) => call.params)).toEqual([
      { ParentAccountNumber: '410001', ProviderNumber: null, IsItac: isItac },
    ]);
    expect(journey.runtime.getState().order.payment.billToAccountNumber).toBe(billTo);

    // The insurance order priced again (the quote seen once more): on the company's accounts.
    const pricing = recordCalls(journey);
    expect(await journey.open('quote')).toMatchObject({ pageId: 'quote' });
    expect(pricing.find((call) => call.operation === 'price.orderItems')?.params).toMatchObject({ parentAccountNumber: '410001', billToAccountNumber: billTo });
    expect(journey.bailOuts).toEqual([]);
  });

  it('a parent account the account service does not know: refused at the company, nothing kept', async () => {
    const journey = await atQuote();
    await journey.submit('quote', { isInsurance: true });
    const outcome = await journey.runtime.submit('insurance-company', { insuranceCompanyName: 'Nobody Insurance', parentAccountNumber: '999999' });
    expect(outcome).toEqual({
      type: 'invalid',
      field: 'insuranceCompanyName',
      message: "We can't bill Nobody Insurance online yet. Choose another company, or pay on your own.",
    });
    expect(journey.runtime.getState().order.payment.billToAccountNumber).toBeNull();
    expect(journey.bailOuts).toEqual([]);
  });
});
