/**
 * SPEC §7 "What the product does with answers", through the real runtime, API client (funnel.yaml calls) and sandbox,
 * with the call broken by the journey (issue #13): a failed wipers fetch is an empty list, a failed promo validation is
 * returned as the result, a failed session load resets the state. None of them bails out (SPEC §8 step 3): each failure
 * is logged as handled, and the visitor goes on.
 */
import { describe, expect, it } from 'vitest';
import { answerAvalonToZip } from '../../harness/answerAvalonToZip';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

/** A visitor to the Avalon's quote, paying on their own. */
async function atQuote(journey = createJourney(sandbox, { now: () => now })): Promise<Journey> {
  await journey.open('');
  return journey;
}

const wiperTypes = /^(FRONT|REAR) WIPER$/;

describe('SPEC §7 fallbacks instead of the bail-out', () => {
  it('failed wipers fetch (503, after its retries): an empty list, the quote priced without wipers', async () => {
    const journey = await atQuote();
    journey.setFault('parts.wipers', { status: 503, retryAfter: 0 });
    expect(await answerAvalonToZip(journey)).toMatchObject({ pageId: 'quote' });
    const quote = journey.runtime.getState().user.pageData.quote as { wipers: unknown; extras: Array<{ partType: string }>; pricing: { total: number } };
    expect(quote.wipers).toBeNull();
    expect(quote.extras.length).toBeGreaterThan(0); // rain repel is still offered
    expect(quote.extras.filter((extra) => wiperTypes.test(extra.partType))).toEqual([]);
    expect(quote.pricing.total).toBeGreaterThan(0);
    // GET: tried 1 + retries.attempts times, then the fallback; logged, no bail-out, no banner.
    const tries = journey.requests.filter((request) => request.operation === 'parts.wipers');
    expect(tries).toHaveLength(1 + journey.runtime.model.funnel.calls.retries.attempts);
    expect(journey.bailOuts).toEqual([]);
    expect(journey.handledFailures).toEqual([expect.objectContaining({ cause: 'Response error 503', page: 'quote' })]);
    expect(journey.runtime.getAlerts()).toEqual([]);
  });

  it('failed promo validation (500): returned as the result, the SPEC §8 code Unknown; nothing applied, nothing kept inactive', async () => {
    const journey = await atQuote();
    await answerAvalonToZip(journey);
    const before = journey.runtime.getState();
    journey.setFault('price.orderPromo', { status: 500 });
    expect(await journey.run('quote', 'applyPromo', { code: 'SAVE20' })).toMatchObject({ pageId: 'quote' });
    const state = journey.runtime.getState();
    expect(state.user.pageData.quote?.promoResult).toEqual({ promoCode: 'SAVE20', errorCode: 'Unknown', additionalInfo: null });
    expect(state.order.lineItems.promos).toEqual(before.order.lineItems.promos);
    expect(state.order.payment.inactivePromos).toEqual(before.order.payment.inactivePromos);
    expect(journey.bailOuts).toEqual([]);

    // The service is back: the same code applies.
    journey.setFault('price.orderPromo', null);
    await journey.run('quote', 'applyPromo', { code: 'SAVE20' });
    expect(journey.runtime.getState().user.pageData.quote?.promoResult).toMatchObject({ errorCode: null });
  });

  it('failed session load (reset): the state reset, the banner, no bail-out; the visit goes on from the start', async () => {
    const first = await atQuote();
    await answerAvalonToZip(first);
    await first.runtime.saveSession();
    const again = createJourney(sandbox, { now: () => now });
    for (const [name, value] of first.ports.cookieJar) again.ports.cookieJar.set(name, value);
    expect(await again.open('')).toMatchObject({ pageId: 'return-user' });
    again.setFault('order.loadSession', { reset: true });
    expect(await again.submit('return-user', {})).toMatchObject({ pageId: 'vehicle' });
    const state = again.runtime.getState();
    expect(state.order.vehicle.year).toBeNull();
    expect(state.user.hasTriggeredError).toBe(false);
    expect(again.runtime.getAlerts().map((alert) => alert.subCategory)).toContain('UNKNOWN_ERROR');
    // A POST without an Idempotency-Key: never tried again.
    expect(again.requests.filter((request) => request.operation === 'order.loadSession')).toHaveLength(1);
    expect(again.bailOuts).toEqual([]);
    expect(again.handledFailures).toEqual([expect.objectContaining({ cause: 'Response error 0', endpoint: '/order/api/v1/order/load-session' })]);
  });
});
