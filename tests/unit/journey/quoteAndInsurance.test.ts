/**
 * The quote and insurance-company screens headless (SPEC §2 quote, insurance-company; §5 quote rules; §8 promo
 * messages): the real runtime, API client and sandbox, and the quote's own actions (quote.yaml `actions:`, run by name as
 * the renderer runs). Prices are the sandbox's documented ones (api/sandbox/test-values/parts.md, price-and-account.md).
 */
import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../../engine/domain/state';
import { isRecalPriceHidden } from '../../../engine/domain/isRecalPriceHidden';
import { createJourney, type Journey } from '../../harness/createJourney';
import { useTestSandbox } from '../../harness/createTestSandbox';
import { toPromoMessage, type PromoMessage } from '../../../engine/domain/toPromoMessage';
import { getOfferedExtras, getQuotePageData } from '../../../renderers/pages/QuotePageData';

const now = new Date('2026-12-01T09:00:00Z');
const sandbox = useTestSandbox({ now: () => now });

const avalon = { year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan' };
const corolla2020 = { year: 2020, make: 'Toyota', model: 'Corolla', style: '4 Door Sedan' };
const civic2012 = { year: 2012, make: 'Honda', model: 'Civic', style: '4 Door Sedan' };
const windshield = [{ glassLocation: 'Windshield', glassName: 'Front' }];

/** The quote's YAML actions as its renderer (QuoteSummary.tsx) runs them: by name, reading what they keep. */
interface QuoteActions {
  setExtra(item: LineItem, added: boolean): Promise<void>;
  applyPromo(code: string): Promise<PromoMessage>;
}

interface AtQuote {
  journey: Journey;
  quote: QuoteActions;
}

function quoteActions(journey: Journey): QuoteActions {
  const run = async (action: string, input: Record<string, unknown>) => {
    const outcome = await journey.runtime.runAction('quote', action, input);
    if (outcome.type !== 'done') throw new Error(`${action} on the quote: ${JSON.stringify(outcome)}`);
  };
  return {
    setExtra: (item, added) => run('setExtra', { item, added }),
    applyPromo: async (code) => {
      await run('applyPromo', { code });
      const result = getQuotePageData(journey.runtime.getState().user.pageData, 'quote').promoResult;
      if (!result) throw new Error('applyPromo kept no result');
      return toPromoMessage(result, journey.runtime.model.funnel.messages);
    },
  };
}

/** A visitor who chose `vehicle` and `damage`, no VIN, zip 85016 (AZ): on the quote, priced as the renderer prices it. */
async function atQuote(
  vehicle = avalon,
  damage: Record<string, unknown> = { isRepair: false, glassToReplace: windshield },
  /** Forced experiment variations (the SPEC §2 `experiments` parameter), e.g. `display-msr:B`. */
  experiments = '',
): Promise<AtQuote> {
  const journey = createJourney(sandbox, { now: () => now });
  await journey.open('', experiments ? `?experiments=${experiments}` : '');
  await journey.submit('vehicle', vehicle);
  expect(await journey.submit('vehicle-damage', { ...damage, willProvideVin: false })).toMatchObject({ pageId: 'estimate' });
  expect(await journey.submit('estimate', { vinSelection: 'none' })).toMatchObject({ pageId: 'service-zip' });
  const stop = await journey.submit('service-zip', { zipCode: '85016' });
  expect(stop.pageId).toBe('quote');
  return { journey, quote: quoteActions(journey) };
}

/** The names of the calls a journey makes from now on. */
function recordOperations(journey: Journey): string[] {
  const names: string[] = [];
  const inner = journey.ports.api;
  journey.ports.api = {
    call: (operation, params, options) => {
      names.push(operation);
      return inner.call(operation, params, options);
    },
  };
  return names;
}

const pricing = (journey: Journey) => getQuotePageData(journey.runtime.getState().user.pageData, 'quote').pricing;
const lineItems = (journey: Journey) => journey.runtime.getState().order.lineItems;
const partNumbers = (items: LineItem[]) => items.map((item) => item.partNumber);
const extra = (journey: Journey, partType: string) => {
  const found = getOfferedExtras(getQuotePageData(journey.runtime.getState().user.pageData, 'quote')).find((item) => item.partType === partType);
  if (!found) throw new Error(`No ${partType} offered`);
  return found;
};

describe('quote: the order priced on arrival', () => {
  it('a vehicle with no questions goes from service-zip straight to the quote, its glass priced with fees and AZ tax', async () => {
    const { journey } = await atQuote();
    const items = lineItems(journey);
    expect(partNumbers(items.glassParts)).toEqual(['FW88750GT']);
    expect(items.glassParts[0]).toMatchObject({ kitPrice: 375.31, laborAmount: 145, sellingPrice: 520.31, salesTax: 21.02 });
    expect(partNumbers(items.supportingItems)).toEqual(['INSTALL-KIT-W', 'RECYCLE-LAMINATED']);
    expect(items.serverData).toMatch(/^psd1\./);
    expect(pricing(journey)).toEqual({
      discountLines: [],
      subTotal: 555.21,
      salesTax: 22.98,
      total: 578.19,
      taxState: 'AZ',
      taxRate: 5.6,
      isLaborTaxed: false,
    });
    expect(journey.runtime.getState().order.cashPriceSubTotal).toBe(555.21);
    expect(journey.bailOuts).toEqual([]);
  });

  it('an external link with the zip reaches a priced quote even when no parts call was made on the way', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    let stop = await journey.open('', '?vehicleyear=2012&vehiclemake=Toyota&vehiclemodel=Avalon&vehiclestyle=4%20Door%20Sedan&vehicledamage=WINDSHIELDREPLACE&vinselection=none&servicezip=85016');
    // The pages still on the way have their answers filled in by the link.
    for (let step = 0; step < 3 && stop.pageId !== 'quote'; step += 1) {
      stop = await journey.submit(stop.pageId, journey.runtime.getFormData(stop.pageId));
    }
    expect(stop.pageId).toBe('quote');
    expect(partNumbers(lineItems(journey).glassParts)).toEqual(['FW88750GT']);
    expect(pricing(journey)?.total).toBe(578.19);
    expect(journey.bailOuts).toEqual([]);
  });

  it('the part chosen on vehicle-parts is the one priced', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('');
    await journey.submit('vehicle', civic2012);
    await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: windshield, willProvideVin: false });
    await journey.submit('estimate', { vinSelection: 'none' });
    expect(await journey.submit('service-zip', { zipCode: '85016' })).toMatchObject({ pageId: 'vehicle-parts' });
    const choices = journey.runtime.getState().user.pageData.stages?.partChoices as LineItem[];
    expect(choices.length).toBeGreaterThanOrEqual(2);
    expect(await journey.submit('vehicle-parts', { partNumber: choices[1]!.partNumber })).toMatchObject({ pageId: 'quote' });
    expect(partNumbers(lineItems(journey).glassParts)).toEqual([choices[1]!.partNumber]);
    expect(pricing(journey)?.total).toBeGreaterThan(0);
    expect(journey.bailOuts).toEqual([]);
  });

  it('a windshield that needs recalibration gets its recalibration part; RecalPriceRemove hides its price for cash', async () => {
    const { journey } = await atQuote(corolla2020, { isRepair: false, glassToReplace: windshield }, 'recal-price-remove:B');
    const items = lineItems(journey);
    expect(items.glassParts[0]).toMatchObject({ partNumber: 'FW98911GTC', requiresRecalibration: true, recalibrationType: 'Static' });
    expect(items.supportingItems.find((item) => item.partType === 'ADAS RECALIBRATION')).toMatchObject({ sellingPrice: 249.95 });
    const state = journey.runtime.getState();
    const lines = [...items.glassParts, ...items.supportingItems, ...items.vaps];
    expect(isRecalPriceHidden({ isInsurance: false, settings: state.settings, lineItems: lines })).toBe(true);
    expect(isRecalPriceHidden({ isInsurance: true, settings: state.settings, lineItems: lines })).toBe(false);
    expect(journey.bailOuts).toEqual([]);
  });

  it('a repair is priced from its supporting items: the chip repair and the supplies', async () => {
    const { journey } = await atQuote(avalon, { isRepair: true, numberOfChips: 2 });
    const items = lineItems(journey);
    expect(items.glassParts).toEqual([]);
    expect(items.supportingItems.map((item) => [item.partNumber, item.sellingPrice])).toEqual([
      ['WR-CHIP-REPAIR', 89.9],
      ['WR-SUPPLIES', 9.95],
    ]);
    expect(pricing(journey)).toMatchObject({ subTotal: 99.85, salesTax: 0.56, total: 100.41 });
    expect(journey.bailOuts).toEqual([]);
  });
});

