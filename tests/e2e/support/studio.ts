import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { chooseReplacement } from './damageAndVin';
import { startWithVehicle, type VehicleChoice } from './funnelPage';
import type { ConfigCopy } from './yamlOnlyChanges';

/** The repository root (this file is tests/e2e/support/). */
const repoRoot = join(import.meta.dirname, '../../..');

/** The 2012 Toyota Avalon: the parts service asks no question for it, so service-zip goes straight to the quote. */
export const avalon2012: VehicleChoice = { year: '2012', make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' };

/** The shipped config and its build, as the studio's own sandbox serves them (nothing is copied; nothing to remove). */
export const shippedConfig: ConfigCopy = {
  root: repoRoot,
  configDir: join(repoRoot, 'funnel-config'),
  distDir: process.env.FUNNEL_DIST_DIR || join(repoRoot, 'dist'),
  remove: () => {},
};

/**
 * A visitor's way to the quote through every screen before it: `entry` (e.g. with an experiment forced), the Avalon,
 * a windshield replacement without a VIN, estimate's "continue without a VIN", zip 85016, the quote.
 */
export async function walkToQuote(page: Page, entry: string): Promise<void> {
  await startWithVehicle(page, avalon2012, entry);
  await chooseReplacement(page, ['Windshield'], false);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/estimate$/);
  await page.getByRole('radio', { name: "I don't have any of these; continue without a VIN" }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/service-zip$/);
  const zip = page.getByLabel('Zip code');
  await zip.fill('85016');
  await zip.press('Enter');
  await expect(page).toHaveURL(/\/fmg\/quote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
}

/** A visitor who chooses a vehicle and leaves on the damage page (the studio counts them as left there). */
export async function leaveAtDamage(page: Page, entry: string): Promise<void> {
  await startWithVehicle(page, avalon2012, entry);
  await expect(page.getByRole('heading', { level: 1, name: 'What is damaged?' })).toBeVisible();
}
