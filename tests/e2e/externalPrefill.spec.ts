import { expect, test } from './support/cspGuard';
import { expectNoSeriousA11yViolations } from './support/funnelPage';

/**
 * An external link (SPEC §2 external prefill parameters, SPEC §5 validation) lands the visitor on the right page with
 * the answers filled in, and the rest of the journey goes on from there. Parameter names in any case.
 */
test.describe('external prefill link', () => {
  test('a replacement without a VIN: estimate with the choice made, the zip filled, then the quote', async ({ page }) => {
    await page.goto(
      '/fmg/?VehicleYear=2012&vehiclemake=Toyota&vehiclemodel=Avalon&vehiclestyle=4%20Door%20Sedan&vehicledamage=WINDSHIELDREPLACE&vinselection=none&servicezip=85016&email=pat%40example.com',
    );
    await expect(page).toHaveURL(/\/fmg\/estimate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How should we find your vehicle?' })).toBeVisible();
    await expect(page.getByRole('radio', { name: "I don't have any of these; continue without a VIN" })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/fmg\/service-zip$/);
    await expect(page.getByLabel('Zip code')).toHaveValue('85016');

    await page.getByRole('button', { name: 'Continue' }).click();
    // The 2012 Avalon asks no questions: straight to the quote, priced.
    await expect(page).toHaveURL(/\/fmg\/quote$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/Total/).first()).toBeVisible();

    // Back goes the way the answers say, not the way the browser came (SPEC §2 back scenarios).
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/service-zip$/);
    await expect(page.getByLabel('Zip code')).toHaveValue('85016');
  });

  test('a repair with chips: the damage is filled in on the way', async ({ page }) => {
    await page.goto('/fmg/?vehicleyear=2020&vehiclemake=Honda&vehiclemodel=Civic&vehiclestyle=4%20Door%20Sedan&vehicledamage=windshieldrepair&numberofchips=2');
    await expect(page).toHaveURL(/\/fmg\/estimate$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/vehicle-damage$/);
    await expect(page.getByRole('radio', { name: /Repair/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: '2' })).toBeChecked();
  });

  test('an incomplete link (no style) is ignored: the visitor starts on the vehicle page', async ({ page }) => {
    await page.goto('/fmg/?vehicleyear=2020&vehiclemake=Honda&vehiclemodel=Civic&vehicledamage=WINDSHIELDREPLACE');
    await expect(page).toHaveURL(/\/fmg\/vehicle$/);
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue('');
  });
});
