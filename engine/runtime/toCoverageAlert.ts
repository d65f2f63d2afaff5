import { isConfirmedZeroDeductible, isNoCompPolicy } from '../domain/coverage';
import type { FunnelMessages } from '../config/types';
import type { FunnelState } from '../domain/state';
import type { FunnelAlert } from './GuardContext';

/**
 * SPEC §4–§6: what a loaded session's (or a referral's) coverage means for the visitor, told once as it loads: a
 * confirmed zero deductible (verified, $0, not NoComp) leaves nothing to pay; a NoComp policy does not pay for glass, so
 * the order is paid on one's own. Other coverage needs no word here.
 */
export function toCoverageAlert(state: FunnelState, unverifiedDeductibles: readonly string[], messages: FunnelMessages): FunnelAlert | null {
  if (isConfirmedZeroDeductible(state, unverifiedDeductibles)) {
    return {
      category: 'PAGE_ALERT',
      subCategory: 'CONFIRMED_ZERO_DEDUCTIBLE',
      text: messages.confirmedZeroDeductible,
      style: 'success',
      dismissible: true,
    };
  }
  if (isNoCompPolicy(state)) {
    return {
      category: 'PAGE_ALERT',
      subCategory: 'NO_COMP_POLICY',
      text: messages.noCompPolicy,
      style: 'info',
      dismissible: true,
    };
  }
  return null;
}
