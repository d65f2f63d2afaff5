/** SPEC §4 coverage mappings and the verified-insurance rules. */
import type { FunnelConstants } from '../config/types';
import type { FunnelState, InsuranceCoverage } from './state';

const coverageStatuses = ['Pending', 'NoComp', 'Verified'] as const;
const coverageTypes = ['None', 'Deductible', 'Itac', 'NoComp'] as const;

/** SPEC §4: coverage status from a number: 0 Pending, 1 NoComp, 2 Verified. */
export function toCoverageStatus(code: number): InsuranceCoverage['coverageStatus'] {
  return coverageStatuses[code] ?? null;
}

/** SPEC §4: and back. */
export function toCoverageStatusCode(status: InsuranceCoverage['coverageStatus']): number | null {
  const index = status === null ? -1 : coverageStatuses.indexOf(status);
  return index < 0 ? null : index;
}

/** SPEC §4: coverage type from a number: 0 None, 1 Deductible, 2 Itac, 3 NoComp. */
export function toCoverageType(code: number): InsuranceCoverage['coverageType'] {
  return coverageTypes[code] ?? null;
}

/** The SPEC §9 constants the verified-insurance rules read (funnel.yaml). */
export type CoverageConstants = Pick<FunnelConstants, 'unverifiedDeductibles' | 'referralNumberLength'>;

/**
 * A loaded coverage (SPEC §4 mappings): a status and a type given by name, or by number (as another funnel or the order
 * service saves them, also as digit strings), both as the state keeps them: by name; anything else is null.
 */
export function toCoverageNames(coverage: { coverageStatus?: unknown; coverageType?: unknown }): Pick<InsuranceCoverage, 'coverageStatus' | 'coverageType'> {
  const toName = <Name extends string>(value: unknown, names: readonly Name[]): Name | null => {
    if (typeof value === 'string' && (names as readonly string[]).includes(value)) return value as Name;
    const code = typeof value === 'number' ? value : typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : NaN;
    return Number.isInteger(code) ? (names[code] ?? null) : null;
  };
  return { coverageStatus: toName(coverage.coverageStatus, coverageStatuses), coverageType: toName(coverage.coverageType, coverageTypes) };
}

/**
 * SPEC §4: verified only when the status is Verified and the deductible is not one of SPEC §9's unverified deductibles
 * (funnel.yaml unverifiedDeductibles: 9999 and 7777).
 */
export function isInsuranceVerified(state: FunnelState, unverifiedDeductibles: readonly string[]): boolean {
  const deductible = state.order.policy.currentDeductible;
  return (
    state.order.payment.insuranceCoverage.coverageStatus === 'Verified' &&
    !(deductible !== null && unverifiedDeductibles.some((unverified) => Number(unverified) === Number(deductible)))
  );
}

/** SPEC §4: zero deductible with verified coverage and not NoComp counts as confirmed zero. */
export function isConfirmedZeroDeductible(state: FunnelState, unverifiedDeductibles: readonly string[]): boolean {
  return (
    isInsuranceVerified(state, unverifiedDeductibles) &&
    Number(state.order.policy.currentDeductible) === 0 &&
    state.order.policy.currentDeductible !== null &&
    state.order.payment.insuranceCoverage.coverageType !== 'NoComp' &&
    state.order.policy.isNoComp !== true
  );
}

/** SPEC §4–§6 NoComp policy (no comprehensive coverage: insurance does not pay for glass), by status, type or policy. */
export function isNoCompPolicy(state: FunnelState): boolean {
  const { insuranceCoverage } = state.order.payment;
  return insuranceCoverage.coverageStatus === 'NoComp' || insuranceCoverage.coverageType === 'NoComp' || state.order.policy.isNoComp === true;
}

/** SPEC §4–§6 ITAC policy, by coverage type or policy flag. */
export function isItacPolicy(state: FunnelState): boolean {
  return state.order.payment.insuranceCoverage.coverageType === 'Itac' || state.order.policy.isItac === true;
}

/** SPEC §4: a referral number of SPEC §9's length (funnel.yaml referralNumberLength: 6) triggers verified redirecting. */
export function hasRedirectingReferralNumber(state: FunnelState, referralNumberLength: number): boolean {
  const referral = state.order.referralNumber ?? state.cookie.ReferralNumber;
  return typeof referral === 'string' && referral.length === referralNumberLength;
}

/** SPEC §2: the heritage jumps happen when insurance is verified or a redirecting referral number exists. */
export function isVerifiedRedirect(state: FunnelState, constants: CoverageConstants): boolean {
  return isInsuranceVerified(state, constants.unverifiedDeductibles) || hasRedirectingReferralNumber(state, constants.referralNumberLength);
}
