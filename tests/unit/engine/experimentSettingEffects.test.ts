/**
 * SPEC §9 experiment setting keys, each wired to the behaviour it names: one table row (or a few) per key, the setting
 * off and on. isEmailOptional is checked end to end in tests/unit/journey/contactAndPayment.test.ts, the schedule's
 * wait list and day prices also in tests/renderers/SchedulePicker.test.tsx.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { toRequestHeaders } from '../../../api/client/toRequestHeaders';
import { isPackagePromoOffered } from '../../../api/sandbox/price/isPackagePromoOffered';
import { getInsuranceTabCount } from '../../../engine/domain/getInsuranceTabCount';
import { isSettingOn } from '../../../engine/domain/isSettingOn';
import { toPriceSummary } from '../../../engine/domain/toPriceSummary';
import { isLogEnabled } from '../../../engine/domain/isLogEnabled';
import { isRecalPriceHidden } from '../../../engine/domain/isRecalPriceHidden';
import { isWaitListOffered } from '../../../engine/domain/isWaitListOffered';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { vinIsOptional } from '../../../engine/domain/vinIsOptional';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { getPaymentChoiceOptions } from '../../../renderers/pages/PaymentChoiceOptions';
import { createLineItem } from '../../fixtures/createLineItem';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const model = loadFunnelModel();
type Settings = FunnelState['settings'];

/** A cash order for a 2020 Civic's windshield, at the quote (the state the question pages leave). */
const readyForQuote = (settings: Settings) => (s: FunnelState) => {
  Object.assign(s.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 7 });
  s.order.damage.isRepair = false;
  s.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
  s.order.serviceLocation.zipCode = '85016';
  s.user.pageData.stages = { partQuestions: [], partChoices: [], moldingQuestions: [], capabilityQuestions: [], glassPieceParts: [{ partNumber: 'FW1' }] };
  s.order.lineItems.glassParts = [createLineItem('WINDSHIELD', { partNumber: 'FW1', sellingPrice: 400 })];
  s.settings = settings;
};

/** The runtime over in-memory ports (no experiments service: the settings stay as given). */
function atQuote(settings: Settings) {
  const ports = createMemoryPorts({
    'analytics.initialize': { sessionKey: '11111111-1111-4111-8111-111111111111', sessionId: '22222222-2222-4222-8222-222222222222' },
    'parts.servicePackageDiscount': createLineItem('SERVICE PACKAGE DISCOUNT', { sellingPrice: -25 }),
  });
  const runtime = createFunnelRuntime({ model, ports, initialState: produce(createInitialState(), readyForQuote(settings)) });
  return { runtime, ports };
}

describe('SuppressVinCapture: a VIN is never required (SPEC §5)', () => {
  it.each([
    [{}, false],
    [{ SuppressVinCapture: false }, false],
    [{ SuppressVinCapture: true }, true],
    [{ SuppressVinCapture: 'TRUE' }, true],
  ])('%j → VIN optional %s (a 2020 Civic windshield replacement)', (settings, expected) => {
    expect(vinIsOptional(produce(createInitialState(), readyForQuote(settings)))).toBe(expected);
  });
});

