import { expect, test, type Page } from './support/cspGuard';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/funnelPage';
import { avalon, chooseWay, fillAddress, garcia, startAtAddressLookup, startAtEstimate, startAtPlateLookup } from './support/vehicleLookups';

/** The field's inline error (RJSF's `<id>__error`), next to the field and named by its aria-describedby. */
const errorOf = (page: Page, fieldId: string) => page.locator(`#root_${fieldId}__error`);

test.describe('estimate: how to find the vehicle', () => {
  test('offers the four ways, each labelled; Continue without a choice names it and focuses it; Back goes to vehicle-damage', async ({ page }) => {
    await startAtEstimate(page);
    const group = page.getByRole('group', { name: 'Find my vehicle by' });
    for (const name of [/Entering my VIN/, /licence plate/, /home address/, /continue without a VIN/]) {
      await expect(group.getByRole('radio', { name })).toBeVisible();
    }
    await expect(page.getByText('Your 17-character VIN is on your registration')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Continue' }).click();
    const first = group.getByRole('radio').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(errorOf(page, 'vinSelection')).toHaveText('Choose an answer for Find my vehicle by');
    await expect(page.getByRole('status').filter({ hasText: 'There is 1 problem on this page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/vehicle-damage$/);
  });
});

test.describe('license-plate-lookup', () => {
  test('with the keyboard only: plate and state found → vehicle-damage with the vehicle-change flag', async ({ page }) => {
    await startAtEstimate(page);
    // Arrow keys move through the radio group (and choose); Tab leaves it for Continue.
    await page.getByRole('radio', { name: /Entering my VIN/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /licence plate/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/fmg\/license-plate-lookup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your vehicle by licence plate' })).toBeVisible();
    await expect(page.locator('.progress [aria-current="step"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const plate = page.getByLabel('Licence plate');
    await plate.focus();
    await page.keyboard.type('civic 20');
    await page.keyboard.press('Tab');
    const state = page.getByLabel('State', { exact: true });
    await expect(state).toBeFocused();
    await page.keyboard.type('Arizona');
    await expect(state.locator('option:checked')).toHaveText('Arizona');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/fmg\/vehicle-damage\?vehicleChanged=true$/);
    // vehicle-damage's alert (renderers/pages/GlassPicker.tsx) names the vehicle found.
    await expect(page.getByTestId('vehicle-changed-alert')).toContainText('2020 Honda Civic 4 Door Sedan');
  });

  test('Back after the lookup changed the vehicle: onto estimate, whose damage it reset, no error but vehicle-damage; the change is told once', async ({ page }) => {
    // An Avalon chosen first: the plate's Civic changes the vehicle, which resets the damage (cascade vehicle-changed).
    await startAtPlateLookup(page, avalon);
    await page.getByLabel('Licence plate').fill('CIVIC20');
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Arizona' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/fmg\/vehicle-damage\?vehicleChanged=true$/);
    await expect(page.getByTestId('vehicle-changed-alert')).toContainText('2020 Honda Civic 4 Door Sedan');

    // Back twice: the plate page, then estimate, which needs the damage the new vehicle reset.
    await page.goBack();
    await expect(page).toHaveURL(/\/fmg\/license-plate-lookup$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/fmg\/vehicle-damage$/);
    await expect(page.getByText('Your vehicle: 2020 Honda Civic 4 Door Sedan')).toBeVisible();
    await expect(page.getByText("We're sorry, something went wrong.")).toHaveCount(0);

    // Forward again to the page that told of the change: told once, not again (nor after its answers and Back).
    await page.goForward();
    await expect(page).toHaveURL(/\/fmg\/license-plate-lookup$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/fmg\/vehicle-damage\?vehicleChanged=true$/);
    await expect(page.getByText('Your vehicle: 2020 Honda Civic 4 Door Sedan')).toBeVisible();
    await expect(page.getByTestId('vehicle-changed-alert')).toHaveCount(0);
    await page.getByRole('radio', { name: /Replace glass/ }).check();
    await page.getByRole('checkbox', { name: 'Windshield', exact: true }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).not.toHaveURL(/vehicle-damage/);
    await page.goBack();
    await expect(page).toHaveURL(/\/fmg\/vehicle-damage\?vehicleChanged=true$/);
    await expect(page.getByText('Your vehicle: 2020 Honda Civic 4 Door Sedan')).toBeVisible();
    await expect(page.getByTestId('vehicle-changed-alert')).toHaveCount(0);
    await expect(page.getByText("We're sorry, something went wrong.")).toHaveCount(0);
  });

  test('a plate the sandbox does not know: the message at the plate, focused, what was typed kept', async ({ page }) => {
    await startAtPlateLookup(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Licence plate')).toBeFocused();
    await expect(errorOf(page, 'licensePlate')).toHaveText('Licence plate is required');
    await expect(errorOf(page, 'licenseState')).toHaveText('Choose an answer for State');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Licence plate').fill('NOPLATE');
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Arizona' });
    await page.getByRole('button', { name: 'Continue' }).click();
    const plate = page.getByLabel('Licence plate');
    await expect(errorOf(page, 'licensePlate')).toHaveText(
      "We couldn't find the plate NOPLATE in that state. Please check the plate and the state, or find your vehicle another way.",
    );
    await expect(plate).toBeFocused();
    await expect(plate).toHaveAttribute('aria-invalid', 'true');
    await expect(plate).toHaveValue('NOPLATE');
    await expect(page).toHaveURL(/\/fmg\/license-plate-lookup$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Find my vehicle another way' }).click();
    await expect(page).toHaveURL(/\/fmg\/estimate$/);
  });
});

test.describe('address-lookup and address-vehicles', () => {
  test('Garcia has three vehicles: choosing the RAV4 → vehicle-damage with the vehicle-change flag', async ({ page }) => {
    await startAtAddressLookup(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your vehicle by home address' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillAddress(page, garcia);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/fmg\/address-vehicles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Which of these is your vehicle?' })).toBeVisible();
    const vehicles = page.getByRole('group', { name: 'Vehicles at your address' });
    await expect(vehicles.getByRole('radio')).toHaveCount(3);
    await expect(vehicles.getByRole('radio', { name: '2020 Honda Civic 4 Door Sedan' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Error state: nothing chosen.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(vehicles.getByRole('radio').first()).toBeFocused();
    await expect(errorOf(page, 'vin')).toHaveText('Choose an answer for Vehicles at your address');
    await expectNoSeriousA11yViolations(page);

    // Back keeps the address typed.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/address-lookup$/);
    await expect(page.getByLabel('Last name')).toHaveValue('Garcia');
    await expect(page.getByLabel('Zip code')).toHaveValue('85004');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/fmg\/address-vehicles$/);
    await vehicles.getByRole('radio', { name: /Toyota RAV4/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/fmg\/vehicle-damage\?vehicleChanged=true$/);
    await expect(page.getByTestId('vehicle-changed-alert')).toContainText('2021 Toyota RAV4 4 Door Utility');
  });

  test('error states: required fields, a state where the lookup is not permitted, no vehicle at the address', async ({ page }) => {
    await startAtAddressLookup(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Last name')).toBeFocused();
    await expect(errorOf(page, 'licenseZip')).toHaveText('Zip code is required');
    await expect(page.getByRole('status').filter({ hasText: 'There are 4 problems on this page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await fillAddress(page, { lastName: 'Smith', street: '350 5th Ave', zip: '10118', state: 'New York' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(errorOf(page, 'licenseZip')).toHaveText(
      "Sorry, we can't look up vehicles by home address for zip code 10118. Please find your vehicle another way, for example by licence plate or VIN.",
    );
    await expect(page.getByLabel('Zip code')).toBeFocused();
    await expect(page).toHaveURL(/\/fmg\/address-lookup$/);
    await expectNoSeriousA11yViolations(page);

    await fillAddress(page, { lastName: 'Nobody', street: '1 Empty Lot Rd', zip: '85001', state: 'Arizona' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(errorOf(page, 'licenseLastName')).toContainText('We found no vehicle registered to Nobody at this address.');
    await expect(page.getByLabel('Last name')).toBeFocused();
    await expect(page.getByLabel('Street address')).toHaveValue('1 Empty Lot Rd');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('fits a 360 px wide phone without sideways scrolling', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('estimate, license-plate-lookup, address-lookup, address-vehicles (with their errors shown)', async ({ page }) => {
    await startAtEstimate(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(errorOf(page, 'vinSelection')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await chooseWay(page, /licence plate/);

    await expect(page).toHaveURL(/\/fmg\/license-plate-lookup$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(errorOf(page, 'licensePlate')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Back' }).click();

    await chooseWay(page, /home address/);
    await expect(page).toHaveURL(/\/fmg\/address-lookup$/);
    await fillAddress(page, garcia);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/fmg\/address-vehicles$/);
    await expect(page.getByRole('radio')).toHaveCount(3);
    await expectNoSidewaysScroll(page);
    const continueBox = await page.getByRole('button', { name: 'Continue' }).boundingBox();
    expect(continueBox?.height).toBeGreaterThanOrEqual(44);
  });
});
