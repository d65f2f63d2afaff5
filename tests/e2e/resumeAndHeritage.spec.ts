import { expect, test } from './support/cspGuard';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/funnelPage';
import { reachSchedule } from './support/scheduleAndMobile';
import { bookTime } from './support/wholeJourneys';
import { vinField, vins } from './support/damageAndVin';
import {
  avalon,
  avalonTotal,
  continueUntilLeaving,
  fillToQuote,
  heritageField,
  noVinChoice,
  readFunnelCookie,
  reopenWithCookiesOnly,
} from './support/resumeAndHeritage';

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 4173)}`;

test.describe('coming back to a saved order (SPEC §2 return-user)', () => {
  test('after closing the browser: Continue resumes on the quote with every earlier answer', async ({ browser, context, page }) => {
    await fillToQuote(page);
    const reopened = await reopenWithCookiesOnly(browser, context, baseURL);
    const again = reopened.page;
    try {
      await again.goto('/fmg/');
      await expect(again).toHaveURL(/\/fmg\/return-user$/);
      await expect(again.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      await expect(again.getByText('You have a saved order.')).toBeVisible();
      await expectNoSeriousA11yViolations(again);

      await again.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(again).toHaveURL(/\/fmg\/quote$/);
      await expect(again.getByTestId('quote-total')).toHaveText(avalonTotal);

      // Back through every page: each shows what was answered in the closed browser.
      await again.getByRole('button', { name: 'Back' }).click();
      await expect(again).toHaveURL(/\/fmg\/service-zip$/);
      await expect(again.getByLabel('Zip code')).toHaveValue('85016');
      await again.getByRole('button', { name: 'Back' }).click();
      await expect(again).toHaveURL(/\/fmg\/estimate$/);
      await expect(again.getByRole('radio', { name: noVinChoice })).toBeChecked();
      await again.getByRole('button', { name: 'Back' }).click();
      await expect(again).toHaveURL(/\/fmg\/vehicle-damage$/);
      await expect(again.getByRole('radio', { name: /Replace glass/ })).toBeChecked();
      await expect(again.getByRole('checkbox', { name: 'Windshield', exact: true })).toBeChecked();
      await expect(again.getByRole('radio', { name: 'No, find my vehicle another way' })).toBeChecked();
      await again.getByRole('button', { name: 'Back' }).click();
      await expect(again).toHaveURL(/\/fmg\/vehicle$/);
      for (const [label, value] of [['Year', avalon.year], ['Make', avalon.make], ['Model', avalon.model], ['Style', avalon.style]] as const) {
        await expect(again.getByLabel(label, { exact: true }).locator('option:checked')).toHaveText(value);
      }
    } finally {
      await reopened.context.close();
    }
  });

  test('with the keyboard only: Start over clears every answer and the funnel cookie', async ({ browser, context, page }) => {
    await fillToQuote(page);
    const reopened = await reopenWithCookiesOnly(browser, context, baseURL);
    const again = reopened.page;
    try {
      await again.goto('/fmg/');
      await expect(again).toHaveURL(/\/fmg\/return-user$/);
      const startOver = again.getByRole('button', { name: 'Start over' });
      for (let presses = 0; presses < 25 && !(await startOver.evaluate((element) => element === document.activeElement)); presses += 1) {
        await again.keyboard.press('Tab');
      }
      await expect(startOver).toBeFocused();
      await again.keyboard.press('Enter');
      await expect(again).toHaveURL(/\/fmg\/vehicle$/);
      await expect(again.getByLabel('Year', { exact: true })).toHaveValue('');
      expect(await readFunnelCookie(reopened.context)).toEqual(expect.not.objectContaining({ SavedSessionId: expect.anything() }));

      // The next visit is a new one: no return-user.
      await again.goto('/fmg/');
      await expect(again).toHaveURL(/\/fmg\/vehicle$/);
    } finally {
      await reopened.context.close();
    }
  });
});

test.describe('resuming on the schedule (SPEC §4 saved sessions)', () => {
  // SPEC §2 auto-route applies its order to the resumed state: past the quote, a visit resumes on the quote (README).
  test('filled to the schedule page, the browser closed: resume lands on the quote, its cash choice kept, then schedule', async ({ browser, context, page }) => {
    await reachSchedule(page);
    await page.waitForLoadState('networkidle');
    const reopened = await reopenWithCookiesOnly(browser, context, baseURL);
    const again = reopened.page;
    try {
      await again.goto('/fmg/');
      await expect(again).toHaveURL(/\/fmg\/return-user$/);
      await again.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(again).toHaveURL(/\/fmg\/quote$/);
      await expect(again.getByTestId('quote-total')).toHaveText(avalonTotal);
      await expect(again.getByRole('radio', { name: /Pay on my own/ })).toBeChecked();
      await again.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(again).toHaveURL(/\/fmg\/schedule$/);
      await expect(again.getByRole('group', { name: 'Shop near 85016' })).toBeVisible();
    } finally {
      await reopened.context.close();
    }
  });

  test('a saved appointment whose day has passed is cleared: resume lands on the quote, schedule says so', async ({ browser, context, page }) => {
    await reachSchedule(page);
    const time = await bookTime(page, { shop: 'Camelback Auto Glass', type: /At the shop/, dayIndex: 0 });
    await expect(page).toHaveURL(/\/fmg\/customer-details$/);
    await page.waitForLoadState('networkidle');
    const reopened = await reopenWithCookiesOnly(browser, context, baseURL);
    const again = reopened.page;
    try {
      // The visitor comes back three weeks later: the day chosen has passed.
      await again.clock.setFixedTime(new Date(Date.now() + 21 * 86_400_000));
      await again.goto('/fmg/');
      await expect(again).toHaveURL(/\/fmg\/return-user$/);
      await again.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(again).toHaveURL(/\/fmg\/quote$/);
      await again.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(again).toHaveURL(/\/fmg\/schedule$/);
      await expect(again.getByText(new RegExp(`The appointment you chose before \\(\\w+day, \\w+ \\d+ at ${time.slice(0, 5)}\\) is no longer available\\. Please choose another time\\.$`))).toBeVisible();
      // The shop and the type stay; the time is to choose again.
      await expect(again.getByRole('radio', { name: 'Camelback Auto Glass' })).toBeChecked();
      await expect(again.getByRole('radio', { name: /At the shop/ })).toBeChecked();
      await expect(again.getByRole('group', { name: /^Time on / })).toHaveCount(0);
      await expectNoSeriousA11yViolations(again);
    } finally {
      await reopened.context.close();
    }
  });
});

test.describe('the heritage hand-off (SPEC §2)', () => {
  test('a referral with verified insurance (rn=910000100) is handed to the heritage page with the fields, after the VIN and the part', async ({ page }) => {
    await page.goto('/fmg/?rn=910000100');
    await expect(page).toHaveURL(/\/fmg\/vin-lookup$/);
    await vinField(page).fill(vins.civic);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/vin-lookup'));
    await continueUntilLeaving(page);

    await expect(page).toHaveURL(/\/heritage\/\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Heritage funnel (sandbox)' })).toBeVisible();
    const sent = new URL(page.url()).searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({ src: 'concept-funnel', conceptsqid: '9000100', isInsurance: 'true', navType: 'quote', cns: 'all' });
    expect(sent.get('corid')).toMatch(/^[0-9a-f-]{36}$/);
    await expect(heritageField(page, 'corid')).toHaveText(sent.get('corid')!);
    await expect(heritageField(page, 'src')).toHaveText('concept-funnel');
    await expect(heritageField(page, 'conceptsqid')).toHaveText('9000100');
    await expect(heritageField(page, 'isInsurance')).toHaveText('true');
    await expect(heritageField(page, 'promo')).toHaveText('not given');
    await expect(heritageField(page, 'navType')).toHaveText('quote');
    await expect(heritageField(page, 'cns')).toHaveText('all');
    await expectNoSeriousA11yViolations(page);

    // Back to the funnel from the heritage page (?fromheritage=true skips return-user): auto-route goes on at the quote,
    // whose entry hands a verified visitor off again.
    const backInFunnel = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith('/fmg/?fromheritage=true'));
    const handedOffAgain = page.waitForResponse((response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === '/heritage/');
    await page.getByRole('link', { name: 'Back to the concept funnel' }).click();
    await backInFunnel;
    await handedOffAgain;
    await expect(page.getByRole('heading', { level: 1, name: 'Heritage funnel (sandbox)' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('navType')).toBe('quote');
  });

  test('the heritage page tells an incomplete hand-off, and passes axe in that state too', async ({ page }) => {
    await page.goto('/heritage/?src=elsewhere&isInsurance=false');
    await expect(page.getByRole('status')).toHaveText('Not a complete hand-off: corid, conceptsqid, navType, cns are missing.');
    await expect(heritageField(page, 'corid')).toHaveText('not given');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a 360 px wide phone', () => {
  test('return-user and the heritage page fit without sideways scrolling', async ({ browser, context, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await fillToQuote(page);
    const reopened = await reopenWithCookiesOnly(browser, context, baseURL);
    try {
      await reopened.page.setViewportSize({ width: 360, height: 740 });
      await reopened.page.goto('/fmg/');
      await expect(reopened.page).toHaveURL(/\/fmg\/return-user$/);
      await expectNoSidewaysScroll(reopened.page);
      for (const name of ['Continue', 'Start over']) {
        const box = await reopened.page.getByRole('button', { name, exact: true }).boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
      await reopened.page.goto('/heritage/?corid=272bd2fd-3972-4f15-bda4-5d46659fa32a&src=concept-funnel&conceptsqid=9000100&isInsurance=true&navType=insuranceDetails&cns=all');
      await expect(reopened.page.getByRole('heading', { level: 1, name: 'Heritage funnel (sandbox)' })).toBeVisible();
      await expectNoSidewaysScroll(reopened.page);
    } finally {
      await reopened.context.close();
    }
  });
});
