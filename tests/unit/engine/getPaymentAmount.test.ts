/** The amount paid in advance: the quote's priced total, else the priced lines (selling price plus sales tax). */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { getPaymentAmount } from '../../../engine/domain/getPaymentAmount';
import { createInitialState, type FunnelState, type LineItem } from '../../../engine/domain/state';

const line = (partNumber: string, sellingPrice: number, salesTax: number): LineItem => ({
  id: partNumber,
  partNumber,
  partType: 'WINDSHIELD',
  description: partNumber,
  promoCode: null,
  childParts: [],
  discountedLineItemIds: [],
  kitPrice: sellingPrice,
  laborAmount: 0,
  sellingPrice,
  salesTax,
  isInsurable: true,
  isChildPart: false,
  requiresRecalibration: false,
  recalibrationType: null,
});

const priced = (recipe: (state: FunnelState) => void) => produce(createInitialState(), recipe);

describe('getPaymentAmount', () => {
  it.each<[string, (state: FunnelState) => void, number | null]>([
    ['nothing priced', () => undefined, null],
    [
      'the quote total (promo discounts and tax included) wins over the lines',
      (s) => {
        s.user.pageData.quote = { pricing: { total: 548.19, subTotal: 525.21, salesTax: 22.98 } };
        s.order.lineItems.glassParts = [line('FW88750GT', 520.31, 21.02)];
      },
      548.19,
    ],
    [
      'the lines when the quote has not priced',
      (s) => {
        s.order.lineItems.glassParts = [line('FW88750GT', 520.31, 21.02)];
        s.order.lineItems.supportingItems = [line('INSTALL-KIT-W', 29.95, 1.68), line('RECYCLE-LAMINATED', 4.95, 0.28)];
        s.order.lineItems.vaps = [line('WIPER', 0.1, 0.2)];
      },
      578.49,
    ],
    [
      'the lines with their child parts (a windshield\'s molding) when the quote has not priced',
      (s) => void (s.order.lineItems.glassParts = [{ ...line('FW11304GTC', 643.22, 27.06), childParts: [line('FM11304C', 64.95, 3.64)] }]),
      738.87,
    ],
    ['a quote total of zero is nothing to pay', (s) => void (s.user.pageData.quote = { pricing: { total: 0 } }), null],
    ['a quote pricing of null', (s) => void (s.user.pageData.quote = { pricing: null }), null],
    ['lines that are not numbers count as zero', (s) => void (s.order.lineItems.glassParts = [{ ...line('X', 10, 1), salesTax: 'n/a' as unknown as number }]), 10],
  ])('%s', (_name, recipe, expected) => {
    const state = priced(recipe);
    expect(getPaymentAmount(state.user.pageData.quote?.pricing, state.order.lineItems)).toBe(expected);
  });
});
