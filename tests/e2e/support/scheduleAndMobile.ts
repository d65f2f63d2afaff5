import { expect, type Page } from '@playwright/test';
import { chooseReplacement } from './damageAndVin';
import { startWithVehicle, type VehicleChoice } from './funnelPage';

/** The sandbox's 2012 Toyota Avalon sedan: no question pages, so the quote follows the zip. */
export const avalon: VehicleChoice = { year: '2012', make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' };

/**
 * Through part 1's screens to schedule: the Avalon, a windshield replacement without a VIN, `zip` on service-zip, and
 * "Pay on my own" on the quote.
 */
export async function reachSchedule(page: Page, zip = '85016'): Promise<void> {
  await startWithVehicle(page, avalon);
  await chooseReplacement(page, ['Windshield'], false);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/estimate$/);
  await page.getByRole('radio', { name: /continue without a VIN/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/service-zip$/);
  await page.getByLabel('Zip code').fill(zip);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/quote$/);
  await expect(page.getByTestId('quote-total')).toBeVisible();
  await page.getByRole('radio', { name: /Pay on my own/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'When and where?' })).toBeVisible();
}

/** The shop radio group of the schedule page, once the shops are loaded. */
export async function shopGroup(page: Page) {
  const group = page.getByRole('group', { name: /^Shop near/ });
  await expect(group.getByRole('radio').first()).toBeVisible();
  return group;
}

/** The calendar's days (radios), once the times are loaded. */
export async function dayGroup(page: Page) {
  const group = page.getByRole('group', { name: 'Day' });
  await expect(group.getByRole('radio').first()).toBeVisible();
  return group;
}

/** The first day of the calendar that has free times. */
export function firstOpenDay(page: Page) {
  return page.getByRole('group', { name: 'Day' }).getByRole('radio', { disabled: false }).first();
}

/** Chooses, with the mouse, a shop, an appointment type and the first free day, and returns the time group. */
export async function chooseShopTypeAndDay(page: Page, shopName: string, type: RegExp) {
  const shops = await shopGroup(page);
  await shops.getByRole('radio', { name: shopName }).check();
  await page.getByRole('radio', { name: type }).check();
  await dayGroup(page);
  await firstOpenDay(page).check();
  const times = page.getByRole('group', { name: /^(Arrival time|Time) on / });
  await expect(times.getByRole('radio').first()).toBeVisible();
  return times;
}
