import { expect, type Page } from '@playwright/test';

/**
 * An external link (SPEC §2 external prefill) for the sandbox's 2012 Toyota Avalon sedan, a windshield replacement, no
 * VIN, zip 85016 (AZ): a vehicle with no questions, so the quote follows the zip. Its documented prices: windshield
 * FW88750GT 375.31 + 145.00 labour, installation kit 29.95, recycling 4.95; AZ tax 5.6 % on parts → total $578.19.
 */
export const avalonLink =
  '/fmg/?vehicleyear=2012&vehiclemake=Toyota&vehiclemodel=Avalon&vehiclestyle=4%20Door%20Sedan&vehicledamage=WINDSHIELDREPLACE&vinselection=none&servicezip=85016';

/** The Avalon's quote total before extras and promos. */
export const avalonTotal = '$578.19';

/**
 * From the Avalon link to a priced quote. The link fills the vehicle, the damage, the VIN choice and the zip; the
 * pages still on the way (estimate, service-zip) have their answers filled in and are continued.
 */
export async function reachAvalonQuote(page: Page): Promise<void> {
  await page.goto(avalonLink);
  for (let step = 0; step < 4; step += 1) {
    await expect(page).toHaveURL(/\/fmg\/(estimate|service-zip|quote)(\?|$)/);
    const path = new URL(page.url()).pathname;
    if (path.endsWith('/quote')) break;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).not.toHaveURL(new RegExp(`${path}(\\?|$)`));
  }
  await expect(page).toHaveURL(/\/fmg\/quote(\?|$)/);
  await expect(page.getByTestId('quote-total')).toHaveText(avalonTotal);
}

/** The quote's total as shown. */
export function quoteTotal(page: Page) {
  return page.getByTestId('quote-total');
}

/** Types a promo code and applies it. */
export async function applyPromo(page: Page, code: string): Promise<void> {
  await page.getByLabel('Promo code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}