describe('quote: extras change the total', () => {
  it.each([
    { partType: 'FRONT WIPER', total: 615.14 },
    { partType: 'REAR WIPER', total: 598.24 },
    { partType: 'RAIN REPEL', total: 594.02 },
  ])('adding the $partType makes the total $total; removing it gives 578.19 back', async ({ partType, total }) => {
    const { journey, quote } = await atQuote();
    await quote.setExtra(extra(journey, partType), true);
    expect(lineItems(journey).vaps.map((vap) => vap.partType)).toEqual([partType]);
    expect(pricing(journey)?.total).toBe(total);
    await quote.setExtra(extra(journey, partType), false);
    expect(lineItems(journey).vaps).toEqual([]);
    expect(pricing(journey)?.total).toBe(578.19);
    expect(journey.bailOuts).toEqual([]);
  });

  it('the service package discount is offered only when OfferServicePackageDiscount is on, and lowers the total', async () => {
    const without = await atQuote();
    expect(getOfferedExtras(getQuotePageData(without.journey.runtime.getState().user.pageData, 'quote')).map((item) => item.partType)).toEqual(['FRONT WIPER', 'REAR WIPER', 'RAIN REPEL']);

    const { journey, quote } = await atQuote(avalon, { isRepair: false, glassToReplace: windshield }, 'service-package-discount:B');
    const discount = extra(journey, 'SERVICE PACKAGE DISCOUNT');
    expect(discount.sellingPrice).toBe(-25);
    await quote.setExtra(discount, true);
    expect(pricing(journey)?.total).toBe(551.79);
    expect(journey.bailOuts).toEqual([]);
  });

  it('ticking two extras quickly prices both', async () => {
    const { journey, quote } = await atQuote();
    await Promise.all([quote.setExtra(extra(journey, 'REAR WIPER'), true), quote.setExtra(extra(journey, 'FRONT WIPER'), true)]);
    expect(lineItems(journey).vaps.map((vap) => vap.partType)).toEqual(['FRONT WIPER', 'REAR WIPER']);
    expect(pricing(journey)?.total).toBe(635.19);
  });
});

