import { getSettingNumber } from './getSettingNumber';
import type { FunnelState } from './state';

/**
 * How many insurance companies the insurance-company page shows as quick-pick tabs above its search (SPEC §9 insurance
 * tab display thresholds). Choice (the SPEC names the keys only): internal traffic, a visit that came with a referral
 * number from an agent or insurer, uses InsuranceTabDisplayThresholdInternal; everyone else
 * InsuranceTabDisplayThresholdExternal. No setting, or not a whole number of at least 1, shows no tabs.
 */
export function getInsuranceTabCount(state: Pick<FunnelState, 'settings' | 'order'>): number {
  const isInternal = Boolean(state.order.referralNumber);
  const key = isInternal ? 'InsuranceTabDisplayThresholdInternal' : 'InsuranceTabDisplayThresholdExternal';
  const count = getSettingNumber(state.settings, key);
  return count !== null && Number.isInteger(count) && count >= 1 ? count : 0;
}
