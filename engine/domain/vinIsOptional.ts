/** SPEC §5: when the customer may go on without a VIN. */
import type { FunnelState } from './state';

/** SPEC §5 "certain listed cars": low-volume makes whose glass is chosen without a VIN (the SPEC's list is not shown). */
export const vinOptionalMakes = ['Ferrari', 'Lamborghini', 'Bentley', 'Rolls-Royce', 'Maserati', 'McLaren', 'Aston Martin'];

/** SPEC §5: BMW, Volkswagen and Audi before this model year need no VIN. */
export const vinRequiredFromYear = 2010;

/** The special-class value that marks a VIN-optional vehicle in the vehicle lookup. */
export const vinOptionalSpecialClass = 'VIN_OPTIONAL';

/**
 * SPEC §5: a VIN is optional when the damage is a repair; the vehicle is a VIN-optional vehicle; no windshield is to
 * be replaced; the SuppressVinCapture setting is true; for listed cars; for Porsche; for BMW, Volkswagen and Audi
 * before model year 2010.
 */
export function vinIsOptional(state: FunnelState): boolean {
  const { vehicle, damage } = state.order;
  if (damage.isRepair === true) return true;
  if (vehicle.vehicleSpecialClass === vinOptionalSpecialClass) return true;
  if (!damage.glassToReplace.some((glass) => glass.glassLocation === 'Windshield')) return true;
  const suppress = state.settings.SuppressVinCapture;
  if (suppress === true || String(suppress).toLowerCase() === 'true') return true;
  const make = (vehicle.make ?? '').toLowerCase();
  if (vinOptionalMakes.some((listed) => listed.toLowerCase() === make)) return true;
  if (make === 'porsche') return true;
  if (['bmw', 'volkswagen', 'audi'].includes(make) && vehicle.year !== null && vehicle.year < vinRequiredFromYear) {
    return true;
  }
  return false;
}
