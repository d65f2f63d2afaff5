/**
 * DESIGN principle 11, issue #10: a page's binding list (load, submit, an action) runs as a graph. A step waits for the
 * earlier steps whose writes it reads (or that can refuse the input); independent steps run at the same time. Each row
 * drives a real runtime over a fake API whose answers come back only when the test says, so what ran together shows.
 */
import { describe, expect, it } from 'vitest';
import { getBindingWaits } from '../../../engine/compile/getBindingWaits';
import type { ApiBinding, PageActionConfig } from '../../../engine/config/types';
import type { OperationName } from '../../../engine/domain/operations';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts, fail } from '../../../engine/cli/journeys/createMemoryPorts';
import { createTestModel, testPage } from '../../renderers/createTestRuntime';

/** A fake API whose calls wait until released: which calls are open at once is what the graph allows. */
function createGatedApi() {
  const open: Array<{ operation: string; params: Record<string, unknown>; release(answer: unknown): void; reject(error: unknown): void }> = [];
  const started: string[] = [];
  let maxOpen = 0;
  return {
    open,
    started,
    get maxOpen() {
      return maxOpen;
    },
    call: (operation: OperationName, params: Record<string, unknown> = {}) =>
      new Promise((resolve, reject) => {
        started.push(operation);
        const entry = { operation, params, release: resolve, reject };
        open.push(entry);
        maxOpen = Math.max(maxOpen, open.length);
        const remove = () => open.splice(open.indexOf(entry), 1);
        entry.release = (answer) => {
          remove();
          resolve(answer);
        };
        entry.reject = (error) => {
          remove();
          reject(error);
        };
      }),
  };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Answers every open call as `answers` says, round after round, until none is left; returns the rounds. */
async function answerAll(api: ReturnType<typeof createGatedApi>, answers: Record<string, (params: Record<string, unknown>) => unknown>, done: Promise<unknown>) {
  const rounds: string[][] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  for (let guard = 0; guard < 20; guard += 1) {
    await settle();
    if (api.open.length === 0) {
      if (finished) break;
      continue;
    }
    const round = [...api.open];
    rounds.push(round.map((call) => call.operation).sort());
    for (const call of round) {
      const answer = answers[call.operation]?.(call.params);
      if (answer instanceof Error) call.reject(answer);
      else call.release(answer);
    }
  }
  await done;
  return rounds;
}

/** A runtime with one page `p` whose `action` is the steps given (and the page's load, when given). */
function runtimeWith(steps: ApiBinding[], options: { load?: ApiBinding[]; input?: string[]; actions?: Record<string, PageActionConfig> } = {}) {
  const api = createGatedApi();
  const ports = createMemoryPorts();
  ports.api = { call: api.call };
  const page = testPage({
    id: 'p',
    load: options.load,
    actions: { act: { input: options.input, do: steps }, ...options.actions },
    navigation: { forward: [{ to: 'next' }] },
  });
  const runtime = createFunnelRuntime({ model: createTestModel([page]), ports });
  return { runtime, api };
}

const makes: ApiBinding = { call: 'vehicle.makes', params: { year: 2020 }, into: 'user.pageData.p.makes' };
const years: ApiBinding = { call: 'vehicle.years', into: 'user.pageData.p.years' };

describe('steps that do not need each other run at the same time', () => {
  it('two calls writing different places: one round', async () => {
    const { runtime, api } = runtimeWith([years, makes]);
    const rounds = await answerAll(api, { 'vehicle.years': () => [2020], 'vehicle.makes': () => ['Honda'] }, runtime.runAction('p', 'act'));
    expect(rounds).toEqual([['vehicle.makes', 'vehicle.years']]);
    expect(runtime.getState().user.pageData.p).toEqual({ years: [2020], makes: ['Honda'] });
  });

  it('a call whose params read what an earlier call writes waits for it: two rounds', async () => {
    const { runtime, api } = runtimeWith([years, { call: 'vehicle.makes', params: { year: { from: 'user.pageData.p.years.0' } }, into: 'user.pageData.p.makes' }]);
    const rounds = await answerAll(api, { 'vehicle.years': () => [2019], 'vehicle.makes': (params) => [`made in ${params.year}`] }, runtime.runAction('p', 'act'));
    expect(rounds).toEqual([['vehicle.years'], ['vehicle.makes']]);
    expect(runtime.getState().user.pageData.p?.makes).toEqual(['made in 2019']);
  });

  it('`after` orders two steps the data does not', async () => {
    const { runtime, api } = runtimeWith([{ ...years, id: 'years' }, { ...makes, after: ['years'] }]);
    const rounds = await answerAll(api, { 'vehicle.years': () => [2020], 'vehicle.makes': () => [] }, runtime.runAction('p', 'act'));
    expect(rounds).toEqual([['vehicle.years'], ['vehicle.makes']]);
  });

  it('a step after one that can refuse the input waits for it, and never runs when it refuses', async () => {
    const check: ApiBinding = {
      call: 'location.zip',
      params: { zip: '99999', damageKind: 'Replace' },
      into: 'user.pageData.p.zip',
      refuse: [{ when: { falsy: 'user.pageData.p.zip.isValid' }, field: 'zip', message: 'No such zip' }],
    };
    const { runtime, api } = runtimeWith([check, makes]);
    const outcome = runtime.runAction('p', 'act');
    const rounds = await answerAll(api, { 'location.zip': () => ({ isValid: false }) }, outcome);
    expect(rounds).toEqual([['location.zip']]);
    expect(await outcome).toEqual({ type: 'invalid', field: 'zip', message: 'No such zip' });
    // Nothing the refused action wrote is kept.
    expect(runtime.getState().user.pageData.p?.zip ?? null).toBeNull();
  });
});

describe('forEach, set, local values and run', () => {
  it('forEach makes one call per item, all at once, and keeps the answers in item order', async () => {
    const { runtime, api } = runtimeWith(
      [
        {
          call: 'parts.pricingByDayPartNumber',
          forEach: { from: 'input.dates' },
          params: { date: { from: 'item' } },
          into: 'local.answers',
        },
        { set: { 'user.pageData.p.prices': { from: 'local.answers', as: 'dayPrices', with: { dates: { from: 'input.dates' } } } } },
      ],
      { input: ['dates'] },
    );
    const done = runtime.runAction('p', 'act', { dates: ['2026-12-01', '2026-12-02', '2026-12-03'] });
    const rounds = await answerAll(api, { 'parts.pricingByDayPartNumber': (params) => ({ part: params.date === '2026-12-02' ? { sellingPrice: -15 } : null }) }, done);
    expect(rounds).toEqual([['parts.pricingByDayPartNumber', 'parts.pricingByDayPartNumber', 'parts.pricingByDayPartNumber']]);
    expect(runtime.getState().user.pageData.p).toEqual({ prices: { '2026-12-02': -15 } });
    // local.* is scratch for the run: never in the state.
    expect(JSON.stringify(runtime.getState())).not.toContain('"answers"');
  });

  it('set reads the call\'s answer; one answer fills several places', async () => {
    const { runtime, api } = runtimeWith([
      {
        call: 'location.zip',
        params: { zip: '85016', damageKind: 'Replace' },
        set: { 'order.serviceLocation.state': { from: 'answer.state.state' }, 'order.serviceLocation.zipCodeCtu': { from: 'answer.zipCodeCtu' } },
      },
    ]);
    await answerAll(api, { 'location.zip': () => ({ state: { state: 'AZ' }, zipCodeCtu: 'AZ-PHX' }) }, runtime.runAction('p', 'act'));
    expect(runtime.getState().order.serviceLocation).toMatchObject({ state: 'AZ', zipCodeCtu: 'AZ-PHX' });
  });

  it('run runs another action of the page with the input given, as one step', async () => {
    const { runtime, api } = runtimeWith([{ run: 'named', input: { year: 2018 } }, years], {
      actions: { named: { input: ['year'], do: [{ call: 'vehicle.makes', params: { year: { from: 'input.year' } }, into: 'user.pageData.p.makes' }] } },
    });
    const rounds = await answerAll(api, { 'vehicle.years': () => [], 'vehicle.makes': (params) => [params.year] }, runtime.runAction('p', 'act'));
    expect(rounds).toEqual([['vehicle.makes', 'vehicle.years']]);
    expect(runtime.getState().user.pageData.p?.makes).toEqual([2018]);
  });

  it('a value chosen by a condition (if/then/else) and a default for a value not there', async () => {
    const { runtime, api } = runtimeWith([
      {
        call: 'vehicle.makes',
        params: { year: { if: { truthy: 'order.vehicle.year' }, then: { from: 'order.vehicle.year' }, else: { from: 'order.vehicle.carId', default: 1999 } } },
        into: 'user.pageData.p.makes',
      },
    ]);
    await answerAll(api, { 'vehicle.makes': (params) => [params.year] }, runtime.runAction('p', 'act'));
    expect(runtime.getState().user.pageData.p?.makes).toEqual([1999]);
  });
});

describe('failures', () => {
  it('an action: the first failure fails it, what needs the failed step never runs, nothing it wrote is kept', async () => {
    const { runtime, api } = runtimeWith([years, makes, { call: 'vehicle.models', params: { year: { from: 'user.pageData.p.years.0' }, make: 'Honda' }, into: 'user.pageData.p.models' }]);
    const done = runtime.runAction('p', 'act');
    const rounds = await answerAll(api, { 'vehicle.years': () => fail(500), 'vehicle.makes': () => ['Honda'] }, done);
    expect(rounds).toEqual([['vehicle.makes', 'vehicle.years']]);
    expect(await done).toMatchObject({ type: 'failed', status: 500 });
    expect(runtime.getState().user.pageData.p?.makes ?? null).toBeNull();
  });

  it('a page entry: a failed call leaves its data empty and skips what needs it; the rest is kept', async () => {
    const api = createGatedApi();
    const ports = createMemoryPorts();
    ports.api = { call: api.call };
    const page = testPage({
      id: 'p',
      load: [years, makes, { call: 'vehicle.models', params: { year: { from: 'user.pageData.p.years.0' }, make: 'Honda' }, into: 'user.pageData.p.models' }],
      navigation: {},
    });
    const runtime = createFunnelRuntime({ model: createTestModel([page]), ports });
    const entered = runtime.enter('p');
    await answerAll(api, { 'vehicle.years': () => fail(503), 'vehicle.makes': () => ['Honda'], 'analytics.initialize': () => fail(404), 'experiments.run': () => fail(404) }, entered);
    expect(await entered).toEqual({ type: 'render', pageId: 'p' });
    expect(runtime.getState().user.pageData.p).toEqual({ makes: ['Honda'] });
    expect(api.started).not.toContain('vehicle.models');
  });
});

describe('the waits the compiler derives (engine/compile/getBindingWaits.ts)', () => {
  it.each([
    ['independent calls wait for nothing', [years, makes], [[], []]],
    ['a read of an earlier write', [years, { value: { from: 'user.pageData.p.years' }, into: 'user.pageData.p.copy' }], [[], [0]]],
    ['a write of what an earlier step reads', [{ value: { from: 'user.pageData.p.makes' }, into: 'user.pageData.p.copy' }, makes], [[], [0]]],
    ['two writes of the same place keep their order', [makes, { value: 'x', into: 'user.pageData.p.makes' }], [[], [0]]],
    ['a write below a path read', [{ value: { from: 'order.vehicle' }, into: 'local.v' }, { value: 2020, into: 'order.vehicle.year' }], [[], [0]]],
    ['only the direct waits are kept', [years, { value: { from: 'user.pageData.p.years' }, into: 'local.a' }, { value: { from: 'local.a' }, into: 'user.pageData.p.years' }], [[], [0], [1]]],
    ['a session save waits for everything before it', [years, makes, { saveSession: true }], [[], [], [0, 1]]],
  ] as Array<[string, ApiBinding[], number[][]]>)('%s', (_name, steps, expected) => {
    expect(getBindingWaits(steps, {})).toEqual(expected);
  });
});
