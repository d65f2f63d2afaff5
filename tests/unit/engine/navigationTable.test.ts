/**
 * SPEC §2 navigation table, row for row, over the shipped funnel-config (DESIGN: "the SPEC's navigation table becomes
 * a test table row for row"). Each row names the SPEC row it checks, the state that makes it apply, and the expected
 * destination and query.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { conditionGuards } from '../../../engine/domain/conditionGuards';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { resolveNavigation } from '../../../engine/runtime/resolveNavigation';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const model = loadFunnelModel();

type Recipe = (draft: FunnelState) => void;

const vehicleChosen: Recipe = (s) => {
  Object.assign(s.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 1 });
};
const replaceWindshield: Recipe = (s) => {
  vehicleChosen(s);
  s.order.damage.isRepair = false;
  s.order.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
};
const verifiedInsurance: Recipe = (s) => {
  s.order.payment.insuranceCoverage.coverageStatus = 'Verified';
  s.order.policy.currentDeductible = 100;
};
const vinGiven: Recipe = (s) => {
  s.user.pageData['vehicle-damage'] = { willProvideVin: true };
};
const stages =
  (partQuestions: number, partChoices: number, molding: number, capability: number): Recipe =>
  (s) => {
    const list = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ questionId: `${prefix}${i}` }));
    s.order.serviceLocation.zipCode = '85001';
    s.user.pageData.stages = {
      partQuestions: list(partQuestions, 'pq'),
      partChoices: Array.from({ length: partChoices }, (_, i) => ({ partNumber: `P${i}` })),
      moldingQuestions: list(molding, 'mq'),
      capabilityQuestions: list(capability, 'cq'),
    };
  };
const all =
  (...recipes: Recipe[]): Recipe =>
  (s) => {
    for (const recipe of recipes) recipe(s);
  };

interface Row {
  /** The SPEC §2 row, as written there: "from | scenario | destination". */
  spec: string;
  from: string;
  scenario: string;
  given?: Recipe;
  to: string;
  query?: Record<string, string>;
  /** The page it goes to hands on with this scenario of its own, to the SPEC's destination. */
  then?: { scenario: string; to: string; query?: Record<string, string> };
}

