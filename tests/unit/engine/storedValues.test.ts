/**
 * Bindings without a call: a value read from the state (optionally converted, converters seeing the whole state) kept
 * at `into`, counted as written by the submit (so its cascades keep it); and `inform` notices raised as information
 * alerts after an accepted answer.
 */
import { describe, expect, it } from 'vitest';
import type { ApiBinding } from '../../../engine/config/types';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { createTestModel, testPage } from '../../renderers/createTestRuntime';

/** A zip page submitting `bindings` after its answer is bound to order.serviceLocation.zipCode. */
function zipPage(bindings: ApiBinding[]) {
  const page = testPage({
    id: 'zip',
    fields: { schema: { type: 'object', properties: { zipCode: { type: 'string' } } }, bind: { zipCode: 'order.serviceLocation.zipCode' } },
    submit: bindings,
    navigation: { forward: [{ to: 'next' }] },
  });
  const ports = createMemoryPorts({
    'location.zip': (params: Record<string, unknown>) => ({ zip: params.zip, isValid: true, state: { state: 'AZ' }, zipCodeCtu: 'AZ-TUS', containsMilitaryBase: params.zip === '85707' }),
  });
  return createFunnelRuntime({ model: createTestModel([page]), ports });
}

const zipCheck: ApiBinding = {
  call: 'location.zip',
  params: { zip: { from: 'form.zipCode' }, damageKind: 'Replace' },
  into: 'user.pageData.zip.info',
  inform: [{ when: { truthy: 'user.pageData.zip.info.containsMilitaryBase' }, id: 'MILITARY_BASE', message: '{form.zipCode} ({user.pageData.zip.info.state.state}): shop only' }],
};

describe('stored values', () => {
  it.each([
    ['a field of an earlier answer', { from: 'user.pageData.zip.info.zipCodeCtu' }, 'AZ-TUS'],
    ['a field of the form', { from: 'form.zipCode' }, '85016'],
    ['a converted value', { from: 'form.zipCode', as: 'upperCase' }, '85016'],
    ['a literal', 'fixed', 'fixed'],
    ['nothing there', { from: 'user.pageData.zip.info.missing' }, null],
  ] as const)('%s', async (_case, value, expected) => {
    const runtime = zipPage([zipCheck, { into: 'order.serviceLocation.zipCodeCtu', value }]);
    expect(await runtime.submit('zip', { zipCode: '85016' })).toMatchObject({ type: 'navigate', to: 'next' });
    expect(runtime.getState().order.serviceLocation.zipCodeCtu).toBe(expected);
  });

  it('a converter gets the inputs YAML names with `with:` (chosenGlassParts: the stages and the vehicle-parts choice)', async () => {
    const runtime = zipPage([
      {
        into: 'order.lineItems.glassParts',
        value: { from: 'user.pageData.stages', as: 'chosenGlassParts', with: { chosen: { from: 'user.pageData.vehicle-parts.partNumber' } } },
      },
    ]);
    runtime.update((draft) => {
      draft.user.pageData.stages = { glassPieceParts: [], partChoices: [{ id: 'W', partNumber: 'FW1GT' }, { id: 'W', partNumber: 'FW1GB' }] };
      draft.user.pageData['vehicle-parts'] = { partNumber: 'FW1GB' };
    });
    await runtime.submit('zip', { zipCode: '85016' });
    expect(runtime.getState().order.lineItems.glassParts).toEqual([{ id: 'W', partNumber: 'FW1GB' }]);
  });

  it('is skipped when its condition does not hold', async () => {
    const runtime = zipPage([{ into: 'order.serviceLocation.zipCodeCtu', value: 'x', when: { truthy: 'order.vehicle.vin' } }]);
    await runtime.submit('zip', { zipCode: '85016' });
    expect(runtime.getState().order.serviceLocation.zipCodeCtu).toBeNull();
  });
});

describe('inform', () => {
  it('raises an information alert when its condition holds, replaces it on the next submit, removes it when it no longer holds', async () => {
    const runtime = zipPage([zipCheck]);
    const alert = { category: 'PAGE_ALERT', subCategory: 'MILITARY_BASE', style: 'info', dismissible: true };
    await runtime.submit('zip', { zipCode: '85707' });
    expect(runtime.getAlerts()).toEqual([{ ...alert, text: '85707 (AZ): shop only' }]);
    await runtime.submit('zip', { zipCode: '85707' });
    expect(runtime.getAlerts()).toHaveLength(1);
    await runtime.submit('zip', { zipCode: '85016' });
    expect(runtime.getAlerts()).toEqual([]);
  });

  it('says nothing of a refused answer', async () => {
    const runtime = zipPage([{ ...zipCheck, refuse: [{ when: { truthy: 'user.pageData.zip.info.containsMilitaryBase' }, field: 'zipCode', message: 'No.' }] }]);
    expect(await runtime.submit('zip', { zipCode: '85707' })).toEqual({ type: 'invalid', field: 'zipCode', message: 'No.' });
    expect(runtime.getAlerts()).toEqual([]);
  });
});
