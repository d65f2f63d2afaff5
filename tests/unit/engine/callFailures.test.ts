/**
 * Issue #13 in the runtime: a call step's SPEC §7 fallback (`onError`), and what a failed call of a page's submit does
 * (the page tells the visitor, who tries again from there: no bail-out, SPEC §8's banner, nothing kept, no
 * second-error restart). Each row drives a real runtime over an in-memory API that records what each call was asked.
 */
import { describe, expect, it } from 'vitest';
import type { ApiBinding } from '../../../engine/config/types';
import type { OperationName } from '../../../engine/domain/operations';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import type { ApiCallOptions } from '../../../engine/runtime/ports';
import { createMemoryPorts, fail, type FakeAnswer } from '../../../engine/cli/journeys/createMemoryPorts';
import { createTestModel, testPage } from '../../renderers/createTestRuntime';

/** A runtime whose page `p` has `steps` as its action `act` and its submit, over `answers`; records call options. */
function runtimeWith(steps: ApiBinding[], answers: Partial<Record<OperationName, FakeAnswer>>) {
  const ports = createMemoryPorts(answers);
  const options: Array<{ operation: OperationName; options: ApiCallOptions | undefined }> = [];
  const call = ports.api.call;
  ports.api = { call: (operation, params, callOptions) => (options.push({ operation, options: callOptions }), call(operation, params, callOptions)) };
  const page = testPage({
    id: 'p',
    fields: { schema: { type: 'object', properties: { zip: { type: 'string' } } }, bind: { zip: 'order.serviceLocation.zipCode' } },
    actions: { act: { do: steps } },
    submit: steps,
    navigation: { forward: [{ to: 'next' }] },
  });
  const runtime = createFunnelRuntime({ model: createTestModel([page]), ports });
  return { runtime, options };
}

const wipers: ApiBinding = { call: 'parts.wipers', params: { carId: 1, zip: '85016' }, into: 'user.pageData.p.wipers' };
const promo: ApiBinding = { call: 'price.orderPromo', params: { promoCode: 'SAVE20' }, into: 'user.pageData.p.promo' };

describe('onError: a SPEC §7 fallback instead of the bail-out', () => {
  it.each([
    { name: 'empty: null kept, the step goes on', step: { ...wipers, onError: 'empty' as const }, failure: fail(503), kept: null },
    { name: 'empty after a connection reset (no status)', step: { ...wipers, onError: 'empty' as const }, failure: Object.assign(fail(0), { status: null, response: null }), kept: null },
    {
      name: 'answer: that answer kept',
      step: { ...promo, onError: { answer: { errorCode: 'Unknown' } } },
      failure: fail(500),
      kept: { errorCode: 'Unknown' },
    },
    { name: 'a 404 too, when notFound says nothing', step: { ...wipers, onError: 'empty' as const }, failure: fail(404), kept: null },
  ])('$name', async ({ step, failure, kept }) => {
    const { runtime, options } = runtimeWith([step, { into: 'user.pageData.p.after', value: 'went on' }], { [step.call!]: failure });
    expect(await runtime.runAction('p', 'act')).toEqual({ type: 'done' });
    expect(runtime.getState().user.pageData.p).toEqual({ [step.into!.split('.').at(-1)!]: kept, after: 'went on' });
    // The client is told the failure is handled: no bail-out (it is still logged).
    expect(options.find((entry) => entry.operation === step.call)?.options).toMatchObject({ handlesFailure: true });
  });

  it('notFound decides a 404 before onError does', async () => {
    const { runtime } = runtimeWith([{ ...wipers, notFound: { field: 'zip', message: 'No wipers here' }, onError: 'empty' }], { 'parts.wipers': fail(404) });
    expect(await runtime.runAction('p', 'act')).toEqual({ type: 'invalid', field: 'zip', message: 'No wipers here' });
  });

  it('a step that breaks (not a failed call) still fails: a fallback is for the service, not for a defect', async () => {
    const { runtime } = runtimeWith([{ ...wipers, onError: 'empty' }], { 'parts.wipers': () => new TypeError('a bug') });
    expect(await runtime.runAction('p', 'act')).toMatchObject({ type: 'error' });
  });

  it('without onError an action call is the client\'s to bail out on (SPEC §8)', async () => {
    const { runtime, options } = runtimeWith([wipers], { 'parts.wipers': fail(503) });
    expect(await runtime.runAction('p', 'act')).toMatchObject({ type: 'failed', status: 503 });
    expect(options[0]?.options?.handlesFailure).toBeUndefined();
  });
});

