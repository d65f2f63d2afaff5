import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { VehicleSelector } from '../../renderers/pages/VehicleSelector';
import { configuredPage, createTestModel, renderEnteredPage, type TestRuntimeOptions } from './createTestRuntime';

afterEach(cleanup);

/**
 * funnel-config/pages/vehicle.yaml (the years loaded on entry, its actions loadMakes, loadModels and loadStyles, the
 * vehicle looked up on submit), going forward to `next`.
 */
const vehicle = configuredPage('vehicle', { navigation: { forward: [{ to: 'next' }] } });

const answers = {
  'vehicle.years': [2021, 2020],
  'vehicle.makes': ({ year }: Record<string, unknown>) => (year === 2020 ? ['Honda', 'Toyota'] : ['Ford']),
  'vehicle.models': () => ['Camry', 'Corolla'],
  'vehicle.styles': () => ['4 Door Sedan'],
  'vehicle.lookup': (params: Record<string, unknown>) => ({ ...params, carId: 42 }),
};
/** The vehicle page entered (its years loaded), then shown. */
const renderSelector = (state?: TestRuntimeOptions['state']) =>
  renderEnteredPage(createTestModel([vehicle]), <VehicleSelector pageId="vehicle" />, { answers, state });

describe('VehicleSelector', () => {
  it('loads the makes after a year is chosen, then models and styles, and submits the vehicle', async () => {
    const { runtime, ports, router } = await renderSelector();
    const year = screen.getByLabelText('Year') as HTMLSelectElement;
    const make = screen.getByLabelText('Make') as HTMLSelectElement;
    expect(make.disabled).toBe(true);
    expect([...year.options].map((option) => option.value)).toEqual(['', '2021', '2020']);

    fireEvent.change(year, { target: { value: '2020' } });
    await waitFor(() => expect(make.disabled).toBe(false));
    expect(ports.calls).toContainEqual({ operation: 'vehicle.makes', params: { year: 2020 } });
    expect([...make.options].map((option) => option.value)).toEqual(['', 'Honda', 'Toyota']);

    fireEvent.change(make, { target: { value: 'Toyota' } });
    const model = screen.getByLabelText('Model') as HTMLSelectElement;
    await waitFor(() => expect(model.disabled).toBe(false));
    fireEvent.change(model, { target: { value: 'Camry' } });
    const style = screen.getByLabelText('Style') as HTMLSelectElement;
    await waitFor(() => expect(style.disabled).toBe(false));
    expect(ports.calls).toContainEqual({ operation: 'vehicle.models', params: { year: 2020, make: 'Toyota' } });
    expect(ports.calls).toContainEqual({ operation: 'vehicle.styles', params: { year: 2020, make: 'Toyota', model: 'Camry' } });
    fireEvent.change(style, { target: { value: '4 Door Sedan' } });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    expect(runtime.getState().order.vehicle).toMatchObject({ year: 2020, make: 'Toyota', model: 'Camry', style: '4 Door Sedan', carId: 42 });
  });

  it('clears the later choices when an earlier one changes', async () => {
    await renderSelector();
    const year = screen.getByLabelText('Year') as HTMLSelectElement;
    const make = screen.getByLabelText('Make') as HTMLSelectElement;
    fireEvent.change(year, { target: { value: '2020' } });
    await waitFor(() => expect(make.disabled).toBe(false));
    fireEvent.change(make, { target: { value: 'Honda' } });
    fireEvent.change(year, { target: { value: '2021' } });
    expect(make.value).toBe('');
    await waitFor(() => expect([...make.options].map((option) => option.value)).toEqual(['', 'Ford']));
  });

  it('names each missing choice and focuses the first one', async () => {
    await renderSelector();
    const year = screen.getByLabelText('Year') as HTMLSelectElement;
    const make = screen.getByLabelText('Make') as HTMLSelectElement;
    fireEvent.change(year, { target: { value: '2020' } });
    await waitFor(() => expect(make.disabled).toBe(false));

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(make));
    expect(make.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(make.getAttribute('aria-describedby')!)?.textContent).toBe('Choose a make');
    expect(screen.getAllByText('Choose a model').length).toBeGreaterThan(0);
    expect(year.getAttribute('aria-invalid')).toBeNull();
  });

  it('pre-selects the order vehicle when coming back', async () => {
    await renderSelector((state) => void Object.assign(state.order.vehicle, { year: 2020, make: 'Toyota', model: 'Camry', style: '4 Door Sedan' }));
    const style = screen.getByLabelText('Style') as HTMLSelectElement;
    await waitFor(() => expect(style.disabled).toBe(false));
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2020');
    expect((screen.getByLabelText('Make') as HTMLSelectElement).value).toBe('Toyota');
    expect((screen.getByLabelText('Model') as HTMLSelectElement).value).toBe('Camry');
    expect(style.value).toBe('4 Door Sedan');
  });
});
