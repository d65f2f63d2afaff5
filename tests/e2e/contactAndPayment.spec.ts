import { expect, test, type TestInfo } from './support/cspGuard';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/funnelPage';
import { problemSummary } from './support/questionPages';
import {
  ada,
  allowApplePay,
  amountDue,
  choosePayment,
  continueToHostedPage,
  fillContactDetails,
  openCustomerDetails,
  openPaymentMethod,
  payByCard,
  weekdaySlot,
} from './support/contactAndPayment';

/** A slot of its own for each test and each retry (a retry runs against the same sandbox database). */
const slotFor = (testInfo: TestInfo, index: number) => weekdaySlot(index + testInfo.retry * 20);

test.describe('customer-details', () => {
  test('an error then corrected: the first invalid field focused, each message at its field, nothing typed lost', async ({ page }, testInfo) => {
    await openCustomerDetails(page, slotFor(testInfo, 0));
    await expect(page.getByRole('list', { name: /^Stage 5 of 6: Contact$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await fillContactDetails(page, { firstName: ada.firstName, lastName: ada.lastName, email: 'ada@', phone: '555 0123' });
    await page.getByLabel('Send me appointment updates by text message').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const email = page.getByLabel('Email', { exact: true });
    const phone = page.getByLabel('Mobile phone number', { exact: true });
    await expect(email).toBeFocused();
    await expect(problemSummary(page)).toContainText('There are 2 problems on this page:');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Enter a valid Email/);
    await expect(phone).toHaveAccessibleDescription(/Enter a valid Mobile phone number/);
    await expect(page).toHaveURL(/\/fmg\/customer-details$/);
    // Nothing typed is lost.
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue(ada.firstName);
    await expect(email).toHaveValue('ada@');
    await expect(phone).toHaveValue('555 0123');
    await expectNoSeriousA11yViolations(page);
    // A reload (a usual reaction on a slow phone) keeps what was typed and not yet sent.
    await page.reload();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue(ada.firstName);
    await expect(email).toHaveValue('ada@');
    await expect(phone).toHaveValue('555 0123');
    await expect(page.getByLabel('Send me appointment updates by text message')).toBeChecked();

    await email.fill(ada.email);
    await phone.fill(ada.phone);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    // The keyboard alone: Enter in a field submits the form.
    await phone.press('Enter');
    await expect(page).toHaveURL(/\/fmg\/payment-method$/);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/customer-details$/);
    await expect(email).toHaveValue(ada.email);
    await expect(phone).toHaveValue(ada.phone);
    await expect(page.getByLabel('Send me appointment updates by text message')).toBeChecked();
  });

  test('with isEmailOptional on, the email may be left empty when a phone number is given; Back goes to schedule', async ({ page }, testInfo) => {
    await openCustomerDetails(page, slotFor(testInfo, 1), 'email-optional:B');
    await fillContactDetails(page, { firstName: ada.firstName, lastName: ada.lastName });
    await page.getByRole('button', { name: 'Continue' }).click();
    // Neither an email nor a phone number: the phone is asked for.
    const phone = page.getByLabel('Mobile phone number', { exact: true });
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(/Mobile phone number is required/);
    await phone.fill(ada.phone);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/fmg\/payment-method$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fmg\/schedule$/);
  });
});

