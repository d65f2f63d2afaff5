import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { PageView } from '../../renderers/app/PageView';
import { loadFunnelModel } from '../harness/loadFunnelModel';
import { createTestModel, renderWithRuntime } from './createTestRuntime';
import { loadPrecompiledValidator } from './loadPrecompiledValidator';

afterEach(cleanup);

/** funnel-config/pages/vehicle-damage.yaml as shipped, its navigation pointed at the test's `next` page. */
const shipped = loadFunnelModel().pages['vehicle-damage']!;
const damage = { ...shipped, actions: [], load: [], navigation: { forward: [{ to: 'next' }] } };
const validator = loadPrecompiledValidator(damage.fields!.schema as RJSFSchema);

describe('the shipped vehicle-damage page with its precompiled validator', () => {
  it('checks the conditional answers (SPEC §5: a repair needs a chip count) and submits them', async () => {
    const { runtime, router } = renderWithRuntime(createTestModel([damage]), <PageView pageId="vehicle-damage" validator={validator} />);

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
    renderWithRuntime(createTestModel([damage]), <PageView pageId="vehicle-damage" validator={validator} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Replace glass' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getAllByText('Choose at least 1 for “Which glass should be replaced?”').length).toBeGreaterThan(0));
    // The empty list's Add button is its focus target, described by the list's error.
    const add = screen.getByRole('button', { name: 'Add Item' });
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(add.getAttribute('aria-describedby')).toBe('root_glassToReplace__error');
  });
});
