import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createInitialState, type FunnelState, type LineItem } from '../../engine/domain/state';
import { createFunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import { RuntimeContext } from '../../renderers/app/RuntimeContext';
import { QuoteSummary } from '../../renderers/pages/QuoteSummary';
import { createMemoryPorts, type FakeAnswer } from '../../engine/cli/journeys/createMemoryPorts';
import type { OperationName } from '../../engine/domain/operations';
import { configuredPage, createTestModel, renderPage } from './createTestRuntime';
import { createLineItem } from '../fixtures/createLineItem';
import { holdCalls } from './holdCalls';
import { OrderSummary } from '../../renderers/app/summary/OrderSummary';
import { loadFunnelModel } from '../harness/loadFunnelModel';

afterEach(cleanup);

/** funnel-config/pages/quote.yaml (its entry calls and actions, run against a fake price service), going to `next`. */
const quote = configuredPage('quote', {
  buttons: [{ scenario: 'back', label: 'Back' }],
  experiments: [],
  navigation: {
    forward: [{ to: 'next', query: { with: 'insurance' }, when: { truthy: 'order.payment.isInsurance' } }, { to: 'next', query: { with: 'cash' } }],
    back: [{ to: 'next', query: { from: 'back' } }],
  },
});

const line = createLineItem;

const windshield = line('WINDSHIELD', { id: 'Windshield-Front', partNumber: 'FW88750GT', description: 'Avalon windshield', kitPrice: 300, laborAmount: 100, sellingPrice: 400 });
const cameraWindshield = { ...windshield, partNumber: 'FW98911GTC', description: 'Corolla windshield with camera', requiresRecalibration: true, recalibrationType: 'Static' };
const installKit = line('REPLACE FEE', { partNumber: 'INSTALL-KIT-W', description: 'Installation kit', kitPrice: 30, sellingPrice: 30 });
const recalibration = line('ADAS RECALIBRATION', { partNumber: 'ADAS-RECAL-STATIC', description: 'Static recalibration of the forward camera', laborAmount: 250, sellingPrice: 250 });
const frontWiper = line('FRONT WIPER', { partNumber: 'WIPER-F', description: 'Front wiper blades', kitPrice: 40, sellingPrice: 40 });
const rainRepel = line('RAIN REPEL', { partNumber: 'RAIN-REPEL-S', description: 'Rain repel windshield treatment', kitPrice: 20, sellingPrice: 20 });

/** AZ-like tax on parts only: 10 % of the kit price, so the sums are easy to read. */
const taxOf = (item: { kitPrice: number }) => Math.round(item.kitPrice * 10) / 100;
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/** A fake price service: SAVE20 takes $80 off; WELCOME5 cannot be combined with it; anything else does not exist. */
const answers: Partial<Record<OperationName, FakeAnswer>> = {
  'parts.wipers': [frontWiper],
  'parts.rainRepel': rainRepel,
  'parts.supportingItems': { supportingItems: [installKit], parentAccountNumber: '167132', billToAccountNumber: '87291' },
  'parts.recalParts': [recalibration],
  'price.orderItems': (params: Record<string, unknown>) => {
    const lines = (params.lineItems as LineItem[]).map((item) => ({ ...item, salesTax: taxOf(item) }));
    const discounts = String(params.serverData).includes('SAVE20')
      ? [line('PROMO DISCOUNT', { id: 'promo-SAVE20', partNumber: 'DSC-GENERIC-01', description: 'SAVE20: 20% off', promoCode: 'SAVE20', kitPrice: -80, sellingPrice: -80, salesTax: -8 })]
      : [];
    const all = [...lines, ...discounts];
    const subTotal = sum(all.map((item) => item.sellingPrice));
    return { serverData: String(params.serverData ?? 'sd'), lineItems: all, subTotal, salesTax: 0, total: subTotal, cashPriceSubTotal: subTotal };
  },
  'price.taxedOrderItems': (params: Record<string, unknown>) => {
    const lines = params.lineItems as Array<{ partNumber: string; kitPrice: number }>;
    const taxed = lines.map((item) => ({ ...item, salesTax: taxOf(item) }));
    return { serverData: params.ServerData, taxedLineItems: taxed, state: 'AZ', taxRate: 10, isLaborTaxed: false, salesTax: sum(taxed.map((item) => item.salesTax)) };
  },
  'price.orderPromo': (params: Record<string, unknown>) => {
    const code = String(params.promoCode).split('/')[0]!.trim().toUpperCase();
    const order = params.order as { lineItems: { promos: string[] } };
    if (code === 'SAVE20') {
      return { serverData: 'sd-SAVE20', errorCode: null, promoCode: code, additionalInfo: null, orderPromos: ['SAVE20'], promoLineItems: [], addedVaps: [], errors: [] };
    }
    const errorCode = code === 'WELCOME5' && order.lineItems.promos.includes('SAVE20') ? 'PromoStackingNotAllowed' : 'PromoDoesNotExist';
    const additionalInfo = errorCode === 'PromoStackingNotAllowed' ? 'SAVE20' : 'No such promo.';
    return { serverData: 'sd', errorCode, promoCode: code, additionalInfo, orderPromos: order.lineItems.promos, promoLineItems: [], addedVaps: [], errors: [{ promoCode: code, errorCode, additionalInfo }] };
  },
  'price.revalidatedOrderPromos': (params: Record<string, unknown>) => {
    const order = params.order as { lineItems: { promos: string[]; serverData: string } };
    return { lineItemsServerData: order.lineItems.serverData, promoLineItems: [], errors: [], orderPromos: order.lineItems.promos, inactivePromos: params.inactivePromos };
  },
};

/** A visitor on the quote with a priced windshield in AZ; `recipe` changes the state first. */
async function renderQuote(options: { search?: string; recipe?: (state: FunnelState) => void; hold?: OperationName; withSummary?: boolean } = {}) {
  const ports = createMemoryPorts(answers);
  const held = options.hold ? holdCalls(ports, options.hold) : null;
  const state = createInitialState();
  state.order.vehicle = { ...state.order.vehicle, year: 2012, make: 'Toyota', model: 'Avalon', style: '4 Door Sedan', carId: 1240258624 };
  state.order.damage.isRepair = false;
  state.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
  state.order.serviceLocation.zipCode = '85016';
  state.user.pageData.stages = { glassPieceParts: [windshield], partChoices: [] };
  options.recipe?.(state);
  const model = createTestModel([quote]);
  const summary = loadFunnelModel().funnel.summary!;
  const runtime = createFunnelRuntime({ model, ports, initialState: state });
  // Entering the page runs its YAML `load`: the extras and the price.
  await runtime.enter('quote', options.search ?? '');
  const router = await renderPage(
    runtime,
    <>
      <QuoteSummary pageId="quote" />
      {options.withSummary ? <OrderSummary summary={summary} variant="column" /> : null}
    </>,
    { search: options.search },
  );
  return { runtime, ports, router, held };
}

const total = () => screen.getByTestId('quote-total').textContent;

/** Dollars as shown ($1,234.50, −$80.00) → a number. */
const toAmount = (text: string | null | undefined) => Number((text ?? '').replace('−', '-').replace(/[$,]/g, ''));

/**
 * The price as the visitor reads it (issue #14): the amount of every visible line, the subtotal, the tax and the total;
 * checks on the way that the lines add up to the subtotal and subtotal plus tax to the total, to the cent.
 */
function readPrice() {
  const lines = screen.queryAllByTestId('price-line-amount').map((amount) => toAmount(amount.textContent));
  const subtotal = toAmount(screen.getByTestId('price-subtotal').textContent);
  const tax = toAmount(screen.getByTestId('price-tax').textContent);
  const shownTotal = toAmount(total());
  const cents = (value: number) => Math.round(value * 100);
  expect(cents(subtotal)).toBe(lines.reduce((sum, amount) => sum + cents(amount), 0));
  expect(cents(shownTotal)).toBe(cents(subtotal) + cents(tax));
  return { lines, subtotal, tax, total: shownTotal };
}
const priced = () => waitFor(() => expect(screen.queryByTestId('quote-total')).not.toBeNull());

describe('QuoteSummary', () => {
  it('shows each line with its parts and labour, the fees folded into the glass line with their amount, tax once with its base', async () => {
    await renderQuote();
    await priced();
    const items = screen.getByRole('region', { name: 'What your price includes' });
    const glass = within(items).getByText('Avalon windshield').closest('li')!;
    expect(within(glass).getByTestId('price-line-amount').textContent).toBe('$430.00');
    expect(glass.textContent).toMatch(/Glass and parts\$300\.00/);
    expect(glass.textContent).toMatch(/Labour\$100\.00/);
    expect(glass.textContent).toMatch(/Service, supplies and disposal fees\$30\.00/);
    // Tax is shown once, with the amount it is charged on (labour untaxed in AZ): 10 % of $330.00.
    expect(items.textContent).not.toMatch(/Tax\$/);
    expect(items.textContent).toMatch(/Sales tax \(AZ, 10% of \$330\.00\)\$33\.00/);
    expect(readPrice()).toEqual({ lines: [430], subtotal: 430, tax: 33, total: 463 });
    expect(total()).toBe('$463.00');
  });

  it('ticking an extra adds it to the order and the total, and says so; unticking takes it off', async () => {
    const { runtime } = await renderQuote();
    await priced();
    const wiper = screen.getByRole('checkbox', { name: /Front wiper blades/ });
    fireEvent.click(wiper);
    await waitFor(() => expect(total()).toBe('$507.00'));
    expect(runtime.getState().order.lineItems.vaps.map((vap) => vap.partNumber)).toEqual(['WIPER-F']);
    await waitFor(() => expect(screen.getByText('Your total is now $507.00.')).toBeTruthy());
    expect(screen.getByText(/Glass package without wipers, before tax/).textContent).toContain('$430.00');
    expect(readPrice()).toEqual({ lines: [430, 40], subtotal: 470, tax: 37, total: 507 });
    fireEvent.click(wiper);
    await waitFor(() => expect(total()).toBe('$463.00'));
    expect(runtime.getState().order.lineItems.vaps).toEqual([]);
  });

  it('a valid promo code: the success message (dismissible) and the discount line, the total lowered', async () => {
    await renderQuote();
    await priced();
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'save20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const message = await screen.findByText('Promo code SAVE20 was successfully applied to your cart.');
    const alert = message.closest('[role="status"]')!;
    expect(alert.textContent).toContain('Promo code applied!');
    await waitFor(() => expect(total()).toBe('$375.00'));
    expect(screen.getByText('SAVE20: 20% off')).toBeTruthy();
    expect(readPrice()).toEqual({ lines: [430, -80], subtotal: 350, tax: 25, total: 375 });
    expect((screen.getByLabelText('Promo code') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Dismiss: Promo code applied!' }));
    expect(screen.queryByText('Promo code SAVE20 was successfully applied to your cart.')).toBeNull();
  });

  it.each([
    { codes: ['NOPE'], text: 'Sorry, promo code NOPE is not valid' },
    { codes: ['SAVE20', 'WELCOME5'], text: 'Sorry, promo code WELCOME5 cannot be combined with SAVE20' },
  ])('$codes: "$text" as an alert that stays, the field marked invalid and focused', async ({ codes, text }) => {
    await renderQuote();
    await priced();
    const input = screen.getByLabelText('Promo code') as HTMLInputElement;
    for (const code of codes) {
      fireEvent.change(input, { target: { value: code } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByText(/Promo code (applied!|error)/);
    }
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Promo code error');
    expect(alert.textContent).toContain(text);
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe(codes.at(-1));
  });

  it('Apply with no code asks for one', async () => {
    await renderQuote();
    await priced();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const input = screen.getByLabelText('Promo code');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a promo code');
  });

  it('Continue with no payment choice names the problem and focuses the first choice (SPEC §5)', async () => {
    await renderQuote();
    await priced();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const cash = screen.getByRole('radio', { name: /Pay on my own/ });
    await waitFor(() => expect(document.activeElement).toBe(cash));
    expect(cash.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('There is 1 problem on this page:')).toBeTruthy();
  });

  it.each([
    { choice: /Pay on my own/, isInsurance: false, query: '?with=cash' },
    { choice: /Use my insurance/, isInsurance: true, query: '?with=insurance' },
  ])('choosing $choice and Continue submits isInsurance $isInsurance', async ({ choice, isInsurance, query }) => {
    const { runtime, router } = await renderQuote();
    await priced();
    fireEvent.click(screen.getByRole('radio', { name: choice }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
    expect(router.state.location.search).toBe(query);
    expect(runtime.getState().order.payment.isInsurance).toBe(isInsurance);
  });

  it("shows before its price (quote.yaml whileShown): the lines to price and placeholders, no error; Continue waits for the price, then goes on", async () => {
    const { router, held } = await renderQuote({ hold: 'price.orderItems' });
    // The page is entered and drawn while the price is still being asked for.
    await waitFor(() => expect(held!.asked).toBe(true));
    const items = await screen.findByRole('region', { name: 'What your price includes' });
    expect(items.getAttribute('aria-busy')).toBe('true');
    // Said where the price will be, and announced.
    expect(within(screen.getByTestId('price-pending')).getByText('Working out your price…')).toBeTruthy();
    expect(within(items).getByRole('status').textContent).toBe('Working out your price…');
    expect(within(items).getByText('Avalon windshield')).toBeTruthy();
    expect(screen.queryByTestId('quote-total')).toBeNull();
    expect(screen.queryByText(/We could not work out your price/)).toBeNull();
    // The extras and the payment choice are there to use meanwhile.
    expect(screen.getByRole('checkbox', { name: /Front wiper blades/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Pay on my own/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/quote');
    held!.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/next'));
  });

  it('the price replaces its placeholders where they were, adding up', async () => {
    const { held } = await renderQuote({ hold: 'price.orderItems' });
    await screen.findByTestId('price-pending');
    held!.release();
    await priced();
    expect(screen.queryByTestId('price-pending')).toBeNull();
    expect(screen.getByRole('region', { name: 'What your price includes' }).getAttribute('aria-busy')).toBe('false');
    expect(readPrice()).toEqual({ lines: [430], subtotal: 430, tax: 33, total: 463 });
  });

  it("back on the quote, the order summary's total is a placeholder until the new price comes, not the last one", async () => {
    const { held } = await renderQuote({
      hold: 'price.orderItems',
      withSummary: true,
      // The price of an earlier visit to the quote, before the order changed.
      recipe: (state) => void (state.user.pageData.quote = { pricing: { total: 999.99, discountLines: [], taxState: 'AZ', taxRate: 10, isLaborTaxed: false } }),
    });
    const order = await screen.findByRole('complementary', { name: 'Your order' });
    const totalRow = () => within(order).getByText('Total').closest('div')!;
    await waitFor(() => expect(within(totalRow()).getByRole('img', { name: 'Working out your price…' })).toBeTruthy());
    expect(order.textContent).not.toContain('$999.99');
    held!.release();
    await priced();
    await waitFor(() => expect(totalRow().textContent).toContain('$463.00'));
  });

  it('offer=cash in the URL chooses "Pay on my own"; a choice made before is shown', async () => {
    await renderQuote({ search: '?offer=cash', recipe: (state) => void (state.order.payment.isInsurance = true) });
    await priced();
    expect((screen.getByRole('radio', { name: /Pay on my own/ }) as HTMLInputElement).checked).toBe(true);
    cleanup();
    await renderQuote({ recipe: (state) => void (state.order.payment.isInsurance = true) });
    await priced();
    expect((screen.getByRole('radio', { name: /Use my insurance/ }) as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    { policy: 'coverage status NoComp', recipe: (state: FunnelState) => void (state.order.payment.insuranceCoverage.coverageStatus = 'NoComp') },
    { policy: 'coverage type NoComp', recipe: (state: FunnelState) => void (state.order.payment.insuranceCoverage.coverageType = 'NoComp') },
    { policy: 'policy.isNoComp', recipe: (state: FunnelState) => void (state.order.policy.isNoComp = true) },
  ])('a NoComp policy ($policy): "Use my insurance" is disabled, saying why (SPEC §4–§6)', async ({ recipe }) => {
    renderQuote({ recipe });
    await priced();
    const insurance = screen.getByRole('radio', { name: /Use my insurance/ }) as HTMLInputElement;
    expect(insurance.disabled).toBe(true);
    expect(document.getElementById(insurance.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your policy has no comprehensive coverage, so it does not pay for glass.',
    );
    expect((screen.getByRole('radio', { name: /Pay on my own/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('Back follows the page navigation', async () => {
    const { router } = await renderQuote();
    await priced();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=back'));
  });

  it('with RecalPriceRemove, a cash order shows its recalibration as included; with insurance chosen its price shows', async () => {
    const { ports } = await renderQuote({
      recipe: (state) => {
        state.user.pageData.stages = { glassPieceParts: [cameraWindshield], partChoices: [] };
        state.settings.RecalPriceRemove = true;
      },
    });
    await priced();
    expect(ports.calls.find((call) => call.operation === 'parts.recalParts')?.params).toMatchObject({ partNumber: 'FW98911GTC', recalType: 'Static', parent: '167132' });
    // SPEC §5: its price is not shown; the amount is in the glass line, which says the recalibration is included.
    expect(screen.queryByText('Static recalibration of the forward camera')).toBeNull();
    const glass = screen.getByText('Corolla windshield with camera').closest('li')!;
    expect(glass.textContent).toContain('Camera and sensor recalibration included');
    expect(glass.textContent).not.toContain('$250.00');
    expect(readPrice()).toEqual({ lines: [680], subtotal: 680, tax: 33, total: 713 });
    expect(total()).toBe('$713.00');
    fireEvent.click(screen.getByRole('radio', { name: /Use my insurance/ }));
    await waitFor(() => expect(screen.getByText('Static recalibration of the forward camera').closest('li')!.textContent).toContain('$250.00'));
    expect(readPrice()).toEqual({ lines: [430, 250], subtotal: 680, tax: 33, total: 713 });
  });
});

describe('QuoteSummary: experiment settings (SPEC §9)', () => {
  it.each([
    { settings: {}, shown: false },
    { settings: { DisplayMSR: false }, shown: false },
    { settings: { DisplayMSR: true }, shown: true },
  ])('DisplayMSR $settings → the fee line "Service, supplies and disposal fees" shown: $shown', async ({ settings, shown }) => {
    await renderQuote({ recipe: (state) => void Object.assign(state.settings, settings) });
    await priced();
    const items = screen.getByRole('region', { name: 'What your price includes' });
    const feeLine = within(items).queryByText('Service, supplies and disposal fees', { selector: '.price-line-name' });
    expect(feeLine !== null).toBe(shown);
    if (feeLine) expect(feeLine.closest('li')!.textContent).toBe('Service, supplies and disposal fees$30.00');
    // The fees are on their own line, or folded into the glass line with their amount under it: never left out.
    expect(readPrice()).toEqual({ lines: shown ? [400, 30] : [430], subtotal: 430, tax: 33, total: 463 });
    expect(total()).toBe('$463.00');
  });
});

