/** SPEC §5 damage options check: the glass this vehicle has, per location, from its damage options (SPEC §7). */
import type { DamageOptions } from './isChosenGlassAvailable';
import { glassLocations, glassNames, type GlassLocation, type GlassName } from './state';

/** The key of each SPEC §3 glass location in the damage options answer (SPEC §7). */
const optionsKeyByLocation: Record<GlassLocation, keyof DamageOptions> = {
  Windshield: 'windshieldOptions',
  Driver: 'driverSideOptions',
  Passenger: 'passengerSideOptions',
  Rear: 'backGlassOptions',
};

/**
 * The glass names that may be chosen at each location: the location's availableReplacementOptions (names, or objects
 * with a glassName), keeping only SPEC §3 glass names, in SPEC §3 order, each once. A location the answer leaves out
 * has nothing to choose.
 */
export function toAvailableGlass(options: DamageOptions): Record<GlassLocation, GlassName[]> {
  const available = {} as Record<GlassLocation, GlassName[]>;
  for (const location of glassLocations) {
    const listed = options[optionsKeyByLocation[location]]?.availableReplacementOptions ?? [];
    const names = new Set(listed.map((option) => (typeof option === 'string' ? option : option?.glassName)));
    available[location] = glassNames.filter((name) => names.has(name));
  }
  return available;
}
