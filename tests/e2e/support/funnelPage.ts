import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A vehicle of the sandbox catalog, as the vehicle page's selects name it. */
export interface VehicleChoice {
  year: string;
  make: string;
  model: string;
  style: string;
}

/** The sandbox's 2020 Honda Civic sedan (carId 1516192990): every service knows it. */
export const civic: VehicleChoice = { year: '2020', make: 'Honda', model: 'Civic', style: '4 Door Sedan' };

/** Waits until a select has its options (the vehicle selector disables each one until they are loaded). */
export async function waitForOptions(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select).toBeEnabled();
  await expect(select.locator('option')).not.toHaveCount(1);
  return select;
}

/**
 * From a fresh visit (landing → load-session → auto-route → vehicle) to vehicle-damage with `vehicle` chosen; `entry`
 * is the address the visit starts at (a link with query parameters, e.g. `/fmg/?experiments=…`).
 */
export async function startWithVehicle(page: Page, vehicle: VehicleChoice = civic, entry = '/fmg/'): Promise<void> {
  await page.goto(entry);
  await expect(page).toHaveURL(/\/fmg\/vehicle$/);
  for (const [label, value] of [
    ['Year', vehicle.year],
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Style', vehicle.style],
  ] as const) {
    const select = await waitForOptions(page, label);
    await select.selectOption({ label: value });
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/fmg\/vehicle-damage(\?|$)/);
}

/**
 * Waits until this browser keeps the funnel state of page `pageId` shown with its work done: the funnel writes local
 * storage once per page transition, when the page's calls and saves have ended (issue #12), so a test that reads or
 * edits the stored state waits for that write (an edit made before it would be overwritten by it).
 */
export async function waitForStoredState(page: Page, pageId: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(window.localStorage.getItem('funnel:state') ?? 'null') as { user?: { lastPageVisited?: string } } | null)?.user?.lastPageVisited ?? null))
    .toBe(pageId);
}

/**
 * Scans the page with axe-core (WCAG 2.1 A and AA rules) and fails on any serious or critical violation, naming each
 * rule and the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // The 200 ms route fade (SPEC §2) must be over: half-faded text would fail colour contrast.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/** Fails when the page scrolls sideways at its current viewport (the funnel must fit a 360 px phone). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `sideways overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}
