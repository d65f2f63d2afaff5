import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { maxPhotoBytes } from '../../engine/domain/maxPhotoBytes';
import type { FunnelState } from '../../engine/domain/state';
import { VinEntry } from '../../renderers/pages/VinEntry';
import { fail } from '../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../harness/loadFunnelModel';
import { configuredPage, createTestModel, renderWithRuntime } from './createTestRuntime';

afterEach(cleanup);

/**
 * funnel-config/pages/vin-lookup.yaml (its submit calls with the notFound message, its buttons, its action lookupPhoto),
 * each scenario ending on `next`. It loads nothing on entry.
 */
const vinLookup = configuredPage('vin-lookup', {
  navigation: Object.fromEntries(
    Object.keys(loadFunnelModel().pages['vin-lookup']!.navigation).map((scenario) => [scenario, [{ to: 'next', query: { via: scenario } }]]),
  ),
});

const civicVin = '2HGFC2FK3LH500001';
/** The sandbox's civic.png and no-vehicle.png (api/sandbox/data/vehicle-lookups.ts). */
const civicPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mM4wMAAAAJEAMGtcbuOAAAAAElFTkSuQmCC';
const noVehiclePng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4//8/AAX+Av4zEpUUAAAAAElFTkSuQmCC';

const answers = {
  'vehicle.lookupByVin': ({ vin }: Record<string, unknown>) =>
    vin === civicVin ? { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 9, vin } : fail(404),
  'parts.damageOptions': { windshieldOptions: { availableReplacementOptions: ['Front'] } },
  'vehicle.lookupByImage': ({ imageData }: Record<string, unknown>) =>
    imageData === civicPng
      ? { vins: [{ vin: civicVin, year: 2020, make: 'Honda', model: 'Civic', confidence: 0.98 }] }
      : imageData === noVehiclePng
        ? { vins: [] }
        : {
            vins: [
              { vin: '2GK6GFLK6EG891950', year: 2014, make: 'GMC', model: 'Terrain', confidence: 0.91 },
              { vin: '5XYP3R6Z0WE748035', year: 1998, make: 'Kia', model: 'Sportage', confidence: 0.51 },
            ],
          },
};

function atVinLookup(vehicle: { year: number; make: string } = { year: 2020, make: 'Honda' }) {
  return (state: FunnelState) => {
    Object.assign(state.order.vehicle, { ...vehicle, model: 'Civic', style: '4 Door Sedan', carId: 9 });
    state.order.damage.isRepair = false;
    state.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
    state.user.pageData['vehicle-damage'] = { willProvideVin: true };
  };
}

function renderVinEntry(vehicle?: { year: number; make: string }) {
  return renderWithRuntime(createTestModel([vinLookup]), <VinEntry pageId="vin-lookup" />, { answers, state: atVinLookup(vehicle) });
}

const vinInput = () => screen.getByLabelText('VIN (vehicle identification number)') as HTMLInputElement;
const fieldError = () => document.getElementById('vin-error')?.textContent ?? null;

function typeVin(value: string) {
  fireEvent.change(vinInput(), { target: { value } });
}

function choosePhoto(base64: string, name: string, type: string) {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  fireEvent.change(screen.getByLabelText('Take or upload a photo of the VIN'), { target: { files: [new File([bytes], name, { type })] } });
}