describe('quote keys', () => {
  it.each([
    [{}, false],
    [{ OfferServicePackageDiscount: false }, false],
    [{ OfferServicePackageDiscount: true }, true],
  ])('OfferServicePackageDiscount %j → the quote loads the service package discount: %s', async (settings, expected) => {
    const { runtime, ports } = atQuote(settings);
    expect(await runtime.enter('quote')).toEqual({ type: 'render', pageId: 'quote' });
    expect(ports.calls.some((call) => call.operation === 'parts.servicePackageDiscount')).toBe(expected);
    expect(runtime.getState().user.pageData.quote?.servicePackageDiscount ?? null).toEqual(expected ? expect.objectContaining({ sellingPrice: -25 }) : null);
  });

  it.each([
    [{}, true],
    [{ Offer_Promo_On_Pkg: true }, true],
    [{ Offer_Promo_On_Pkg: false }, false],
    [{ Offer_Promo_On_Pkg: 'false' }, false],
  ])('Offer_Promo_On_Pkg %j travels in the settings header; the price service offers the package promo: %s', (settings, expected) => {
    const headers = toRequestHeaders({ experimentSettings: settings, sessionSequenceNumber: null, referralSequenceNumber: null, eon: null, logEnabled: false }, 'FMG', 't');
    expect(isPackagePromoOffered(headers['X-Experiment-Settings'])).toBe(expected);
  });

  const recal = [createLineItem('WINDSHIELD', { requiresRecalibration: true }), createLineItem('ADAS RECALIBRATION', { sellingPrice: 249.95 })];
  it.each([
    [{}, false],
    [{ RecalPriceRemove: true }, true],
  ])('RecalPriceRemove %j → the recalibration price is hidden for cash: %s', (settings, expected) => {
    expect(isRecalPriceHidden({ isInsurance: false, settings, lineItems: recal })).toBe(expected);
  });

  const fees = [
    createLineItem('WINDSHIELD', { sellingPrice: 400 }),
    createLineItem('REPLACE FEE', { partNumber: 'RF', sellingPrice: 12.5 }),
    createLineItem('RECYCLE FEE', { partNumber: 'RC', sellingPrice: 5 }),
    createLineItem('EARLY BIRD', { partNumber: 'EB', sellingPrice: -15 }),
  ];
  it.each([
    [{}, fees, [['WINDSHIELD', 417.5], ['EARLY BIRD', -15]]],
    [{ DisplayMSR: false }, fees, [['WINDSHIELD', 417.5], ['EARLY BIRD', -15]]],
    [{ DisplayMSR: true }, fees, [['WINDSHIELD', 400], ['Service, supplies and disposal fees', 17.5], ['EARLY BIRD', -15]]],
    [{ DisplayMSR: true }, fees.slice(0, 1), [['WINDSHIELD', 400]]],
  ])('DisplayMSR %j → the price lines (the fee line of its own, else folded into the glass) %j', (settings, lineItems, expected) => {
    const summary = toPriceSummary({
      lineItems: { glassParts: lineItems.slice(0, 1), supportingItems: lineItems.slice(1), vaps: [] },
      taxState: '',
      taxRate: 0,
      isLaborTaxed: false,
      showFeeLine: isSettingOn(settings, 'DisplayMSR'),
      hideRecalPrice: false,
      config: loadFunnelModel().funnel.priceSummary,
      formatMoney: String,
    });
    expect(summary.lines.map((line) => [line.label, line.amount])).toEqual(expected);
  });

  it.each([
    [{}, null],
    [{ DisplayMSR: true }, true],
    [{ DisplayMSR: false }, false],
  ])('DisplayMSR %j → submitting the quote records order.isMSRFeeApplicable %s', async (settings, expected) => {
    const { runtime } = atQuote(settings);
    await runtime.enter('quote');
    expect(await runtime.submit('quote', { isInsurance: false })).toMatchObject({ type: 'navigate', to: 'schedule' });
    expect(runtime.getState().order.isMSRFeeApplicable).toBe(expected);
  });

  it.each([
    [{}, false],
    [{ SkipToInsurance: false }, false],
    [{ SkipToInsurance: true }, true],
  ])('SkipToInsurance %j → the quote offers "Skip to my insurance": %s', async (settings, offered) => {
    const { runtime } = atQuote(settings);
    await runtime.enter('quote');
    expect(runtime.isButtonOffered('quote', 'skipToInsurance')).toBe(offered);
  });

  it('SkipToInsurance: the skip goes straight to insurance-company, paying with insurance', async () => {
    const { runtime } = atQuote({ SkipToInsurance: true });
    await runtime.enter('quote');
    expect(await runtime.submit('quote', {}, 'skipToInsurance')).toMatchObject({ type: 'navigate', to: 'insurance-company' });
    expect(runtime.getState().order.payment.isInsurance).toBe(true);
  });
});

describe('schedule keys', () => {
  it.each([
    ['setting off', {}, '2026-12-20', false],
    ['on, first free day within 7 days', { 'DisplayWaitlist2.0': true, Waitlist_Threshold_Days: 7 }, '2026-12-08', false],
    ['on, first free day 8 days away (threshold 7)', { 'DisplayWaitlist2.0': true, Waitlist_Threshold_Days: 7 }, '2026-12-09', true],
    ['on, 8 days away, threshold 14', { 'DisplayWaitlist2.0': true, Waitlist_Threshold_Days: 14 }, '2026-12-09', false],
    ['on, threshold as text', { 'DisplayWaitlist2.0': 'true', Waitlist_Threshold_Days: '3' }, '2026-12-05', true],
    ['on, no threshold: 7 days', { 'DisplayWaitlist2.0': true }, '2026-12-09', true],
    ['on, no free day at all', { 'DisplayWaitlist2.0': true, Waitlist_Threshold_Days: 7 }, null, true],
  ])('DisplayWaitlist2.0 / Waitlist_Threshold_Days: %s → wait list offered %s', (_name, settings, firstFreeDate, expected) => {
    expect(isWaitListOffered(settings, firstFreeDate, '2026-12-01', model.funnel.constants.millisecondsPerDay)).toBe(expected);
  });

  it('DisplayPricingByDay: each day is priced through pricing-by-day-part-number (SPEC §7), only days with a change kept', async () => {
    const ports = createMemoryPorts({
      'parts.pricingByDayPartNumber': (params: Record<string, unknown>) =>
        params.date === '2026-12-01'
          ? { date: params.date, dayOfWeek: 'Tuesday', partNumber: 'EARLYBIRD-TUE', part: createLineItem('EARLY BIRD', { sellingPrice: params.serviceType === 'Replace' ? -15 : -10 }) }
          : { date: params.date, dayOfWeek: 'Thursday', partNumber: null, part: null },
    });
    const runtime = createFunnelRuntime({ model, ports, initialState: produce(createInitialState(), readyForQuote({ DisplayPricingByDay: true })) });
    // schedule.yaml's action loadDayPrices, as the picker runs it: every day asked at the same time (SPEC §7).
    expect(await runtime.runAction('schedule', 'loadDayPrices', { dates: ['2026-12-01', '2026-12-03'] })).toEqual({ type: 'done' });
    expect(runtime.getState().user.pageData.schedule).toMatchObject({
      dayPrices: { '2026-12-01': -15 },
      dayPricesFor: ['2026-12-01', '2026-12-03'],
    });
    expect(ports.calls.map((call) => call.params)).toEqual([
      { date: '2026-12-01', serviceType: 'Replace' },
      { date: '2026-12-03', serviceType: 'Replace' },
    ]);
  });
});

