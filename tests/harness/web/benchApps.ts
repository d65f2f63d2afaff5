import { expect, type Page } from '@playwright/test';
import type { JourneyDriver } from './createJourneyDriver';

/** An app the bench measures: ours, or a reference app of tests/bench-fixtures. */
export interface BenchApp {
  key: 'ours' | 'floor' | 'peer';
  /** The column title. */
  title: string;
  origin: string;
  /** The first page (issue #12: /fmg/vehicle for ours). */
  firstPath: string;
  /** The select whose being ready (enabled, with options) makes the first page usable (ours: Year). */
  usableSelect: UsableSelect;
  /** The heading whose change marks the next page. */
  headingSelector: string;
  /** The scripted journey: every select, click and Continue a visitor makes. `run` varies the booked day. */
  journey(driver: JourneyDriver, run: number): Promise<void>;
  /** What the checkpoints of the journey are called in the table. */
  checkpoints: string[];
}

/** A select found in the page: by its label's text, or by a CSS selector. */
export type UsableSelect = { label: string } | { css: string };

/**
 * Watches, from before `page` opens its first page, for `select` to be ready (enabled, with options beside its
 * placeholder) and returns the wait for it, which resolves with the moment it was (epoch ms, the browser's clock, as
 * the requests' timings). Noted in the page at the DOM change that made it ready: expect's retries back off up to a
 * second, and even a check at every frame reaches this process a while later, so a time taken here counted scripts
 * asked for after the first page was usable as part of its first render.
 */
export async function watchUsable(page: Page, select: UsableSelect): Promise<() => Promise<number>> {
  // A script's text, not a function: the TypeScript loader would add its naming helper, which the page does not have,
  // to the functions inside it. (What waits for it below has none, and must be a function: the app's CSP forbids eval.)
  await page.addInitScript(`{
    const spec = ${JSON.stringify(select)};
    const observer = new MutationObserver(() => {
      const element = 'css' in spec
        ? document.querySelector(spec.css)
        : [...document.querySelectorAll('label')].find((label) => label.textContent.trim() === spec.label)?.control;
      if (!(element instanceof HTMLSelectElement) || element.disabled || element.options.length <= 1) return;
      window.benchUsableAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  }`);
  return async () => {
    const at = await page.waitForFunction(() => (window as { benchUsableAt?: number }).benchUsableAt, undefined, { timeout: 60_000 });
    return (await at.jsonValue()) as number;
  };
}

