/**
 * SPEC §4 coverage mappings (status and type from numbers) as the funnel reads a loaded session, and the SPEC §4–§6
 * policies the funnel acts on: NoComp, ITAC and the confirmed zero deductible.
 */
import { loadFunnelMessages } from '../../harness/loadFunnelConstants';
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { isConfirmedZeroDeductible, isItacPolicy, isNoCompPolicy, toCoverageNames } from '../../../engine/domain/coverage';
import { createInitialOrder, createInitialState, type FunnelState } from '../../../engine/domain/state';
import { fromApiOrder, toApiOrder } from '../../../engine/domain/toApiOrder';
import { toCoverageAlert } from '../../../engine/runtime/toCoverageAlert';

describe('toCoverageNames (SPEC §4: 0 Pending, 1 NoComp, 2 Verified; 0 None, 1 Deductible, 2 Itac, 3 NoComp)', () => {
  it.each([
    [{ coverageStatus: 0, coverageType: 0 }, { coverageStatus: 'Pending', coverageType: 'None' }],
    [{ coverageStatus: 1, coverageType: 3 }, { coverageStatus: 'NoComp', coverageType: 'NoComp' }],
    [{ coverageStatus: 2, coverageType: 1 }, { coverageStatus: 'Verified', coverageType: 'Deductible' }],
    [{ coverageStatus: '2', coverageType: ' 2 ' }, { coverageStatus: 'Verified', coverageType: 'Itac' }],
    [{ coverageStatus: 'Verified', coverageType: 'Itac' }, { coverageStatus: 'Verified', coverageType: 'Itac' }],
    [{ coverageStatus: 3, coverageType: 4 }, { coverageStatus: null, coverageType: null }],
    [{ coverageStatus: 'verified', coverageType: 1.5 }, { coverageStatus: null, coverageType: null }],
    [{}, { coverageStatus: null, coverageType: null }],
  ])('%o → %o', (given, expected) => {
    expect(toCoverageNames(given)).toEqual(expected);
  });

  it('a loaded order whose coverage was saved as numbers is kept by name', () => {
    const saved = JSON.parse(JSON.stringify(toApiOrder(createInitialOrder())));
    saved.payment.insuranceCoverage = { ...saved.payment.insuranceCoverage, coverageStatus: 2, coverageType: 3 };
    expect(fromApiOrder(saved).payment.insuranceCoverage).toMatchObject({ coverageStatus: 'Verified', coverageType: 'NoComp' });
  });
});

const insured = (recipe: (state: FunnelState) => void) =>
  produce(createInitialState(), (state) => {
    state.order.payment.isInsurance = true;
    recipe(state);
  });
const verified = (deductible: number | null, coverageType: FunnelState['order']['payment']['insuranceCoverage']['coverageType'] = 'Deductible') =>
  insured((state) => {
    Object.assign(state.order.payment.insuranceCoverage, { coverageStatus: 'Verified', coverageType });
    state.order.policy.currentDeductible = deductible;
  });

describe('the policies the funnel acts on (SPEC §4–§6)', () => {
  it.each([
    { name: 'verified, deductible 0', state: verified(0), zero: true, noComp: false, itac: false, alert: 'CONFIRMED_ZERO_DEDUCTIBLE' },
    { name: 'verified, deductible 100', state: verified(100), zero: false, noComp: false, itac: false, alert: null },
    { name: 'verified ITAC, deductible 0', state: verified(0, 'Itac'), zero: true, noComp: false, itac: true, alert: 'CONFIRMED_ZERO_DEDUCTIBLE' },
    { name: 'verified ITAC by the policy flag, deductible 50', state: produce(verified(50), (s) => void (s.order.policy.isItac = true)), zero: false, noComp: false, itac: true, alert: null },
    { name: 'deductible 9999 (not verified)', state: verified(9999), zero: false, noComp: false, itac: false, alert: null },
    { name: 'verified, type NoComp, deductible 0', state: verified(0, 'NoComp'), zero: false, noComp: true, itac: false, alert: 'NO_COMP_POLICY' },
    {
      name: 'status NoComp',
      state: insured((s) => void Object.assign(s.order.payment.insuranceCoverage, { coverageStatus: 'NoComp', coverageType: 'NoComp' })),
      zero: false,
      noComp: true,
      itac: false,
      alert: 'NO_COMP_POLICY',
    },
    { name: 'pending', state: insured((s) => void (s.order.payment.insuranceCoverage.coverageStatus = 'Pending')), zero: false, noComp: false, itac: false, alert: null },
    { name: 'no insurance at all', state: createInitialState(), zero: false, noComp: false, itac: false, alert: null },
  ])('$name: confirmed zero $zero, NoComp $noComp, ITAC $itac, told $alert', ({ state, zero, noComp, itac, alert }) => {
    expect(isConfirmedZeroDeductible(state, ['9999', '7777'])).toBe(zero);
    expect(isNoCompPolicy(state)).toBe(noComp);
    expect(isItacPolicy(state)).toBe(itac);
    expect(toCoverageAlert(state, ['9999', '7777'], loadFunnelMessages())?.subCategory ?? null).toBe(alert);
  });
});
