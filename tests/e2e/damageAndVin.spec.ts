import { expect, test } from './support/cspGuard';
import { civic, expectNoSeriousA11yViolations, expectNoSidewaysScroll, startWithVehicle } from './support/funnelPage';
import { chooseReplacement, mustangCoupe, photos, tabTo, toVinLookup, vinField, vins } from './support/damageAndVin';

test.describe('vehicle-damage and vin-lookup', () => {
  test('keyboard only: a windshield replacement, the VIN typed, on to service-zip', async ({ page }) => {
    await startWithVehicle(page, civic);
    await expect(page.getByRole('heading', { level: 1, name: 'What is damaged?' })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Stage 2 of 6: Damage', exact: true })).toBeVisible();

    const replace = page.getByRole('radio', { name: /Replace glass/ });
    await tabTo(page, replace);
    await page.keyboard.press('Space');
    await expect(replace).toBeChecked();
    const windshield = page.getByRole('checkbox', { name: 'Windshield', exact: true });
    await tabTo(page, windshield);
    await page.keyboard.press('Space');
    await expect(windshield).toBeChecked();
    const yes = page.getByRole('radio', { name: "Yes, I'll enter my VIN" });
    await tabTo(page, yes);
    await page.keyboard.press('Space');
    await expect(yes).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/fmg\/vin-lookup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your VIN' })).toBeFocused();
    await tabTo(page, vinField(page));
    await page.keyboard.type(vins.civic.toLowerCase());
    await expect(vinField(page)).toHaveValue(vins.civic);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fmg\/service-zip$/);
  });

  test('a double-tap\'s second press, landing on the next page\'s Continue, is ignored; a press of its own is not', async ({ page }) => {
    await startWithVehicle(page, civic);
    await expect(page.getByRole('heading', { level: 1, name: 'What is damaged?' })).toBeVisible();
    // The second press of a double-click or double-tap on the page its first press led to: the browser counts the
    // presses on whatever is under them (click.detail 2; Chromium does so for a tap and a click).
    await page
      .getByRole('button', { name: 'Continue', exact: true })
      .evaluate((button) => button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 })));
    const problems = page.getByRole('status').filter({ hasText: /problems? on this page/ });
    // A submit is checked at once (the problems drawn in the next frame): two frames later there are none.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))));
    expect(await problems.count()).toBe(0);
    await expect(page.getByRole('radio', { name: /Replace glass/ })).not.toHaveAttribute('aria-invalid', 'true');
    // A press of its own: checked as usual.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(problems).toContainText('There are 2 problems on this page');
    await expect(page).toHaveURL(/\/fmg\/vehicle-damage$/);
  });

  test('a VIN whose glass does not match: back to vehicle-damage with the vehicle-change alert (SPEC §2, §5)', async ({ page }) => {
    await startWithVehicle(page, mustangCoupe);
    await toVinLookup(page, ['Back glass']);
    await vinField(page).fill(vins.mustangConvertible);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page).toHaveURL(/\/fmg\/vehicle-damage\?vehicleChanged=true$/);
    const alert = page.getByRole('alert').filter({ hasText: 'We updated your vehicle from the lookup' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('It is now the 2018 Ford Mustang 2 Door Convertible.');
    await expect(alert).toContainText('check that the damage you choose below matches this vehicle');
    // The damage was reset; the convertible offers no back glass.
    await expect(page.getByRole('radio', { name: /Replace glass/ })).not.toBeChecked();
    await page.getByRole('radio', { name: /Replace glass/ }).check();
    await expect(page.getByRole('checkbox', { name: 'Back glass' })).toHaveCount(0);
    await expect(page.getByText('No rear glass on this vehicle.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a windshield repair needs its chip count; with it, on to estimate without a VIN', async ({ page }) => {
    await startWithVehicle(page, civic);
    await expect(page.getByRole('group', { name: 'How many chips?' })).toHaveCount(0);
    await page.getByRole('radio', { name: /Repair a windshield chip/ }).check();
    await page.getByRole('radio', { name: 'No, find my vehicle another way' }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    const oneChip = page.getByRole('radio', { name: '1 chip', exact: true });
    await expect(oneChip).toBeFocused();
    await expect(oneChip).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#chips-error')).toHaveText('Choose how many chips to repair');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('radio', { name: '2 chips' }).check();
    await expect(page.locator('#chips-error')).toHaveCount(0);
    // A reload keeps the answers given and not yet sent.
    await page.reload();
    await expect(page.getByRole('radio', { name: /Repair a windshield chip/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: '2 chips' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'No, find my vehicle another way' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/estimate$/);

    // Back keeps the answers (SPEC quality bar).
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/vehicle-damage$/);
    await expect(page.getByRole('radio', { name: /Repair a windshield chip/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: '2 chips' })).toBeChecked();
  });

  test('a repair may skip the VIN (SPEC §5): skip VIN → service-zip; service-zip back → vehicle-damage', async ({ page }) => {
    await startWithVehicle(page, civic);
    await expect(page.getByRole('button', { name: 'Continue without a VIN' })).toHaveCount(0);
    await page.getByRole('radio', { name: /Repair a windshield chip/ }).check();
    await page.getByRole('radio', { name: '1 chip', exact: true }).check();
    await page.getByRole('button', { name: 'Continue without a VIN' }).click();
    await expect(page).toHaveURL(/\/fmg\/service-zip$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/vehicle-damage$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/vehicle$/);
  });

  test('a photo of the VIN offers the Civic VIN to fill in; a photo without one says so', async ({ page }) => {
    await startWithVehicle(page, civic);
    await toVinLookup(page);
    const photo = page.getByLabel('Take or upload a photo of the VIN');
    await expect(photo).toHaveAttribute('accept', 'image/*');
    await expect(photo).toHaveAttribute('capture', 'environment');

    await photo.setInputFiles(photos.noVehicle);
    await expect(page.getByRole('status').filter({ hasText: 'No VIN found in the photo' })).toBeVisible();

    await photo.setInputFiles(photos.civic);
    const use = page.getByRole('button', { name: `Use ${vins.civic} (2020 Honda Civic)` });
    await expect(use).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await use.click();
    await expect(vinField(page)).toHaveValue(vins.civic);
    await expect(vinField(page)).toBeFocused();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/service-zip$/);
  });

  test('vin-lookup: a wrong check digit is told at the field before any lookup; back (VIN given) → vehicle-damage', async ({ page }) => {
    await startWithVehicle(page, civic);
    await toVinLookup(page);
    await expectNoSeriousA11yViolations(page);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/vehicle/api/v1/vehicle/lookup') && request.method() === 'POST') lookups.push(request.url());
    });
    await vinField(page).fill(vins.badCheckDigit);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(vinField(page)).toBeFocused();
    await expect(vinField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#vin-error')).toContainText("This VIN doesn't add up");
    await expect(page.getByRole('status').filter({ hasText: 'There is 1 problem on this page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(lookups).toEqual([]);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/vehicle-damage$/);
    await expect(page.getByRole('checkbox', { name: 'Windshield', exact: true })).toBeChecked();
  });

  test('vin-lookup from estimate: VIN retry → estimate; back (no VIN given) → estimate', async ({ page }) => {
    await startWithVehicle(page, civic);
    await chooseReplacement(page, ['Windshield'], false);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/estimate$/);
    await page.getByRole('radio', { name: /Entering my VIN/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/vin-lookup$/);
    await page.getByRole('button', { name: 'Find my vehicle another way' }).click();
    await expect(page).toHaveURL(/\/fmg\/estimate$/);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/vin-lookup$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/estimate$/);
  });

  test('vehicle-damage in its normal and error states passes the axe scan', async ({ page }) => {
    await startWithVehicle(page, civic);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('radio', { name: /Replace glass/ })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'There are 2 problems on this page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('radio', { name: /Replace glass/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Windshield', exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('checkbox', { name: /Driver side — Front door window/ }).check();
    await expectNoSeriousA11yViolations(page);
  });

  test('both screens fit a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await startWithVehicle(page, civic);
    await page.getByRole('radio', { name: /Replace glass/ }).check();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectNoSidewaysScroll(page);
    await toVinLookup(page);
    await page.getByLabel('Take or upload a photo of the VIN').setInputFiles(photos.civic);
    await expect(page.getByRole('button', { name: /^Use / })).toBeVisible();
    await vinField(page).fill(vins.badCheckDigit);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.locator('#vin-error')).toBeVisible();
    await expectNoSidewaysScroll(page);
    const continueBox = await page.getByRole('button', { name: 'Continue', exact: true }).boundingBox();
    expect(continueBox?.height).toBeGreaterThanOrEqual(44);
  });
});
