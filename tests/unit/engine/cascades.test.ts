/**
 * SPEC §4 cascading resets, one row per rule of funnel-config/cascades.yaml: a full order is changed as a user would
 * change it; the rows assert what was deleted and what was kept, and that each reset is reported.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { conditionGuards } from '../../../engine/domain/conditionGuards';
import { createInitialState, type FunnelState, type LineItem } from '../../../engine/domain/state';
import { getAtPath } from '../../../engine/runtime/getAtPath';
import { runCascades } from '../../../engine/runtime/runCascades';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const model = loadFunnelModel();

const part = (partNumber: string): LineItem => ({
  id: partNumber,
  partNumber,
  partType: 'WINDSHIELD',
  description: partNumber,
  promoCode: null,
  childParts: [],
  discountedLineItemIds: [],
  kitPrice: 10,
  laborAmount: 100,
  sellingPrice: 300,
  salesTax: 20,
  isInsurable: true,
  isChildPart: false,
  requiresRecalibration: false,
  recalibrationType: null,
});

/** An order answered up to the payment method. */
const fullOrder = produce(createInitialState(), (s) => {
  Object.assign(s.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 7, vin: '2HGFC2F59LH000001' });
  Object.assign(s.order.vehicle.registration, { licensePlate: 'ABC123', licenseState: 'AZ' });
  s.order.damage.isRepair = false;
  s.order.damage.glassToReplace = [
    { glassLocation: 'Windshield', glassName: 'Front' },
    { glassLocation: 'Rear', glassName: 'Back' },
  ];
  s.order.damage.partQuestionAnswers = [{ questionId: 'rain-sensor', answerId: 'yes', result: 'P-RAIN' }];
  s.order.damage.moldingQuestionAnswers = [{ questionId: 'molding', answerId: 'chrome', result: null }];
  s.order.damage.capabilityQuestionAnswers = [{ questionId: 'hud', answerId: 'no', result: null }];
  s.order.lineItems.glassParts = [part('FW04567')];
  s.order.lineItems.supportingItems = [part('KIT-1')];
  s.order.lineItems.vaps = [part('RAIN-REPEL')];
  Object.assign(s.order.serviceLocation, { zipCode: '85001', zipCodeCtu: 'CTU1', state: 'AZ', appointmentType: 'Mobile', techNotes: 'Gate code 4321', isVehicleProtected: true });
  s.order.serviceLocation.provider.providerNumber = '0012345';
  s.order.serviceLocation.mobile = { address: '1 Main St', address2: null, city: 'Phoenix', state: 'AZ', zipCode: '85001' };
  Object.assign(s.order.schedule, { date: '2026-12-01', startTime: '08:00', endTime: '10:00', routeCode: 'R1' });
  s.order.payment.isInsurance = false;
  s.order.payment.paymentChoice = 'CreditCard';
  s.order.payment.isPia = true;
  s.order.payment.piaType = 'CreditCard';
  s.user.pageData['molding-questions'] = { seen: true };
  s.user.pageData['capability-questions'] = { seen: true };
  s.user.pageData['vehicle-damage'] = {
    damageOptions: {
      windshieldOptions: { availableReplacementOptions: ['Front'] },
      backGlassOptions: { availableReplacementOptions: ['Back'] },
    },
  };
});

interface Row {
  rule: string;
  change: (draft: FunnelState) => void;
  written?: string[];
  reset: string[];
  kept: string[];
  /** The rule every reset is recorded under (the event says why an answer disappeared), when it is one rule's alone. */
  by?: string;
}