test.describe('payment-method', () => {
  test('Continue with no choice focuses the first way to pay; pay later with the keyboard goes to confirmation', async ({ page }, testInfo) => {
    await openPaymentMethod(page, slotFor(testInfo, 2));
    await expect(page.getByRole('list', { name: /^Stage 6 of 6: Payment$/ })).toBeVisible();
    await expect(page.getByText('Total:')).toContainText(amountDue);
    await expect(page.getByRole('radio', { name: /Apple Pay/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Continue' }).click();
    const later = page.getByRole('radio', { name: /Pay at the appointment/ });
    await expect(later).toBeFocused();
    await expect(later).toHaveAttribute('aria-invalid', 'true');
    await expect(later).toHaveAccessibleDescription(/Choose how you would like to pay/);
    await expect(problemSummary(page)).toContainText('There is 1 problem on this page:');
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Space');
    await expect(later).toBeChecked();
    // A reload keeps the way to pay chosen and not yet sent.
    await page.reload();
    await expect(later).toBeChecked();
    await later.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fmg\/confirmation$/);
  });
});

test.describe('payment through the hosted pages', () => {
  test('a card paid on the hosted card page comes back to confirmation', async ({ page }, testInfo) => {
    await openPaymentMethod(page, slotFor(testInfo, 3));
    await choosePayment(page, /Credit or debit card/);
    await expect(page).toHaveURL(/\/fmg\/payment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByTestId('payment-amount')).toHaveText(amountDue);
    await expect(page.getByText('Credit or debit card', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue to secure payment' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/card\?amount=578\.19&reference=[\w-]+$/);
    await payByCard(page, '4111 1111 1111 1111');
    await expect(page).toHaveURL(/\/fmg\/confirmation$/);
    // The card number never reaches the funnel's state (SPEC §3 keeps the token and the last four digits).
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }));
    expect(stored).not.toMatch(/4111 ?1111 ?1111 ?1111/);
  });

  test('a card the provider fails on comes back to payment-method with the alert (PIA_ERROR)', async ({ page }, testInfo) => {
    await openPaymentMethod(page, slotFor(testInfo, 4));
    await continueToHostedPage(page, /Credit or debit card/, 'card');
    await payByCard(page, '4000 0000 0000 0119');
    await expect(page).toHaveURL(/\/fmg\/payment-method\?piaError=true$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Your payment did not go through, and you have not been charged. Choose how you would like to pay and try again.',
    );
    await expectNoSeriousA11yViolations(page);
    // The choice made before is still there; paying later now goes on to confirmation.
    await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
    await choosePayment(page, /Pay at the appointment/);
    await expect(page).toHaveURL(/\/fmg\/confirmation$/);
  });

  test('Afterpay declining comes back to payment with its message; another way to pay can be chosen', async ({ page }, testInfo) => {
    await openPaymentMethod(page, slotFor(testInfo, 5));
    await expect(page.getByRole('radio', { name: /Afterpay/ })).toHaveAccessibleName(/\$144\.57 today, then 3 of \$144\.54/);
    await continueToHostedPage(page, /Afterpay/, 'afterpay');
    await page.getByLabel('Email').fill('decline@example.com');
    await page.getByRole('button', { name: 'Approve the plan' }).click();
    await expect(page).toHaveURL(/\/fmg\/payment\?piaErrorType=Afterpay$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Afterpay did not approve your payment plan, and you have not been charged. Try again, or choose another way to pay.',
    );
    await expect(page.getByRole('button', { name: 'Continue to secure payment' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Choose another way to pay' }).click();
    await expect(page).toHaveURL(/\/fmg\/payment-method$/);
    await expect(page.getByRole('radio', { name: /Afterpay/ })).toBeChecked();
  });
});

test.describe('Apple Pay on a Mac that can pay', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15' });

  test('Apple Pay is offered; its failure comes back to payment with its message, and trying again works', async ({ page }, testInfo) => {
    await allowApplePay(page);
    await openPaymentMethod(page, slotFor(testInfo, 6));
    await continueToHostedPage(page, 'Apple Pay', 'applepay');
    await page.getByRole('button', { name: 'Simulate failure' }).click();
    await expect(page).toHaveURL(/\/fmg\/payment\?piaErrorType=ApplePay$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Your Apple Pay payment did not go through, and you have not been charged. Try again, or choose another way to pay.',
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue to secure payment' }).click();
    await page.getByRole('button', { name: 'Pay with Touch ID' }).click();
    await expect(page).toHaveURL(/\/fmg\/confirmation$/);
  });
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('customer-details, payment-method and payment fit without sideways scroll, in their error states too', async ({ page }, testInfo) => {
    await openCustomerDetails(page, slotFor(testInfo, 7));
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
    await expectNoSidewaysScroll(page);
    await fillContactDetails(page, ada);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/fmg\/payment-method$/);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('radio', { name: /Pay at the appointment/ })).toBeFocused();
    await expectNoSidewaysScroll(page);
    await continueToHostedPage(page, /Credit or debit card/, 'card');
    await page.getByRole('button', { name: 'Cancel and return to the store' }).click();
    await expect(page).toHaveURL(/\/fmg\/payment\?piaErrorType=CreditCard$/);
    await expect(page.getByRole('alert')).toHaveText(
      'You cancelled your card payment, and you have not been charged. Try again, or choose another way to pay.',
    );
    await expectNoSidewaysScroll(page);
  });
});
