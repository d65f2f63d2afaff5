import type { Page } from '@playwright/test';
import { expect, test } from './support/cspGuard';
import { storeShopAppointment, weekdaySlot } from './support/contactAndPayment';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, waitForStoredState } from './support/funnelPage';
import { applyPromo, avalonLink } from './support/quoteAndInsurance';
import { camry2012, openServiceZip, submitZip } from './support/questionPages';
import { payAnyAmountByCard, confirmedOrderNumber } from './support/wholeJourneys';

/**
 * Prices that add up (issue #14): on the quote and the confirmation, in Chromium, the visible lines are read and
 * summed — the lines make the subtotal, subtotal and tax the total, to the cent — for cash and insurance, with and
 * without DisplayMSR's fee line, extras, a promo and a donation; the confirmation shows the lines the quote showed,
 * and a donation on a card-paid order is owed and shown. Long strings (email, names) never make a page scroll sideways
 * at 320 or 360 px.
 */

/** Dollars as shown ($1,234.50, −$80.00) → cents. */
const toCents = (text: string) => Math.round(Number(text.replace('−', '-').replace(/[$,\s]/g, '')) * 100);

/** 5.6% (Arizona's rate) of an amount in cents, rounded half away from zero, as a reader's calculator does it. */
const arizonaTaxOf = (cents: number) => Math.sign(cents) * Math.round((Math.abs(cents) * 56) / 1000);

/**
 * A price as the visitor reads it: each line's name and amount (cents), subtotal, tax line, tax, each taxed item's tax
 * under it when shown, and total.
 */
interface ShownPrice {
  lines: Array<[string, number]>;
  subtotal: number;
  taxLabel: string;
  tax: number;
  taxDetails: Array<[string, number]>;
  total: number;
}

/** Reads the visible price in `region` and checks that it adds up. */
async function readPrice(page: Page, region: string, totalTestId: string): Promise<ShownPrice> {
  const scope = page.getByRole('region', { name: region });
  await expect(scope.getByTestId(totalTestId)).toBeVisible();
  const lines = await scope.getByTestId('price-line').evaluateAll((items) =>
    items.map((item) => [item.querySelector('.price-line-name')?.textContent ?? '', item.querySelector('[data-testid="price-line-amount"]')?.textContent ?? ''] as [string, string]),
  );
  const price: ShownPrice = {
    lines: lines.map(([name, amount]) => [name, toCents(amount)]),
    subtotal: toCents((await scope.getByTestId('price-subtotal').textContent())!),
    taxLabel: (await scope.locator('.price-total-row dt').nth(1).textContent())!,
    tax: toCents((await scope.getByTestId('price-tax').textContent())!),
    taxDetails: (
      await scope.getByTestId('price-tax-detail').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? ''] as [string, string]))
    ).map(([label, amount]) => [label, toCents(amount)]),
    total: toCents((await scope.getByTestId(totalTestId).textContent())!),
  };
  expect(price.lines.reduce((sum, [, amount]) => sum + amount, 0), `the lines of ${region} make the subtotal`).toBe(price.subtotal);
  expect(price.subtotal + price.tax, `subtotal and tax of ${region} make the total`).toBe(price.total);
  // The tax line is true for a reader with a calculator: 5.6% of the base it names is the tax; or, when the tax
  // service's line-by-line rounding makes that a cent off, each taxed item's tax is listed, 5.6% of its amount, and
  // they make the tax.
  const base = /^Sales tax \(AZ, 5\.6% of (\$[\d,]+\.\d\d)\)$/.exec(price.taxLabel)?.[1];
  if (base !== undefined) {
    expect(arizonaTaxOf(toCents(base)), `5.6% of ${base} is the tax of ${region}`).toBe(price.tax);
    expect(price.taxDetails).toEqual([]);
  } else {
    expect(price.taxLabel).toBe('Sales tax (AZ, 5.6% of each taxed item)');
    expect(price.taxDetails.reduce((sum, [, amount]) => sum + amount, 0), `the items' taxes of ${region} make the tax`).toBe(price.tax);
    for (const [label, amount] of price.taxDetails) {
      const itemBase = /^5\.6% of (−?\$[\d,]+\.\d\d) \(.+\)$/.exec(label)?.[1];
      expect(itemBase, `the rate and amount of "${label}"`).toBeDefined();
      expect(arizonaTaxOf(toCents(itemBase!)), label).toBe(amount);
    }
  }
  return price;
}

