/**
 * The page chrome (SPEC §1, §2, §9): the start-up loader and the loading overlay with 'Loading...' and its cycling
 * messages, the 200 ms route fade, and the footer's legal links working with the keyboard.
 */
import { expect, test } from './support/cspGuard';
import { tabTo } from './support/damageAndVin';
import { civic, expectNoSeriousA11yViolations, waitForOptions } from './support/funnelPage';

/** Holds the answers of calls matching `pattern` back for `milliseconds`. */
async function delayCalls(page: import('@playwright/test').Page, pattern: string, milliseconds: number) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, milliseconds));
    await route.continue();
  });
}

test("the start-up loader and the loading overlay show 'Loading...', the overlay cycles its messages, and routes fade", async ({ page }) => {
  // Start-up waits for the vehicle years: the start-up loader shows its text (funnel.yaml sets the carousel flag).
  await delayCalls(page, '**/vehicle/api/v1/vehicle/years', 1500);
  await page.goto('/fmg/');
  await expect(page.locator('.boot-loader')).toContainText('Loading...');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  // The first page takes the start-up loader's place at once: no route led to it, so it does not fade in (issue #12).
  await expect(page.locator('.page-enter')).toHaveCSS('animation-name', 'none');

  for (const [label, value] of [
    ['Year', civic.year],
    ['Make', civic.make],
    ['Model', civic.model],
    ['Style', civic.style],
  ] as const) {
    await (await waitForOptions(page, label)).selectOption({ label: value });
  }
  // vehicle-damage's entry waits for its damage options: the page fades out, the overlay says 'Loading...' and then
  // cycles its friendly messages (SPEC §9).
  await delayCalls(page, '**/parts/api/v1/parts/damage-options/**', 4000);
  const heading = page.getByRole('heading', { level: 1 });
  const vehicleHeading = await heading.textContent();
  await page.getByRole('button', { name: 'Continue' }).click();
  const overlay = page.locator('.loading-overlay');
  await expect(overlay).toContainText('Loading...');
  await expect(page.locator('.page-leaving')).toHaveCount(1);
  await expect(page.locator('.page-leaving')).toHaveCSS('opacity', '0');
  await expect(overlay.locator('.loading-message')).toHaveText('Tidying up the shop', { timeout: 4000 });
  await expect(page).toHaveURL(/\/fmg\/vehicle-damage(\?|$)/, { timeout: 10_000 });
  await expect(heading).not.toHaveText(vehicleHeading ?? '');
  await expect(overlay).toHaveCount(0);
  // The new page fades in over 200 ms (funnel.yaml routeFadeMilliseconds).
  await expect(page.locator('.page-enter')).toHaveCSS('animation-name', 'page-fade');
  await expect(page.locator('.page-enter')).toHaveCSS('animation-duration', '0.2s');
  await expect(page.locator('.page-leaving')).toHaveCount(0);
});

test('with reduced motion the route does not fade', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/fmg/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.page-enter')).toHaveCSS('animation-name', 'none');
});

test('the footer links open the terms, privacy choices, cookie preferences and notice at collection with the keyboard', async ({ page, context }) => {
  await page.goto('/fmg/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Legal' });
  for (const [name, title] of [
    ['Terms', 'Terms of use'],
    ['Privacy choices', 'Your privacy choices'],
    ['Cookie preferences', 'Cookie preferences'],
    ['Notice at collection', 'Notice at collection'],
  ] as const) {
    const link = footer.getByRole('link', { name: `${name} (opens in a new tab)` });
    await tabTo(page, link, 60);
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const legal = await opened;
    await expect(legal.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(legal);
    await legal.close();
    // The order in progress stays where it was.
    await expect(page).toHaveURL(/\/fmg\/vehicle$/);
  }
});
