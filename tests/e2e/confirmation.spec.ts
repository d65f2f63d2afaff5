import { expect, test } from './support/cspGuard';
import { loadSavedOrder, openConfirmationWithOrder, readSnapshot, readState, submitAgain, weekdayAhead } from './support/confirmation';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/funnelPage';

/** The day as the confirmation writes it: Wednesday, December 9, 2026. */
const dayText = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));

test.describe('confirmation: submitting the order (SPEC §4)', () => {
  test('shows the order number and the summary; the order is submitted once; every other page shows it, the first page is allowed', async ({ page, request }, testInfo) => {
    const date = weekdayAhead(testInfo.retry);
    await openConfirmationWithOrder(page, { date, startTime: '09:00' });
    await expect(page).toHaveURL(/\/fmg\/confirmation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is booked' })).toBeVisible();
    const orderNumber = page.getByTestId('order-number');
    await expect(orderNumber).toHaveText(/^EON\d{6}$/);
    const eon = await orderNumber.textContent();

    const appointment = page.getByRole('region', { name: 'Your appointment' });
    await expect(appointment).toContainText(dayText(date));
    await expect(appointment).toContainText('09:00');
    await expect(appointment).toContainText('2150 E Camelback Rd');
    await expect(page.getByRole('region', { name: 'Your vehicle and glass' })).toContainText('2020 Honda Civic 4 Door Sedan');
    await expect(page.getByRole('region', { name: 'Your vehicle and glass' })).toContainText('Windshield replacement');
    await expect(page.getByRole('region', { name: 'Price' })).toContainText('Civic windshield');
    await expect(page.getByTestId('order-total')).toHaveText('$578.22');
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('You pay at your appointment.');
    await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('pat@example.com');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

    // SPEC §4: the snapshot in session storage; the live state cleared (affiliate cookies kept) and locked.
    const snapshot = await readSnapshot(page);
    expect(snapshot?.order.eon).toBe(eon);
    const savedSessionId: string = snapshot?.user.savedSessionId;
    expect(savedSessionId).toBeTruthy();
    const state = await readState(page);
    expect(state.order.eon).toBeNull();
    expect(state.order.vehicle.year).toBeNull();
    expect(state.user.affiliateCookies).toEqual({ Google_Track: 'cpc' });
    expect(state.session.isSubmitted).toBe(true);

    // Reloading and opening other pages shows the same order: nothing is submitted again.
    await page.reload();
    await expect(orderNumber).toHaveText(eon!);
    for (const route of ['quote', 'schedule', 'customer-details', 'payment-method']) {
      await page.goto(`/fmg/${route}`);
      await expect(page).toHaveURL(/\/fmg\/confirmation$/);
      await expect(orderNumber).toHaveText(eon!);
    }
    await page.goto('/fmg/vehicle');
    await expect(page).toHaveURL(/\/fmg\/vehicle$/);

    // The sandbox holds one order for the session: its saved order has the eon, and submitting again answers the same.
    expect((await loadSavedOrder(request, savedSessionId)).eon).toBe(eon);
    const again = await submitAgain(request, savedSessionId);
    expect(again.status).toBe(200);
    expect(again.body.eon).toBe(eon);
  });

  test('a time no longer offered goes back to schedule with the message; nothing is locked', async ({ page }, testInfo) => {
    await openConfirmationWithOrder(page, { date: weekdayAhead(testInfo.retry), startTime: '20:00' });
    await expect(page).toHaveURL(/\/fmg\/schedule$/);
    await expect(page.locator('[data-alert="ORDER_CONFLICT"]')).toContainText(/That time is no longer offered/);
    // The state as kept once the page's work in flight has ended (issue #12).
    await expect.poll(async () => (await readState(page)).order.schedule.startTime).toBeNull();
    const state = await readState(page);
    expect(state.session.isSubmitted).toBe(false);
    expect(state.order.customer.firstName).toBe('Pat');
    expect(await readSnapshot(page)).toBeNull();
  });
});

test.describe('confirmation: a donation (SPEC §7 add donation part)', () => {
  test('with the keyboard only: an amount, then the thank-you, the line and the new total; kept on reload and in the order', async ({ page, request }, testInfo) => {
    await openConfirmationWithOrder(page, { date: weekdayAhead(testInfo.retry), startTime: '10:00' });
    await expect(page.getByTestId('order-number')).toHaveText(/^EON\d{6}$/);

    // Arrow keys choose within the amounts; Enter on a radio submits its form.
    await page.getByRole('radio', { name: '$1.00' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '$5.00' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Donate $5.00' })).toBeFocused();
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('status').filter({ hasText: 'Thank you! Your $5.00 donation has been added to your order.' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText('Your new total is $583.22.');
    await expect(page.getByRole('region', { name: 'Price' })).toContainText('Donation to our glass-safety programme$5.00');
    await expect(page.getByTestId('order-total')).toHaveText('$583.22');
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.getByTestId('order-total')).toHaveText('$583.22');
    const snapshot = await readSnapshot(page);
    const donations = snapshot?.order.lineItems.supportingItems.filter((item: { partType: string }) => item.partType === 'DONATION');
    expect(donations).toEqual([expect.objectContaining({ partNumber: 'DONATION_5', sellingPrice: 5, laborAmount: 0, salesTax: 0 })]);
    const saved = await loadSavedOrder(request, snapshot?.user.savedSessionId);
    expect(saved.lineItems.supportingItems.map((item: { partNumber: string }) => item.partNumber)).toContain('DONATION_5');
  });

  test('no serious accessibility violation, normal and error states; fits a 360 px phone', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openConfirmationWithOrder(page, { date: weekdayAhead(testInfo.retry), startTime: '11:00' });
    await expect(page.getByTestId('order-number')).toHaveText(/^EON\d{6}$/);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Donate' }).click();
    const first = page.getByRole('radio', { name: '$1.00' });
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'There is 1 problem on this page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });
});
