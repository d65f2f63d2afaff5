/**
 * The product owner's studio (issue #15) at /sandbox/studio/, on a sandbox of its own (a fresh in-memory database, so
 * the numbers are this spec's visitors' only): two visitors walk the funnel in the browser (one to the quote in the
 * VIN-optional variation, one leaving on the damage page in the control), then the map, drop-off, session explorer
 * and config versions show what they did. Screenshots at 1440 px are attached to the test results.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/cspGuard';
import { expectNoSeriousA11yViolations } from './support/funnelPage';
import { leaveAtDamage, shippedConfig, walkToQuote } from './support/studio';
import { startSandbox, type RunningSandbox } from './support/yamlOnlyChanges';

test.describe.configure({ mode: 'serial' });

let sandbox: RunningSandbox;

test.beforeAll(async () => {
  // A sandbox start takes 5–20 s on the shared 2 cores.
  test.setTimeout(90_000);
  sandbox = await startSandbox(shippedConfig);
});

test.afterAll(async () => {
  await sandbox?.stop();
});

/**
 * One visitor in a browser of their own: walks, waits until the page view of the page they stop on is stored (a
 * visitor reads the page before leaving), and answers their analytics session key.
 */
async function visit(browser: Browser, walk: (page: Page) => Promise<void>, lastPage: string): Promise<string> {
  const context = await browser.newContext({ baseURL: sandbox.origin });
  try {
    const page = await context.newPage();
    await walk(page);
    const sessionKey = (await context.cookies()).find((cookie) => cookie.name === 'fmg_skey')?.value ?? '';
    expect(sessionKey).not.toBe('');
    await expect
      .poll(async () => {
        const answer = await page.request.get(`/sandbox/analytics/events?kind=page-view&sessionKey=${sessionKey}&pageName=${lastPage}`);
        return ((await answer.json()) as { events: unknown[] }).events.length;
      })
      .toBeGreaterThan(0);
    return sessionKey;
  } finally {
    await context.close();
  }
}

/** A map node or label by what it names (its data attribute), scrolled into view by Playwright when acted on. */
const node = (page: Page, id: string) => page.locator(`[data-page="${id}"]`).first();

test('a journey walked shows on the studio: the map, drop-off per variation, the session and its trace, versions', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const quoted = await visit(browser, (page) => walkToQuote(page, '/fmg/?experiments=suppress-vin-capture:B'), 'quote');
  await visit(browser, (page) => leaveAtDamage(page, '/fmg/?experiments=suppress-vin-capture:A'), 'vehicle-damage');

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const shot = async (name: string) => {
    const path = testInfo.outputPath(name);
    await page.screenshot({ path });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  };

  // The map with the visitors' numbers: both reached the damage page, one left there; the quote's one left there.
  await page.goto(`${sandbox.origin}/sandbox/studio/?numbers=visitors`);
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel studio' })).toBeVisible();
  await expect(page.getByText('2 visitors in range')).toBeVisible();
  await expect(node(page, 'vehicle')).toHaveAccessibleName(/2 reached, 2 went on, 0 left/);
  await expect(node(page, 'vehicle-damage')).toHaveAccessibleName(/2 reached, 1 went on, 1 left/);
  await expect(node(page, 'vehicle-damage')).toContainText('2 reached · 1 left (50%)');
  await expect(node(page, 'quote')).toHaveAccessibleName(/1 reached, 0 went on, 1 left/);
  // Each edge's label: each rule's visitors, its scenario and condition in words.
  await expect(page.locator('g.edge-label[data-edge="vehicle>vehicle-damage"]')).toHaveAccessibleName(/forward \(2 visitors\)/);
  await expect(page.locator('g.edge-label[data-edge="vehicle-damage>estimate"]')).toHaveAccessibleName(/Forward without VIN \(1 visitor\)/);
  await shot('studio-map-visitors.png');

  // A page selected with the keyboard: where it is written, its prerequisites, calls, experiment keys and journeys.
  // Every rule is taken by a journey (funnel-config/journeys cover the whole graph).
  await expect(page.getByText(/Journeys take (\d+) of \1 rules/)).toBeVisible({ timeout: 60_000 });
  await node(page, 'quote').focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('complementary', { name: 'Details' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Your quote' })).toBeVisible();
  await expect(panel).toContainText('funnel-config/pages/quote.yaml:3');
  await expect(panel).toContainText('truthy order.serviceLocation.zipCode');
  await expect(panel).toContainText('call price.orderItems');
  await expect(panel.locator('.chip', { hasText: 'DisplayMSR' })).toBeVisible();
  await expect(panel.locator('.journeys li').first()).toBeVisible();
  await expect(page).toHaveURL(/page=quote/);
  await shot('studio-map-quote-selected.png');

  // The journeys' coverage on the map: every rule taken by some journey, each label saying by how many.
  await page.getByRole('radio', { name: 'Journeys' }).check();
  await expect(node(page, 'quote')).toHaveAccessibleName(/\d+ journeys/);
  await expect(page.locator('.edge-uncovered')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Drop-off: a funnel chart per variation of the experiment, numbers written out.
  await page.getByRole('tab', { name: 'Drop-off' }).click();
  await page.getByLabel('Experiment').selectOption('suppress-vin-capture');
  const funnels = page.locator('.funnel-chart');
  await expect(funnels).toHaveCount(2);
  await expect(funnels.filter({ hasText: 'Control' }).getByRole('img')).toHaveAccessibleName(/Damage 1, .*Quote 0/);
  await expect(funnels.filter({ hasText: 'VIN optional' }).getByRole('img')).toHaveAccessibleName(/Damage 1, .*Quote 1/);
  await expect(page.locator('tr[data-page="vehicle-damage"]')).toContainText(/2\s*1\s*1/);
  await shot('studio-dropoff.png');
  await expectNoSeriousA11yViolations(page);

  // The session explorer: the quoted visitor's path, each step with its decisions in words.
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await page.getByLabel('Find by').selectOption('sessionKey');
  await page.getByRole('textbox', { name: 'Session key' }).fill(quoted);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const zipStep = page.locator('.timeline .step', { hasText: 'Where should we do the work?' });
  await expect(zipStep).toContainText('molding-questions skipped: stages.moldingQuestions was empty');
  await expect(zipStep).toContainText('forward → quote (rule 5)');
  await expect(page.locator('.session-facts')).toContainText('current');
  await shot('studio-session.png');

  // Config versions: both visits were saved under the version the sandbox serves.
  await page.getByRole('tab', { name: 'Config versions' }).click();
  await expect(page.locator('tr.is-current')).toContainText(/current\s*2\s*0/);
  await shot('studio-versions.png');

  // The studio's API refuses a bad parameter, naming it.
  const refused = await page.request.get(`${sandbox.origin}/sandbox/studio/api/dropoff?from=2026-02-30`);
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ field: 'from' });
  await context.close();
});
