import type { VehicleRecord } from '../catalog/types';
import { mobileFeePrice } from '../data/partsPrices';
import { toFeeLineItem } from './toFeeLineItem';
import { toProviderNumber } from './toProviderNumber';
import type { DamageKind, LineItem } from './types';

/** What the mobile fee depends on (SPEC §7 mobile fee part query). */
export interface MobileFeeRequest {
  vehicle: VehicleRecord;
  serviceType: DamageKind;
  providerNumber: string;
  coverageStatus?: 'Pending' | 'NoComp' | 'Verified';
  coverageType?: 'None' | 'Deductible' | 'Itac' | 'NoComp';
}

/**
 * The MOBILE FEE item (SPEC §3): free when insurance coverage is verified and not NoComp (the insurer pays the trip);
 * otherwise by damage kind, with a surcharge for big trucks, motor homes and semi tractors. The description names the
 * provider with its number normalised (SPEC §5, toProviderNumber). Labour only; not insurable.
 */
export function getMobileFee(request: MobileFeeRequest): LineItem {
  const { vehicle } = request;
  const providerNumber = toProviderNumber(request.providerNumber);
  const isCovered = request.coverageStatus === 'Verified' && request.coverageType !== 'NoComp';
  const isLarge = vehicle.isBigTruck || vehicle.category === 'MOTOR HOME' || vehicle.category === 'SEMI';
  const fee = isCovered ? 0 : mobileFeePrice[request.serviceType] + (isLarge ? mobileFeePrice.largeVehicleSurcharge : 0);
  return toFeeLineItem({
    id: 'MOBILE FEE',
    partNumber: 'MOBILE-FEE',
    partType: 'MOBILE FEE',
    description: isCovered
      ? `Mobile service by provider ${providerNumber}, covered by your insurance`
      : `Mobile service by provider ${providerNumber}`,
    kitPrice: 0,
    laborAmount: fee,
    isInsurable: false,
  });
}