/** From the Avalon link (with forced experiment variations) to its priced quote. */
async function reachQuote(page: Page, experiments: string): Promise<void> {
  await page.goto(`${avalonLink}${experiments ? `&experiments=${experiments}` : ''}`);
  for (let step = 0; step < 4; step += 1) {
    await expect(page).toHaveURL(/\/fmg\/(estimate|service-zip|quote)(\?|$)/);
    const path = new URL(page.url()).pathname;
    if (path.endsWith('/quote')) break;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).not.toHaveURL(new RegExp(`${path}(\\?|$)`));
  }
  await expect(page.getByTestId('quote-total')).toHaveText('$578.19');
}

/**
 * From the quote to the confirmation, paying on one's own by card: the schedule's answers (shop 004101, in shop, `slot`)
 * written into the stored state, as tests/e2e/support/contactAndPayment.ts does (the schedule screen is another
 * spec's), the contact details typed (nothing scrolls sideways), card chosen and paid. Returns the amount the payment
 * page asked for, as shown.
 */
async function payByCardFromQuote(page: Page, slot: ReturnType<typeof weekdaySlot>, contact: { firstName: string; lastName: string; email: string }): Promise<string> {
  await page.getByRole('radio', { name: /Pay on my own/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/schedule$/);
  await waitForStoredState(page, 'schedule');
  await storeShopAppointment(page, slot);
  await page.goto('/fmg/customer-details');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we reach you?' })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill(contact.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(contact.lastName);
  await page.getByLabel('Email', { exact: true }).fill(contact.email);
  await page.getByLabel('Mobile phone number', { exact: true }).fill('602 555 0123');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/payment-method$/);
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/fmg\/payment$/);
  const paid = (await page.getByTestId('payment-amount').textContent())!;
  await page.getByRole('button', { name: 'Continue to secure payment' }).click();
  await payAnyAmountByCard(page, '4111 1111 1111 1111');
  await confirmedOrderNumber(page);
  return paid;
}

const quoteRegion = 'What your price includes';
const feeLine = 'Service, supplies and disposal fees';
const glass = '2012 Toyota Avalon windshield, green tint';

