import { expect, type Page } from '@playwright/test';
import { reachAvalonQuote } from './quoteAndInsurance';
import { waitForStoredState } from './funnelPage';

/** Where the browser runtime keeps the funnel state (engine/runtime/createFunnelRuntime.ts stateStorageKey). */
const stateStorageKey = 'funnel:state';

/** The Avalon's quote total (tests/e2e/support/quoteAndInsurance.ts): what is paid in advance. */
export const amountDue = '$578.19';

/** Ada's contact details as typed. */
export const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '602 555 0123' } as const;

/**
 * A one-hour slot of shop 004101 (open 08:00–17:00 on weekdays) of its own for each `index`: a weekday from the day
 * after tomorrow on, 08:00 to 15:00, so no two tests (nor a retry, whose index is offset) book the same place.
 */
export function weekdaySlot(index: number): { date: string; startTime: string; endTime: string } {
  const day = new Date();
  day.setUTCHours(12, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + 2);
  let weekdays = Math.floor(index / 8);
  while (weekdays > 0 || day.getUTCDay() === 0 || day.getUTCDay() === 6) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) weekdays -= 1;
    day.setUTCDate(day.getUTCDate() + 1);
  }
  const hour = 8 + (index % 8);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { date: day.toISOString().slice(0, 10), startTime: `${pad(hour)}:00`, endTime: `${pad(hour + 1)}:00` };
}

/**
 * From the Avalon link to its priced quote (through the UI), then the cash choice and the schedule's answers (shop
 * 004101 in shop at `slot`; the schedule screen is another screen's test) written into the stored state, and
 * /fmg/customer-details opened, with any forced experiment variations (the SPEC §2 `experiments` parameter, e.g.
 * `email-optional:B`): the runtime checks its prerequisites on those answers.
 */
export async function openCustomerDetails(
  page: Page,
  slot: { date: string; startTime: string; endTime: string },
  experiments = '',
): Promise<void> {
  await reachAvalonQuote(page);
  // The quote's saves and price calls are over, and the state they left stored, before the stored state is changed.
  await waitForStoredState(page, 'quote');
  await storeShopAppointment(page, slot, { isInsurance: false });
  await page.goto(`/fmg/customer-details${experiments ? `?experiments=${experiments}` : ''}`);
  await expect(page).toHaveURL(/\/fmg\/customer-details(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'How can we reach you?' })).toBeVisible();
}

/**
 * The schedule's answers written into the stored state (shop 004101, in shop, at `slot`), for tests whose schedule
 * screen is another test's; with `isInsurance`, the quote's cash or insurance choice too. Call once the page's work
 * has left the state stored (waitForStoredState).
 */
export async function storeShopAppointment(
  page: Page,
  slot: { date: string; startTime: string; endTime: string },
  options: { isInsurance?: boolean } = {},
): Promise<void> {
  await page.evaluate(
    ({ key, slot, isInsurance }) => {
      const stored = window.localStorage.getItem(key);
      if (!stored) throw new Error('No stored funnel state');
      const state = JSON.parse(stored);
      const { order } = state;
      if (isInsurance !== undefined) order.payment.isInsurance = isInsurance;
      order.serviceLocation.appointmentType = 'Inshop';
      order.serviceLocation.provider = {
        providerNumber: '004101',
        address: { streetAddress: '2150 E Camelback Rd', city: 'Phoenix', state: 'AZ', zipCode: '85016', zipCodeCtu: 'AZ-PHX' },
      };
      Object.assign(order.schedule, { ...slot, jobMinMinutes: 60, jobMaxMinutes: 90 });
      window.localStorage.setItem(key, JSON.stringify(state));
    },
    { key: stateStorageKey, slot, isInsurance: options.isInsurance },
  );
}

/** Fills the contact details form (without submitting it); an undefined value leaves its field as it is. */
export async function fillContactDetails(page: Page, values: Partial<Record<keyof typeof ada, string>>): Promise<void> {
  const fields: Array<[keyof typeof ada, string]> = [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['email', 'Email'],
    ['phone', 'Mobile phone number'],
  ];
  for (const [key, label] of fields) {
    const value = values[key];
    if (value !== undefined) await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/** From a fresh visit to payment-method, Ada's contact details entered on the way. */
export async function openPaymentMethod(page: Page, slot: { date: string; startTime: string; endTime: string }): Promise<void> {
  await openCustomerDetails(page, slot);
  await fillContactDetails(page, ada);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/fmg\/payment-method$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to pay?' })).toBeVisible();
}

/** On payment-method, chooses a way to pay (its radio's title) and continues. */
export async function choosePayment(page: Page, title: string | RegExp): Promise<void> {
  await page.getByRole('radio', { name: title }).check();
  await page.getByRole('button', { name: /^Continue/ }).click();
}

/** From payment-method with `title` chosen to the payment page, then on to the method's hosted page. */
export async function continueToHostedPage(page: Page, title: string | RegExp, hostedPath: string): Promise<void> {
  await choosePayment(page, title);
  await expect(page).toHaveURL(/\/fmg\/payment$/);
  await expect(page.getByTestId('payment-amount')).toHaveText(amountDue);
  await page.getByRole('button', { name: 'Continue to secure payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/pay/${hostedPath}\\?amount=578\\.19&reference=[\\w-]+$`));
}

/** Pays on the sandbox's hosted card page with `cardNumber` (a test card of api/sandbox/test-values/payments.md). */
export async function payByCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Cardholder first name').fill(ada.firstName);
  await page.getByLabel('Cardholder last name').fill(ada.lastName);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Month (MM)').fill('12');
  await page.getByLabel('Year (YYYY)').fill(String(new Date().getUTCFullYear() + 3));
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Billing zip code').fill('85016');
  await page.getByRole('button', { name: `Pay ${amountDue}` }).click();
}

/**
 * Makes this browser one where SPEC §5 allows Apple Pay: a Mac user agent is set by the test (`test.use`), and this
 * gives it the ApplePaySession Safari has, reporting that it can make payments.
 */
export async function allowApplePay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { ApplePaySession: unknown }).ApplePaySession = { canMakePayments: () => true };
  });
}
