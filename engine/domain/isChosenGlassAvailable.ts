/** SPEC §5 damage options check: every chosen glass must be among the available options for its location. */
import type { FunnelState } from './state';
import { toAvailableGlass } from './toAvailableGlass';

/** One location of the SPEC §7 damage options answer: the glass names that can be replaced there. */
export interface GlassOptions {
  availableReplacementOptions?: Array<string | { glassName: string }>;
}

/** SPEC §7 damage options response: per location, the glass that can be replaced. */
export interface DamageOptions {
  windshieldOptions?: GlassOptions;
  driverSideOptions?: GlassOptions;
  passengerSideOptions?: GlassOptions;
  backGlassOptions?: GlassOptions;
}

/** Where the vehicle's damage options are kept once loaded. */
export const damageOptionsPath = ['vehicle-damage', 'damageOptions'] as const;

/** The damage options loaded for the current vehicle, if any. */
export function getDamageOptions(state: FunnelState): DamageOptions | null {
  const options = state.user.pageData[damageOptionsPath[0]]?.[damageOptionsPath[1]];
  return options && typeof options === 'object' ? (options as DamageOptions) : null;
}

/** Whether every chosen glass is available for this vehicle; true when nothing is chosen or no options are known yet. */
export function isChosenGlassAvailable(state: FunnelState): boolean {
  const options = getDamageOptions(state);
  if (!options) return true;
  const available = toAvailableGlass(options);
  return state.order.damage.glassToReplace.every((glass) => available[glass.glassLocation]?.includes(glass.glassName) ?? false);
}
