import { expect, test, type Page } from './support/cspGuard';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/funnelPage';
import { chooseWindshieldReplacement, getDeviceId, getExposures, startWithExperiments } from './support/experiments';

/**
 * SPEC §7 experiments in the browser: the sandbox runs with SANDBOX_EXPERIMENTS=control (playwright.config.ts), so a
 * device gets the control unless the SPEC §2 `experiments` parameter forces a variation.
 */
test.describe('experiments', () => {
  const skipVin = (page: Page) => page.getByRole('button', { name: 'Continue without a VIN' });

  test('the control of SuppressVinCapture keeps the VIN path: no skip, on to estimate', async ({ page }) => {
    await startWithExperiments(page, 'suppress-vin-capture:A');
    await chooseWindshieldReplacement(page);
    await expect(page.getByRole('radio', { name: "Yes, I'll enter my VIN" })).toBeVisible();
    await expect(skipVin(page)).toHaveCount(0);
    await page.getByRole('radio', { name: 'No, find my vehicle another way' }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/estimate$/);
  });

  test('forcing the VIN-optional variation of SuppressVinCapture changes the path: skip the VIN, straight to service-zip', async ({ page }) => {
    const settingsHeaders: string[] = [];
    page.on('request', (request) => {
      const header = request.headers()['x-experiment-settings'];
      if (request.url().includes('/api/v1/') && header) settingsHeaders.push(header);
    });
    await startWithExperiments(page, 'suppress-vin-capture:B');
    await chooseWindshieldReplacement(page);
    await expect(skipVin(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoSidewaysScroll(page);
    await skipVin(page).click();
    await expect(page).toHaveURL(/\/fmg\/service-zip$/);
    // SPEC §7: the settings travel as a JSON string header on the calls made once the experiment ran.
    expect(settingsHeaders.some((header) => JSON.parse(header).SuppressVinCapture === true)).toBe(true);

    // SPEC §7 log-exposure: vehicle-damage lists SuppressVinCapture, so showing it logged the device's variation once.
    const deviceId = await getDeviceId(page);
    const exposures = (await getExposures(page, deviceId)).filter((event) => event.payload.testId === 'suppress-vin-capture');
    expect(exposures.map((event) => [event.pageName, event.payload.variationId])).toEqual([['vehicle-damage', 'B']]);
  });

  test('the variation stays the same for the device on a second visit, without the parameter', async ({ page, browser, baseURL }) => {
    await startWithExperiments(page, 'suppress-vin-capture:B');
    await chooseWindshieldReplacement(page);
    await expect(skipVin(page)).toBeVisible();
    const deviceId = await getDeviceId(page);

    // The same device later: a new browser session with nothing stored but its year-long device id cookie (SPEC §9).
    const sameDevice = await browser.newContext({ baseURL });
    const newDevice = await browser.newContext({ baseURL });
    try {
      await sameDevice.addCookies([{ name: 'fmg_did', value: encodeURIComponent(deviceId), url: baseURL! }]);
      const again = await sameDevice.newPage();
      await startWithExperiments(again, '');
      expect(await getDeviceId(again)).toBe(deviceId);
      await chooseWindshieldReplacement(again);
      await expect(skipVin(again)).toBeVisible();

      // Another device without the parameter gets the control.
      const other = await newDevice.newPage();
      await startWithExperiments(other, '');
      expect(await getDeviceId(other)).not.toBe(deviceId);
      await chooseWindshieldReplacement(other);
      await expect(skipVin(other)).toHaveCount(0);
    } finally {
      await sameDevice.close();
      await newDevice.close();
    }
  });
});
