import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { startWithVehicle, waitForStoredState } from './funnelPage';

/** Where the browser runtime keeps the funnel state (engine/runtime/createFunnelRuntime.ts stateStorageKey). */
const stateStorageKey = 'funnel:state';
/** Where the submitted-state snapshot is kept in session storage (engine/domain/toSubmittedSnapshot.ts). */
const snapshotKey = 'funnel:submitted';

/** A weekday `weeksAhead` weeks after the next Wednesday (yyyy-mm-dd): shop 004101 is open 08:00–17:00 on weekdays. */
export function weekdayAhead(weeksAhead = 0): string {
  const day = new Date();
  day.setUTCHours(12, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + 3);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCDate(day.getUTCDate() + 7 * weeksAhead);
  return day.toISOString().slice(0, 10);
}

/** A priced line item as the quote leaves it in the order (SPEC §3). */
function line(partType: string, partNumber: string, description: string, kitPrice: number, laborAmount: number, salesTax: number) {
  return {
    id: partNumber,
    partNumber,
    partType,
    description,
    promoCode: null,
    childParts: [],
    discountedLineItemIds: [],
    kitPrice,
    laborAmount,
    sellingPrice: Math.round((kitPrice + laborAmount) * 100) / 100,
    salesTax,
    isInsurable: true,
    isChildPart: false,
    requiresRecalibration: false,
    recalibrationType: null,
  };
}

/** The order's priced lines: a windshield and its installation kit; total $578.22 (listed: the windshield only). */
const lineItems = {
  glassParts: [line('WINDSHIELD', 'FW05212GTY', 'Civic windshield', 380.5, 145, 21.31)],
  supportingItems: [line('REPLACE FEE', 'INSTALL-KIT-W', 'Installation kit', 29.5, 0, 1.91)],
};

/**
 * From a fresh visit: the Civic chosen on the vehicle page (through its UI, which saves the session), then the answers
 * of the pages up to payment-method written into the stored state — a windshield replacement priced, shop 004101 in
 * Phoenix on `date` at `startTime`, Pat Doe's contact details, pay later — and /fmg/confirmation opened, as
 * payment-method's "pay later" leads there. These tests do not depend on the screens before confirmation (built
 * separately); the runtime checks confirmation's prerequisites and submits like for any answers.
 */
export async function openConfirmationWithOrder(page: Page, schedule: { date: string; startTime: string }): Promise<void> {
  await startWithVehicle(page);
  await waitForStoredState(page, 'vehicle-damage');
  await page.evaluate(
    ({ key, schedule, lineItems }) => {
      const stored = window.localStorage.getItem(key);
      if (!stored) throw new Error('No stored funnel state');
      const state = JSON.parse(stored);
      const { order } = state;
      order.damage.isRepair = false;
      order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
      Object.assign(order.lineItems, lineItems);
      Object.assign(order.serviceLocation, { zipCode: '85016', state: 'AZ', zipCodeCtu: null, appointmentType: 'Inshop' });
      order.serviceLocation.provider = {
        providerNumber: '004101',
        address: { streetAddress: '2150 E Camelback Rd', city: 'Phoenix', state: 'AZ', zipCode: '85016', zipCodeCtu: null },
      };
      Object.assign(order.schedule, { ...schedule, endTime: null, jobMinMinutes: 60, jobMaxMinutes: 90 });
      Object.assign(order.customer, { firstName: 'Pat', lastName: 'Doe', emailAddress: 'pat@example.com', phoneNumber: null });
      Object.assign(order.payment, { isInsurance: false, paymentChoice: 'Later', isPia: false });
      state.user.affiliateCookies = { Google_Track: 'cpc' };
      window.localStorage.setItem(key, JSON.stringify(state));
    },
    { key: stateStorageKey, schedule, lineItems },
  );
  await page.goto('/fmg/confirmation');
}

/** The submitted-state snapshot this tab keeps (SPEC §3), as stored. */
export async function readSnapshot(page: Page): Promise<{ order: any; user: any } | null> {
  const text = await page.evaluate((key) => window.sessionStorage.getItem(key), snapshotKey);
  return text ? JSON.parse(text) : null;
}

/** The live funnel state this browser keeps. */
export async function readState(page: Page): Promise<any> {
  return JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), stateStorageKey)) ?? 'null');
}

/** The sandbox's saved order of a session (SPEC §7 load session). */
export async function loadSavedOrder(request: APIRequestContext, savedSessionId: string): Promise<any> {
  const answer = await request.post('/order/api/v1/order/load-session', { data: { AppName: 'FMG', savedSessionId } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).order;
}

/** Submits a session's order again straight to the order service (save-session with submitAfterSave). */
export async function submitAgain(request: APIRequestContext, savedSessionId: string): Promise<{ status: number; body: any }> {
  const order = await loadSavedOrder(request, savedSessionId);
  const answer = await request.post('/order/api/v1/order/save-session/fmg', {
    data: { AppName: 'FMG', order, savedSessionId, submitAfterSave: true },
  });
  return { status: answer.status(), body: await answer.json() };
}
