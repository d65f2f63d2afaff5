import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { fillContactDetails } from './contactAndPayment';
import { dayGroup, shopGroup } from './scheduleAndMobile';

/** A submitted order as the sandbox lists it (GET /sandbox/orders). */
export interface ListedOrder {
  eon: string;
  savedSessionId: string;
  promoCodes: string[];
  order: {
    schedule: { date: string; startTime: string };
    serviceLocation: { appointmentType: string; address?: string | null; provider?: { providerNumber?: string | null } };
    customer: { firstName: string; emailAddress: string | null };
    payment: { paymentChoice: string; ccToken?: { lastFour?: string | null } | null; paypalToken?: string | null };
    lineItems: { promos?: string[] };
  };
}

/** The orders the sandbox's database holds for a customer's email. */
export async function ordersFor(request: APIRequestContext, email: string): Promise<ListedOrder[]> {
  const answer = await request.get(`/sandbox/orders?email=${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).orders as ListedOrder[];
}

/** An email address of its own for a journey and its retry, so the orders found by it are that journey's only. */
export function journeyEmail(name: string, retry: number): string {
  return `${name}.${retry}.${Date.now().toString(36)}@example.com`;
}

/** On the quote: "Pay on my own" (cash), then Continue to schedule. */
export async function payOnMyOwn(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Pay on my own/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/schedule$/);
}

/**
 * On schedule: a shop, an appointment type, the `dayIndex`-th day with free times (0 = the first) and its last time,
 * then Continue. Journeys use days of their own, so none takes a place another test is counting on. Answers the
 * chosen time's label (e.g. "15:00–16:00").
 */
export async function bookTime(page: Page, options: { shop: string; type: RegExp; dayIndex: number }): Promise<string> {
  await (await shopGroup(page)).getByRole('radio', { name: options.shop }).check();
  await page.getByRole('radio', { name: options.type }).check();
  const days = (await dayGroup(page)).getByRole('radio', { disabled: false });
  await days.nth(options.dayIndex).check();
  const times = page.getByRole('group', { name: /^(Arrival time|Time) on / }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  const last = times.last();
  await last.check();
  const label = (await last.evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  return label;
}

/** On customer-details: the contact details (Ada's name, `email`), then Continue to payment-method. */
export async function giveContactDetails(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/fmg\/customer-details$/);
  await fillContactDetails(page, { firstName: 'Ada', lastName: 'Lovelace', email, phone: '602 555 0123' });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/payment-method$/);
}

/** On the sandbox's hosted card page: pays whatever it asks with `cardNumber`. */
export async function payAnyAmountByCard(page: Page, cardNumber: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/pay\/card\?/);
  await page.getByLabel('Cardholder first name').fill('Ada');
  await page.getByLabel('Cardholder last name').fill('Lovelace');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Month (MM)').fill('12');
  await page.getByLabel('Year (YYYY)').fill(String(new Date().getUTCFullYear() + 3));
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Billing zip code').fill('85016');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** The confirmation's order number, once the confirmation shows. */
export async function confirmedOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/fmg\/confirmation$/);
  const orderNumber = page.getByTestId('order-number');
  await expect(orderNumber).toHaveText(/^EON\d{6,}$/);
  return (await orderNumber.textContent())!;
}
