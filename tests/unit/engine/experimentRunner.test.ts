/**
 * SPEC §7 experiments run by the runtime (engine/runtime/createExperimentRunner.ts): SiteEntry once per visit, PageEntry
 * on each page, settings merged into state.settings, forced variations from the SPEC §2 `experiments` parameter, and
 * exposure logged for pages whose YAML lists a key. Headless with in-memory ports.
 */
import { produce } from 'immer';
import { describe, expect, it, vi } from 'vitest';
import { createInitialState, type Experiment, type FunnelState } from '../../../engine/domain/state';
import { toExperiment } from '../../../engine/domain/toExperiment';
import { toExperimentSettings } from '../../../engine/domain/toExperimentSettings';
import { toForcedVariations } from '../../../engine/domain/toForcedVariations';
import { splitFunnelModel } from '../../../engine/compile/splitFunnelModel';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts, fail } from '../../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const model = loadFunnelModel();

const withVehicle = (s: FunnelState) => {
  Object.assign(s.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 7 });
};

/** An experiments.run answer entry (settings as a JSON string, as the contract says). */
const assignment = (testId: string, variationId: string, settings: Record<string, unknown>, isExposed = false) => ({
  universeId: 'U',
  universeName: 'Universe',
  testId,
  variationId,
  variationName: variationId === 'A' ? 'Control' : 'Variation',
  assignmentId: `${testId}-${variationId}`,
  isExposed,
  isActive: true,
  settings: JSON.stringify(settings),
});

/** A fake experiments service: dynamo-logging at site entry, suppress-vin-capture on vehicle-damage, B when forced. */
function fakeRun(params: Record<string, unknown>) {
  const forced = (params.forcedVariations ?? {}) as Record<string, string>;
  if (params.triggerEvent === 'SiteEntry') return [assignment('dynamo-logging', 'A', { DynamoLogging: false })];
  if (params.triggerValue === 'vehicle-damage') {
    const variation = forced['suppress-vin-capture'] ?? 'A';
    return [assignment('suppress-vin-capture', variation, { SuppressVinCapture: variation === 'B' })];
  }
  return [];
}

function setup(answers: Parameters<typeof createMemoryPorts>[0] = {}) {
  const ports = createMemoryPorts({
    'analytics.initialize': { sessionKey: '11111111-1111-4111-8111-111111111111', sessionId: '22222222-2222-4222-8222-222222222222' },
    'experiments.run': fakeRun,
    'experiments.logExposure': { logged: true, eventId: 'E1' },
    ...answers,
  });
  const runtime = createFunnelRuntime({ model, ports, initialState: produce(createInitialState(), withVehicle) });
  const callsOf = (operation: string) => ports.calls.filter((call) => call.operation === operation).map((call) => call.params);
  return { runtime, ports, callsOf };
}