describe('quote: promo codes (SPEC §8 messages, SPEC §4 promo state)', () => {
  it('SPEC §2 promo: a code in the link is applied on the quote (read once), with its message; the next visit does not apply it again', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('', '?promo=SAVE20');
    await journey.submit('vehicle', avalon);
    await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: windshield, willProvideVin: false });
    await journey.submit('estimate', { vinSelection: 'none' });
    expect(await journey.submit('service-zip', { zipCode: '85016' })).toMatchObject({ pageId: 'quote' });
    expect(lineItems(journey).promos).toEqual(['SAVE20']);
    expect(pricing(journey)?.discountLines).toHaveLength(1);
    expect(pricing(journey)?.total).toBeLessThan(578.19);
    const result = getQuotePageData(journey.runtime.getState().user.pageData, 'quote').promoResult;
    expect(result && toPromoMessage(result, journey.runtime.model.funnel.messages)).toMatchObject({ style: 'success', text: 'Promo code SAVE20 was successfully applied to your cart.' });
    expect(journey.runtime.getState().query.promo ?? null).toBeNull();
    // Back on the quote later: the code is on the order already, and not checked again.
    await journey.submit('quote', { isInsurance: false });
    const calls = recordOperations(journey);
    expect(await journey.act('schedule', 'back')).toMatchObject({ pageId: 'quote' });
    expect(calls).not.toContain('price.orderPromo');
    expect(getQuotePageData(journey.runtime.getState().user.pageData, 'quote').promoResult).toBeNull();
    expect(journey.bailOuts).toEqual([]);
  });

  it.each([
    {
      name: 'a valid code is applied and lowers the total',
      codes: ['SAVE20'],
      message: { style: 'success', headline: 'Promo code applied!', text: 'Promo code SAVE20 was successfully applied to your cart.' },
      promos: ['SAVE20'],
      inactive: [],
      total: 469.93,
    },
    {
      name: 'a code with a slash shows as the part before it',
      codes: ['save20/web'],
      message: { style: 'success', text: 'Promo code SAVE20 was successfully applied to your cart.' },
      promos: ['SAVE20'],
      inactive: [],
      total: 469.93,
    },
    {
      name: 'an unknown code is not valid and not kept',
      codes: ['NOPE'],
      message: { style: 'danger', headline: 'Promo code error', text: 'Sorry, promo code NOPE is not valid' },
      promos: [],
      inactive: [],
      total: 578.19,
    },
    {
      name: 'an expired code is not valid and not kept',
      codes: ['EXPIRED10'],
      message: { style: 'danger', text: 'Sorry, promo code EXPIRED10 is not valid' },
      promos: [],
      inactive: [],
      total: 578.19,
    },
    {
      name: 'a repair promo on a replacement is not valid, and kept as inactive',
      codes: ['REPAIR10'],
      message: { style: 'danger', text: 'Sorry, promo code REPAIR10 is not valid' },
      promos: [],
      inactive: ['REPAIR10'],
      total: 578.19,
    },
    {
      name: 'a code that is not combinable, after SAVE20',
      codes: ['SAVE20', 'WELCOME5'],
      message: { style: 'danger', headline: 'Promo code error', text: 'Sorry, promo code WELCOME5 cannot be combined with SAVE20' },
      promos: ['SAVE20'],
      inactive: ['WELCOME5'],
      total: 469.93,
    },
    {
      name: 'a similar code, after SAVE20',
      codes: ['SAVE20', 'SAVE10'],
      message: { style: 'danger', text: 'Sorry, promo code SAVE10 cannot be combined with SAVE20' },
      promos: ['SAVE20'],
      inactive: ['SAVE10'],
      total: 469.93,
    },
  ])('$name', async ({ codes, message, promos, inactive, total }) => {
    const { journey, quote } = await atQuote();
    let last;
    for (const code of codes) last = await quote.applyPromo(code);
    expect(last).toMatchObject({ ...message, dismissible: message.style === 'success', fades: message.style === 'success' });
    expect(lineItems(journey).promos).toEqual(promos);
    expect(journey.runtime.getState().order.payment.inactivePromos).toEqual(inactive);
    expect(pricing(journey)?.total).toBe(total);
    expect(journey.bailOuts).toEqual([]);
  });

  it('a valid code shows its discount line', async () => {
    const { journey, quote } = await atQuote();
    await quote.applyPromo('SAVE20');
    expect(pricing(journey)?.discountLines).toMatchObject([{ promoCode: 'SAVE20', partType: 'PROMO DISCOUNT', sellingPrice: -104.06 }]);
  });

  it('FREEWIPERS adds the wipers it makes free; removing them keeps it inactive, adding them back applies it again', async () => {
    const { journey, quote } = await atQuote();
    expect(await quote.applyPromo('FREEWIPERS')).toMatchObject({ style: 'success' });
    expect(lineItems(journey).vaps.map((vap) => vap.partType)).toEqual(['FRONT WIPER']);
    expect(pricing(journey)?.total).toBe(578.19);

    await quote.setExtra(extra(journey, 'FRONT WIPER'), false);
    expect(lineItems(journey).promos).toEqual([]);
    expect(journey.runtime.getState().order.payment.inactivePromos).toEqual(['FREEWIPERS']);

    await quote.setExtra(extra(journey, 'FRONT WIPER'), true);
    expect(lineItems(journey).promos).toEqual(['FREEWIPERS']);
    expect(journey.runtime.getState().order.payment.inactivePromos).toEqual([]);
    expect(pricing(journey)?.total).toBe(578.19);
    expect(journey.bailOuts).toEqual([]);
  });
});