/** The funnel: the SPEC §2 pages from the vehicle to the confirmation, with the README's test values. */
export function ourApp(origin: string): BenchApp {
  return {
    key: 'ours',
    title: 'ours',
    origin,
    firstPath: '/fmg/vehicle',
    usableSelect: { label: 'Year' },
    headingSelector: 'main h1',
    checkpoints: ['quote', 'schedule'],
    async journey(driver, run) {
      const { page } = driver;
      const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
      const at = (path: string) => () => expect(page).toHaveURL(new RegExp(`/fmg/${path}(\\?|$)`), { timeout: 60_000 });
      await driver.select('Year', '2012');
      await driver.select('Make', 'Toyota');
      await driver.select('Model', 'Avalon');
      await driver.select('Style', '4 Door Sedan');
      await driver.next('vehicle → vehicle-damage', continueButton, at('vehicle-damage'));
      await driver.click('Replace glass', page.getByRole('radio', { name: /Replace glass/ }));
      await driver.click('Windshield', page.getByRole('checkbox', { name: 'Windshield', exact: true }));
      await driver.click('no VIN', page.getByRole('radio', { name: 'No, find my vehicle another way' }));
      await driver.next('vehicle-damage → estimate', continueButton, at('estimate'));
      await driver.click('continue without a VIN', page.getByRole('radio', { name: /continue without a VIN/ }));
      await driver.next('estimate → service-zip', continueButton, at('service-zip'));
      await driver.type('zip code', page.getByLabel('Zip code'), '85016');
      await driver.next('service-zip → quote', continueButton, async () => {
        await at('quote')();
        await expect(page.getByTestId('quote-total')).toBeVisible({ timeout: 60_000 });
      });
      await driver.checkpoint('quote');
      await driver.click('Pay on my own', page.getByRole('radio', { name: /Pay on my own/ }));
      await driver.next('quote → schedule', continueButton, at('schedule'));
      const shops = page.getByRole('group', { name: /^Shop near/ });
      await expect(shops.getByRole('radio').first()).toBeVisible({ timeout: 60_000 });
      await driver.checkpoint('schedule');
      await driver.click('shop', shops.getByRole('radio', { name: 'Camelback Auto Glass' }));
      await driver.click('at the shop', page.getByRole('radio', { name: /At the shop/ }));
      const days = page.getByRole('group', { name: 'Day' }).getByRole('radio', { disabled: false });
      await expect(days.first()).toBeVisible({ timeout: 60_000 });
      await driver.click('day', days.nth(run % 10));
      const times = page.getByRole('group', { name: /^(Arrival time|Time) on / }).getByRole('radio');
      await expect(times.first()).toBeVisible({ timeout: 60_000 });
      await driver.click('time', times.last());
      await driver.next('schedule → customer-details', continueButton, at('customer-details'));
      await driver.type('first name', page.getByLabel('First name', { exact: true }), 'Ada');
      await driver.type('last name', page.getByLabel('Last name', { exact: true }), 'Lovelace');
      await driver.type('email', page.getByLabel('Email', { exact: true }), `bench.${run}.${Date.now().toString(36)}@example.com`);
      await driver.type('phone', page.getByLabel('Mobile phone number', { exact: true }), '6025550123');
      await driver.next('customer-details → payment-method', continueButton, at('payment-method'));
      await driver.click('pay at the appointment', page.getByRole('radio', { name: /Pay at the appointment/ }));
      await driver.next('payment-method → confirmation', continueButton, async () => {
        await at('confirmation')();
        await expect(page.getByTestId('order-number')).toHaveText(/^EON\d+/, { timeout: 60_000 });
      });
    },
  };
}

/** The floor (tests/bench-fixtures/floor): react + react-dom + react-router, a year select and Continue. */
export function floorApp(origin: string): BenchApp {
  return {
    key: 'floor',
    title: 'floor',
    origin,
    firstPath: '/',
    usableSelect: { label: 'Year' },
    headingSelector: 'h1',
    checkpoints: ['page 2'],
    async journey(driver) {
      const { page } = driver;
      await driver.select('Year', '2012');
      await driver.next('page 1 → page 2', page.getByRole('button', { name: 'Continue' }), () => expect(page).toHaveURL(/\/done\?year=2012$/));
      await driver.checkpoint('page 2');
    },
  };
}

/** The native select of a SurveyJS question. */
const surveySelect = (page: Page, name: string) => page.locator(`[data-name="${name}"] select`);

/** The peer (tests/bench-fixtures/peer): a three-page SurveyJS survey. */
export function peerApp(origin: string): BenchApp {
  return {
    key: 'peer',
    title: 'peer',
    origin,
    firstPath: '/',
    // SurveyJS's native selects have no accessible name: found by their question's name.
    usableSelect: { css: '[data-name="year"] select' },
    headingSelector: '.sd-page__title, .sd-completedpage h3',
    checkpoints: ['page 3'],
    async journey(driver) {
      const { page } = driver;
      const title = (text: string) => () => expect(page.locator('.sd-page__title')).toHaveText(text);
      await driver.select('Year', '2012', surveySelect(page, 'year'));
      await driver.select('Make', 'Toyota', surveySelect(page, 'make'));
      await driver.next('page 1 → page 2', page.getByRole('button', { name: 'Next' }), title('What happened to your glass?'));
      // SurveyJS hides its inputs behind drawn ones: a visitor clicks the choice's text.
      await driver.click('Replace glass', page.getByText('Replace glass', { exact: true }));
      await driver.click('Windshield', page.getByText('Windshield', { exact: true }));
      await driver.next('page 2 → page 3', page.getByRole('button', { name: 'Next' }), title('Where is your vehicle?'));
      await driver.checkpoint('page 3');
      await driver.type('zip code', page.getByLabel('Zip code'), '85016');
      await driver.next('page 3 → done', page.getByRole('button', { name: 'Complete' }), () => expect(page.locator('.sd-completedpage')).toBeVisible());
    },
  };
}
