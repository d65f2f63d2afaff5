import { expect, type Page } from '@playwright/test';
import { createInitialState, type GlassPiece } from '../../../engine/domain/state';
import { stateStorageKey } from '../../../engine/runtime/createFunnelRuntime';
import type { VehicleChoice } from './funnelPage';

/** Vehicles of the sandbox catalog by the question stages they ask (api/sandbox/test-values/parts.md). */
export const accord2018: VehicleChoice = { year: '2018', make: 'Honda', model: 'Accord', style: '4 Door Sedan' };
export const camry2012: VehicleChoice = { year: '2012', make: 'Toyota', model: 'Camry', style: '4 Door Sedan' };
export const civic2012: VehicleChoice = { year: '2012', make: 'Honda', model: 'Civic', style: '4 Door Sedan' };

export const windshield: GlassPiece[] = [{ glassLocation: 'Windshield', glassName: 'Front' }];

/**
 * Opens service-zip as a visitor who chose `vehicle` (as the sandbox's vehicle lookup answers it), a replacement of
 * `glass`, and no VIN on estimate. The earlier pages are other screens' tests: the state they leave is stored before
 * the funnel loads (once per test; the funnel keeps its state in localStorage).
 */
export async function openServiceZip(page: Page, vehicle: VehicleChoice, glass: GlassPiece[] = windshield): Promise<void> {
  const path = [vehicle.year, vehicle.make, vehicle.model, vehicle.style].map(encodeURIComponent).join('/');
  const lookup = await page.request.get(`/vehicle/api/v1/vehicle/lookup/${path}`);
  expect(lookup.ok(), `vehicle lookup of ${path}`).toBe(true);
  const state = createInitialState();
  Object.assign(state.order.vehicle, await lookup.json());
  state.order.damage.isRepair = false;
  state.order.damage.glassToReplace = glass;
  state.user.pageData['vehicle-damage'] = { willProvideVin: false, vinSkipped: false };
  state.user.pageData.estimate = { vinSelection: 'none' };
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('questionPages:seeded')) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem('questionPages:seeded', 'true');
    },
    [stateStorageKey, JSON.stringify(state)] as const,
  );
  await page.goto('/fmg/service-zip');
  await expect(page.getByRole('heading', { level: 1, name: 'Where should we do the work?' })).toBeVisible();
}

/** Types a zip into service-zip and continues with the keyboard (Enter submits the form). */
export async function submitZip(page: Page, zip: string): Promise<void> {
  const field = page.getByLabel('Zip code');
  await field.fill(zip);
  await field.press('Enter');
}

/**
 * Answers the radio groups of a question page with the keyboard only, from the page's heading (focused after each
 * page change): Tab enters each group on its first radio, Space chooses it, ArrowDown moves to (and chooses) the next
 * ones; `choices` is the answer index per group. Then Tab to Continue and Enter.
 */
export async function answerWithKeyboard(page: Page, choices: number[]): Promise<void> {
  for (const choice of choices) {
    await page.keyboard.press('Tab');
    await expect(page.locator('input[type=radio]:focus')).toHaveCount(1);
    if (choice === 0) await page.keyboard.press('Space');
    for (let step = 0; step < choice; step += 1) await page.keyboard.press('ArrowDown');
    await expect(page.locator('input[type=radio]:focus')).toBeChecked();
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
}

/** The problems summary of a page after a failed check ("There are 2 problems on this page: …"). */
export function problemSummary(page: Page) {
  return page.getByRole('status').filter({ hasText: /problems? on this page/ });
}

