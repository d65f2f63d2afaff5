import { expect, type Page } from '@playwright/test';
import { startWithVehicle, waitForStoredState, type VehicleChoice } from './funnelPage';

/** The Garcia household: the sandbox's address with three vehicles (api/sandbox/test-values/vehicle-lookups.md). */
export const garcia = { lastName: 'Garcia', street: '1200 N Central Ave', zip: '85004', state: 'Arizona' } as const;

/** A vehicle other than the ones the sandbox's plates and addresses find: a lookup then changes the vehicle. */
export const avalon: VehicleChoice = { year: '2012', make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' };

/** Where the browser runtime keeps the funnel state (engine/runtime/createFunnelRuntime.ts stateStorageKey). */
const stateStorageKey = 'funnel:state';

/**
 * From a fresh visit to estimate: the Civic (or `vehicle`) chosen on the vehicle page (through its UI), then a windshield replacement
 * without a VIN answered for vehicle-damage. Those damage answers are written into the stored state and the page
 * reloaded on /fmg/estimate, so these tests do not depend on the vehicle-damage renderer (built separately); the
 * runtime then checks estimate's prerequisites on them like on any answers.
 */
export async function startAtEstimate(page: Page, vehicle?: VehicleChoice): Promise<void> {
  await startWithVehicle(page, vehicle);
  await waitForStoredState(page, 'vehicle-damage');
  await page.evaluate((key) => {
    const stored = window.localStorage.getItem(key);
    if (!stored) throw new Error('No stored funnel state');
    const state = JSON.parse(stored);
    state.order.damage.isRepair = false;
    state.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
    state.user.pageData['vehicle-damage'] = { ...state.user.pageData['vehicle-damage'], willProvideVin: false };
    window.localStorage.setItem(key, JSON.stringify(state));
  }, stateStorageKey);
  await page.goto('/fmg/estimate');
  await expect(page).toHaveURL(/\/fmg\/estimate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How should we find your vehicle?' })).toBeVisible();
}

/** On estimate, chooses a way to find the vehicle (its radio's label) and continues. */
export async function chooseWay(page: Page, label: string | RegExp): Promise<void> {
  await page.getByRole('radio', { name: label }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From a fresh visit to the licence-plate lookup page (the Civic chosen first, or `vehicle`). */
export async function startAtPlateLookup(page: Page, vehicle?: VehicleChoice): Promise<void> {
  await startAtEstimate(page, vehicle);
  await chooseWay(page, /licence plate/);
  await expect(page).toHaveURL(/\/fmg\/license-plate-lookup$/);
}

/** From a fresh visit to the address lookup page. */
export async function startAtAddressLookup(page: Page): Promise<void> {
  await startAtEstimate(page);
  await chooseWay(page, /home address/);
  await expect(page).toHaveURL(/\/fmg\/address-lookup$/);
}

/** Fills the address lookup form (the state by its full name) without submitting it. */
export async function fillAddress(page: Page, address: { lastName: string; street: string; zip: string; state: string }): Promise<void> {
  await page.getByLabel('Last name').fill(address.lastName);
  await page.getByLabel('Street address').fill(address.street);
  await page.getByLabel('Zip code').fill(address.zip);
  await page.getByLabel('State', { exact: true }).selectOption({ label: address.state });
}