const rows: Row[] = [
  { spec: 'vehicle | forward | vehicle-damage', from: 'vehicle', scenario: 'forward', to: 'vehicle-damage' },
  { spec: 'vehicle-damage | back | vehicle', from: 'vehicle-damage', scenario: 'back', to: 'vehicle' },
  { spec: 'vehicle-damage | forward with VIN | vin-lookup', from: 'vehicle-damage', scenario: 'forward', given: all(replaceWindshield, vinGiven), to: 'vin-lookup' },
  { spec: 'vehicle-damage | forward without VIN | estimate', from: 'vehicle-damage', scenario: 'forward', given: replaceWindshield, to: 'estimate' },
  {
    spec: 'vehicle-damage | forward, the VIN already known from a lookup | service-zip',
    from: 'vehicle-damage',
    scenario: 'forward',
    given: all(replaceWindshield, (s) => {
      s.order.vehicle.vin = '2HGFC2FK3LH500001';
    }),
    to: 'service-zip',
  },
  { spec: 'vehicle-damage | skip VIN | service-zip', from: 'vehicle-damage', scenario: 'skipVin', given: replaceWindshield, to: 'service-zip' },
  {
    spec: 'vehicle-damage | repair with verified insurance | service-zip',
    from: 'vehicle-damage',
    scenario: 'forward',
    given: all(vehicleChosen, verifiedInsurance, vinGiven, (s) => {
      s.order.damage.isRepair = true;
      s.order.damage.numberOfChips = 1;
    }),
    to: 'service-zip',
  },
  { spec: 'vehicle-damage | replace with verified insurance | vin-lookup', from: 'vehicle-damage', scenario: 'forward', given: all(replaceWindshield, verifiedInsurance), to: 'vin-lookup' },
  { spec: 'estimate | back | vehicle-damage', from: 'estimate', scenario: 'back', to: 'vehicle-damage' },
  ...(
    [
      ['manual VIN', 'manualVin', 'vin-lookup'],
      ['license plate', 'licensePlate', 'license-plate-lookup'],
      ['home address', 'homeAddress', 'address-lookup'],
      ['no VIN', 'none', 'service-zip'],
    ] as const
  ).map(([words, choice, to]) => ({
    spec: `estimate | ${words} | ${to}`,
    from: 'estimate',
    scenario: 'forward',
    given: (s: FunnelState) => {
      s.user.pageData.estimate = { vinSelection: choice };
    },
    to,
  })),
  { spec: 'vin-lookup | back (no VIN given) | estimate', from: 'vin-lookup', scenario: 'back', given: replaceWindshield, to: 'estimate' },
  { spec: 'vin-lookup | back (VIN given) | vehicle-damage', from: 'vin-lookup', scenario: 'back', given: all(replaceWindshield, vinGiven), to: 'vehicle-damage' },
  { spec: 'license-plate-lookup | back | estimate', from: 'license-plate-lookup', scenario: 'back', to: 'estimate' },
  { spec: 'address-lookup | back | estimate', from: 'address-lookup', scenario: 'back', to: 'estimate' },
  { spec: 'address-vehicles | back | address-lookup', from: 'address-vehicles', scenario: 'back', to: 'address-lookup' },
  {
    spec: 'address-lookup | several vehicles found | address-vehicles',
    from: 'address-lookup',
    scenario: 'forward',
    given: (s) => {
      s.user.pageData['address-lookup'] = { vehicles: [{ vin: 'A' }, { vin: 'B' }] };
    },
    to: 'address-vehicles',
  },
  {
    spec: 'any lookup | selected VIN whose glass does not match | vehicle-damage with a vehicle-change alert flag (vin-lookup)',
    from: 'vin-lookup',
    scenario: 'forward',
    given: vehicleChosen, // the new VIN's cascade deleted the damage: isRepair is null again
    to: 'vehicle-damage',
    query: { vehicleChanged: 'true' },
  },
  { spec: 'plate or address vehicles | forward | vehicle-damage with a vehicle-change alert flag (plate)', from: 'license-plate-lookup', scenario: 'forward', to: 'vehicle-damage', query: { vehicleChanged: 'true' } },
  { spec: 'plate or address vehicles | forward | vehicle-damage with a vehicle-change alert flag (address)', from: 'address-vehicles', scenario: 'forward', to: 'vehicle-damage', query: { vehicleChanged: 'true' } },
  ...['vin-lookup', 'license-plate-lookup', 'address-lookup', 'address-vehicles'].map((from) => ({
    spec: `lookups (${from}) | VIN retry | estimate`,
    from,
    scenario: 'vinRetry',
    to: 'estimate',
  })),
  { spec: 'service-zip | back | estimate', from: 'service-zip', scenario: 'back', given: replaceWindshield, to: 'estimate' },
  {
    spec: 'service-zip | back | vehicle-damage if the VIN was skipped',
    from: 'service-zip',
    scenario: 'back',
    given: (s) => {
      s.user.pageData['vehicle-damage'] = { vinSkipped: true };
    },
    to: 'vehicle-damage',
  },
  { spec: 'service-zip | forward | quote if no questions remain', from: 'service-zip', scenario: 'forward', given: stages(0, 1, 0, 0), to: 'quote' },
  { spec: 'service-zip | forward | the question pages (part questions)', from: 'service-zip', scenario: 'forward', given: stages(2, 0, 1, 1), to: 'part-questions' },
  { spec: 'service-zip | forward | the question pages (several parts)', from: 'service-zip', scenario: 'forward', given: stages(0, 2, 1, 0), to: 'vehicle-parts' },
  { spec: 'service-zip | forward | the question pages (molding)', from: 'service-zip', scenario: 'forward', given: stages(0, 1, 1, 1), to: 'molding-questions' },
  { spec: 'service-zip | forward | the question pages (capability)', from: 'service-zip', scenario: 'forward', given: stages(0, 0, 0, 1), to: 'capability-questions' },
  { spec: 'question pages | forward chain | part-questions → vehicle-parts', from: 'part-questions', scenario: 'forward', given: stages(1, 3, 1, 1), to: 'vehicle-parts' },
  { spec: 'question pages | forward chain | empty vehicle-parts skipped → molding', from: 'part-questions', scenario: 'forward', given: stages(1, 1, 1, 1), to: 'molding-questions' },
  { spec: 'question pages | forward chain | empty stages skipped → capability', from: 'part-questions', scenario: 'forward', given: stages(1, 0, 0, 1), to: 'capability-questions' },
  { spec: 'question pages | forward chain | all later stages empty → quote', from: 'part-questions', scenario: 'forward', given: stages(1, 0, 0, 0), to: 'quote' },
  { spec: 'question pages | forward chain | vehicle-parts → molding', from: 'vehicle-parts', scenario: 'forward', given: stages(0, 2, 1, 0), to: 'molding-questions' },
  { spec: 'question pages | forward chain | molding → capability', from: 'molding-questions', scenario: 'forward', given: stages(0, 0, 1, 1), to: 'capability-questions' },
  { spec: 'question pages | forward chain | molding → quote', from: 'molding-questions', scenario: 'forward', given: stages(0, 0, 1, 0), to: 'quote' },
  { spec: 'question pages | forward chain | capability → quote', from: 'capability-questions', scenario: 'forward', given: stages(0, 0, 0, 1), to: 'quote' },
  { spec: 'question pages | back | the earlier stage that applies (molding → part-questions)', from: 'molding-questions', scenario: 'back', given: stages(1, 0, 1, 0), to: 'part-questions' },
  { spec: 'question pages | back | the earlier stage that applies (capability → vehicle-parts)', from: 'capability-questions', scenario: 'back', given: stages(1, 2, 0, 1), to: 'vehicle-parts' },
  { spec: 'question pages | back | else vin-lookup (VIN given)', from: 'part-questions', scenario: 'back', given: all(stages(1, 0, 0, 0), vinGiven), to: 'vin-lookup' },
  { spec: 'question pages | back | else service-zip', from: 'vehicle-parts', scenario: 'back', given: stages(0, 2, 0, 0), to: 'service-zip' },
  { spec: 'quote | back | last question stage (capability)', from: 'quote', scenario: 'back', given: stages(1, 2, 1, 1), to: 'capability-questions' },
  { spec: 'quote | back | last question stage (part questions only)', from: 'quote', scenario: 'back', given: stages(1, 0, 0, 0), to: 'part-questions' },
  { spec: 'quote | back | no question stage: service-zip', from: 'quote', scenario: 'back', given: stages(0, 1, 0, 0), to: 'service-zip' },
  {
    spec: 'quote | forward with cash | schedule',
    from: 'quote',
    scenario: 'forward',
    given: (s) => {
      s.order.payment.isInsurance = false;
    },
    to: 'schedule',
  },
  {
    spec: 'quote | forward with insurance | insurance-company',
    from: 'quote',
    scenario: 'forward',
    given: (s) => {
      s.order.payment.isInsurance = true;
    },
    to: 'insurance-company',
  },
  { spec: 'insurance-company | back | quote', from: 'insurance-company', scenario: 'back', to: 'quote' },
  { spec: 'insurance-company | pay on my own | quote with query offer=cash', from: 'insurance-company', scenario: 'payOnMyOwn', to: 'quote', query: { offer: 'cash' } },
  { spec: 'insurance-company | forward | an insurance details page (heritage)', from: 'insurance-company', scenario: 'forward', to: 'heritage', query: { navType: 'insuranceDetails' } },
  { spec: 'schedule | back | quote', from: 'schedule', scenario: 'back', to: 'quote' },
  {
    spec: 'schedule | forward | customer-details',
    from: 'schedule',
    scenario: 'forward',
    given: (s) => {
      s.order.serviceLocation.appointmentType = 'Inshop';
    },
    to: 'customer-details',
  },
  {
    spec: 'schedule | mobile service forward | mobile-details',
    from: 'schedule',
    scenario: 'forward',
    given: (s) => {
      s.order.serviceLocation.appointmentType = 'Mobile';
    },
    to: 'mobile-details',
  },
  { spec: 'schedule | change location | service-zip', from: 'schedule', scenario: 'changeLocation', to: 'service-zip' },
  { spec: 'mobile-details | back | schedule', from: 'mobile-details', scenario: 'back', to: 'schedule' },
  { spec: 'mobile-details | forward | customer-details', from: 'mobile-details', scenario: 'forward', to: 'customer-details' },
  {
    spec: 'customer-details | back | schedule',
    from: 'customer-details',
    scenario: 'back',
    given: (s) => {
      s.order.serviceLocation.appointmentType = 'Dropoff';
    },
    to: 'schedule',
  },
  {
    spec: 'customer-details | back | mobile-details for mobile service',
    from: 'customer-details',
    scenario: 'back',
    given: (s) => {
      s.order.serviceLocation.appointmentType = 'Mobile';
    },
    to: 'mobile-details',
  },
  // "forward or pay now": one Continue, whichever way the visitor pays (chosen on payment-method).
  { spec: 'customer-details | forward or pay now | payment-method', from: 'customer-details', scenario: 'forward', to: 'payment-method' },
  { spec: 'payment-method | back | customer-details', from: 'payment-method', scenario: 'back', to: 'customer-details' },
  {
    spec: 'payment-method | forward (pay later) | confirmation',
    from: 'payment-method',
    scenario: 'forward',
    given: (s) => {
      s.order.payment.paymentChoice = 'Later';
    },
    to: 'confirmation',
  },
  ...(['CreditCard', 'Paypal', 'Afterpay', 'ApplePay'] as const).map((choice) => ({
    spec: `payment-method | pay now (${choice}) | payment`,
    from: 'payment-method',
    scenario: 'forward',
    given: (s: FunnelState) => {
      s.order.payment.paymentChoice = choice;
    },
    to: 'payment',
  })),
  {
    spec: 'payment-method | insurance | insurance-company',
    from: 'payment-method',
    scenario: 'forward',
    given: (s) => {
      s.order.payment.paymentChoice = 'Insurance';
    },
    to: 'insurance-company',
  },
  { spec: 'payment | back | payment-method', from: 'payment', scenario: 'back', to: 'payment-method' },
  { spec: 'payment | forward | confirmation', from: 'payment', scenario: 'forward', to: 'confirmation' },
  { spec: 'payment | pay-in-app error | payment-method with piaError=true', from: 'payment', scenario: 'piaError', to: 'payment-method', query: { piaError: 'true' } },
  // A success and a pay-in-app error are decided by payment.yaml (its forward and piaError): the return hands them there.
  { spec: 'payment-pia-return | error | payment-method with piaError=true', from: 'payment-pia-return', scenario: 'error', to: 'payment', query: { piaResult: 'error' }, then: { scenario: 'piaError', to: 'payment-method', query: { piaError: 'true' } } },
  { spec: 'payment-pia-return | card error | payment with piaErrorType', from: 'payment-pia-return', scenario: 'cardError', to: 'payment', query: { piaErrorType: 'CreditCard' } },
  { spec: 'payment-pia-return | Apple Pay error | payment with piaErrorType', from: 'payment-pia-return', scenario: 'applePayError', to: 'payment', query: { piaErrorType: 'ApplePay' } },
  { spec: 'payment-pia-return | Afterpay error | payment with piaErrorType', from: 'payment-pia-return', scenario: 'afterpayError', to: 'payment', query: { piaErrorType: 'Afterpay' } },
  { spec: 'payment-pia-return | success | confirmation', from: 'payment-pia-return', scenario: 'success', to: 'payment', query: { piaResult: 'success' }, then: { scenario: 'forward', to: 'confirmation' } },
  { spec: 'return-user | forward | load-session', from: 'return-user', scenario: 'forward', to: 'load-session' },
  { spec: 'return-user | restart | restart', from: 'return-user', scenario: 'restart', to: 'restart' },
];

