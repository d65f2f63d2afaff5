/**
 * SPEC §7 experiments for user, headless: a returning visitor's experiments as the analytics service knows them for the
 * user (return-user.yaml `load`) mark the experiments exposed elsewhere (another device, the heritage funnel) as
 * exposed, so the page analytics report them exposed (experimentsForUser) and the exposure is not logged again. The real
 * runtime, API client and sandbox (api/sandbox/test-values/analytics-experiments-content.md).
 */
import { describe, expect, it } from 'vitest';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { recordCalls, type RecordedCall } from '../../harness/recordCalls';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

/** Analytics run beside the page: wait until the page view of `pageName` was sent. */
async function pageViewOf(calls: RecordedCall[], pageName: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const view = calls.find((call) => call.operation === 'analytics.logPageView' && call.params.pageName === pageName);
    if (view) return view.params;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No page view of ${pageName}`);
}

describe("a returning visitor's experiments for the user (SPEC §7 experiments for user)", () => {
  it('an experiment exposed for the user elsewhere counts as exposed here; the page view says so', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    expect(await journey.open('')).toMatchObject({ pageId: 'vehicle' });
    await journey.submit('vehicle', { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' });
    const { session, user } = journey.runtime.getState();
    // An experiment this device runs and has not been exposed to (no page shown so far lists its keys).
    const unexposed = user.experiments.find((experiment) => !experiment.isExposed)!;
    expect(unexposed).toBeDefined();

    // The heritage funnel (another device of the user) exposed the user to it, in the same variation.
    const exposure = await sandbox.call('experiments.logExposure', {
      deviceId: '00000000-0000-4000-8000-0000000000ff',
      userId: session.userId,
      testId: unexposed.testId,
      variationId: unexposed.variationId,
      pageName: 'quote',
    });
    expect(exposure.status).toBe(200);

    const calls = recordCalls(journey);
    expect(await journey.open('')).toMatchObject({ pageId: 'return-user' });
    expect(calls.filter((call) => call.operation === 'analytics.getExperiments').map((call) => call.params)).toEqual([{ userId: session.userId }]);
    const kept = journey.runtime.getState().user.experiments.find((experiment) => experiment.testId === unexposed.testId)!;
    expect(kept).toMatchObject({ variationId: unexposed.variationId, isExposed: true });
    // Only the exposure changed: the variations and settings stay this device's.
    expect(journey.runtime.getState().user.experiments.map((experiment) => [experiment.testId, experiment.variationId])).toEqual(
      user.experiments.map((experiment) => [experiment.testId, experiment.variationId]),
    );
    const view = await pageViewOf(calls, 'return-user');
    expect((view.experimentsForUser as Array<{ testId: string; isExposed: boolean }>).find((experiment) => experiment.testId === unexposed.testId)).toMatchObject({
      isExposed: true,
    });
    expect(journey.bailOuts).toEqual([]);
  });
});
