import { isLoggingOption } from './isLoggingOption';
import { isSettingOn } from './isSettingOn';
import type { FunnelState } from './state';

/**
 * The log-enabled flag every call's headers carry (SPEC §7): on when the visitor has a logging option (SPEC §9, set by
 * the `log` parameter) or the DynamoLogging experiment setting (SPEC §9) turns logging on for the device.
 */
export function isLogEnabled(state: Pick<FunnelState, 'settings' | 'user'>): boolean {
  return isLoggingOption(state.user.loggingOption) || isSettingOn(state.settings, 'DynamoLogging');
}
