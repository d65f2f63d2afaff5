import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CompiledPage } from '../../engine/compile/FunnelModel';
import type { FunnelState } from '../../engine/domain/state';
import { GlassPicker } from '../../renderers/pages/GlassPicker';
import { loadFunnelModel } from '../harness/loadFunnelModel';
import { createTestModel, renderWithRuntime } from './createTestRuntime';

afterEach(cleanup);

/** The shipped vehicle-damage page (fields.bind, actions, the skip-VIN condition), each scenario ending on `next`. */
const shipped = loadFunnelModel().pages['vehicle-damage']!;
const vehicleDamage: CompiledPage = {
  ...shipped,
  navigation: {
    back: [{ to: 'next', query: { via: 'back' } }],
    forward: [{ to: 'next', query: { via: 'forward' } }],
    skipVin: [{ to: 'next', query: { via: 'skipVin' } }],
  },
};

/** A 2018 Ford Mustang 2 Door Convertible (no back glass) or a 4-door sedan, with its damage options loaded. */
const convertibleOptions = {
  windshieldOptions: { location: 'Windshield', availableReplacementOptions: ['Front'] },
  driverSideOptions: { location: 'Driver', availableReplacementOptions: ['Front'] },
  passengerSideOptions: { location: 'Passenger', availableReplacementOptions: ['Front'] },
  backGlassOptions: { location: 'Rear', availableReplacementOptions: [] },
};
const sedanOptions = {
  ...convertibleOptions,
  driverSideOptions: { location: 'Driver', availableReplacementOptions: ['Front', 'Back'] },
  passengerSideOptions: { location: 'Passenger', availableReplacementOptions: ['Front', 'Back'] },
  backGlassOptions: { location: 'Rear', availableReplacementOptions: ['Back'] },
};

function withVehicle(options: unknown, more: (state: FunnelState) => void = () => undefined) {
  return (state: FunnelState) => {
    Object.assign(state.order.vehicle, { year: 2018, make: 'Ford', model: 'Mustang', style: '2 Door Convertible', carId: 7 });
    state.user.pageData['vehicle-damage'] = { damageOptions: options };
    more(state);
  };
}

function renderPicker(state: (state: FunnelState) => void) {
  return renderWithRuntime(createTestModel([vehicleDamage]), <GlassPicker pageId="vehicle-damage" />, { state });
}

/** The error shown next to a row (`<id>-error`), or null. */
const fieldError = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;

const checkboxNames = () => screen.queryAllByRole('checkbox').map((box) => box.getAttribute('id'));