const rows: Row[] = [
  {
    rule: 'vehicle-changed',
    change: (s) => {
      s.order.vehicle.model = 'Accord';
    },
    reset: ['order.damage.glassToReplace', 'order.lineItems.glassParts', 'order.vehicle.registration.licensePlate', 'order.vehicle.vin'],
    kept: ['order.vehicle.year', 'order.customer'],
  },
  {
    rule: 'damage-changed (glass set)',
    change: (s) => {
      s.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
    },
    reset: ['order.lineItems.glassParts', 'order.lineItems.supportingItems', 'order.lineItems.vaps', 'order.serviceLocation.zipCode', 'order.schedule.date', 'order.payment.paymentChoice'],
    kept: ['order.vehicle.vin', 'order.damage.glassToReplace', 'order.payment.isInsurance'],
  },
  {
    rule: 'damage-changed (repair instead of replace)',
    change: (s) => {
      s.order.damage.isRepair = true;
      s.order.damage.numberOfChips = 2;
    },
    reset: ['order.lineItems.glassParts', 'order.schedule.date'],
    kept: ['order.damage.numberOfChips'],
  },
  {
    rule: 'part-answers-changed (compared by result)',
    change: (s) => {
      s.order.damage.partQuestionAnswers = [{ questionId: 'rain-sensor', answerId: 'no', result: 'P-PLAIN' }];
    },
    reset: [
      'order.lineItems.glassParts',
      'order.lineItems.supportingItems',
      'order.damage.moldingQuestionAnswers',
      'order.damage.capabilityQuestionAnswers',
      'user.pageData.molding-questions',
      'user.pageData.capability-questions',
    ],
    kept: ['order.damage.glassToReplace', 'order.serviceLocation.zipCode'],
  },
  {
    rule: 'molding-answers-changed',
    change: (s) => {
      s.order.damage.moldingQuestionAnswers = [{ questionId: 'molding', answerId: 'black', result: null }];
    },
    reset: ['order.damage.capabilityQuestionAnswers'],
    kept: ['order.damage.partQuestionAnswers'],
  },
  {
    rule: 'capability-answers-changed',
    change: (s) => {
      s.order.damage.capabilityQuestionAnswers = [{ questionId: 'hud', answerId: 'yes', result: null }];
    },
    reset: ['order.lineItems.glassParts', 'order.lineItems.supportingItems'],
    kept: ['order.damage.moldingQuestionAnswers'],
  },
  {
    rule: 'parts-changed',
    change: (s) => {
      s.order.lineItems.glassParts = [part('FW09999')];
    },
    reset: [
      'order.serviceLocation.provider.providerNumber',
      'order.serviceLocation.appointmentType',
      'order.serviceLocation.mobile.address',
      'order.serviceLocation.techNotes',
      'order.schedule.date',
      'order.payment.paymentChoice',
    ],
    // What service-zip wrote before the parts were known: the question pages and the quote still need it.
    kept: ['order.serviceLocation.zipCode', 'order.serviceLocation.zipCodeCtu', 'order.serviceLocation.state', 'order.payment.isInsurance'],
    by: 'parts-changed',
  },
  {
    rule: 'service-zip-changed',
    change: (s) => {
      s.order.serviceLocation.zipCode = '06101';
    },
    written: ['order.serviceLocation.zipCode'],
    reset: [
      'order.serviceLocation.appointmentType',
      'order.serviceLocation.provider.providerNumber',
      'order.serviceLocation.mobile.address',
      'order.schedule.date',
      'order.payment.paymentChoice',
    ],
    kept: ['order.serviceLocation.zipCode', 'order.lineItems.glassParts'],
  },
  {
    rule: 'service-location-changed (appointment type)',
    change: (s) => {
      s.order.serviceLocation.appointmentType = 'Inshop';
    },
    written: ['order.serviceLocation.appointmentType'],
    reset: ['order.schedule.date', 'order.schedule.startTime', 'order.payment.paymentChoice'],
    kept: ['order.serviceLocation.appointmentType', 'order.serviceLocation.zipCode'],
  },
  {
    rule: 'payment-type-changed',
    change: (s) => {
      s.order.payment.isInsurance = true;
    },
    reset: ['order.payment.paymentChoice', 'order.payment.isPia', 'order.payment.piaType'],
    kept: ['order.schedule.date'],
  },
  {
    rule: 'new-vin (glass available: damage kept)',
    change: (s) => {
      s.order.vehicle.vin = '2HGFC2F59LH000002';
    },
    written: ['order.vehicle.vin'],
    reset: ['order.vehicle.registration.licensePlate', 'order.lineItems.glassParts'],
    kept: ['order.damage.glassToReplace', 'order.vehicle.vin'],
  },
  {
    rule: 'new-vin (glass not available: damage reset too)',
    change: (s) => {
      s.order.vehicle.vin = '2HGFC2F59LH000003';
      s.user.pageData['vehicle-damage'] = { damageOptions: { windshieldOptions: { availableReplacementOptions: ['Front'] } } };
    },
    written: ['order.vehicle.vin'],
    reset: ['order.vehicle.registration.licensePlate', 'order.lineItems.glassParts', 'order.damage.glassToReplace'],
    kept: ['order.vehicle.vin'],
  },
];

