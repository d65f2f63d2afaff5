import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chooseReplacement } from './damageAndVin';
import { startWithVehicle, type VehicleChoice } from './funnelPage';

/** The sandbox's 2012 Toyota Avalon sedan: no question pages, so the quote follows the zip ($578.19 in 85016). */
export const avalon: VehicleChoice = { year: '2012', make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' };

/** The Avalon's quote total for a windshield in 85016 (api/sandbox/test-values/parts.md, price-and-account.md). */
export const avalonTotal = '$578.19';

/** The funnel cookie's name (engine/domain/cookieNames.ts). */
export const funnelCookieName = 'fmg_funnel';

/** The estimate choice of a visitor without VIN, plate or address. */
export const noVinChoice = "I don't have any of these; continue without a VIN";

/** From a fresh visit to the Avalon's priced quote, by hand: vehicle, a windshield, no VIN, zip 85016. */
export async function fillToQuote(page: Page): Promise<void> {
  await startWithVehicle(page, avalon);
  await chooseReplacement(page, ['Windshield'], false);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/estimate$/);
  await page.getByRole('radio', { name: noVinChoice }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/service-zip$/);
  await page.getByLabel('Zip code').fill('85016');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/quote$/);
  await expect(page.getByTestId('quote-total')).toHaveText(avalonTotal);
  // The answers are saved in the background as each page is left: let the last save end before the browser closes.
  await page.waitForLoadState('networkidle');
}

/**
 * Closes `context` (the browser, with its local storage) and opens a new one holding only its cookies: the visitor
 * coming back another day. Answers the new context and its page.
 */
export async function reopenWithCookiesOnly(browser: Browser, context: BrowserContext, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const { cookies } = await context.storageState();
  expect(cookies.map((cookie) => cookie.name)).toContain(funnelCookieName);
  await context.close();
  const reopened = await browser.newContext({ baseURL });
  await reopened.addCookies(cookies);
  return { context: reopened, page: await reopened.newPage() };
}

/** The funnel cookie's fields as the browser holds them, or null without one. */
export async function readFunnelCookie(context: BrowserContext): Promise<Record<string, unknown> | null> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === funnelCookieName);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

/** On a page of the funnel: answers each question page and vehicle-parts with its first choices until the funnel leaves /fmg/. */
export async function continueUntilLeaving(page: Page): Promise<void> {
  for (let pages = 0; pages < 8 && new URL(page.url()).pathname.startsWith('/fmg/'); pages += 1) {
    const path = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const group of await page.getByRole('radiogroup').or(page.getByRole('group')).all()) {
      const first = group.getByRole('radio').first();
      if ((await first.count()) > 0) await first.check();
    }
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // The heritage route is virtual: it only sends the browser on.
    await page.waitForURL((url) => url.pathname !== path && url.pathname !== '/fmg/heritage');
  }
}

/** The value the sandbox's heritage page shows for a hand-off field (by its query name). */
export function heritageField(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader').filter({ hasText: new RegExp(`\\b${name}$`) }) }).getByRole('cell');
}
