import { expect, test } from './support/cspGuard';
import { allowApplePay } from './support/contactAndPayment';
import { expectNoSeriousA11yViolations } from './support/funnelPage';
import { applyPromo } from './support/quoteAndInsurance';
import { getStoredState } from './support/analyticsAndErrors';
import { avalonTotal, fillToQuote } from './support/resumeAndHeritage';
import {
  bookTime,
  confirmedOrderNumber,
  giveContactDetails,
  journeyEmail,
  ordersFor,
  payAnyAmountByCard,
  payOnMyOwn,
} from './support/wholeJourneys';

/**
 * Whole journeys, by hand from /fmg/ to the confirmation (issue #5): the 2012 Avalon, a windshield, no VIN, zip 85016,
 * then each way to be served and to pay. Each ends by asking the sandbox's database what it holds for the journey's
 * own email address. (The insured hand-off to heritage is in resumeAndHeritage.spec.ts.)
 */
test.describe.configure({ timeout: 90_000 });

test.describe('whole journeys from /fmg/ to the confirmation', () => {
  test('cash, in shop, pay later: one order; afterwards every other page shows the confirmation', async ({ page, request }, testInfo) => {
    const email = journeyEmail('later', testInfo.retry);
    await fillToQuote(page);
    await payOnMyOwn(page);
    const time = await bookTime(page, { shop: 'Camelback Auto Glass', type: /At the shop/, dayIndex: 1 + testInfo.retry });
    await giveContactDetails(page, email);
    await page.getByRole('radio', { name: /Pay at the appointment/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    const eon = await confirmedOrderNumber(page);
    await expect(page.getByRole('region', { name: 'Your appointment' })).toContainText('1840 E Camelback Rd');
    await expect(page.getByTestId('order-total')).toHaveText(avalonTotal);
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('You pay at your appointment.');
    await expectNoSeriousA11yViolations(page);

    // SPEC §2 global rule 4: after submission, any other page shows the confirmation; nothing is submitted again.
    for (const route of ['quote', 'schedule', 'customer-details', 'payment-method', 'payment', 'mobile-details']) {
      await page.goto(`/fmg/${route}`);
      await expect(page).toHaveURL(/\/fmg\/confirmation$/);
      await expect(page.getByTestId('order-number')).toHaveText(eon);
    }
    const orders = await ordersFor(request, email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      eon,
      order: {
        serviceLocation: { appointmentType: 'Inshop', provider: { providerNumber: '004101' } },
        schedule: { startTime: time.slice(0, 5) },
        customer: { firstName: 'Ada', emailAddress: email },
        payment: { paymentChoice: 'Later' },
      },
    });

    // "Start a new order" begins again from nothing.
    await page.goto('/fmg/confirmation');
    await page.getByRole('button', { name: 'Start a new order' }).click();
    await expect(page).toHaveURL(/\/fmg\/vehicle$/);
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue('');
  });

  test('cash, mobile service, paid by card on the hosted page', async ({ page, request }, testInfo) => {
    const email = journeyEmail('mobile', testInfo.retry);
    await fillToQuote(page);
    await payOnMyOwn(page);
    await bookTime(page, { shop: 'Camelback Auto Glass', type: /Mobile service/, dayIndex: 2 + testInfo.retry });
    await expect(page).toHaveURL(/\/fmg\/mobile-details$/);
    await page.getByLabel('Street address').fill('1 N Central Ave');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByLabel(/^Notes for the technician/).fill('Blue sedan in bay 12.');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await giveContactDetails(page, email);
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/payment$/);
    const amount = (await page.getByTestId('payment-amount').textContent())!;
    await page.getByRole('button', { name: 'Continue to secure payment' }).click();
    await payAnyAmountByCard(page, '4111 1111 1111 1111');

    const eon = await confirmedOrderNumber(page);
    await expect(page.getByRole('region', { name: 'Your appointment' })).toContainText('1 N Central Ave');
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('1111');
    await expect(page.getByTestId('amount-paid')).toBeVisible();
    const orders = await ordersFor(request, email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ eon, order: { serviceLocation: { appointmentType: 'Mobile' }, payment: { paymentChoice: 'CreditCard' } } });
    expect(JSON.stringify(orders[0]!.order)).toContain('1 N Central Ave');
    expect(JSON.stringify(orders[0]!.order)).not.toMatch(/4111 ?1111 ?1111 ?1111/);
  });

  test('PayPal chosen, then the payment page: the choice becomes a card (SPEC §4), paid by card', async ({ page, request }, testInfo) => {
    const email = journeyEmail('paypal', testInfo.retry);
    await fillToQuote(page);
    await payOnMyOwn(page);
    await bookTime(page, { shop: 'Camelback Auto Glass', type: /At the shop/, dayIndex: 3 + testInfo.retry });
    await giveContactDetails(page, email);
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByRole('button', { name: 'Continue to PayPal' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/paypal\?/);
    // The visitor leaves PayPal with the browser's Back button and opens the payment page (from the history).
    await page.goBack();
    await expect(page).toHaveURL(/\/fmg\/payment-method$/);
    await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    await page.goto('/fmg/payment');
    await expect(page).toHaveURL(/\/fmg\/payment$/);
    await expect(page.getByText('Credit or debit card', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to secure payment' }).click();
    await payAnyAmountByCard(page, '4111 1111 1111 1111');

    const eon = await confirmedOrderNumber(page);
    const orders = await ordersFor(request, email);
    expect(orders.map((order) => order.eon)).toEqual([eon]);
    expect(orders[0]!.order.payment).toMatchObject({ paymentChoice: 'CreditCard' });
    expect(orders[0]!.order.payment.paypalToken ?? null).toBeNull();
  });

  test('Afterpay declines: back on payment with its message; paying by card instead goes through', async ({ page, request }, testInfo) => {
    const email = journeyEmail('afterpay', testInfo.retry);
    await fillToQuote(page);
    await payOnMyOwn(page);
    await bookTime(page, { shop: 'Camelback Auto Glass', type: /At the shop/, dayIndex: 4 + testInfo.retry });
    await giveContactDetails(page, email);
    await page.getByRole('radio', { name: /Afterpay/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/payment$/);
    await page.getByRole('button', { name: 'Continue to secure payment' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/afterpay\?/);
    await page.getByLabel('Email').fill('decline@example.com');
    await page.getByRole('button', { name: 'Approve the plan' }).click();

    await expect(page).toHaveURL(/\/fmg\/payment\?piaErrorType=Afterpay$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Afterpay did not approve your payment plan, and you have not been charged. Try again, or choose another way to pay.',
    );
    expect(await ordersFor(request, email)).toEqual([]);
    await page.getByRole('button', { name: 'Choose another way to pay' }).click();
    await expect(page).toHaveURL(/\/fmg\/payment-method$/);
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to secure payment' }).click();
    await payAnyAmountByCard(page, '4111 1111 1111 1111');

    const eon = await confirmedOrderNumber(page);
    const orders = await ordersFor(request, email);
    expect(orders.map((order) => order.eon)).toEqual([eon]);
    expect(orders[0]!.order.payment).toMatchObject({ paymentChoice: 'CreditCard' });
  });

  test('a promo applied on the quote is kept through to the order', async ({ page, request }, testInfo) => {
    const email = journeyEmail('promo', testInfo.retry);
    await fillToQuote(page);
    await applyPromo(page, 'SAVE20');
    await expect(page.getByRole('status').filter({ hasText: 'Promo code applied!' })).toBeVisible();
    const discounted = (await page.getByTestId('quote-total').textContent())!;
    expect(discounted).not.toBe(avalonTotal);
    await payOnMyOwn(page);
    await bookTime(page, { shop: 'Camelback Auto Glass', type: /At the shop/, dayIndex: 5 + testInfo.retry });
    await giveContactDetails(page, email);
    await page.getByRole('radio', { name: /Pay at the appointment/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    const eon = await confirmedOrderNumber(page);
    await expect(page.getByRole('region', { name: 'Price' })).toContainText('SAVE20');
    await expect(page.getByTestId('order-total')).toHaveText(discounted);
    const orders = await ordersFor(request, email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ eon, promoCodes: ['SAVE20'] });
  });
});

test.describe('the order service failing at the last step (issue #13)', () => {
  test('nothing lost, no restart however often it fails (one Idempotency-Key), then one order', async ({ page, request }, testInfo) => {
    const email = journeyEmail('notplaced', testInfo.retry);
    await fillToQuote(page);
    await payOnMyOwn(page);
    await bookTime(page, { shop: 'Camelback Auto Glass', type: /At the shop/, dayIndex: 8 + testInfo.retry });
    await giveContactDetails(page, email);
    // An error earlier in the visit already counted (SPEC §4): one more from the error route would restart the funnel.
    await page.evaluate(() => {
      const state = JSON.parse(window.localStorage.getItem('funnel:state')!);
      state.user.hasTriggeredError = true;
      window.localStorage.setItem('funnel:state', JSON.stringify(state));
    });
    await page.reload();
    const keys: string[] = [];
    let failing = true;
    await page.route('**/order/api/v1/order/save-session/fmg', async (route) => {
      const submits = (route.request().postDataJSON() as { submitAfterSave?: boolean }).submitAfterSave === true;
      if (!submits) return route.fallback();
      keys.push((await route.request().headerValue('Idempotency-Key')) ?? 'none');
      if (!failing) return route.fallback();
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error', field: 'body', message: 'down' }) });
    });

    const later = page.getByRole('radio', { name: /Pay at the appointment/ });
    for (const attempt of [1, 2]) {
      await later.check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'has not been placed yet' })).toBeVisible();
      await expect(page).toHaveURL(/\/fmg\/payment-method$/);
      await expect(page.getByRole('alert').filter({ hasText: "We're sorry, something went wrong." })).toBeVisible();
      await expect(later).toBeChecked();
      const state = (await getStoredState(page)) as unknown as { order: { customer: { firstName: string } }; user: { hasTriggeredError: boolean } };
      expect(state.order.customer.firstName).toBe('Ada');
      expect(keys).toHaveLength(attempt);
    }
    expect(await ordersFor(request, email)).toEqual([]);

    failing = false;
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const eon = await confirmedOrderNumber(page);
    // The same order each time: the same key (a request whose answer was lost is answered, not made twice).
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect((await ordersFor(request, email)).map((order) => order.eon)).toEqual([eon]);
  });
});

test.describe('whole journey on a Mac that can pay with Apple Pay', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15' });

  test('Apple Pay fails: back on payment with its message; trying again goes through', async ({ page, request }, testInfo) => {
    const email = journeyEmail('applepay', testInfo.retry);
    await allowApplePay(page);
    await fillToQuote(page);
    await payOnMyOwn(page);
    await bookTime(page, { shop: 'Camelback Auto Glass', type: /At the shop/, dayIndex: 6 + testInfo.retry });
    await giveContactDetails(page, email);
    await page.getByRole('radio', { name: 'Apple Pay' }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/fmg\/payment$/);
    await page.getByRole('button', { name: 'Continue to secure payment' }).click();
    await page.getByRole('button', { name: 'Simulate failure' }).click();

    await expect(page).toHaveURL(/\/fmg\/payment\?piaErrorType=ApplePay$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Your Apple Pay payment did not go through, and you have not been charged. Try again, or choose another way to pay.',
    );
    expect(await ordersFor(request, email)).toEqual([]);
    await page.getByRole('button', { name: 'Continue to secure payment' }).click();
    await page.getByRole('button', { name: 'Pay with Touch ID' }).click();

    const eon = await confirmedOrderNumber(page);
    const orders = await ordersFor(request, email);
    expect(orders.map((order) => order.eon)).toEqual([eon]);
    expect(orders[0]!.order.payment).toMatchObject({ paymentChoice: 'ApplePay' });
  });
});
