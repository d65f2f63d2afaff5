/** SPEC §3 chat context fields and §4 Chat rules as plain functions (engine/domain). */
import { describe, expect, it } from 'vitest';
import { isLiveAgentButtonShown } from '../../../engine/domain/isLiveAgentButtonShown';
import { createInitialState, type FunnelState, type LineItem } from '../../../engine/domain/state';
import { toAgentFormDefaults } from '../../../engine/domain/toAgentFormDefaults';
import { toChatContext } from '../../../engine/domain/toChatContext';
import { createLineItem } from '../../fixtures/createLineItem';

/** A windshield part (SPEC §3 line item). */
const part = (overrides: Partial<LineItem>): LineItem =>
  createLineItem('WINDSHIELD', { id: '1', partNumber: 'FW04567GTY', description: 'Windshield', ...overrides });

const stateWith = (change: (state: FunnelState) => void) => {
  const state = createInitialState();
  change(state);
  return state;
};

describe('isLiveAgentButtonShown (SPEC §4: agent available, chat not open, not hidden)', () => {
  it.each([
    [true, false, false, true],
    [false, false, false, false],
    [true, true, false, false],
    [true, false, true, false],
    [false, true, true, false],
  ])('available %s, open %s, hidden %s → %s', (isAgentAvailable, isChatOpen, isChatHidden, shown) => {
    expect(isLiveAgentButtonShown({ isAgentAvailable, isChatOpen, isChatHidden })).toBe(shown);
  });
});

describe('toChatContext (SPEC §3 chat context fields)', () => {
  it('is all null on a fresh state, apart from the page', () => {
    expect(toChatContext(createInitialState(), 'vehicle')).toEqual({
      page: 'vehicle',
      vehicleYear: null,
      vehicleMake: null,
      vehicleModel: null,
      vehicleStyle: null,
      serviceZip: null,
      glassType: null,
      damageType: null,
      paymentType: null,
      quote: null,
      partId: null,
      recalibration: null,
    });
  });

  it.each([
    {
      name: 'a priced cash replacement with a recalibration',
      change: (state: FunnelState) => {
        Object.assign(state.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', vin: '2HGFC2FK3LH500001' });
        state.order.serviceLocation.zipCode = '85016';
        state.order.damage.isRepair = false;
        state.order.damage.glassToReplace = [
          { glassLocation: 'Windshield', glassName: 'Front' },
          { glassLocation: 'Rear', glassName: 'Back' },
        ];
        state.order.payment.isInsurance = false;
        state.order.lineItems.glassParts = [part({ sellingPrice: 300, salesTax: 24.5 })];
        state.order.lineItems.supportingItems = [part({ id: '2', partNumber: 'RECAL1', partType: 'ADAS RECALIBRATION', sellingPrice: 100, salesTax: 0 })];
        state.order.customer.firstName = 'Jane';
        state.order.customer.emailAddress = 'jane@example.com';
      },
      expected: {
        vehicleYear: 2020,
        vehicleStyle: '4 Door Sedan',
        serviceZip: '85016',
        glassType: 'Windshield Front, Rear Back',
        damageType: 'Replace',
        paymentType: 'Cash',
        quote: 424.5,
        partId: 'FW04567GTY',
        recalibration: true,
      },
    },
    {
      name: 'an insurance repair not priced yet',
      change: (state: FunnelState) => {
        state.order.damage.isRepair = true;
        state.order.damage.numberOfChips = 2;
        state.order.payment.isInsurance = true;
      },
      expected: { glassType: 'Windshield', damageType: 'Repair', paymentType: 'Insurance', quote: null, partId: null, recalibration: null },
    },
    {
      name: 'a part flagged as needing recalibration',
      change: (state: FunnelState) => {
        state.order.lineItems.glassParts = [part({ requiresRecalibration: true, sellingPrice: 10 })];
      },
      expected: { recalibration: true, quote: 10 },
    },
    {
      name: 'parts without recalibration',
      change: (state: FunnelState) => {
        state.order.lineItems.glassParts = [part({ sellingPrice: 10 })];
      },
      expected: { recalibration: false },
    },
  ])('$name', ({ change, expected }) => {
    const context = toChatContext(stateWith(change), 'quote');
    expect(context).toMatchObject({ page: 'quote', ...expected });
    // Only the SPEC §3 fields: never a name, email, VIN or anything else of the order.
    expect(Object.keys(context)).toHaveLength(12);
    expect(JSON.stringify(context)).not.toMatch(/Jane|jane@example.com|2HGFC2FK3LH500001/);
  });
});

describe('toAgentFormDefaults (SPEC §4: pre-filled when the visitor gave first name, last name and email)', () => {
  it.each([
    { name: 'nothing given', change: () => undefined, expected: { firstName: '', lastName: '', email: '' } },
    {
      name: 'customer-details given',
      change: (state: FunnelState) => Object.assign(state.order.customer, { firstName: ' Jane ', lastName: 'Doe', emailAddress: 'jane@example.com' }),
      expected: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' },
    },
    {
      name: 'only an email passed in from outside',
      change: (state: FunnelState) => void (state.external.customer.emailAddress = 'link@example.com'),
      expected: { firstName: '', lastName: '', email: 'link@example.com' },
    },
  ])('$name', ({ change, expected }) => {
    expect(toAgentFormDefaults(stateWith(change))).toEqual(expected);
  });
});
