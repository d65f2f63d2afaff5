import type { VehicleRecord } from '../catalog/types';
import { getAvailableGlass } from './getAvailableGlass';
import { getWindshieldSize, type WindshieldSize } from './getWindshieldSize';
import { toFeeLineItem } from './toFeeLineItem';
import { toStableNumber } from './toStableNumber';
import type { LineItem } from './types';

/** The smallest driver-side blade (inches) by how large the windshield is. */
const driverBladeBase: Record<WindshieldSize, number> = { car: 22, large: 24, oversized: 28 };

/**
 * The wiper extras of a vehicle (SPEC §3 FRONT WIPER, REAR WIPER): a front pair sized for the vehicle, and a rear blade
 * when its back glass is Back glass (getAvailableGlass: cars, SUVs, vans, motor homes; not pickups, convertibles,
 * cab-chassis or tractors). Priced by blade length; no labour; not insurable. SPEC §5: wipers stay out of the
 * tier-one package price (the price service's concern).
 */
export function getWipers(vehicle: VehicleRecord): LineItem[] {
  const driver = driverBladeBase[getWindshieldSize(vehicle)] + toStableNumber(`${vehicle.carId}|wiper-driver`, 5);
  const passenger = driver - 4 - toStableNumber(`${vehicle.carId}|wiper-passenger`, 5);
  const wipers = [
    toFeeLineItem({
      id: 'FRONT WIPER',
      partNumber: `WIPER-F-${driver}${passenger}`,
      partType: 'FRONT WIPER',
      description: `Front wiper blades, ${driver}" and ${passenger}"`,
      kitPrice: 24.99 + 2 * (driver - 20),
      laborAmount: 0,
      isInsurable: false,
    }),
  ];
  if (getAvailableGlass(vehicle).Rear.includes('Back')) {
    const rear = 10 + toStableNumber(`${vehicle.carId}|wiper-rear`, 7);
    wipers.push(
      toFeeLineItem({
        id: 'REAR WIPER',
        partNumber: `WIPER-R-${rear}`,
        partType: 'REAR WIPER',
        description: `Rear wiper blade, ${rear}"`,
        kitPrice: 14.99 + (rear - 10),
        laborAmount: 0,
        isInsurable: false,
      }),
    );
  }
  return wipers;
}
