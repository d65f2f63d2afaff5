/** SPEC §5 damage options check: every chosen glass must be among the available options for its location. */
import type { GlassPiece } from './state';
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

/** Damage options as loaded (anything else is none). */
export function toDamageOptions(options: unknown): DamageOptions | null {
  return options && typeof options === 'object' ? (options as DamageOptions) : null;
}

/** Whether every chosen glass is available for this vehicle; true when nothing is chosen or no options are known yet. */
export function isChosenGlassAvailable(glassToReplace: readonly GlassPiece[] | null | undefined, damageOptions: unknown): boolean {
  const options = toDamageOptions(damageOptions);
  if (!options) return true;
  const available = toAvailableGlass(options);
  return (glassToReplace ?? []).every((glass) => available[glass.glassLocation]?.includes(glass.glassName) ?? false);
}
