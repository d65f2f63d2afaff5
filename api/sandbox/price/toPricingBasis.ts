import { defaultAccounts } from '../account/defaultAccounts';
import type { PricingBasis } from './PricingContext';
import { toCents } from './toCents';
import { toDollars } from './toDollars';

/**
 * The pricing service's own rule (SPEC §4, §9: a deductible of 9999 or 7777 is not verified coverage); the funnel reads
 * the same list from funnel.yaml (constants.unverifiedDeductibles).
 */
const unverifiedDeductibles: readonly number[] = [9999, 7777];

/** What decides cash or insurance pricing. */
export interface CoverageFacts {
  coverageStatus: 'Pending' | 'NoComp' | 'Verified' | null | undefined;
  deductible: number | null | undefined;
  parentAccountNumber: string | null | undefined;
}

/** The pricing basis, the deductible applied (insurance only) and why. */
export interface PricingBasisChoice {
  pricingBasis: PricingBasis;
  deductible: number | null;
  pricingReason: string;
}

/**
 * Insurance pricing only when coverage counts as verified (SPEC §4: status Verified and a deductible other than 9999
 * or 7777) and the parent account is not the cash parent (SPEC §6, §9); anything else is priced as cash.
 */
export function toPricingBasis(facts: CoverageFacts): PricingBasisChoice {
  const cash = (pricingReason: string): PricingBasisChoice => ({ pricingBasis: 'Cash', deductible: null, pricingReason });
  const { coverageStatus, deductible, parentAccountNumber } = facts;
  if (!coverageStatus) return cash('No insurance coverage was given: priced as cash.');
  if (coverageStatus !== 'Verified') return cash(`Coverage is ${coverageStatus}, not Verified: priced as cash (SPEC §4).`);
  if (deductible === null || deductible === undefined) return cash('Coverage is Verified but no deductible was given: priced as cash.');
  if (unverifiedDeductibles.includes(deductible)) {
    return cash(`A deductible of ${deductible} means coverage is not verified (SPEC §4, §9): priced as cash.`);
  }
  if (parentAccountNumber === defaultAccounts.cashParentAccountNumber) {
    return cash(`The parent account ${parentAccountNumber} is the cash parent account (SPEC §9): priced as cash.`);
  }
  const confirmedZero = deductible === 0 ? ' (a confirmed zero deductible, SPEC §4)' : '';
  // Money is whole cents, rounded half up like every amount (100.005 → 100.01).
  const applied = toDollars(toCents(deductible));
  return {
    pricingBasis: 'Insurance',
    deductible: applied,
    pricingReason: `Coverage is Verified with a deductible of ${applied}${confirmedZero}: the customer pays the deductible.`,
  };
}
