import { expect, test, type Page } from './support/cspGuard';
import { tabTo } from './support/damageAndVin';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/funnelPage';
import { chooseShopTypeAndDay, dayGroup, reachSchedule, shopGroup } from './support/scheduleAndMobile';

// Each test first goes through part 1's six screens (vehicle to quote) before the ones it checks.
test.describe.configure({ timeout: 60_000 });

/** SPEC §5: every time shown is 24-hour HH:MM (a range "HH:MM–HH:MM", maybe marked premium or with places left). */
const timeName = /^([01]\d|2[0-3]):[0-5]\d–([01]\d|2[0-3]):[0-5]\d( Premium)?( 1 place left)?$/;

/** Goes through the calendar's free days until one has a premium time; returns that time's radio. */
async function findPremiumTime(page: Page) {
  const days = (await dayGroup(page)).getByRole('radio', { disabled: false });
  const count = await days.count();
  for (let index = 0; index < count; index += 1) {
    await days.nth(index).check();
    const premium = page.getByRole('group', { name: /^(Arrival time|Time) on / }).getByRole('radio', { name: /Premium/ });
    if ((await premium.count()) > 0) return premium.first();
  }
  throw new Error('No premium time in the first two weeks');
}

test.describe('schedule', () => {
  test('a shop appointment with the keyboard only: shop, type, day, time, Continue; Back shows the choice again', async ({ page }) => {
    await reachSchedule(page);
    await expect(page.getByRole('list', { name: /^Stage 4 of 6: Appointment$/ })).toBeVisible();
    const shops = await shopGroup(page);
    const camelback = shops.getByRole('radio', { name: 'Camelback Auto Glass' });
    await expect(camelback).toHaveAccessibleDescription(/, Phoenix, AZ 850\d\d\. 0\.8 miles away\. Offers in shop, drop-off, mobile service\./);
    await expect(shops.getByRole('radio', { name: 'Arizona Avenue Glass' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Show all \d+ shops$/ }).click();
    await expect(shops.getByRole('radio', { name: 'Arizona Avenue Glass' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // Keyboard only from here.
    await page.getByRole('heading', { level: 1 }).focus();
    await page.keyboard.press('Tab');
    await expect(camelback).toBeFocused();
    await page.keyboard.press('Space');
    await expect(camelback).toBeChecked();
    const inShop = page.getByRole('radio', { name: 'At the shop, while you wait' });
    await tabTo(page, inShop);
    await page.keyboard.press('Space');
    await expect(inShop).toBeChecked();
    const days = await dayGroup(page);
    await expect(page.getByTestId('schedule-status')).toHaveText(/^\d+ of 14 days have free times from /);
    const firstFree = days.getByRole('radio', { disabled: false }).first();
    await tabTo(page, firstFree);
    await page.keyboard.press('Space');
    await expect(firstFree).toBeChecked();
    const times = page.getByRole('group', { name: /^Time on / });
    const timeRadios = times.getByRole('radio');
    await expect(timeRadios.first()).toBeVisible();
    await expect(page.getByTestId('schedule-status')).toHaveText(/^\d+ times? on \w+day, \w+ \d+\.$/);
    await expect(page.getByText('The work takes about 1–2 hours.')).toBeVisible();
    for (const name of await timeRadios.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''))) {
      expect(name).toMatch(timeName);
    }
    await tabTo(page, timeRadios.first());
    await page.keyboard.press('Space');
    await expect(timeRadios.first()).toBeChecked();
    const chosenTime = await timeRadios.first().evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent?.slice(0, 5) ?? '');
    expect(chosenTime).toMatch(/^\d\d:\d\d$/);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fmg\/customer-details$/);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/schedule$/);
    await expect((await shopGroup(page)).getByRole('radio', { name: 'Camelback Auto Glass' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'At the shop, while you wait' })).toBeChecked();
    await expect(page.getByRole('group', { name: /^Time on / }).getByRole('radio', { name: new RegExp(`^${chosenTime}–`) })).toBeChecked();
  });

  test('Continue with nothing chosen names the problem and focuses the first shop; each missing choice in turn', async ({ page }) => {
    await reachSchedule(page);
    const shops = await shopGroup(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    const first = shops.getByRole('radio').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('There is 1 problem on this page:')).toBeVisible();
    await expect(page.locator('.field-error').getByText('Choose a shop')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('radio', { name: 'At the shop, while you wait' })).toBeFocused();
    await page.getByRole('radio', { name: 'Drop off your vehicle' }).check();
    await dayGroup(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('group', { name: 'Day' }).getByRole('radio', { disabled: false }).first()).toBeFocused();
    await expect(page.locator('.field-error').getByText('Choose a day')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a reload keeps the shop, the kind of appointment, the day and the time chosen and not yet sent', async ({ page }) => {
    await reachSchedule(page);
    const times = await chooseShopTypeAndDay(page, 'Camelback Auto Glass', /At the shop, while you wait/);
    const firstTime = times.getByRole('radio').first();
    await firstTime.check();
    const labelOf = (radio: HTMLElement) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? '';
    const chosenTime = await firstTime.evaluate(labelOf);
    const checkedDay = page.getByRole('group', { name: 'Day', exact: true }).getByRole('radio', { checked: true });
    const chosenDay = await checkedDay.evaluate(labelOf);

    await page.reload();
    await expect((await shopGroup(page)).getByRole('radio', { name: 'Camelback Auto Glass' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /At the shop, while you wait/ })).toBeChecked();
    await dayGroup(page);
    await expect(checkedDay).toHaveCount(1);
    expect(await checkedDay.evaluate(labelOf)).toBe(chosenDay);
    const checkedTime = page.getByRole('group', { name: /^Time on / }).getByRole('radio', { checked: true });
    await expect(checkedTime).toHaveCount(1);
    expect(await checkedTime.evaluate(labelOf)).toBe(chosenTime);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/fmg\/customer-details$/);
  });

  test('Change location goes to service-zip', async ({ page }) => {
    await reachSchedule(page);
    await shopGroup(page);
    await page.getByRole('button', { name: 'Change location' }).click();
    await expect(page).toHaveURL(/\/fmg\/service-zip$/);
    await expect(page.getByLabel('Zip code')).toHaveValue('85016');
  });

  test('a premium time is marked as such', async ({ page }) => {
    await reachSchedule(page);
    await chooseShopTypeAndDay(page, 'Camelback Auto Glass', /Mobile service/);
    const premium = await findPremiumTime(page);
    await expect(premium).toHaveAccessibleName(/^\d\d:\d\d–\d\d:\d\d Premium/);
    await expect(page.getByText('Premium times (early morning or weekend) are marked.')).toBeVisible();
    await expect(page.locator('.schedule-badge').first()).toHaveText('Premium');
    await premium.check();
    await expectNoSeriousA11yViolations(page);
  });

  test('fits a 360 px phone without sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await reachSchedule(page);
    await page.getByRole('button', { name: /^Show all \d+ shops$/ }).click();
    await chooseShopTypeAndDay(page, 'Camelback Auto Glass', /At the shop/);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectNoSidewaysScroll(page);
  });
});