describe('quote and insurance-company: SPEC §2 navigation', () => {
  it('quote back goes to the last question stage: service-zip for a vehicle with no questions', async () => {
    const { journey } = await atQuote();
    expect(await journey.act('quote', 'back')).toEqual({ pageId: 'service-zip', query: {} });
  });

  it('quote back goes to vehicle-parts when parts were chosen there', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('');
    await journey.submit('vehicle', civic2012);
    await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: windshield, willProvideVin: false });
    await journey.submit('estimate', { vinSelection: 'none' });
    await journey.submit('service-zip', { zipCode: '85016' });
    const choices = journey.runtime.getState().user.pageData.stages?.partChoices as LineItem[];
    await journey.submit('vehicle-parts', { partNumber: choices[0]!.partNumber });
    expect(await journey.act('quote', 'back')).toEqual({ pageId: 'vehicle-parts', query: {} });
  });

  it('quote forward with cash goes to schedule; coming back, the choice, extras and promo are still there', async () => {
    const { journey, quote } = await atQuote();
    await quote.setExtra(extra(journey, 'FRONT WIPER'), true);
    await quote.applyPromo('SAVE20');
    expect(await journey.submit('quote', { isInsurance: false })).toEqual({ pageId: 'schedule', query: {} });
    expect(journey.runtime.getState().order.payment.isInsurance).toBe(false);
    expect(await journey.act('schedule', 'back')).toEqual({ pageId: 'quote', query: {} });
    expect(journey.runtime.getFormData('quote')).toEqual({ isInsurance: false });
    expect(lineItems(journey).vaps.map((vap) => vap.partType)).toEqual(['FRONT WIPER']);
    expect(lineItems(journey).promos).toEqual(['SAVE20']);
    expect(pricing(journey)?.discountLines).toHaveLength(1);
    expect(journey.bailOuts).toEqual([]);
  });

  it('quote forward with insurance goes to insurance-company, which lists the companies sorted by name', async () => {
    const { journey } = await atQuote();
    expect(await journey.submit('quote', { isInsurance: true })).toEqual({ pageId: 'insurance-company', query: {} });
    const companies = journey.runtime.getState().user.pageData['insurance-company']?.companies as Array<{ accountName: string }>;
    expect(companies).toHaveLength(23);
    const names = companies.map((company) => company.accountName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(journey.bailOuts).toEqual([]);
  });

  it('switching from cash to insurance resets the payment-method choice (SPEC §4 cascade)', async () => {
    const { journey } = await atQuote();
    await journey.submit('quote', { isInsurance: false });
    journey.runtime.update((draft) => {
      draft.order.payment.paymentChoice = 'CreditCard';
      draft.order.payment.isPia = true;
    });
    await journey.act('schedule', 'back');
    await journey.submit('quote', { isInsurance: true });
    expect(journey.runtime.getState().order.payment).toMatchObject({ isInsurance: true, paymentChoice: 'none', isPia: null });
  });

  it('insurance-company "pay on my own" goes back to the quote with offer=cash, cash chosen', async () => {
    const { journey } = await atQuote();
    await journey.submit('quote', { isInsurance: true });
    expect(await journey.act('insurance-company', 'payOnMyOwn')).toEqual({ pageId: 'quote', query: { offer: 'cash' } });
    expect(journey.runtime.getState().order.payment.isInsurance).toBe(false);
    expect(journey.runtime.getFormData('quote')).toEqual({ isInsurance: false });
    expect(journey.bailOuts).toEqual([]);
  });

  it('"pay on my own" changes the payment type, so it resets the payment-method choice (SPEC §4)', async () => {
    const { journey } = await atQuote();
    await journey.submit('quote', { isInsurance: true });
    journey.runtime.update((draft) => {
      draft.order.payment.paymentChoice = 'Insurance';
    });
    await journey.act('insurance-company', 'payOnMyOwn');
    expect(journey.runtime.getState().order.payment).toMatchObject({ isInsurance: false, paymentChoice: 'none' });
    expect(journey.runtime.getState().user.eventBus).toContainEqual({
      category: 'CASCADE_RESET',
      subCategory: expect.any(String),
      eventValue: 'order.payment.paymentChoice',
    });
  });

  it('offerquote=true on the quote (a route guard) sets cash and resets the payment-method choice too', async () => {
    const { journey } = await atQuote();
    await journey.submit('quote', { isInsurance: true });
    journey.runtime.update((draft) => {
      draft.order.payment.paymentChoice = 'Insurance';
    });
    expect((await journey.open('quote', '?offerquote=true')).pageId).toBe('quote');
    expect(journey.runtime.getState().order.payment).toMatchObject({ isInsurance: false, paymentChoice: 'none' });
  });

  it('insurance-company back goes to the quote, insurance still chosen', async () => {
    const { journey } = await atQuote();
    await journey.submit('quote', { isInsurance: true });
    expect(await journey.act('insurance-company', 'back')).toEqual({ pageId: 'quote', query: {} });
    expect(journey.runtime.getFormData('quote')).toEqual({ isInsurance: true });
  });

  it('insurance-company forward stores the company and hands off to the insurance details page (heritage), saving the session', async () => {
    const { journey } = await atQuote();
    await journey.submit('quote', { isInsurance: true });
    const outcome = await journey.runtime.submit('insurance-company', { insuranceCompanyName: 'Bluewater Casualty', parentAccountNumber: '410002' });
    expect(outcome).toMatchObject({ type: 'navigate', to: 'heritage', query: { navType: 'insuranceDetails' } });
    const state = journey.runtime.getState();
    expect(state.order.policy.insuranceCompanyName).toBe('Bluewater Casualty');
    expect(state.order.payment.parentAccountNumber).toBe('410002');
    expect(state.user.savedSessionId).toBeTruthy();
    const handOff = await journey.runtime.enter('heritage', '?navType=insuranceDetails');
    expect(handOff).toMatchObject({ type: 'external' });
    expect(handOff.type === 'external' && new URL(handOff.url, 'http://localhost').searchParams.get('navType')).toBe('insuranceDetails');
    expect(journey.bailOuts).toEqual([]);
  });
});

