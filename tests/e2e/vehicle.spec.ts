import { expect, test } from './support/cspGuard';
import { expectNoSeriousA11yViolations, waitForOptions } from './support/funnelPage';

test.describe('vehicle page', () => {
  test('landing → load-session → auto-route → vehicle; choosing the vehicle with the keyboard only leads to vehicle-damage', async ({ page }) => {
    await page.goto('/fmg/');
    await expect(page).toHaveURL(/\/fmg\/vehicle$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What vehicle needs glass?' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Stage 1 of 6: Vehicle', exact: true })).toBeVisible();
    await waitForOptions(page, 'Year');
    await expectNoSeriousA11yViolations(page);

    // Year: typing an option's text selects it in a focused native select (Chromium's type-ahead fires `change`).
    const year = await waitForOptions(page, 'Year');
    await year.focus();
    await page.keyboard.type('2020');
    await expect(year).toHaveValue('2020');

    const make = await waitForOptions(page, 'Make');
    await page.keyboard.press('Tab');
    await expect(make).toBeFocused();
    await page.keyboard.type('Toyota');
    await expect(make).toHaveValue('Toyota');

    // Model and style: ArrowDown moves to the first option after the placeholder.
    const model = await waitForOptions(page, 'Model');
    await page.keyboard.press('Tab');
    await expect(model).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(model).not.toHaveValue('');

    const style = await waitForOptions(page, 'Style');
    await page.keyboard.press('Tab');
    await expect(style).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(style).not.toHaveValue('');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/fmg\/vehicle-damage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What is damaged?' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Stage 2 of 6: Damage', exact: true })).toBeVisible();
  });

  test('Continue with nothing chosen names the missing choice and focuses it (SPEC §5)', async ({ page }) => {
    await page.goto('/fmg/vehicle');
    const year = await waitForOptions(page, 'Year');
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await expect(year).toBeFocused();
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#vehicle-year-error')).toHaveText('Choose a year');
    await expect(page.getByRole('status').filter({ hasText: 'There are 4 problems on this page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown route shows the page-not-found alert on the vehicle page (SPEC §8)', async ({ page }) => {
    await page.goto('/fmg/nope');
    await expect(page).toHaveURL(/\/fmg\/vehicle$/);
    const alert = page.locator('[data-alert="PAGE_NOT_FOUND"]');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('role', 'status');
    await alert.getByRole('button', { name: /^Dismiss/ }).click();
    await expect(alert).toHaveCount(0);
  });

  test('fits a 360 px wide screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/fmg/vehicle');
    await waitForOptions(page, 'Year');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const continueBox = await page.getByRole('button', { name: 'Continue' }).boundingBox();
    expect(continueBox?.height).toBeGreaterThanOrEqual(44);
  });

  test('the page\'s calls go out without waiting for the browser\'s cookie store (no XSRF cookie is read first)', async ({ page }) => {
    // A cookie store that never answers: a request that waited for it (axios's XSRF read, issue #12) would never go out.
    await page.addInitScript(() => {
      const store = (window as unknown as { cookieStore?: { get: unknown } }).cookieStore;
      if (store) Object.defineProperty(store, 'get', { value: () => new Promise(() => undefined) });
    });
    await page.goto('/fmg/vehicle');
    const year = await waitForOptions(page, 'Year');
    await expect(year.locator('option')).not.toHaveCount(1);
  });
});