const isReset = (state: FunnelState, path: string) => {
  const value = getAtPath(state, path);
  return value === null || value === undefined || value === 'none' || (Array.isArray(value) && value.length === 0);
};

describe('SPEC §4 cascading resets', () => {
  it('declares all ten rules of SPEC §4', () => {
    expect(model.cascades.map((rule) => rule.id)).toHaveLength(10);
  });

  it.each(rows)('$rule', ({ change, written = [], reset, kept, by }) => {
    const after = produce(fullOrder, change);
    const result = runCascades(model.cascades, fullOrder, after, written, { guards: conditionGuards, constants: model.funnel.constants });
    for (const path of reset) expect(isReset(result.state, path), `${path} should be reset`).toBe(true);
    for (const path of kept) expect(isReset(result.state, path), `${path} should be kept`).toBe(false);
    const reported = result.resets.map((r) => r.path);
    for (const path of reset) expect(reported.some((p) => path === p || path.startsWith(`${p}.`)), `${path} reported`).toBe(true);
    if (by) expect([...new Set(result.resets.map((r) => r.ruleId))]).toEqual([by]);
  });

  it('does not reset anything when an answer is given for the first time', () => {
    const before = produce(fullOrder, (s) => {
      s.order.payment.isInsurance = null;
    });
    const after = produce(before, (s) => {
      s.order.payment.isInsurance = false;
    });
    expect(runCascades(model.cascades, before, after, [], { guards: conditionGuards, constants: model.funnel.constants }).resets).toEqual([]);
  });

  it('compares part answers by result: the same results in another order change nothing', () => {
    const before = produce(fullOrder, (s) => {
      s.order.damage.partQuestionAnswers = [
        { questionId: 'a', answerId: '1', result: 'X' },
        { questionId: 'b', answerId: '2', result: 'Y' },
      ];
    });
    const after = produce(before, (s) => {
      s.order.damage.partQuestionAnswers.reverse();
    });
    expect(runCascades(model.cascades, before, after, [], { guards: conditionGuards, constants: model.funnel.constants }).resets).toEqual([]);
  });

  it('treats the glass set as unordered', () => {
    const after = produce(fullOrder, (s) => {
      s.order.damage.glassToReplace.reverse();
    });
    expect(runCascades(model.cascades, fullOrder, after, [], { guards: conditionGuards, constants: model.funnel.constants }).resets).toEqual([]);
  });

  it('records each reset with the rule, the path and the value it deleted', () => {
    const after = produce(fullOrder, (s) => {
      s.order.payment.isInsurance = true;
    });
    const { resets } = runCascades(model.cascades, fullOrder, after, [], { guards: conditionGuards, constants: model.funnel.constants });
    expect(resets).toContainEqual({ ruleId: 'payment-type-changed', path: 'order.payment.paymentChoice', previous: 'CreditCard' });
  });
});