describe('VinEntry', () => {
  it.each([
    ['', 'Enter your VIN'],
    ['2HGFC2FK3LH50000', 'A VIN has 17 characters; you entered 16. Please check it.'],
    ['2HGFC2FK3LH5O0001', 'A VIN never contains the letters I, O or Q. Did you mean the digits 1 or 0?'],
    ['2HGFC2FK3LH5-0001', 'A VIN has only letters and digits, without spaces or dashes.'],
    ['2HGFC2FK1UH500001', 'Character 10 of a VIN (the model year) is never U, Z or 0. Please check it.'],
    ['2HGFC2FK4LH500001', "This VIN doesn't add up: its check digit (character 9) doesn't match the other characters. Please check each one."],
  ])('refuses %j before any call: %s', async (typed, message) => {
    const { ports, router } = await renderVinEntry();
    typeVin(typed);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(vinInput()));
    expect(fieldError()).toBe(message);
    expect(vinInput().getAttribute('aria-invalid')).toBe('true');
    expect(vinInput().getAttribute('aria-describedby')).toContain('vin-error');
    expect(screen.getAllByRole('status').map((status) => status.textContent).join(' ')).toContain('There is 1 problem on this page');
    expect(ports.calls.map((call) => call.operation)).not.toContain('vehicle.lookupByVin');
    expect(router.state.location.search).toBe('');
  });

  it('clears the message once the VIN is right', async () => {
    await renderVinEntry();
    typeVin('2HGFC2FK4LH500001');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fieldError()).not.toBeNull());
    typeVin(civicVin);
    expect(fieldError()).toBeNull();
  });

  it('looks up a sound VIN typed in lower case (shown and sent upper case) and goes forward', async () => {
    const { ports, router, runtime } = await renderVinEntry();
    typeVin('2hgfc2fk3lh500001');
    expect(vinInput().value).toBe(civicVin);
    expect(screen.getByText('17 of 17 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?via=forward'));
    expect(ports.calls).toContainEqual({ operation: 'vehicle.lookupByVin', params: { vin: civicVin, logEnabled: true } });
    expect(runtime.getState().order.vehicle).toMatchObject({ vin: civicVin, carId: 9 });
  });

  it('shows the 404 of an unknown vehicle at the field and keeps what was typed', async () => {
    const { router, runtime } = await renderVinEntry();
    typeVin('SALGS2SEXKA000123');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fieldError()).toBe("We couldn't find a vehicle with the VIN SALGS2SEXKA000123. Please check it, or find your vehicle another way."));
    // The field is focused by an effect after the message is drawn (as in the refusals before any call).
    await waitFor(() => expect(document.activeElement).toBe(vinInput()));
    expect(vinInput().value).toBe('SALGS2SEXKA000123');
    expect(router.state.location.search).toBe('');
    expect(runtime.getState().order.vehicle.vin).toBeNull();
  });

  it('offers the VIN read from a photo; choosing it fills the field', async () => {
    const { ports } = await renderVinEntry();
    choosePhoto(civicPng, 'civic.png', 'image/png');
    const use = await screen.findByRole('button', { name: `Use ${civicVin} (2020 Honda Civic)` });
    expect(ports.calls).toContainEqual({ operation: 'vehicle.lookupByImage', params: { imageData: civicPng, contentType: 'image/png', fileName: 'civic.png' } });
    expect(screen.getByText('We found 1 VIN in your photo. Choose it to fill in the VIN field.')).toBeTruthy();
    fireEvent.click(use);
    expect(vinInput().value).toBe(civicVin);
    expect(document.activeElement).toBe(vinInput());
    expect(screen.getByText(`We filled in the VIN ${civicVin}. Check it against your vehicle, then choose Continue.`)).toBeTruthy();
  });

  it('offers every candidate when the photo gives several', async () => {
    await renderVinEntry();
    choosePhoto('/9j/4HBob3RvIDg=', 'IMG_0001.JPG', 'image/jpeg');
    expect(await screen.findByText('We found 2 VINs in your photo. Choose the one on your vehicle.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Use / }).map((button) => button.textContent)).toEqual([
      'Use 2GK6GFLK6EG891950 (2014 GMC Terrain)',
      'Use 5XYP3R6Z0WE748035 (1998 Kia Sportage)',
    ]);
  });

  it('says when no VIN is found in the photo', async () => {
    await renderVinEntry();
    choosePhoto(noVehiclePng, 'no-vehicle.png', 'image/png');
    expect(await screen.findByText(/No VIN found in the photo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
  });

  it.each([
    ['a photo over the limit', new File([new Uint8Array(maxPhotoBytes + 1)], 'huge.jpg', { type: 'image/jpeg' }), /This photo is too large \(6\.3 MB\)\. Choose a photo of at most 6 MB\./],
    ['a file the lookup cannot read', new File([new Uint8Array(10)], 'vin.gif', { type: 'image/gif' }), /Choose a photo \(JPEG, PNG, HEIC or WebP\)/],
  ])('refuses %s without sending it', async (_name, file, message) => {
    const { ports } = await renderVinEntry();
    fireEvent.change(screen.getByLabelText('Take or upload a photo of the VIN'), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(message);
    expect(screen.getByLabelText('Take or upload a photo of the VIN').getAttribute('aria-invalid')).toBe('true');
    expect(ports.calls.map((call) => call.operation)).not.toContain('vehicle.lookupByImage');
  });

  it.each([
    ['a 2020 Honda windshield: required', { year: 2020, make: 'Honda' }, ['Continue', 'Back', 'Find my vehicle another way']],
    ['a Porsche: optional', { year: 2019, make: 'Porsche' }, ['Continue', 'Back', 'Continue without a VIN', 'Find my vehicle another way']],
  ])('offers to continue without a VIN only when it is optional (%s)', async (_name, vehicle, buttons) => {
    await renderVinEntry(vehicle);
    const form = vinInput().form!;
    expect([...form.querySelectorAll('button')].map((button) => button.textContent)).toEqual(buttons);
  });

  it.each([
    ['Continue without a VIN', 'skipVin'],
    ['Find my vehicle another way', 'vinRetry'],
    ['Back', 'back'],
  ])('%s leads to its scenario without a lookup', async (label, scenario) => {
    const { ports, router } = await renderVinEntry({ year: 2019, make: 'Porsche' });
    typeVin('2HGFC2FK4LH500001');
    fireEvent.click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(router.state.location.search).toBe(`?via=${scenario}`));
    expect(ports.calls.map((call) => call.operation)).not.toContain('vehicle.lookupByVin');
  });
});
