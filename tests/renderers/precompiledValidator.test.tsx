import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import type { CompiledPage } from '../../engine/compile/FunnelModel';
import { PageView } from '../../renderers/app/PageView';
import { loadFunnelModel } from '../harness/loadFunnelModel';
import { createTestModel, renderWithRuntime } from './createTestRuntime';
import { loadPrecompiledValidator } from './loadPrecompiledValidator';

afterEach(cleanup);

/**
 * A generic form page with conditional answers (SPEC §5: a repair needs a chip count, a replacement some glass), as
 * vehicle-damage was written before its custom renderer: its navigation pointed at the test's `next` page.
 */
const damage: CompiledPage = {
  ...loadFunnelModel().pages['vehicle-damage']!,
  renderer: undefined,
  buttons: [],
  load: [],
  navigation: { forward: [{ to: 'next' }] },
  fields: {
    schema: {
      type: 'object',
      required: ['isRepair'],
      properties: {
        isRepair: {
          type: 'boolean',
          title: 'What do you need?',
          oneOf: [
            { const: false, title: 'Replace glass' },
            { const: true, title: 'Repair a windshield chip' },
          ],
        },
        numberOfChips: { type: 'integer', title: 'How many chips?', minimum: 1, maximum: 3 },
        glassToReplace: {
          type: 'array',
          title: 'Which glass should be replaced?',
          uniqueItems: true,
          items: {
            type: 'object',
            required: ['glassLocation', 'glassName'],
            properties: {
              glassLocation: { type: 'string', title: 'Location', enum: ['Windshield', 'Driver', 'Passenger', 'Rear'] },
              glassName: { type: 'string', title: 'Glass', enum: ['Front', 'Back', 'Quarter', 'Vent', 'Single', 'Stationary', 'Slider'] },
            },
          },
        },
      },
      allOf: [
        { if: { properties: { isRepair: { const: true } }, required: ['isRepair'] }, then: { required: ['numberOfChips'] } },
        {
          if: { properties: { isRepair: { const: false } }, required: ['isRepair'] },
          then: { required: ['glassToReplace'], properties: { glassToReplace: { minItems: 1 } } },
        },
      ],
    },
    uiSchema: { 'ui:order': ['isRepair', 'numberOfChips', 'glassToReplace'], isRepair: { 'ui:widget': 'radio' } },
    bind: { isRepair: 'order.damage.isRepair', numberOfChips: 'order.damage.numberOfChips', glassToReplace: 'order.damage.glassToReplace' },
  },
};
const validator = loadPrecompiledValidator(damage.fields!.schema as RJSFSchema);

describe('a generic form with conditional answers and its precompiled validator', () => {
  it('checks the conditional answers (SPEC §5: a repair needs a chip count) and submits them', async () => {
    const { runtime, router } = await renderWithRuntime(createTestModel([damage]), <PageView pageId="vehicle-damage" validator={validator} />);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const replace = screen.getByRole('radio', { name: 'Replace glass' });
    await waitFor(() => expect(document.activeElement).toBe(replace));
    expect(screen.getAllByText('Choose an answer for “What do you need?”').length).toBeGreaterThan(0);

    // Choosing re-validates live (the form was submitted once) against the schema's if/then branches.
    fireEvent.click(screen.getByRole('radio', { name: 'Repair a windshield chip' }));
    await waitFor(() => expect(screen.getAllByText('Answer “How many chips?”').length).toBeGreaterThan(0));
    const chips = screen.getByLabelText('How many chips?') as HTMLInputElement;
    fireEvent.change(chips, { target: { value: '5' } });
    await waitFor(() => expect(screen.getAllByText('“How many chips?” must be 3 or less').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(chips));
    expect(chips.value).toBe('5');

    fireEvent.change(chips, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    expect(runtime.getState().order.damage).toMatchObject({ isRepair: true, numberOfChips: 2 });
  });

  it('asks for at least one piece of glass when replacing', async () => {
    await renderWithRuntime(createTestModel([damage]), <PageView pageId="vehicle-damage" validator={validator} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Replace glass' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getAllByText('Choose at least 1 for “Which glass should be replaced?”').length).toBeGreaterThan(0));
    // The empty list's Add button is its focus target, described by the list's error.
    const add = screen.getByRole('button', { name: 'Add Item' });
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(add.getAttribute('aria-describedby')).toBe('root_glassToReplace__error');
  });
});
