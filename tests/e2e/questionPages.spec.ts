import { expect, test, type Page } from './support/cspGuard';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/funnelPage';
import {
  accord2018,
  answerWithKeyboard,
  camry2012,
  civic2012,
  openServiceZip,
  problemSummary,
  submitZip,
} from './support/questionPages';

/** The question pages of the 2018 Accord, in SPEC §2 order, with their groups and the answer chosen in each. */
const accordPages = [
  { route: 'part-questions', heading: 'A few questions about your windshield', groups: ['Is there a rain sensor behind your rear-view mirror?', 'Are there fine heating lines at the bottom of your windshield, where the wipers rest?'], choices: [0, 1] },
  { route: 'vehicle-parts', heading: 'Which windshield matches yours?', groups: ['Which windshield do you have?'], choices: [1] },
  { route: 'molding-questions', heading: 'The trim around your windshield', groups: ['What runs around the edge of your windshield?'], choices: [0] },
  { route: 'capability-questions', heading: "Your vehicle's driver-assistance features", groups: ['Is there a camera behind your rear-view mirror?'], choices: [2] },
];

/**
 * Continue with nothing answered: every group named in the summary, the first one's first radio focused; each group's
 * answers are described by the problem naming that group, and by no other group's (issue #14: each problem shows
 * under its own question, not all of them stacked under the last one).
 */
async function expectUnansweredProblems(page: Page, groups: string[]) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(problemSummary(page)).toContainText(groups.length === 1 ? 'There is 1 problem on this page' : `There are ${groups.length} problems on this page`);
  const first = page.getByRole('group', { name: groups[0] }).getByRole('radio').first();
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  for (const group of groups) {
    const radio = page.getByRole('group', { name: group }).getByRole('radio').first();
    const description = await radio.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
    );
    expect(description).toContain(`“${group}”`);
    for (const other of groups.filter((name) => name !== group)) expect(description).not.toContain(other);
  }
}

test.describe('service-zip and the question pages', () => {
  test('a replacement through each of the four question pages with the keyboard only (2018 Accord), each checked by axe', async ({ page }) => {
    // Nine axe scans and four pages by keyboard: about 25 s on a quiet machine, more than the 60 s default when two
    // workers share the 2 cores with the sandbox.
    test.setTimeout(120_000);
    await openServiceZip(page, accord2018);
    await expect(page.getByRole('list', { name: 'Stage 2 of 6: Damage', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Zip code').focus();
    await page.keyboard.type('85016');
    await page.keyboard.press('Enter');

    for (const stage of accordPages) {
      await expect(page).toHaveURL(new RegExp(`/fmg/${stage.route}$`));
      await expect(page.getByRole('heading', { level: 1, name: stage.heading })).toBeFocused();
      await expect(page.getByRole('list', { name: 'Stage 2 of 6: Damage', exact: true })).toBeVisible();
      for (const group of stage.groups) await expect(page.getByRole('group', { name: group })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // Error state: nothing answered.
      await expectUnansweredProblems(page, stage.groups);
      await expectNoSeriousA11yViolations(page);
      // Answer with the keyboard from the top of the page.
      await page.getByRole('heading', { level: 1 }).focus();
      await answerWithKeyboard(page, stage.choices);
    }
    await expect(page).toHaveURL(/\/fmg\/quote$/);
  });

  test('vehicle-parts shows each windshield with its description and price', async ({ page }) => {
    await openServiceZip(page, civic2012);
    await submitZip(page, '85016');
    await expect(page).toHaveURL(/\/fmg\/vehicle-parts$/);
    const choices = page.getByRole('group', { name: 'Which windshield do you have?' }).getByRole('radio');
    await expect(choices).toHaveCount(2);
    await expect(choices.nth(0)).toHaveAccessibleName(/^2012 Honda Civic windshield, green tint \$\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(choices.nth(1)).toHaveAccessibleName(/^2012 Honda Civic windshield, green tint with a blue shade band \$\d{1,3}(,\d{3})*\.\d{2}$/);
    await choices.nth(1).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // Several parts only: the molding and capability stages are empty and skipped.
    await expect(page).toHaveURL(/\/fmg\/quote$/);
  });

  test('empty stages are skipped forward and back, and answers are kept (2012 Camry: molding questions only)', async ({ page }) => {
    await openServiceZip(page, camry2012);
    await submitZip(page, '85016');
    await expect(page).toHaveURL(/\/fmg\/molding-questions$/);
    const chrome = page.getByRole('radio', { name: 'A chrome or bright metal trim strip' });
    await chrome.check();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/service-zip$/);
    await expect(page.getByLabel('Zip code')).toHaveValue('85016');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/fmg\/molding-questions$/);
    await chrome.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/fmg\/quote$/);
  });

  for (const { zip, why, message } of [
    { zip: '99999', why: 'a zip that does not exist', message: "We couldn't find the zip code 99999. Please check it and try again." },
    { zip: '30303', why: 'a zip nobody serves', message: "We don't offer service in 30303 yet. Please try a nearby zip code." },
  ]) {
    test(`${why} shows its message at the field, with focus (${zip})`, async ({ page }) => {
      await openServiceZip(page, accord2018);
      await submitZip(page, zip);
      const field = page.getByLabel('Zip code');
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.?]/g, '\\$&')));
      await expect(field).toHaveValue(zip);
      await expect(problemSummary(page)).toContainText(message);
      await expect(page).toHaveURL(/\/fmg\/service-zip$/);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a military base zip goes on, with a notice on the next page (no mobile service there)', async ({ page }) => {
    await openServiceZip(page, civic2012);
    await submitZip(page, '85707');
    await expect(page).toHaveURL(/\/fmg\/vehicle-parts$/);
    const notice = page.locator('[data-alert="MILITARY_BASE"]');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toContainText("85707 is on or near a military base, so we can't send a mobile technician there.");
    await expectNoSeriousA11yViolations(page);
    await notice.getByRole('button', { name: /^Dismiss/ }).click();
    await expect(notice).toHaveCount(0);
  });

  test('a zip that is not 5 digits is named at the field before any call', async ({ page }) => {
    await openServiceZip(page, accord2018);
    await submitZip(page, '8501');
    const field = page.getByLabel('Zip code');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(problemSummary(page)).toContainText('Enter a valid Zip code');
    await expectNoSeriousA11yViolations(page);
  });

  test('every screen fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openServiceZip(page, accord2018);
    await expectNoSidewaysScroll(page);
    await submitZip(page, '99999');
    await expect(page.getByLabel('Zip code')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSidewaysScroll(page);
    await submitZip(page, '85016');
    for (const stage of accordPages) {
      await expect(page).toHaveURL(new RegExp(`/fmg/${stage.route}$`));
      await expectNoSidewaysScroll(page);
      await expectUnansweredProblems(page, stage.groups);
      await expectNoSidewaysScroll(page);
      const continueBox = await page.getByRole('button', { name: 'Continue' }).boundingBox();
      expect(continueBox?.height).toBeGreaterThanOrEqual(44);
      for (const [index, group] of stage.groups.entries()) {
        await page.getByRole('group', { name: group }).getByRole('radio').nth(stage.choices[index]!).check();
      }
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(page).toHaveURL(/\/fmg\/quote$/);
  });
});
