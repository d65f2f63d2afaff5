/** Business rules of SPEC §4–§5 as plain functions, one table per rule. */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { canUseApplePay } from '../../../engine/domain/canUseApplePay';
import {
  isConfirmedZeroDeductible,
  isInsuranceVerified,
  toCoverageStatus,
  toCoverageStatusCode,
  toCoverageType,
} from '../../../engine/domain/coverage';
import { isChosenGlassAvailable } from '../../../engine/domain/isChosenGlassAvailable';
import { getQueryValue, readQueryParameters } from '../../../engine/domain/queryParameters';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { toExternalParameters } from '../../../engine/domain/toExternalParameters';
import { vinIsOptional } from '../../../engine/domain/vinIsOptional';
import { conditionGuards } from '../../../engine/domain/conditionGuards';
import { evaluateCondition } from '../../../engine/runtime/evaluateCondition';
import type { Condition } from '../../../engine/config/types';
import { loadFunnelConstants } from '../../harness/loadFunnelConstants';

/** The shipped funnel.yaml constants (SPEC §9 values). */
const constants = loadFunnelConstants();

const state = (recipe: (s: FunnelState) => void) => produce(createInitialState(), recipe);

describe('SPEC §4 coverage mappings', () => {
  it.each([
    [0, 'Pending'],
    [1, 'NoComp'],
    [2, 'Verified'],
  ] as const)('status %i ↔ %s', (code, status) => {
    expect(toCoverageStatus(code)).toBe(status);
    expect(toCoverageStatusCode(status)).toBe(code);
  });

  it.each([
    [0, 'None'],
    [1, 'Deductible'],
    [2, 'Itac'],
    [3, 'NoComp'],
  ] as const)('type %i → %s', (code, type) => {
    expect(toCoverageType(code)).toBe(type);
  });

  it.each([
    ['Verified', 500, true],
    ['Verified', 0, true],
    ['Verified', 9999, false],
    ['Verified', 7777, false],
    ['Pending', 500, false],
    ['NoComp', 0, false],
  ] as const)('status %s with deductible %i counts as verified: %s', (status, deductible, verified) => {
    const s = state((d) => {
      d.order.payment.insuranceCoverage.coverageStatus = status;
      d.order.policy.currentDeductible = deductible;
    });
    expect(isInsuranceVerified(s, constants.unverifiedDeductibles)).toBe(verified);
  });

  it.each([
    ['Deductible', 0, true],
    ['NoComp', 0, false],
    ['Deductible', 100, false],
  ] as const)('zero deductible confirmed with coverage type %s and deductible %i: %s', (type, deductible, expected) => {
    const s = state((d) => {
      d.order.payment.insuranceCoverage.coverageStatus = 'Verified';
      d.order.payment.insuranceCoverage.coverageType = type;
      d.order.policy.currentDeductible = deductible;
    });
    expect(isConfirmedZeroDeductible(s, constants.unverifiedDeductibles)).toBe(expected);
  });
});

