import { expect, type Locator, type Page } from '@playwright/test';
import type { JourneyDriver } from './createJourneyDriver';

/** An app the bench measures: ours, or a reference app of tests/bench-fixtures. */
export interface BenchApp {
  key: 'ours' | 'floor' | 'peer';
  /** The column title. */
  title: string;
  origin: string;
  /** The first page (issue #12: /fmg/vehicle for ours). */
  firstPath: string;
  /** Waits until the first page can be used (ours: the year select enabled with its options). */
  usable(page: Page): Promise<void>;
  /** The heading whose change marks the next page. */
  headingSelector: string;
  /** The scripted journey: every select, click and Continue a visitor makes. `run` varies the booked day. */
  journey(driver: JourneyDriver, run: number): Promise<void>;
  /** What the checkpoints of the journey are called in the table. */
  checkpoints: string[];
}

/**
 * Waits until a select is enabled and has options beside its placeholder, checked in the page at every frame: what is
 * requested before then is the first render's (expect's retries back off up to a second, so scripts asked for after
 * the page became usable were counted with it). A select replaced meanwhile is found again.
 */
async function selectReady(select: Locator): Promise<void> {
  for (;;) {
    const element = await select.elementHandle({ timeout: 60_000 });
    if (!element) continue;
    await select.page().waitForFunction(
      (node) => !node.isConnected || (node instanceof HTMLSelectElement && !node.disabled && node.options.length > 1),
      element,
      { polling: 'raf', timeout: 60_000 },
    );
    const isReady = await element.evaluate((node) => node.isConnected);
    await element.dispose();
    if (isReady) return;
  }
}

/** The funnel: the SPEC §2 pages from the vehicle to the confirmation, with the README's test values. */
export function ourApp(origin: string): BenchApp {
  return {
    key: 'ours',
    title: 'ours',
    origin,
    firstPath: '/fmg/vehicle',
    usable: (page) => selectReady(page.getByLabel('Year', { exact: true })),
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
    usable: (page) => selectReady(page.getByLabel('Year', { exact: true })),
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
    usable: (page) => selectReady(surveySelect(page, 'year')),
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