test.describe('prices that add up (issue #14)', () => {
  for (const { experiments, name, lines } of [
    { experiments: '', name: 'DisplayMSR A: the fees folded into the glass line', lines: [[glass, 55521]] },
    { experiments: 'display-msr:B', name: 'DisplayMSR B: the fees a line of their own', lines: [[glass, 52031], [feeLine, 3490]] },
  ]) {
    test(`the quote, ${name}: lines, extras, a promo and insurance all add up`, async ({ page }) => {
      await reachQuote(page, experiments);
      expect((await readPrice(page, quoteRegion, 'quote-total')).lines).toEqual(lines);

      await page.getByRole('checkbox', { name: /Front wiper blades/ }).check();
      await expect(page.getByTestId('quote-total')).toHaveText('$615.14');
      const withWiper = await readPrice(page, quoteRegion, 'quote-total');
      expect(withWiper.lines).toContainEqual(['Front wiper blades, 25" and 17"', 3499]);

      await applyPromo(page, 'SAVE20');
      await expect(page.getByText('Promo code SAVE20 was successfully applied to your cart.')).toBeVisible();
      await expect(page.getByTestId('quote-total')).not.toHaveText('$615.14');
      const withPromo = await readPrice(page, quoteRegion, 'quote-total');
      expect(withPromo.lines.some(([, amount]) => amount < 0)).toBe(true);
      expect(withPromo.total).toBeLessThan(withWiper.total);

      // Insurance chosen: the same order, the same lines (the insurer's price comes with the company, SPEC §2).
      await page.getByRole('radio', { name: /Use my insurance/ }).check();
      expect(await readPrice(page, quoteRegion, 'quote-total')).toEqual(withPromo);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a part\'s child part (the 2012 Camry\'s chrome molding) is a line of its own, taxed, in the total the order panel shows, the card is charged and the confirmation lists', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openServiceZip(page, camry2012);
    await submitZip(page, '85016');
    await expect(page).toHaveURL(/\/fmg\/molding-questions$/);
    await page.getByRole('radio', { name: 'A chrome or bright metal trim strip' }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/quote$/);
    const quoted = await readPrice(page, quoteRegion, 'quote-total');
    expect(quoted.lines).toContainEqual(['Chrome windshield molding', 6495]);
    expect(quoted.taxDetails).toContainEqual(['5.6% of $64.95 (Chrome windshield molding)', 364]);
    const orderTotal = page.getByRole('complementary', { name: 'Your order' }).locator('.order-summary-row.is-total dd');
    await expect(orderTotal).toHaveText((await page.getByTestId('quote-total').textContent())!);

    const paid = await payByCardFromQuote(page, weekdaySlot(80 + testInfo.retry * 3), { firstName: 'Mo', lastName: 'Ulding', email: `mo.${testInfo.retry}@example.com` });
    expect(toCents(paid)).toBe(quoted.total);
    expect(await readPrice(page, 'Price', 'order-total')).toEqual(quoted);
    await expect(page.getByRole('region', { name: 'Payment' }).getByTestId('amount-paid')).toHaveText(paid);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test('DisplayMSR B, a wiper, a promo, long names and email, paid by card: the confirmation shows the quote\'s lines; a donation is owed and shown; nothing scrolls sideways at 320 or 360 px', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await reachQuote(page, 'display-msr:B');
      await page.getByRole('checkbox', { name: /Front wiper blades/ }).check();
      await expect(page.getByTestId('quote-total')).toHaveText('$615.14');
      await applyPromo(page, 'TAKE25');
      await expect(page.getByText('Promo code TAKE25 was successfully applied to your cart.')).toBeVisible();
      const quoted = await readPrice(page, quoteRegion, 'quote-total');
      expect(quoted.lines.map(([name]) => name)).toContain(feeLine);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: testInfo.outputPath('quote-360.png'), fullPage: true });

      const email = `maximiliana.josephine.alexandrina.wolfeschlegelsteinhausen.${testInfo.retry}@an-extremely-long-subdomain.example-company.com`;
      const paid = await payByCardFromQuote(page, weekdaySlot(70 + testInfo.retry * 3), {
        firstName: 'Maximiliana-Josephine-Alexandrina',
        lastName: 'Wolfeschlegelsteinhausenbergerdorff',
        email,
      });
      expect(toCents(paid)).toBe(quoted.total);

      // The confirmation shows the lines the quote showed, the fee line included (SPEC §9 DisplayMSR recorded).
      const confirmed = await readPrice(page, 'Price', 'order-total');
      expect(confirmed).toEqual(quoted);
      const payment = page.getByRole('region', { name: 'Payment' });
      await expect(payment.getByTestId('amount-paid')).toHaveText(paid);
      await expect(payment.getByTestId('amount-owed')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('There is nothing more to pay unless the work changes.');

      // A donation after paying: owed and shown (README), never left as "nothing more to pay".
      await page.getByRole('radio', { name: '$10.00' }).check();
      await page.getByRole('button', { name: 'Donate $10.00' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toContainText(`Your new total is`);
      const withDonation = await readPrice(page, 'Price', 'order-total');
      expect(withDonation.lines).toEqual([...quoted.lines, ['Donation to our glass-safety programme', 1000]]);
      expect(withDonation.total).toBe(quoted.total + 1000);
      await expect(payment.getByTestId('amount-paid')).toHaveText(paid);
      await expect(payment.getByTestId('amount-owed')).toHaveText('$10.00');
      const next = page.getByRole('region', { name: 'What happens next' });
      await expect(next).toContainText('Please pay the remaining $10.00 at your appointment.');
      await expect(next).not.toContainText('nothing more to pay');
      await expect(next).toContainText(email);

      for (const width of [360, 320]) {
        await page.setViewportSize({ width, height: 780 });
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: testInfo.outputPath(`confirmation-${width}.png`), fullPage: true });
      }
      await expectNoSeriousA11yViolations(page);
    });
  });
});