describe("a failed call of a page's submit: the page tells it, the visitor tries again (issue #13)", () => {
  it('no bail-out, SPEC §8 banner, nothing kept, not counted towards the restart; the next try goes on', async () => {
    let answer: unknown = fail(503);
    const { runtime, options } = runtimeWith([wipers], { 'parts.wipers': () => answer });
    expect(await runtime.submit('p', { zip: '85016' })).toMatchObject({ type: 'failed', status: 503 });
    expect(options[0]?.options).toMatchObject({ handlesFailure: true, pageName: 'p' });
    expect(runtime.getAlerts()).toEqual([
      { category: 'GLOBAL_ALERT', subCategory: 'UNKNOWN_ERROR', text: runtime.model.funnel.messages.unknownError, style: 'danger', dismissible: true },
    ]);
    const state = runtime.getState();
    expect(state.order.serviceLocation.zipCode).toBeNull();
    expect(state.user.hasTriggeredError).toBe(false);
    expect(state.user.eventBus).toContainEqual({ category: 'GLOBAL_ALERT', subCategory: 'UNKNOWN_ERROR', eventValue: '' });

    answer = [];
    expect(await runtime.submit('p', { zip: '85016' })).toMatchObject({ type: 'navigate', to: 'next' });
    expect(runtime.getState().order.serviceLocation.zipCode).toBe('85016');
    // The banner told of the failed try: the next page does not show it.
    expect(runtime.getAlerts()).toEqual([]);
  });

  it("an action's save that fails shows the banner; the action's next try that goes through takes it away", async () => {
    let answer: unknown = fail(503);
    const { runtime } = runtimeWith([{ saveSession: true }], { 'order.saveSession': () => answer });
    expect(await runtime.runAction('p', 'act')).toMatchObject({ type: 'invalid' });
    expect(runtime.getAlerts().map((alert) => alert.subCategory)).toEqual(['UNKNOWN_ERROR']);
    answer = { savedSessionId: 'S-1' };
    expect(await runtime.runAction('p', 'act')).toEqual({ type: 'done' });
    expect(runtime.getAlerts()).toEqual([]);
  });

  it('the global alerts the visitor arrived with (page not found) go once the page is left; a page\'s notice stays', async () => {
    const { runtime } = runtimeWith([wipers], { 'parts.wipers': [] });
    await runtime.enterRoute('no-such-page');
    const notice = { category: 'PAGE_ALERT', subCategory: 'SOME_NOTICE', text: 'A notice', style: 'info', dismissible: true } as const;
    runtime.showAlert(notice);
    expect(runtime.getAlerts().map((alert) => alert.subCategory)).toEqual(['PAGE_NOT_FOUND', 'SOME_NOTICE']);
    expect(await runtime.submit('p', { zip: '85016' })).toMatchObject({ type: 'navigate', to: 'next' });
    expect(runtime.getAlerts()).toEqual([notice]);
  });

  it('a refusal is not a failed call: no banner', async () => {
    const { runtime } = runtimeWith([{ ...wipers, refuse: [{ when: { empty: 'user.pageData.p.wipers' }, field: 'zip', message: 'None' }] }], { 'parts.wipers': [] });
    expect(await runtime.submit('p', { zip: '85016' })).toEqual({ type: 'invalid', field: 'zip', message: 'None' });
    expect(runtime.getAlerts()).toEqual([]);
  });
});
