import { expect, type Page } from '@playwright/test';

/**
 * The whole journey the fault matrix breaks one call of at a time (issue #13): the 2012 Toyota Avalon's windshield, no
 * VIN, zip 85016, paying on their own, at the Camelback shop, paid at the appointment — every page from /fmg/ to the
 * confirmation, as a visitor clicks through it. Each step says what the visitor does, where it normally leads, and what
 * the visitor has answered once it is done (checked after a fault: nothing typed may be lost).
 */
export interface JourneyStep {
  /** A few words for the matrix. */
  name: string;
  /** What the visitor does. */
  act(page: Page, cell: { index: number }): Promise<void>;
  /** The page it normally leads to (its path under /fmg/). */
  next: string;
  /** Waits until the page reached is ready for the next step (its choices loaded). */
  ready?(page: Page): Promise<void>;
  /** What the visitor has answered once the step is done: state path → value. */
  answers: Record<string, unknown>;
  /** Whether the page still shows what the step typed (when the visitor stays on it after a failure). */
  typed?(page: Page): Promise<boolean>;
}

const vehicle: Array<[string, string]> = [
  ['Year', '2012'],
  ['Make', 'Toyota'],
  ['Model', 'Avalon'],
  ['Style', '4 Door Sedan'],
];

/** A select of the vehicle page once its options are there. */
async function optionsOf(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select).toBeEnabled();
  await expect(select.locator('option:not([value=""])').first()).toBeAttached();
  return select;
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

export const wholeJourney: JourneyStep[] = [
  {
    name: 'open /fmg/',
    act: async (page) => void (await page.goto('/fmg/')),
    next: 'vehicle',
    ready: async (page) => void (await optionsOf(page, 'Year')),
    answers: {},
  },
  ...vehicle.slice(0, 3).map(
    ([label, value], index): JourneyStep => ({
      name: `choose the ${label.toLowerCase()}`,
      act: async (page) => void (await (await optionsOf(page, label)).selectOption({ label: value })),
      next: 'vehicle',
      ready: async (page) => void (await optionsOf(page, vehicle[index + 1]![0])),
      answers: {},
    }),
  ),
  {
    name: 'choose the style, Continue',
    act: async (page) => {
      await (await optionsOf(page, 'Style')).selectOption({ label: '4 Door Sedan' });
      await continueButton(page).click();
    },
    next: 'vehicle-damage',
    ready: async (page) => void (await expect(page.getByRole('radio', { name: /Replace glass/ })).toBeVisible()),
    typed: async (page) => (await page.getByLabel('Style', { exact: true }).inputValue()) !== '' && (await page.getByLabel('Year', { exact: true }).inputValue()) === '2012',
    answers: { 'order.vehicle.year': 2012, 'order.vehicle.make': 'Toyota', 'order.vehicle.model': 'Avalon', 'order.vehicle.style': '4 Door Sedan' },
  },
  {
    name: 'a windshield, no VIN, Continue',
    act: async (page) => {
      await page.getByRole('radio', { name: /Replace glass/ }).check();
      await page.getByRole('checkbox', { name: 'Windshield', exact: true }).check();
      await page.getByRole('radio', { name: 'No, find my vehicle another way' }).check();
      await continueButton(page).click();
    },
    next: 'estimate',
    answers: { 'order.damage.isRepair': false },
  },
  {
    name: 'no VIN, Continue',
    act: async (page) => {
      await page.getByRole('radio', { name: "I don't have any of these; continue without a VIN" }).check();
      await continueButton(page).click();
    },
    next: 'service-zip',
    answers: {},
  },
  {
    name: 'zip 85016, Continue',
    act: async (page) => {
      await page.getByLabel('Zip code').fill('85016');
      await continueButton(page).click();
    },
    next: 'quote',
    ready: async (page) => void (await expect(page.getByTestId('quote-total')).toBeVisible()),
    typed: async (page) => (await page.getByLabel('Zip code').inputValue()) === '85016',
    answers: { 'order.serviceLocation.zipCode': '85016' },
  },
  {
    name: 'pay on my own, Continue',
    act: async (page) => {
      await page.getByRole('radio', { name: /Pay on my own/ }).check();
      await continueButton(page).click();
    },
    next: 'schedule',
    ready: async (page) => void (await expect(page.getByRole('group', { name: /^Shop near/ }).getByRole('radio').first()).toBeVisible()),
    answers: { 'order.payment.isInsurance': false },
    typed: async (page) => page.getByRole('radio', { name: /Pay on my own/ }).isChecked(),
  },
  {
    name: 'choose the shop and in-shop',
    act: async (page) => {
      await page.getByRole('group', { name: /^Shop near/ }).getByRole('radio', { name: 'Camelback Auto Glass' }).check();
      await page.getByRole('radio', { name: /At the shop/ }).check();
    },
    next: 'schedule',
    ready: async (page) => void (await expect(page.getByRole('group', { name: 'Day' }).getByRole('radio', { disabled: false }).first()).toBeVisible()),
    answers: {},
  },
  {
    name: 'a day and a time, Continue',
    act: async (page, cell) => {
      // Cells book days and times of their own, so none takes a place another is counting on.
      const days = page.getByRole('group', { name: 'Day' }).getByRole('radio', { disabled: false });
      await days.nth(cell.index % Math.max(1, Math.min(8, await days.count()))).check();
      const times = page.getByRole('group', { name: /^(Arrival time|Time) on / }).getByRole('radio');
      await expect(times.first()).toBeVisible();
      await times.nth(Math.floor(cell.index / 8) % (await times.count())).check();
      await continueButton(page).click();
    },
    next: 'customer-details',
    answers: { 'order.serviceLocation.appointmentType': 'Inshop', 'order.serviceLocation.provider.providerNumber': '004101' },
  },
  {
    name: 'contact details, Continue',
    act: async (page, cell) => {
      await page.getByLabel('First name', { exact: true }).fill('Ada');
      await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
      await page.getByLabel('Email', { exact: true }).fill(`faults.${cell.index}.${Date.now().toString(36)}@example.com`);
      await page.getByLabel('Mobile phone number', { exact: true }).fill('602 555 0123');
      await continueButton(page).click();
    },
    next: 'payment-method',
    answers: { 'order.customer.firstName': 'Ada', 'order.customer.lastName': 'Lovelace' },
    typed: async (page) => (await page.getByLabel('First name', { exact: true }).inputValue()) === 'Ada',
  },
  {
    name: 'pay at the appointment, Continue',
    act: async (page) => {
      await page.getByRole('radio', { name: /Pay at the appointment/ }).check();
      await continueButton(page).click();
    },
    next: 'confirmation',
    ready: async (page) => void (await expect(page.getByTestId('order-number')).toHaveText(/^EON\d+/)),
    answers: {},
    typed: async (page) => page.getByRole('radio', { name: /Pay at the appointment/ }).isChecked(),
  },
];

/** Index of a step of the whole journey by its name (a row's trigger). */
export function stepIndex(name: string): number {
  const index = wholeJourney.findIndex((step) => step.name === name);
  if (index < 0) throw new Error(`The whole journey has no step "${name}"`);
  return index;
}
