/** SPEC §5 damage options check: every chosen glass must be among the available options for its location. */
import type { GlassLocation, FunnelState } from './state';

/** SPEC §7 damage options response: per location, the glass that can be replaced. */
export interface DamageOptions {
  windshieldOptions?: { availableReplacementOptions?: Array<string | { glassName: string }> };
  driverSideOptions?: { availableReplacementOptions?: Array<string | { glassName: string }> };
  passengerSideOptions?: { availableReplacementOptions?: Array<string | { glassName: string }> };
  backGlassOptions?: { availableReplacementOptions?: Array<string | { glassName: string }> };
}

const optionsKeyByLocation: Record<GlassLocation, keyof DamageOptions> = {
  Windshield: 'windshieldOptions',
  Driver: 'driverSideOptions',
  Passenger: 'passengerSideOptions',
  Rear: 'backGlassOptions',
};

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
  return state.order.damage.glassToReplace.every((glass) => {
    const available = options[optionsKeyByLocation[glass.glassLocation]]?.availableReplacementOptions ?? [];
    return available.some((option) => (typeof option === 'string' ? option : option.glassName) === glass.glassName);
  });
}