describe('GlassPicker', () => {
  it.each([
    ['a convertible: no back glass, one window a side', convertibleOptions, ['glass-windshield-front', 'glass-driver-front', 'glass-passenger-front']],
    [
      'a sedan: back doors and back glass',
      sedanOptions,
      ['glass-windshield-front', 'glass-driver-front', 'glass-driver-back', 'glass-passenger-front', 'glass-passenger-back', 'glass-rear-back'],
    ],
  ])('offers only the glass the damage options allow (%s)', async (_name, options, expected) => {
    await renderPicker(withVehicle(options));
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByLabelText(/Replace glass/));
    expect(checkboxNames()).toEqual(expected);
    expect(screen.getByRole('group', { name: 'Which glass should be replaced?' })).toBeTruthy();
  });

  it('says which locations the vehicle has no glass at, and labels side windows with their side', async () => {
    await renderPicker(withVehicle(convertibleOptions));
    fireEvent.click(screen.getByLabelText(/Replace glass/));
    expect(screen.getByText('No rear glass on this vehicle.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Driver side — Front door window' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Passenger side — Front door window' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Driver side' })).toBeTruthy();
  });

  it('submits the chosen glass in SPEC §3 shape and the VIN answer, and goes forward', async () => {
    const { runtime, router } = await renderPicker(withVehicle(sedanOptions));
    fireEvent.click(screen.getByLabelText(/Replace glass/));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Back glass' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Windshield' }));
    fireEvent.click(screen.getByLabelText("Yes, I'll enter my VIN"));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?via=forward'));
    const state = runtime.getState();
    expect(state.order.damage).toMatchObject({
      isRepair: false,
      numberOfChips: null,
      glassToReplace: [
        { glassLocation: 'Windshield', glassName: 'Front' },
        { glassLocation: 'Rear', glassName: 'Back' },
      ],
    });
    expect(state.user.pageData['vehicle-damage']?.willProvideVin).toBe(true);
  });

  it('does not ask about the VIN when a lookup already found it, and goes forward without that answer', async () => {
    const { runtime, router } = await renderPicker(withVehicle(sedanOptions, (state) => void (state.order.vehicle.vin = '1FATP8UK6J5100987')));
    expect(screen.queryByText('Will you give us your VIN?')).toBeNull();
    expect(screen.getByTestId('known-vin').textContent).toContain('1FATP8UK6J5100987');
    fireEvent.click(screen.getByLabelText(/Replace glass/));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Windshield' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?via=forward'));
    expect(runtime.getState().order.damage.glassToReplace).toEqual([{ glassLocation: 'Windshield', glassName: 'Front' }]);
  });

  it('asks for the chip count only for a repair, requires it (1–3), and sends no glass with it', async () => {
    const { runtime, router } = await renderPicker(withVehicle(sedanOptions));
    expect(screen.queryByRole('group', { name: 'How many chips?' })).toBeNull();
    fireEvent.click(screen.getByLabelText(/Repair a windshield chip/));
    const chips = screen.getByRole('group', { name: 'How many chips?' });
    expect([...chips.querySelectorAll('input')].map((input) => input.labels?.[0]?.textContent)).toEqual(['1 chip', '2 chips', '3 chips']);
    fireEvent.click(screen.getByLabelText('No, find my vehicle another way'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(document.activeElement?.id).toBe('chips-1'));
    expect(fieldError('chips')).toBe('Choose how many chips to repair');
    expect(screen.getByLabelText('1 chip').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('');

    fireEvent.click(screen.getByLabelText('2 chips'));
    expect(fieldError('chips')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?via=forward'));
    expect(runtime.getState().order.damage).toMatchObject({ isRepair: true, numberOfChips: 2, glassToReplace: [] });
  });

  it('names every missing answer, focuses the first, and keeps nothing', async () => {
    const { runtime } = await renderPicker(withVehicle(sedanOptions));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('damage-kind-replace'));
    expect(screen.getByRole('status').textContent).toContain('There are 2 problems on this page');
    expect(fieldError('damage-kind')).toBe('Choose whether you need glass replaced or a chip repaired');
    expect(fieldError('vin')).toBe('Choose whether you will enter your VIN');
    expect(document.getElementById('damage-kind-replace')?.getAttribute('aria-describedby')).toContain('damage-kind-error');

    fireEvent.click(screen.getByLabelText(/Replace glass/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('glass-windshield-front'));
    expect(fieldError('glass')).toBe('Choose the glass to replace');
    expect(fieldError('damage-kind')).toBeNull();
    expect(runtime.getState().order.damage.isRepair).toBeNull();
  });

  it('starts from the stored answers (coming back keeps them)', async () => {
    await renderPicker(
      withVehicle(sedanOptions, (state) => {
        state.order.damage.isRepair = false;
        state.order.damage.glassToReplace = [{ glassLocation: 'Driver', glassName: 'Back' }];
        state.user.pageData['vehicle-damage']!.willProvideVin = false;
      }),
    );
    expect((screen.getByLabelText(/Replace glass/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Driver side — Back door window' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Windshield' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('No, find my vehicle another way') as HTMLInputElement).checked).toBe(true);
  });

  it('offers "Continue without a VIN" only while the answers make the VIN optional (SPEC §5), and skips with them', async () => {
    const { runtime, router } = await renderPicker(withVehicle(sedanOptions, (state) => Object.assign(state.order.vehicle, { make: 'Honda', model: 'Civic', year: 2020 })));
    const skip = () => screen.queryByRole('button', { name: 'Continue without a VIN' });
    expect(skip()).toBeNull();
    fireEvent.click(screen.getByLabelText(/Replace glass/));
    expect(skip()).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Windshield' }));
    expect(skip()).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Windshield' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Driver side — Front door window' }));
    expect(skip()).not.toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Continue', 'Continue without a VIN', 'Back']);
    fireEvent.click(screen.getByLabelText(/Repair a windshield chip/));
    fireEvent.click(screen.getByLabelText('3 chips'));
    fireEvent.click(skip()!);
    await waitFor(() => expect(router.state.location.search).toBe('?via=skipVin'));
    expect(runtime.getState().order.damage).toMatchObject({ isRepair: true, numberOfChips: 3, glassToReplace: [] });
    expect(runtime.getState().user.pageData['vehicle-damage']?.willProvideVin).toBe(false);
  });

  it('Back leaves without keeping the answers being given', async () => {
    const { runtime, router } = await renderPicker(withVehicle(sedanOptions));
    fireEvent.click(screen.getByLabelText(/Repair a windshield chip/));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.search).toBe('?via=back'));
    expect(runtime.getState().order.damage.isRepair).toBeNull();
  });

  it('shows the vehicle-change alert when the URL says vehicleChanged=true', async () => {
    const { router } = await renderPicker(withVehicle(convertibleOptions));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('2018 Ford Mustang 2 Door Convertible')).toBeTruthy();
    await act(() => router.navigate('/vehicle-damage?vehicleChanged=true'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We updated your vehicle from the lookup');
    expect(alert.textContent).toContain('It is now the 2018 Ford Mustang 2 Door Convertible.');
    expect(alert.textContent).toContain('check that the damage you choose below matches this vehicle');
  });
});
