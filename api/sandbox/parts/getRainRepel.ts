import type { VehicleRecord } from '../catalog/types';
import { rainRepelPrice } from '../data/partsPrices';
import { getWindshieldSize } from './getWindshieldSize';
import { toFeeLineItem } from './toFeeLineItem';
import type { LineItem } from './types';

/**
 * The rain repel treatment of a vehicle's windshield (SPEC §3 RAIN REPEL), priced by windshield size: cars, then SUVs,
 * pickups and vans, then motor homes and semi tractors. No labour; not insurable.
 */
export function getRainRepel(vehicle: VehicleRecord): LineItem {
  const size = getWindshieldSize(vehicle);
  return toFeeLineItem({
    id: 'RAIN REPEL',
    partNumber: `RAIN-REPEL-${size === 'car' ? 'S' : size === 'large' ? 'M' : 'L'}`,
    partType: 'RAIN REPEL',
    description: 'Rain repel windshield treatment',
    kitPrice: rainRepelPrice[size],
    laborAmount: 0,
    isInsurable: false,
  });
}