describe('payment and insurance keys', () => {
  const afterpayDetail = (settings: Settings, amount: number) =>
    getPaymentChoiceOptions({ amount, isInsurance: false, canUseApplePay: false, afterpayExtendedThreshold: settings.AfterPayExtendedPayOptionThreshold }).find(
      (option) => option.value === 'Afterpay',
    )!.detail;
  it.each([
    [{}, 500, false],
    [{ AfterPayExtendedPayOptionThreshold: 1000 }, 500, false],
    [{ AfterPayExtendedPayOptionThreshold: 400 }, 500, true],
    [{ AfterPayExtendedPayOptionThreshold: '400' }, 399.99, false],
  ])('AfterPayExtendedPayOptionThreshold %j at $%s → extended option offered %s', (settings, amount, expected) => {
    expect(afterpayDetail(settings, amount).includes('longer term')).toBe(expected);
  });

  const order = (piaExperience: unknown) =>
    getPaymentChoiceOptions({ amount: 300, isInsurance: false, canUseApplePay: true, afterpayExtendedThreshold: null, piaExperience }).map((option) => option.value);
  it.each([
    [undefined, ['Later', 'CreditCard', 'Paypal', 'Afterpay', 'ApplePay', 'Insurance']],
    ['Classic', ['Later', 'CreditCard', 'Paypal', 'Afterpay', 'ApplePay', 'Insurance']],
    ['Express', ['CreditCard', 'Paypal', 'Afterpay', 'ApplePay', 'Later', 'Insurance']],
    ['express', ['CreditCard', 'Paypal', 'Afterpay', 'ApplePay', 'Later', 'Insurance']],
  ])('PiaExperience %j → the ways to pay in the order %j', (piaExperience, expected) => {
    expect(order(piaExperience)).toEqual(expected);
  });

  const tabs = (settings: Settings, referralNumber: string | null) =>
    getInsuranceTabCount(produce(createInitialState(), (s) => {
      s.settings = settings;
      s.order.referralNumber = referralNumber;
    }));
  it.each([
    ['no settings', {}, null, 0],
    ['external traffic uses External', { InsuranceTabDisplayThresholdInternal: 3, InsuranceTabDisplayThresholdExternal: 5 }, null, 5],
    ['internal traffic (a referral) uses Internal', { InsuranceTabDisplayThresholdInternal: 3, InsuranceTabDisplayThresholdExternal: 5 }, '910000100', 3],
    ['text numbers', { InsuranceTabDisplayThresholdExternal: '2' }, null, 2],
    ['not a whole number of at least 1', { InsuranceTabDisplayThresholdExternal: 0.5 }, null, 0],
  ])('insurance tab thresholds: %s → %s tabs', (_name, settings, referralNumber, expected) => {
    expect(tabs(settings, referralNumber)).toBe(expected);
  });
});

describe('DynamoLogging: logging on (the SPEC §7 log-enabled header)', () => {
  it.each([
    [{}, null, false],
    [{ DynamoLogging: false }, null, false],
    [{ DynamoLogging: true }, null, true],
    [{ DynamoLogging: false }, 'last5', true],
  ])('%j with logging option %s → log enabled %s', (settings, loggingOption, expected) => {
    const state = produce(createInitialState(), (s) => {
      s.settings = settings;
      s.user.loggingOption = loggingOption;
    });
    expect(isLogEnabled(state)).toBe(expected);
    const headers = toRequestHeaders({ experimentSettings: state.settings, sessionSequenceNumber: null, referralSequenceNumber: null, eon: null, logEnabled: isLogEnabled(state) }, 'FMG', 't');
    expect(headers['X-Log-Enabled']).toBe(String(expected));
  });
});