describe('SPEC §2 navigation table', () => {
  it.each(rows)('$spec', ({ from, scenario, given, to, query, then }) => {
    const state = produce(createInitialState(), (draft) => given?.(draft));
    const decision = resolveNavigation(model, from, scenario, { state, guards: conditionGuards, constants: model.funnel.constants });
    expect(decision.to).toBe(to);
    expect(decision.query).toEqual(query ?? {});
    if (!then) return;
    // Handed on: the page it went to decides with its own scenario (its entry guard picks it from the query).
    const next = resolveNavigation(model, to, then.scenario, { state, guards: conditionGuards, constants: model.funnel.constants });
    expect(next.to).toBe(then.to);
    expect(next.query).toEqual(then.query ?? {});
  });

  it('explains each decision: which rule matched and why the earlier ones did not', () => {
    const state = produce(createInitialState(), replaceWindshield);
    const decision = resolveNavigation(model, 'vehicle-damage', 'forward', { state, guards: conditionGuards, constants: model.funnel.constants });
    expect(decision.to).toBe('estimate');
    expect(decision.trace.filter((t) => !t.matched).map((t) => t.to)).toEqual(['service-zip', 'vin-lookup', 'service-zip', 'vin-lookup']);
    expect(decision.trace.at(-1)).toMatchObject({ to: 'estimate', matched: true, reason: 'unconditional' });
  });

  it('raises an error for a scenario a page does not declare (SPEC §8 missing navigation mapping)', () => {
    const state = createInitialState();
    expect(() => resolveNavigation(model, 'vehicle', 'teleport', { state, guards: conditionGuards, constants: model.funnel.constants })).toThrow(
      /has no navigation for scenario "teleport"/,
    );
  });
});