describe('when the experiments run (issue #12)', () => {
  /** The setup's runtime on ports whose page is never painted: what waits until the page is shown stays held. */
  const neverPainted = () => {
    const ports = createMemoryPorts({ 'experiments.run': fakeRun, 'experiments.logExposure': { logged: true, eventId: 'E1' } });
    ports.paint = { next: () => new Promise<void>(() => undefined) };
    const runtime = createFunnelRuntime({ model, ports, initialState: produce(createInitialState(), withVehicle) });
    const runs = () => ports.calls.filter((call) => call.operation === 'experiments.run').map((call) => [call.params.triggerEvent, call.params.triggerValue]);
    return { runtime, runs };
  };

  it('a page whose entry reads no setting: after it is shown, or once the visitor starts answering', async () => {
    const { runtime, runs } = neverPainted();
    expect(await runtime.enter('vehicle')).toMatchObject({ type: 'render', pageId: 'vehicle' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs()).toEqual([]);
    runtime.prepareSubmit();
    await vi.waitFor(() =>
      expect(runs()).toEqual([
        ['SiteEntry', null],
        ['PageEntry', 'vehicle'],
      ]),
    );
    expect(runtime.getState().user.triggeredSiteEntry).toBe(true);
  });

  it("a page whose entry calls read a setting, its own part loaded on entry: with its entry (no page's run waits for its showing)", async () => {
    // customer-details' entry copies settings.isEmailOptional; here it lists no setting key, and the browser's split
    // model holds its calls in its own part.
    const whole = structuredClone(model);
    whole.pages['customer-details']!.experiments = [];
    const { core, details } = splitFunnelModel(whole);
    expect(core.pages['customer-details']!.load).toBeUndefined();
    const ports = createMemoryPorts({ 'experiments.run': fakeRun, 'content.page': { subtitle: null, helpText: null } });
    ports.paint = { next: () => new Promise<void>(() => undefined) };
    const withSchedule = (s: FunnelState) => {
      withVehicle(s);
      Object.assign(s.order.schedule, { date: '2026-12-01', startTime: '08:00' });
    };
    const runtime = createFunnelRuntime({
      model: core,
      ports,
      initialState: produce(createInitialState(), withSchedule),
      loadPageDetails: (pageId) => (details[pageId] ? Promise.resolve(structuredClone(details[pageId]!)) : null),
    });
    expect(await runtime.enter('customer-details')).toMatchObject({ type: 'render', pageId: 'customer-details' });
    const runs = ports.calls.filter((call) => call.operation === 'experiments.run').map((call) => call.params.triggerEvent);
    expect(runs).toEqual(['SiteEntry', 'PageEntry']);
  });

  it('a page listing setting keys: with its entry, before it is shown', async () => {
    const { runtime, runs } = neverPainted();
    await runtime.enter('vehicle-damage');
    expect(runs()).toEqual([
      ['SiteEntry', null],
      ['PageEntry', 'vehicle-damage'],
    ]);
    expect(runtime.getState().settings).toMatchObject({ SuppressVinCapture: false });
  });
});

describe('running experiments (SPEC §7 run experiments for trigger)', () => {
  it('runs SiteEntry once per visit and PageEntry on every page entered, with the device id', async () => {
    const { runtime, callsOf } = setup();
    await runtime.enter('vehicle');
    await runtime.enter('vehicle-damage');
    await runtime.enter('vehicle-damage');
    const runs = callsOf('experiments.run');
    expect(runs.map((run) => [run.triggerEvent, run.triggerValue])).toEqual([
      ['SiteEntry', null],
      ['PageEntry', 'vehicle'],
      ['PageEntry', 'vehicle-damage'],
      ['PageEntry', 'vehicle-damage'],
    ]);
    const deviceId = runtime.getState().session.deviceId;
    expect(deviceId).toBeTruthy();
    expect(runs.every((run) => run.deviceId === deviceId && run.applicationName === 'FMG')).toBe(true);
    expect(runtime.getState().user.triggeredSiteEntry).toBe(true);
  });

  it('keeps the answers in state.user.experiments and merges their settings into state.settings', async () => {
    const { runtime } = setup();
    await runtime.enter('vehicle-damage');
    const { user, settings } = runtime.getState();
    expect(user.experiments.map((experiment) => [experiment.testId, experiment.variationId])).toEqual([
      ['dynamo-logging', 'A'],
      ['suppress-vin-capture', 'A'],
    ]);
    expect(user.experiments[1]!.settings).toEqual({ SuppressVinCapture: false });
    expect(settings).toEqual({ DynamoLogging: false, SuppressVinCapture: false });
  });

  it('forces the variations of the experiments parameter on the first run only, and the settings follow', async () => {
    const { runtime, callsOf } = setup();
    await runtime.enter('vehicle-damage', '?experiments=suppress-vin-capture:B,display-msr:B');
    await runtime.enter('vehicle-damage');
    const runs = callsOf('experiments.run');
    expect(runs[0]!.forcedVariations).toEqual({ 'suppress-vin-capture': 'B', 'display-msr': 'B' });
    expect(runs.slice(1).some((run) => 'forcedVariations' in run)).toBe(false);
    expect(runtime.getState().query.experiments).toBeUndefined();
  });

  it('logs an exposure once when a page listing the key is shown, not for pages that do not list it', async () => {
    const { runtime, callsOf } = setup();
    await runtime.enter('vehicle');
    expect(callsOf('experiments.logExposure')).toEqual([]);
    await runtime.enter('vehicle-damage');
    await runtime.enter('vehicle-damage');
    const exposures = callsOf('experiments.logExposure');
    expect(exposures).toHaveLength(1);
    expect(exposures[0]).toMatchObject({ testId: 'suppress-vin-capture', variationId: 'A', assignmentId: 'suppress-vin-capture-A', pageName: 'vehicle-damage' });
    expect(exposures[0]!.deviceId).toBe(runtime.getState().session.deviceId);
    expect(runtime.getState().user.experiments.find((experiment) => experiment.testId === 'suppress-vin-capture')!.isExposed).toBe(true);
  });

  it.each([
    { name: 'a 500', answer: fail(500) },
    { name: 'a 400 (an unknown forced test)', answer: fail(400) },
    { name: 'an answer that is not a list', answer: { unexpected: true } },
  ])('a failed run ($name) never stops the visit: the page shows, settings unchanged', async ({ answer }) => {
    const { runtime } = setup({ 'experiments.run': answer });
    const outcome = await runtime.enter('vehicle-damage', '?experiments=nope:Z');
    expect(outcome).toEqual({ type: 'render', pageId: 'vehicle-damage' });
    expect(runtime.getState().settings).toEqual({});
  });

  it('a failed exposure log is retried on the next showing', async () => {
    const { runtime, callsOf } = setup({ 'experiments.logExposure': fail(503) });
    // The exposure goes after the page, in the background (the runner's code is deferred: issue #12).
    await runtime.enter('vehicle-damage');
    await runtime.idle();
    await runtime.enter('vehicle-damage');
    await runtime.idle();
    expect(callsOf('experiments.logExposure')).toHaveLength(2);
  });
});

describe('toForcedVariations (SPEC §2 experiments parameter)', () => {
  it.each([
    ['suppress-vin-capture:B', { 'suppress-vin-capture': 'B' }],
    ['display-msr:B, waitlist-2:C', { 'display-msr': 'B', 'waitlist-2': 'C' }],
    ['display-msr:A,display-msr:B', { 'display-msr': 'B' }],
    ['display-msr:Show MSR fee', { 'display-msr': 'Show MSR fee' }],
    ['display-msr,:B,x:', {}],
    ['', {}],
  ])('%j → %j', (parameter, expected) => {
    expect(toForcedVariations(parameter)).toEqual(expected);
  });
});

describe('toExperiment and toExperimentSettings (SPEC §3 settings sent as a JSON string)', () => {
  it.each([
    ['{"DisplayMSR":true,"Waitlist_Threshold_Days":7}', { DisplayMSR: true, Waitlist_Threshold_Days: 7 }],
    ['{"PiaExperience":"Express","nested":{"x":1}}', { PiaExperience: 'Express' }],
    ['not json', {}],
    ['[1,2]', {}],
    [null, {}],
  ])('settings %j are kept as %j', (settings, expected) => {
    expect(toExperiment({ ...assignment('t', 'A', {}), settings }).settings).toEqual(expected);
  });

  const experiment = (testId: string, settings: Experiment['settings'], isActive = true): Experiment => ({
    ...toExperiment(assignment(testId, 'A', settings)),
    isActive,
  });
  it.each([
    { name: 'no experiments, no settings', experiments: [], expected: {} },
    {
      name: 'settings of several experiments merge',
      experiments: [experiment('a', { DisplayMSR: true }), experiment('b', { SkipToInsurance: false })],
      expected: { DisplayMSR: true, SkipToInsurance: false },
    },
    {
      name: 'a later experiment wins a shared key',
      experiments: [experiment('a', { Waitlist_Threshold_Days: 7 }), experiment('b', { Waitlist_Threshold_Days: 14 })],
      expected: { Waitlist_Threshold_Days: 14 },
    },
    { name: 'inactive experiments set nothing', experiments: [experiment('a', { DisplayMSR: true }, false)], expected: {} },
  ])('$name', ({ experiments, expected }) => {
    expect(toExperimentSettings(experiments)).toEqual(expected);
  });
});