describe('the insurance policy of a loaded referral (SPEC §4 coverage mappings, §4–§6 NoComp and confirmed zero)', () => {
  const coverageAlerts = (journey: Journey) =>
    journey.runtime.getAlerts().filter((alert) => ['CONFIRMED_ZERO_DEDUCTIBLE', 'NO_COMP_POLICY'].includes(alert.subCategory));

  it.each([
    { rn: '910000000', told: 'CONFIRMED_ZERO_DEDUCTIBLE', coverage: { coverageStatus: 'Verified', coverageType: 'Deductible' } },
    // Saved as numbers (2 Verified, 1 Deductible), read by name: verified, so the visit jumps ahead as a verified one.
    { rn: '910000005', told: 'CONFIRMED_ZERO_DEDUCTIBLE', coverage: { coverageStatus: 'Verified', coverageType: 'Deductible' } },
    { rn: '910000100', told: null, coverage: { coverageStatus: 'Verified', coverageType: 'Deductible' } },
    { rn: '910000002', told: 'NO_COMP_POLICY', coverage: { coverageStatus: 'NoComp', coverageType: 'NoComp' } },
    { rn: '910000003', told: null, coverage: { coverageStatus: 'Verified', coverageType: 'Itac' } },
  ])('rn=$rn loads coverage $coverage.coverageStatus/$coverage.coverageType and tells $told', async ({ rn, told, coverage }) => {
    const journey = createJourney(sandbox, { now: () => now });
    const stop = await journey.open('', `?rn=${rn}`);
    expect(journey.runtime.getState().order.payment.insuranceCoverage).toMatchObject(coverage);
    expect(coverageAlerts(journey).map((alert) => alert.subCategory)).toEqual(told ? [told] : []);
    if (coverage.coverageStatus === 'Verified') expect(stop.pageId).toBe('vin-lookup');
    expect(journey.bailOuts).toEqual([]);
  });

  it('NoComp (rn=910000002): the quote is paid on one\'s own, though the referral chose insurance', async () => {
    const journey = createJourney(sandbox, { now: () => now });
    await journey.open('', '?rn=910000002');
    expect(journey.runtime.getState().order.payment.isInsurance).toBe(true);
    // The Avalon instead of the referral's RAV4, for a quote without question pages; the policy stays.
    await journey.submit('vehicle', avalon);
    await journey.submit('vehicle-damage', { isRepair: false, glassToReplace: windshield, willProvideVin: false });
    await journey.submit('estimate', { vinSelection: 'none' });
    expect(await journey.submit('service-zip', { zipCode: '85016' })).toMatchObject({ pageId: 'quote' });
    expect(journey.runtime.getState().order.payment.insuranceCoverage.coverageStatus).toBe('NoComp');
    expect(journey.runtime.getState().order.payment.isInsurance).toBe(false);
    expect(journey.runtime.getFormData('quote')).toEqual({ isInsurance: false });
    expect(await journey.submit('quote', journey.runtime.getFormData('quote'))).toMatchObject({ pageId: 'schedule' });
    expect(journey.bailOuts).toEqual([]);
  });
});
