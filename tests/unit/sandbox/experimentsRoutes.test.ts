import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../harness/createTestDatabase';
import { createTestSandbox, useTestSandbox, type TestSandbox } from '../../harness/createTestSandbox';

const now = new Date('2026-12-01T09:00:00Z');

// Hashed assignment, as `npm start` runs it: the documented devices get their documented variations.
const sandbox = useTestSandbox({ now: () => now, experimentAssignment: 'hashed' });

interface Experiment {
  universeId: string;
  universeName: string;
  testId: string;
  variationId: string;
  variationName: string;
  assignmentId: string;
  isExposed: boolean;
  isActive: boolean;
  settings: string;
}

const zero = '00000000-0000-0000-0000-000000000000';
/** A distinct device id per scenario. */
const device = (n: number) => `dddddddd-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Runs the experiments of a trigger for a device through the API client. */
async function run(
  target: TestSandbox,
  deviceId: string,
  triggerValue: string | null,
  extra: Record<string, unknown> = {},
): Promise<{ status: number; body: any }> {
  return target.call('experiments.run', {
    applicationName: 'FMG',
    deviceId,
    triggerEvent: triggerValue === null ? 'SiteEntry' : 'PageEntry',
    triggerValue,
    ...extra,
  });
}

/** testId → variationId of an answer. */
const variationsOf = (experiments: Experiment[]) => Object.fromEntries(experiments.map((experiment) => [experiment.testId, experiment.variationId]));

describe('run: the experiments of a trigger (SPEC §7 experiments.run)', () => {
  it.each([
    { trigger: null, testIds: ['dynamo-logging'] },
    { trigger: 'vehicle-damage', testIds: ['suppress-vin-capture'] },
    { trigger: 'vin-lookup', testIds: ['suppress-vin-capture'] },
    { trigger: 'customer-details', testIds: ['email-optional'] },
    { trigger: 'quote', testIds: ['service-package-discount', 'recal-price-remove', 'display-msr', 'skip-to-insurance'] },
    { trigger: 'schedule', testIds: ['waitlist-2', 'pricing-by-day'] },
    { trigger: 'insurance-company', testIds: ['insurance-tab-threshold'] },
    { trigger: 'payment-method', testIds: ['afterpay-extended', 'pia-experience'] },
    { trigger: 'payment', testIds: ['pia-experience'] },
    { trigger: 'Quote', testIds: ['service-package-discount', 'recal-price-remove', 'display-msr', 'skip-to-insurance'] },
    { trigger: 'vehicle', testIds: [] },
    { trigger: 'confirmation', testIds: [] },
  ])('$trigger runs $testIds (inactive experiments never)', async ({ trigger, testIds }) => {
    const { status, body } = await run(sandbox, device(1), trigger);
    expect(status).toBe(200);
    expect((body as Experiment[]).map((experiment) => experiment.testId)).toEqual(testIds);
    for (const experiment of body as Experiment[]) {
      expect(experiment.isActive).toBe(true);
      expect(typeof JSON.parse(experiment.settings)).toBe('object');
    }
  });

  it('lists the experiments of experimentOrder first, in that order', async () => {
    const { body } = await run(sandbox, device(2), 'quote', { experimentOrder: ['skip-to-insurance', 'display-msr'] });
    expect((body as Experiment[]).map((experiment) => experiment.testId)).toEqual([
      'skip-to-insurance',
      'display-msr',
      'service-package-discount',
      'recal-price-remove',
    ]);
  });

  // SPEC §9 experiment setting keys (the insurance tab thresholds and the PIA experience named as in funnel.yaml).
  const settingKeys = [
    'SuppressVinCapture',
    'isEmailOptional',
    'OfferServicePackageDiscount',
    'Offer_Promo_On_Pkg',
    'RecalPriceRemove',
    'DisplayMSR',
    'DisplayWaitlist2.0',
    'Waitlist_Threshold_Days',
    'DisplayPricingByDay',
    'SkipToInsurance',
    'AfterPayExtendedPayOptionThreshold',
    'InsuranceTabDisplayThresholdInternal',
    'InsuranceTabDisplayThresholdExternal',
    'DynamoLogging',
    'PiaExperience',
  ];
  const triggers = [null, 'vehicle-damage', 'customer-details', 'quote', 'schedule', 'insurance-company', 'payment-method'];
  it.each(settingKeys)('some experiment run at a trigger sets %s', async (key) => {
    const keys = new Set<string>();
    for (const trigger of triggers) {
      const { body } = await run(sandbox, device(3), trigger);
      for (const experiment of body as Experiment[]) for (const name of Object.keys(JSON.parse(experiment.settings))) keys.add(name);
    }
    expect([...keys]).toContain(key);
  });
});

describe('a device keeps its variation (SPEC §3; stored in experiment_assignments)', () => {
  const triggers = [null, 'quote', 'schedule', 'payment-method', 'insurance-company', 'vehicle-damage', 'customer-details'];
  const collect = async (target: TestSandbox, deviceId: string) => {
    const all: Record<string, string> = {};
    for (const trigger of triggers) Object.assign(all, variationsOf((await run(target, deviceId, trigger)).body));
    return all;
  };

  it.each([10, 11, 12])('device %i gets the same variations on every call, after a restart and on a fresh database', async (n) => {
    const deviceId = device(n);
    const first = await collect(sandbox, deviceId);
    expect(await collect(sandbox, deviceId)).toEqual(first);
    expect(await collect(sandbox, deviceId.toUpperCase())).toEqual(first);

    const restarted = await createTestSandbox({ now: () => now, experimentAssignment: 'hashed', db: sandbox.db });
    try {
      expect(await collect(restarted, deviceId)).toEqual(first);
    } finally {
      await restarted.close();
    }
    const freshDb = await createTestDatabase();
    const fresh = await createTestSandbox({ now: () => now, experimentAssignment: 'hashed', db: freshDb });
    try {
      expect(await collect(fresh, deviceId)).toEqual(first);
    } finally {
      await fresh.close();
      await freshDb.close();
    }

    const stored = await sandbox.db.query<{ test_id: string; variation_id: string }>(
      'SELECT test_id, variation_id FROM experiment_assignments WHERE device_id = $1',
      [deviceId],
    );
    expect(Object.fromEntries(stored.map((row) => [row.test_id, row.variation_id]))).toEqual(first);
  }, 60_000);

  // The device table of api/sandbox/test-values/analytics-experiments-content.md, row for row, so it stays true.
  const documentedTests = [
    'suppress-vin-capture',
    'email-optional',
    'service-package-discount',
    'recal-price-remove',
    'display-msr',
    'skip-to-insurance',
    'waitlist-2',
    'pricing-by-day',
    'insurance-tab-threshold',
    'afterpay-extended',
    'pia-experience',
    'dynamo-logging',
  ];
  it.each([
    ['00000000-0000-4000-8000-000000000001', 'A A A B A A C B A A A A'],
    ['00000000-0000-4000-8000-000000000002', 'B A B A A B A B B B B B'],
    ['00000000-0000-4000-8000-000000000004', 'B A A A B A B B B A B A'],
    ['00000000-0000-4000-8000-000000000005', 'A B B B B A A A A B B A'],
    ['00000000-0000-4000-8000-000000000006', 'B B C A B A B A A A B B'],
  ])('the documented device %s gets its documented variations (%s)', async (deviceId, row) => {
    const expected = Object.fromEntries(documentedTests.map((testId, index) => [testId, row.split(' ')[index]]));
    expect(await collect(sandbox, deviceId)).toEqual(expected);
  });

  it('keeps the stored variation even when it is not the hashed one', async () => {
    const deviceId = device(13);
    const hashed = variationsOf((await run(sandbox, deviceId, 'quote')).body)['display-msr'];
    const other = hashed === 'A' ? 'B' : 'A';
    await sandbox.db.query('UPDATE experiment_assignments SET variation_id = $1 WHERE device_id = $2 AND test_id = $3', [other, deviceId, 'display-msr']);
    expect(variationsOf((await run(sandbox, deviceId, 'quote')).body)['display-msr']).toBe(other);
  });

  it('spreads devices over the variations by their weights', async () => {
    const counts: Record<string, number> = {};
    for (let n = 1000; n < 1200; n += 1) {
      const { body } = await run(sandbox, device(n), null);
      const variationId = (body as Experiment[])[0]!.variationId;
      counts[variationId] = (counts[variationId] ?? 0) + 1;
    }
    // dynamo-logging: A 80, B 20.
    expect(counts.B).toBeGreaterThan(20);
    expect(counts.B).toBeLessThan(60);
    expect(counts.A! + counts.B!).toBe(200);
  }, 60_000);
});

describe('forcing a variation (sandbox-only forcedVariations)', () => {
  it.each([
    { forced: 'B', expected: 'B' },
    { forced: 'a', expected: 'A' },
    { forced: 'Show MSR fee', expected: 'B' },
    { forced: 'control', expected: 'A' },
  ])('forcing display-msr to "$forced" gives $expected, kept by later runs', async ({ forced, expected }) => {
    const deviceId = device(20 + expected.charCodeAt(0) + forced.length);
    const { body } = await run(sandbox, deviceId, 'quote', { forcedVariations: { 'display-msr': forced } });
    const msr = (body as Experiment[]).find((experiment) => experiment.testId === 'display-msr')!;
    expect(msr.variationId).toBe(expected);
    expect(JSON.parse(msr.settings)).toEqual({ DisplayMSR: expected === 'B' });
    const later = await run(sandbox, deviceId, 'quote');
    expect(variationsOf(later.body)['display-msr']).toBe(expected);
  });

  it('a forced variation replaces an earlier assignment, even from a run of another trigger', async () => {
    const deviceId = device(40);
    const before = variationsOf((await run(sandbox, deviceId, 'schedule')).body)['waitlist-2'];
    const wanted = before === 'C' ? 'B' : 'C';
    const site = await run(sandbox, deviceId, null, { forcedVariations: { 'waitlist-2': wanted } });
    expect(variationsOf(site.body)).not.toHaveProperty('waitlist-2');
    const after = await run(sandbox, deviceId, 'schedule');
    expect(variationsOf(after.body)['waitlist-2']).toBe(wanted);
    const settings = JSON.parse((after.body as Experiment[]).find((experiment) => experiment.testId === 'waitlist-2')!.settings);
    expect(settings).toEqual({ 'DisplayWaitlist2.0': true, Waitlist_Threshold_Days: wanted === 'C' ? 14 : 7 });
  });

  it('an all-zero deviceId gets the forced variation in that answer but nothing is stored for it', async () => {
    const hashed = variationsOf((await run(sandbox, zero, 'quote')).body)['display-msr'];
    const other = hashed === 'A' ? 'B' : 'A';
    const forced = await run(sandbox, zero, 'quote', { forcedVariations: { 'display-msr': other } });
    expect(variationsOf(forced.body)['display-msr']).toBe(other);
    expect(variationsOf((await run(sandbox, zero, 'quote')).body)['display-msr']).toBe(hashed);
    const rows = await sandbox.db.query('SELECT * FROM experiment_assignments WHERE device_id = $1', [zero]);
    expect(rows).toEqual([]);
  });
});

describe('run refuses bad requests with 400 naming the field', () => {
  it.each([
    { extra: { triggerEvent: 'PageEntry', triggerValue: null }, field: 'triggerValue' },
    { extra: { triggerEvent: 'PageEntry', triggerValue: 'checkout' }, field: 'triggerValue' },
    { extra: { triggerEvent: 'Exit' }, field: 'triggerEvent' },
    { extra: { deviceId: 'device-1' }, field: 'deviceId' },
    { extra: { experimentOrder: ['display-msr', 'no-such-test'] }, field: 'experimentOrder[1]' },
    { extra: { forcedVariations: { 'no-such-test': 'A' } }, field: 'forcedVariations.no-such-test' },
    { extra: { forcedVariations: { 'display-msr': 'Z' } }, field: 'forcedVariations.display-msr' },
    { extra: { forcedVariations: { 'display-msr': 1 } }, field: 'forcedVariations.display-msr' },
  ])('$field: $extra', async ({ extra, field }) => {
    const { status, body } = await run(sandbox, device(50), null, extra);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    expect(body.message).toEqual(expect.any(String));
  });
});

describe('log-exposure (SPEC §7 experiments.logExposure)', () => {
  it('stores the exposure, after which run answers isExposed for that test only', async () => {
    const deviceId = device(60);
    const userId = 'eeeeeeee-0000-4000-8000-000000000060';
    const first = await run(sandbox, deviceId, 'quote');
    expect((first.body as Experiment[]).every((experiment) => !experiment.isExposed)).toBe(true);
    const msr = (first.body as Experiment[]).find((experiment) => experiment.testId === 'display-msr')!;
    const { status, body } = await sandbox.call('experiments.logExposure', {
      deviceId,
      userId,
      testId: 'display-msr',
      variationId: msr.variationId,
      assignmentId: msr.assignmentId,
      pageName: 'quote',
    });
    expect(status).toBe(200);
    const events = (await sandbox.app.inject({ method: 'GET', url: `/sandbox/analytics/events?kind=experiment-exposure&userId=${userId}` })).json().events;
    expect(events).toEqual([
      expect.objectContaining({
        eventId: body.eventId,
        userId,
        pageName: 'quote',
        payload: expect.objectContaining({ deviceId, testId: 'display-msr', variationId: msr.variationId, assignmentId: msr.assignmentId }),
      }),
    ]);
    const second = await run(sandbox, deviceId, 'quote');
    expect(Object.fromEntries((second.body as Experiment[]).map((experiment) => [experiment.testId, experiment.isExposed]))).toEqual({
      'service-package-discount': false,
      'recal-price-remove': false,
      'display-msr': true,
      'skip-to-insurance': false,
    });
    // The user's experiments (through the exposure's device) show it too.
    const forUser = await sandbox.call('analytics.getExperiments', { userId });
    expect((forUser.body as Experiment[]).filter((experiment) => experiment.isExposed).map((experiment) => experiment.testId)).toEqual(['display-msr']);
  });

  it.each([
    { name: 'an unknown test', change: { testId: 'no-such-test' }, status: 404, field: 'testId' },
    { name: 'a variation the test does not have', change: { variationId: 'Z' }, status: 404, field: 'variationId' },
    { name: 'another variation than the device has', change: { variationId: 'other' }, status: 409, field: 'variationId' },
    { name: 'an inactive test', change: { testId: 'retired-hero-banner', variationId: 'A' }, status: 409, field: 'testId' },
    { name: 'a malformed deviceId', change: { deviceId: 'x' }, status: 400, field: 'deviceId' },
    { name: 'no testId', change: { testId: undefined }, status: 400, field: 'testId' },
  ])('refuses $name with $status naming $field', async ({ change, status, field }) => {
    const deviceId = device(70);
    const assigned = variationsOf((await run(sandbox, deviceId, 'quote')).body)['display-msr'];
    const variationId = change.variationId === 'other' ? (assigned === 'A' ? 'B' : 'A') : (change.variationId ?? assigned);
    const answer = await sandbox.call('experiments.logExposure', { deviceId, testId: 'display-msr', ...change, variationId });
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
  });
});

describe('control assignment (SANDBOX_EXPERIMENTS=control, as the end-to-end and journey tests run)', () => {
  const controlled = useTestSandbox({ now: () => now, experimentAssignment: 'control' });

  it.each([
    // Devices whose hashed variation is not the control (see test-values/analytics-experiments-content.md).
    { deviceId: '00000000-0000-4000-8000-000000000002', trigger: 'vehicle-damage', testId: 'suppress-vin-capture' },
    { deviceId: '00000000-0000-4000-8000-000000000004', trigger: 'quote', testId: 'display-msr' },
    { deviceId: '00000000-0000-4000-8000-000000000006', trigger: 'quote', testId: 'service-package-discount' },
  ])('$deviceId gets the control A of $testId, kept on the next run', async ({ deviceId, trigger, testId }) => {
    const hashed = variationsOf((await run(sandbox, deviceId, trigger)).body)[testId];
    expect(hashed).not.toBe('A');
    expect(variationsOf((await run(controlled, deviceId, trigger)).body)[testId]).toBe('A');
    expect(variationsOf((await run(controlled, deviceId, trigger)).body)[testId]).toBe('A');
  });

  it('still gives a forced variation, and keeps it for the device afterwards', async () => {
    const deviceId = device(40);
    const forced = await run(controlled, deviceId, null, { forcedVariations: { 'suppress-vin-capture': 'B' } });
    expect(forced.status).toBe(200);
    expect(variationsOf((await run(controlled, deviceId, 'vehicle-damage')).body)['suppress-vin-capture']).toBe('B');
    expect(variationsOf((await run(controlled, deviceId, 'vin-lookup')).body)['suppress-vin-capture']).toBe('B');
  });
});
