/**
 * SPEC §7 experiments headless, against the real sandbox (control assignment, as createTestSandbox runs it): the SPEC §2
 * `experiments` parameter forces variations, their settings change the path (SkipToInsurance on the quote), and
 * showing a page that lists a key logs the exposure in the sandbox's analytics events.
 */
import { describe, expect, it, vi } from 'vitest';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

const avalon = { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' };
const windshield = [{ glassLocation: 'Windshield', glassName: 'Front' }];

/** A visitor arriving with `search`, through to the Avalon's quote at 85016. */
async function atQuote(search: string): Promise<Journey> {
  const journey = createJourney(sandbox, { now: () => now });
  await journey.open('', search);
  await journey.submit('vehicle', avalon);
  await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: windshield, willProvideVin: false });
  await journey.submit('estimate', { vinSelection: 'none' });
  expect(await journey.submit('service-zip', { zipCode: '85016' })).toMatchObject({ pageId: 'quote' });
  return journey;
}

/** The exposures the sandbox stored for the journey's device: [pageName, testId, variationId]. */
async function exposuresOf(journey: Journey): Promise<string[][]> {
  const deviceId = journey.runtime.getState().session.deviceId!;
  const rows = await sandbox.db.query<{ page_name: string; test_id: string; variation_id: string }>(
    `SELECT page_name, payload->>'testId' AS test_id, payload->>'variationId' AS variation_id
     FROM analytics_events WHERE kind = 'experiment-exposure' AND payload->>'deviceId' = $1 ORDER BY test_id`,
    [deviceId.toLowerCase()],
  );
  return rows.map((row) => [row.page_name, row.test_id, row.variation_id]);
}

describe('experiments through the sandbox (SPEC §7)', () => {
  it('unforced, a device gets the controls: no skip to insurance on the quote; the quote logs its exposures once', async () => {
    const journey = await atQuote('');
    const state = journey.runtime.getState();
    expect(state.user.triggeredSiteEntry).toBe(true);
    expect(state.settings).toMatchObject({ SkipToInsurance: false, DisplayMSR: false, SuppressVinCapture: false, DynamoLogging: false });
    expect(journey.runtime.isButtonOffered('quote', 'skipToInsurance')).toBe(false);
    // Exposures are logged beside the page (never delaying it): they arrive soon after it shows.
    await vi.waitFor(async () => expect(await exposuresOf(journey)).toHaveLength(5));
    expect(await exposuresOf(journey)).toEqual([
      ['quote', 'display-msr', 'A'],
      ['quote', 'recal-price-remove', 'A'],
      ['quote', 'service-package-discount', 'A'],
      ['quote', 'skip-to-insurance', 'A'],
      ['vehicle-damage', 'suppress-vin-capture', 'A'],
    ]);
    await journey.open('quote');
    expect(await exposuresOf(journey)).toHaveLength(5);
    expect(journey.bailOuts).toEqual([]);
  });

  it('?experiments=skip-to-insurance:B,display-msr:B changes the path: the quote skips straight to insurance-company', async () => {
    const journey = await atQuote('?experiments=skip-to-insurance:B,display-msr:B');
    const state = journey.runtime.getState();
    expect(state.settings).toMatchObject({ SkipToInsurance: true, DisplayMSR: true });
    // The exposure is logged beside the page; once it is, the experiment says so.
    await vi.waitFor(() =>
      expect(journey.runtime.getState().user.experiments.find((experiment) => experiment.testId === 'skip-to-insurance')).toMatchObject({ variationId: 'B', isExposed: true }),
    );
    expect(journey.runtime.isButtonOffered('quote', 'skipToInsurance')).toBe(true);
    expect(await journey.act('quote', 'skipToInsurance')).toMatchObject({ pageId: 'insurance-company' });
    expect(journey.runtime.getState().order.payment.isInsurance).toBe(true);
    expect(await exposuresOf(journey)).toContainEqual(['quote', 'skip-to-insurance', 'B']);
    expect(journey.bailOuts).toEqual([]);
  });

  it('an unknown forced test never stops the visit: the controls apply and the page shows', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    expect(await journey.open('', '?experiments=no-such-test:B')).toMatchObject({ pageId: 'vehicle' });
    await journey.submit('vehicle', avalon);
    expect(journey.runtime.getState().settings).toMatchObject({ SuppressVinCapture: false });
    expect(journey.bailOuts).toEqual([]);
  });
});
