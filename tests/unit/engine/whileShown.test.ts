/**
 * Issue #12 whileShown: a page's load step marked `whileShown` (and every step waiting for it) goes on while the page
 * is shown. The page is entered once the other steps are done; what the pending steps write is told to the renderers
 * (getPendingWrites, the bus's load:pending) until they are done; the page's submit and actions wait for them; a page
 * left meanwhile (Back) does not wait, and the calls still under way then write nothing. A real runtime over a fake API
 * whose answers come back only when the test says.
 */
import { describe, expect, it } from 'vitest';
import type { ApiBinding, PageActionConfig } from '../../../engine/config/types';
import type { OperationName } from '../../../engine/domain/operations';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { createTestModel, testPage } from '../../renderers/createTestRuntime';

/** The page's own calls wait until the test answers them; the session's and the experiments' answer at once. */
function createGatedApi(fallback: ReturnType<typeof createMemoryPorts>['api']) {
  const open: Array<{ operation: string; answer(value: unknown): void }> = [];
  const started: string[] = [];
  return {
    open,
    started,
    call: (operation: OperationName, params: Record<string, unknown> = {}) => {
      if (!operation.startsWith('vehicle.')) return fallback.call(operation, params);
      started.push(operation);
      return new Promise((resolve) => {
        const entry = {
          operation,
          answer: (value: unknown) => {
            open.splice(open.indexOf(entry), 1);
            resolve(value);
          },
        };
        open.push(entry);
      });
    },
    /** Answers the open call of `operation`. */
    answer(operation: string, value: unknown) {
      const call = open.find((entry) => entry.operation === operation);
      if (!call) throw new Error(`No open call of ${operation}; open: ${open.map((entry) => entry.operation).join(', ')}`);
      call.answer(value);
    },
  };
}

/** Lets pending promise callbacks run. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const years: ApiBinding = { call: 'vehicle.years', into: 'user.pageData.p.years' };
const makes: ApiBinding = { call: 'vehicle.makes', params: { year: 2020 }, into: 'user.pageData.p.makes', whileShown: true };
/** Waits for makes: it reads what makes writes. */
const models: ApiBinding = {
  call: 'vehicle.models',
  params: { year: 2020, make: { from: 'user.pageData.p.makes.0' } },
  into: 'user.pageData.p.models',
};

function runtimeWith(load: ApiBinding[], actions: Record<string, PageActionConfig> = {}) {
  const ports = createMemoryPorts();
  const api = createGatedApi(ports.api);
  ports.api = { call: api.call };
  const page = testPage({ id: 'p', load, actions, navigation: { forward: [{ to: 'next' }], back: [{ to: 'next' }] }, buttons: [{ scenario: 'back', label: 'Back' }] });
  const runtime = createFunnelRuntime({ model: createTestModel([page]), ports });
  const told: Array<{ pageId: string; writes: readonly string[] }> = [];
  runtime.bus.on('load:pending', (event) => told.push(event));
  return { runtime, api, told };
}

/** Whether a promise has settled by now. */
async function isSettled(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await settle();
  return settled;
}

describe('a page shows before its whileShown steps are done', () => {
  it('is entered once the other steps are done; what the pending steps write is told until they are', async () => {
    const { runtime, api, told } = runtimeWith([years, makes, models]);
    const entry = runtime.enter('p');
    await settle();
    // Both first calls go out at once; the page waits for years only.
    expect(api.started.sort()).toEqual(['vehicle.makes', 'vehicle.years']);
    expect(await isSettled(entry)).toBe(false);
    api.answer('vehicle.years', [2020]);
    expect(await entry).toEqual({ type: 'render', pageId: 'p' });
    expect(runtime.getPendingWrites('p')).toEqual(['user.pageData.p.makes', 'user.pageData.p.models']);
    expect(runtime.getPendingWrites()).toEqual(runtime.getPendingWrites('p'));
    expect(runtime.getPendingWrites('next')).toEqual([]);
    expect(told).toEqual([{ pageId: 'p', writes: ['user.pageData.p.makes', 'user.pageData.p.models'] }]);

    api.answer('vehicle.makes', ['Honda']);
    await settle();
    // models waited for makes (it reads its answer), and is pending with it.
    expect(runtime.getPendingWrites('p')).not.toEqual([]);
    api.answer('vehicle.models', ['Civic']);
    await settle();
    expect(runtime.getState().user.pageData.p).toEqual({ years: [2020], makes: ['Honda'], models: ['Civic'] });
    expect(runtime.getPendingWrites('p')).toEqual([]);
    expect(told.at(-1)).toEqual({ pageId: 'p', writes: [] });
  });

  it('without whileShown, the page is entered after every step', async () => {
    const { runtime, api } = runtimeWith([years, { ...makes, whileShown: undefined }]);
    const entry = runtime.enter('p');
    await settle();
    api.answer('vehicle.years', [2020]);
    expect(await isSettled(entry)).toBe(false);
    api.answer('vehicle.makes', ['Honda']);
    expect(await entry).toEqual({ type: 'render', pageId: 'p' });
    expect(runtime.getPendingWrites('p')).toEqual([]);
  });

  it("the page's submit waits for the pending steps, then goes on from what they found", async () => {
    const { runtime, api } = runtimeWith([years, makes]);
    const entry = runtime.enter('p');
    await settle();
    api.answer('vehicle.years', [2020]);
    await entry;
    const submitted = runtime.submit('p', {});
    expect(await isSettled(submitted)).toBe(false);
    api.answer('vehicle.makes', ['Honda']);
    expect(await submitted).toMatchObject({ type: 'navigate', to: 'next' });
    expect(runtime.getState().user.pageData.p?.makes).toEqual(['Honda']);
  });

  it("the page's actions wait for the pending steps", async () => {
    const { runtime, api } = runtimeWith([years, makes], {
      copy: { do: [{ set: { 'user.pageData.p.copied': { from: 'user.pageData.p.makes' } } }] },
    });
    const entry = runtime.enter('p');
    await settle();
    api.answer('vehicle.years', [2020]);
    await entry;
    const action = runtime.runAction('p', 'copy');
    expect(await isSettled(action)).toBe(false);
    api.answer('vehicle.makes', ['Honda']);
    expect(await action).toEqual({ type: 'done' });
    expect(runtime.getState().user.pageData.p?.copied).toEqual(['Honda']);
  });

  it('Back leaves at once; what comes back after the page was left is not written, and what waited for it is not asked', async () => {
    const { runtime, api, told } = runtimeWith([years, makes, models]);
    const entry = runtime.enter('p');
    await settle();
    api.answer('vehicle.years', [2020]);
    await entry;
    const back = await runtime.submit('p', {}, 'back');
    expect(back).toMatchObject({ type: 'navigate', to: 'next' });
    expect(await runtime.enter('next')).toEqual({ type: 'render', pageId: 'next' });
    expect(told.at(-1)).toEqual({ pageId: 'p', writes: [] });
    expect(runtime.getPendingWrites()).toEqual([]);
    api.answer('vehicle.makes', ['Honda']);
    await settle();
    expect(runtime.getState().user.pageData.p?.makes).toBeUndefined();
    expect(api.started).not.toContain('vehicle.models');
  });
});
