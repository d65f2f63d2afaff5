/**
 * The whole funnel runs headless in Node (DESIGN principle 3), and a product owner can add a page with YAML alone:
 * a fixture copy of funnel-config gets a new question page between vehicle and vehicle-damage, and a headless walk
 * goes through it without any code change.
 */
import { describe, expect, it } from 'vitest';
import { readConfigDir } from '../../../engine/cli/readConfigDir';
import { compileFunnel } from '../../../engine/compile/compileFunnel';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import { parseFunnelConfig } from '../../../engine/config/parseFunnelConfig';
import { lintFunnel } from '../../../engine/lint/lintFunnel';
import { createFunnelRuntime, type EntryOutcome, type FunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const vehicleAnswers = {
  'analytics.initialize': { sessionKey: 'K', sessionId: 'S' },
  'vehicle.years': [2021, 2020],
  'vehicle.lookup': (p: Record<string, unknown>) => ({ ...p, year: Number(p.year), carId: 4242, category: 'CAR', isBigTruck: false }),
};

/** Follows redirects from a route like the browser router does, returning the page finally rendered. */
async function open(runtime: FunnelRuntime, route: string, search = ''): Promise<{ pageId: string; visited: string[] }> {
  const visited: string[] = [];
  let outcome: EntryOutcome = await runtime.enterRoute(route, search);
  for (let hops = 0; outcome.type === 'redirect' && hops < 10; hops += 1) {
    visited.push(outcome.to);
    const query = new URLSearchParams(outcome.query).toString();
    outcome = await runtime.enter(outcome.to, query ? `?${query}` : '');
  }
  if (outcome.type !== 'render') throw new Error(`Expected a page, got ${JSON.stringify(outcome)}`);
  return { pageId: outcome.pageId, visited };
}

function runtimeFor(model: FunnelModel) {
  const ports = createMemoryPorts(vehicleAnswers);
  return { runtime: createFunnelRuntime({ model, ports }), ports };
}

describe('headless funnel', () => {
  it('opens /, passes landing → load-session → auto-route, lands on vehicle and continues to vehicle-damage', async () => {
    const { runtime, ports } = runtimeFor(loadFunnelModel());
    const first = await open(runtime, '');
    expect(first).toEqual({ pageId: 'vehicle', visited: ['load-session', 'auto-route', 'vehicle'] });
    expect(runtime.getState().user.pageData.vehicle?.years).toEqual([2021, 2020]);

    const next = await runtime.submit('vehicle', { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' });
    expect(next).toMatchObject({ type: 'navigate', to: 'vehicle-damage' });
    expect(ports.calls.find((c) => c.operation === 'vehicle.lookup')?.params).toEqual({
      year: 2020,
      make: 'Honda',
      model: 'Civic',
      style: '4 Door Sedan',
    });
    expect(runtime.getState().order.vehicle).toMatchObject({ year: 2020, make: 'Honda', carId: 4242 });
    expect(await open(runtime, 'vehicle-damage')).toMatchObject({ pageId: 'vehicle-damage' });
  });

  it('keeps a failed call from changing anything and reports it to the page', async () => {
    const ports = createMemoryPorts({ 'analytics.initialize': { sessionKey: 'K', sessionId: 'S' } });
    const runtime = createFunnelRuntime({ model: loadFunnelModel(), ports });
    const outcome = await runtime.submit('vehicle', { year: 2020, make: 'Honda', model: 'Civic', style: 'X' });
    expect(outcome).toMatchObject({ type: 'failed', status: 404 });
    expect(runtime.getState().order.vehicle.year).toBeNull();
  });

  it('saves an empty answer as null (SPEC §5)', async () => {
    const { runtime } = runtimeFor(loadFunnelModel());
    runtime.update((s) => {
      Object.assign(s.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: 'S' });
      s.order.damage.isRepair = false;
      Object.assign(s.order.schedule, { date: '2026-12-01', startTime: '09:00' });
    });
    await runtime.submit('customer-details', { firstName: 'Ada', lastName: 'Lovelace', emailAddress: '', phoneNumber: '' });
    expect(runtime.getState().order.customer).toMatchObject({ firstName: 'Ada', emailAddress: null, phoneNumber: null });
  });

  it('reports the cascade resets of an answer change on the event bus (SPEC §4)', async () => {
    const { runtime } = runtimeFor(loadFunnelModel());
    await runtime.submit('vehicle', { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' });
    await runtime.submit('vehicle-damage', {
      isRepair: false,
      glassToReplace: [{ glassLocation: 'Windshield', glassName: 'Front' }],
      willProvideVin: false,
    });
    const resets: string[] = [];
    runtime.bus.on('cascade:reset', (reset) => resets.push(`${reset.ruleId}:${reset.path}`));
    await runtime.submit('vehicle', { year: 2021, make: 'Honda', model: 'Civic', style: '4 Door Sedan' });
    expect(resets).toContain('vehicle-changed:order.damage');
    expect(runtime.getState().order.damage.glassToReplace).toEqual([]);
    expect(runtime.getState().user.eventBus).toContainEqual({ category: 'CASCADE_RESET', subCategory: 'vehicle-changed', eventValue: 'order.damage' });
  });
});

describe('a new question page needs YAML only', () => {
  const files = readConfigDir('funnel-config').map((file) =>
    file.path === 'pages/vehicle.yaml'
      ? { ...file, text: file.text.replace('  forward:\n    to: vehicle-damage', '  forward:\n    to: glass-tint') }
      : file,
  );
  files.push({
    path: 'pages/glass-tint.yaml',
    text: [
      'id: glass-tint',
      'kind: page',
      'route: glass-tint',
      'title: Is your glass tinted?',
      'step: 2',
      'prerequisites: { truthy: order.vehicle.carId }',
      'fields:',
      '  schema:',
      '    type: object',
      '    required: [isTinted]',
      '    properties:',
      '      isTinted: { type: boolean, title: Tinted glass }',
      '  bind:',
      '    isTinted: user.pageData.glass-tint.isTinted',
      'buttons:',
      '  - { scenario: back, label: Back }',
      'navigation:',
      '  back: { to: vehicle }',
      '  forward: { to: vehicle-damage }',
      '',
    ].join('\n'),
  });

  it('lints clean', () => {
    const { config, diagnostics, sources } = parseFunnelConfig(files);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(lintFunnel(config!, sources).filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('is walked through headless between vehicle and vehicle-damage', async () => {
    const { config } = parseFunnelConfig(files);
    const { runtime } = runtimeFor(compileFunnel(config!));
    expect((await open(runtime, '')).pageId).toBe('vehicle');
    expect(await runtime.submit('vehicle', { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' })).toMatchObject({
      to: 'glass-tint',
    });
    expect((await open(runtime, 'glass-tint')).pageId).toBe('glass-tint');
    expect(await runtime.submit('glass-tint', { isTinted: true })).toMatchObject({ to: 'vehicle-damage' });
    expect(runtime.getState().user.pageData['glass-tint']).toEqual({ isTinted: true });
    expect(await runtime.submit('glass-tint', {}, 'back')).toMatchObject({ to: 'vehicle' });
  });
});