describe('SPEC §5 a VIN is optional when…', () => {
  const windshield = [{ glassLocation: 'Windshield', glassName: 'Front' }] as const;
  it.each([
    ['a windshield replacement on a 2020 Honda: required', { make: 'Honda', year: 2020 }, {}, false],
    ['the damage is a repair', { make: 'Honda', year: 2020 }, { isRepair: true }, true],
    ['no windshield is to be replaced', { make: 'Honda', year: 2020 }, { glass: [{ glassLocation: 'Rear', glassName: 'Back' }] }, true],
    ['the vehicle is a VIN-optional vehicle', { make: 'Honda', year: 2020, vehicleSpecialClass: 'VIN_OPTIONAL' }, {}, true],
    ['SuppressVinCapture is on', { make: 'Honda', year: 2020 }, { suppress: 'true' }, true],
    ['a listed car (Ferrari)', { make: 'Ferrari', year: 2020 }, {}, true],
    ['a Porsche of any year', { make: 'Porsche', year: 2024 }, {}, true],
    ['a BMW before 2010', { make: 'BMW', year: 2009 }, {}, true],
    ['a BMW from 2010: required', { make: 'BMW', year: 2010 }, {}, false],
    ['a Volkswagen before 2010', { make: 'Volkswagen', year: 2005 }, {}, true],
    ['an Audi before 2010 (any case)', { make: 'AUDI', year: 2001 }, {}, true],
    ['a Toyota before 2010: required', { make: 'Toyota', year: 2001 }, {}, false],
  ] as const)('%s', (_name, vehicle, damage, expected) => {
    const s = state((d) => {
      Object.assign(d.order.vehicle, vehicle);
      d.order.damage.isRepair = 'isRepair' in damage ? damage.isRepair : false;
      d.order.damage.glassToReplace = [...('glass' in damage ? damage.glass : windshield)];
      if ('suppress' in damage) d.settings.SuppressVinCapture = damage.suppress;
    });
    expect(vinIsOptional(s)).toBe(expected);
  });
});

describe('SPEC §5 damage options check', () => {
  const options = {
    windshieldOptions: { availableReplacementOptions: ['Front'] },
    driverSideOptions: { availableReplacementOptions: [{ glassName: 'Front' }, { glassName: 'Back' }] },
  };
  it.each([
    ['windshield available', [{ glassLocation: 'Windshield', glassName: 'Front' }], true],
    ['driver back window available', [{ glassLocation: 'Driver', glassName: 'Back' }], true],
    ['driver vent not offered', [{ glassLocation: 'Driver', glassName: 'Vent' }], false],
    ['rear glass not offered at all', [{ glassLocation: 'Rear', glassName: 'Back' }], false],
  ] as const)('%s', (_name, glass, expected) => {
    const s = state((d) => {
      d.order.damage.glassToReplace = [...glass];
      d.user.pageData['vehicle-damage'] = { damageOptions: options };
    });
    expect(isChosenGlassAvailable(s.order.damage.glassToReplace, s.user.pageData['vehicle-damage']?.damageOptions)).toBe(expected);
  });
});

describe('SPEC §5 external-link parameters', () => {
  const vehicle = { vehicleyear: '2020', vehiclemake: 'Honda', vehiclemodel: 'Civic', vehiclestyle: '4 Door Sedan' };
  it('are accepted only when year, make, model and style are all present', () => {
    expect(toExternalParameters({ ...vehicle, vehiclestyle: undefined }).accepted).toBe(false);
    expect(toExternalParameters(vehicle).accepted).toBe(true);
    expect(toExternalParameters({ ...vehicle, vehicleyear: '20x0' }).accepted).toBe(false);
  });
  it.each([
    ['WINDSHIELDREPLACE sets repair false and clears the chips', { vehicledamage: 'windshieldreplace', numberofchips: '2' }, { isRepair: false, numberOfChips: null }],
    ['WINDSHIELDREPAIR sets repair true with the chips', { vehicledamage: 'WINDSHIELDREPAIR', numberofchips: '2' }, { isRepair: true, numberOfChips: 2 }],
    ['WINDSHIELDREPAIR without numberofchips is not applied', { vehicledamage: 'WINDSHIELDREPAIR' }, { isRepair: null, numberOfChips: null }],
  ])('%s', (_name, extra, damage) => {
    expect(toExternalParameters({ ...vehicle, ...extra }).external.vehicleDamage).toMatchObject(damage);
  });
  it.each([
    ['TRUE', true, 'gold'],
    ['true', true, 'gold'],
    ['yes', false, null],
  ])('isinsurance=%s marks insurance %s and keeps the service package %s (lower-cased)', (value, isInsurance, pkg) => {
    const { external } = toExternalParameters({ ...vehicle, isinsurance: value, servicepackage: 'GOLD' });
    expect(external.quote).toEqual({ isInsurance, servicePackage: pkg });
  });
  it('ignores the VIN selection for a repair', () => {
    const repair = toExternalParameters({ ...vehicle, vehicledamage: 'WINDSHIELDREPAIR', numberofchips: '1', vinselection: 'manualVin' });
    const replace = toExternalParameters({ ...vehicle, vehicledamage: 'WINDSHIELDREPLACE', vinselection: 'manualVin' });
    expect(repair.external.estimate.vinSelection).toBeNull();
    expect(replace.external.estimate.vinSelection).toBe('manualVin');
  });
});