test.describe('mobile-details', () => {
  test('a mobile appointment goes through mobile-details (prefilled from the zip) to customer-details; entries are kept', async ({ page }) => {
    await reachSchedule(page);
    const times = await chooseShopTypeAndDay(page, 'Camelback Auto Glass', /Mobile service/);
    await expect(page.getByRole('group', { name: /^Arrival time on / })).toBeVisible();
    await times.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/fmg\/mobile-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Where will your vehicle be?' })).toBeVisible();
    await expect(page.getByLabel('Zip code')).toHaveValue('85016');
    await expect(page.getByLabel('City')).toHaveValue('Phoenix');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Street address').fill('1 N Central Ave');
    await page.getByLabel(/^Apartment, suite or unit/).fill('Suite 200');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel(/^Notes for the technician/).fill('Level 2 of the garage, gate code 4321.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/fmg\/customer-details$/);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/mobile-details$/);
    await expect(page.getByLabel('Street address')).toHaveValue('1 N Central Ave');
    await expect(page.getByLabel(/^Notes for the technician/)).toHaveValue('Level 2 of the garage, gate code 4321.');
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/schedule$/);
    await expect(page.getByRole('radio', { name: /Mobile service/ })).toBeChecked();
  });

  test('errors: missing answers focus the first; an address the technician does not reach is refused at the zip; 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await reachSchedule(page);
    const times = await chooseShopTypeAndDay(page, 'Camelback Auto Glass', /Mobile service/);
    await times.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/fmg\/mobile-details$/);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Continue' }).click();
    const street = page.getByLabel('Street address');
    await expect(street).toBeFocused();
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);

    await street.fill('7014 E Camelback Rd');
    await page.getByLabel('City').fill('Scottsdale');
    await page.getByLabel('Zip code').fill('85251');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const zip = page.getByLabel('Zip code');
    await expect(zip).toBeFocused();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText("The technician of your appointment doesn't come to 85251.").first()).toBeVisible();
    await expect(street).toHaveValue('7014 E Camelback Rd');
    await expectNoSeriousA11yViolations(page);

    await zip.fill('85004');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/fmg\/customer-details$/);
  });
});
