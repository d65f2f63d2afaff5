import { expect, type Locator, type Page } from '@playwright/test';
import type { VehicleChoice } from './funnelPage';

/** The sandbox's 2018 Ford Mustang coupe (back glass) and the convertible its test VIN decodes to (no back glass). */
export const mustangCoupe: VehicleChoice = { year: '2018', make: 'Ford', model: 'Mustang', style: '2 Door Coupe' };

/** Documented sandbox VINs (api/sandbox/test-values/vehicle-lookups.md). */
export const vins = {
  civic: '2HGFC2FK3LH500001',
  mustangConvertible: '1FATP8UK6J5100987',
  badCheckDigit: '2HGFC2FK4LH500001',
} as const;

/** The sandbox's test photos (api/sandbox/data/vehicle-lookups.ts): civic.png reads as the Civic's VIN, no-vehicle.png as none. */
export const photos = {
  civic: {
    name: 'civic.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mM4wMAAAAJEAMGtcbuOAAAAAElFTkSuQmCC', 'base64'),
  },
  noVehicle: {
    name: 'no-vehicle.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4//8/AAX+Av4zEpUUAAAAAElFTkSuQmCC', 'base64'),
  },
} as const;

/** Presses Tab (keyboard only) until `target` has focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 25): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** On vehicle-damage: replace the glass named by `pieces` (checkbox names), and say whether a VIN will be given. */
export async function chooseReplacement(page: Page, pieces: Array<string | RegExp>, willProvideVin: boolean): Promise<void> {
  await page.getByRole('radio', { name: /Replace glass/ }).check();
  for (const piece of pieces) await page.getByRole('checkbox', { name: piece, exact: typeof piece === 'string' }).check();
  await page.getByRole('radio', { name: willProvideVin ? "Yes, I'll enter my VIN" : 'No, find my vehicle another way' }).check();
}

/** From vehicle-damage: a windshield replacement with a VIN promised, landing on vin-lookup. */
export async function toVinLookup(page: Page, pieces: Array<string | RegExp> = ['Windshield']): Promise<void> {
  await chooseReplacement(page, pieces, true);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/vin-lookup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your VIN' })).toBeVisible();
}

/** The VIN field of vin-lookup. */
export const vinField = (page: Page) => page.getByLabel('VIN (vehicle identification number)');