describe('SPEC §5 Apple Pay', () => {
  it.each([
    ['Mac Safari that can pay', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 Safari/605.1.15', true, true],
    ['iOS 17', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15', true, true],
    ['iOS 16', 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15', true, false],
    ['a Mac that cannot pay', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1)', false, false],
    ['Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', true, false],
  ])('%s', (_name, userAgent, canPay, expected) => {
    expect(canUseApplePay(userAgent, canPay, constants.applePayMinimumIosVersion)).toBe(expected);
  });
});

describe('SPEC §2 query parameters', () => {
  it('are read case-insensitively under their canonical names, the first occurrence winning', () => {
    expect(readQueryParameters('?FMGPAGE=quote&ZipCode=85001&zipcode=99999&unknown=1')).toEqual({ fmgPage: 'quote', zipcode: '85001' });
  });
  it('reads an unstored value case-insensitively', () => {
    expect(getQueryValue('?Offer=cash', 'offer')).toBe('cash');
    expect(getQueryValue('', 'offer')).toBeNull();
  });
});

describe('the condition language (DESIGN principle 5)', () => {
  const s = state((d) => {
    d.order.vehicle.year = 2020;
    d.user.pageData.stages = { partChoices: [{}, {}] };
    d.order.serviceLocation.state = 'AZ';
    d.user.pageData['address-lookup'] = { licenseState: 'AZ', zipInfo: { state: { state: 'FL' } } };
  });
  it.each<[string, Condition, boolean]>([
    ['truthy', { truthy: 'order.vehicle.year' }, true],
    ['falsy of a null', { falsy: 'order.vehicle.make' }, true],
    ['eq', { eq: ['order.vehicle.year', 2020] }, true],
    ['ne null', { ne: ['order.vehicle.year', null] }, true],
    ['in', { in: ['order.vehicle.year', [2019, 2021]] }, false],
    ['minItems', { minItems: ['user.pageData.stages.partChoices', 2] }, true],
    ['same: two paths holding equal values', { same: ['order.serviceLocation.state', 'user.pageData.address-lookup.licenseState'] }, true],
    ['same: two paths holding different values', { same: ['user.pageData.address-lookup.zipInfo.state.state', 'user.pageData.address-lookup.licenseState'] }, false],
    ['same: two absent paths', { same: ['order.vehicle.vin', 'user.pageData.nothing.here'] }, true],
    ['empty of a missing open path', { empty: 'user.pageData.nothing.here' }, true],
    ['not / any / all', { all: [{ not: { truthy: 'order.vehicle.make' } }, { any: [{ falsy: 'order.vehicle.year' }, { truthy: 'order.vehicle.year' }] }] }, true],
    ['a named guard', { guard: 'vinIsOptional' }, true],
  ])('%s', (_name, condition, expected) => {
    expect(evaluateCondition(condition, { state: s, guards: conditionGuards, constants }).value).toBe(expected);
  });

  it('an unknown operator or guard is an error, never a silent false', () => {
    expect(() => evaluateCondition({ bogus: 'x' } as unknown as Condition, { state: s, guards: conditionGuards, constants })).toThrow(/Unknown condition operator/);
    expect(() => evaluateCondition({ guard: 'nope' }, { state: s, guards: conditionGuards, constants })).toThrow(/No guard named "nope"/);
  });
});
