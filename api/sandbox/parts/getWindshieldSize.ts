import type { VehicleRecord } from '../catalog/types';

/** How large a vehicle's windshield is, which prices its wipers and rain repel. */
export type WindshieldSize = 'car' | 'large' | 'oversized';

/** The windshield size of a vehicle: cars; then SUVs, pickups and vans; then motor homes and semi tractors. */
export function getWindshieldSize(vehicle: VehicleRecord): WindshieldSize {
  if (vehicle.category === 'MOTOR HOME' || vehicle.category === 'SEMI') return 'oversized';
  return vehicle.category === 'CAR' ? 'car' : 'large';
}
