import type { VehicleRecord } from '../catalog/types';
import type { GlassLocation, GlassName } from './types';

/** The glass a vehicle has, by SPEC §3 glass location, each list in SPEC §3 glass-name order. */
export type AvailableGlass = Record<GlassLocation, GlassName[]>;

/** Model years before this one have vent windows in the front doors. */
const lastVentYear = 1999;

/**
 * The damage options rule (SPEC §7 damage options, SPEC §5 "every chosen glass must be among the available replacement
 * options for its location"):
 * - windshield: Front always;
 * - driver and passenger side: Front always; Back for 4-door styles, SUVs, vans, wagons and crew cabs; Quarter for
 *   SUVs, vans and wagons; Vent before model year 2000;
 * - back glass: Back for cars, SUVs and vans; Stationary and Slider for pickups; none for convertibles and cab-chassis
 *   styles. Choice: motor homes have Back back glass like vans; semi tractors have Stationary back glass for a day cab
 *   and none for a sleeper cab (its berth has no rear window).
 */
export function getAvailableGlass(vehicle: VehicleRecord): AvailableGlass {
  const style = vehicle.style.toLowerCase();
  const subType = vehicle.vehicleSubType.toLowerCase();
  const isVan = vehicle.category === 'VAN' || vehicle.category === 'COMMERCIAL VAN';
  const isSuv = vehicle.category === 'SUV';
  const isWagon = subType === 'wagon' || style.includes('wagon');
  const isFourDoor = style.startsWith('4 door');
  const isCrewCab = style.includes('crew cab');

  const side: GlassName[] = ['Front'];
  if (isFourDoor || isSuv || isVan || isWagon || isCrewCab) side.push('Back');
  if (isSuv || isVan || isWagon) side.push('Quarter');
  if (vehicle.year <= lastVentYear) side.push('Vent');

  return {
    Windshield: ['Front'],
    Driver: [...side],
    Passenger: [...side],
    Rear: getBackGlass(vehicle, style, subType),
  };
}

/** The back glass names of a vehicle (see getAvailableGlass). */
function getBackGlass(vehicle: VehicleRecord, style: string, subType: string): GlassName[] {
  if (subType === 'convertible' || subType === 'chassis cab' || style.includes('chassis')) return [];
  if (subType === 'pickup' || style.includes('pickup')) return ['Stationary', 'Slider'];
  if (vehicle.category === 'SEMI') return style.includes('sleeper') ? [] : ['Stationary'];
  return ['Back'];
}
