import type { ContractSamples } from '../../../harness/ContractSample';
import type { TestSandbox } from '../../../harness/createTestSandbox';

/** The carId of the 2020 Honda Civic 4 Door Sedan (catalog: api/sandbox/data/vehicle-catalog.json). */
export async function getCivicCarId(sandbox: TestSandbox): Promise<number> {
  const answer = await sandbox.call('vehicle.lookup', { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' });
  return answer.body.carId as number;
}

/** Well-formed calls of the location service (api/contract/paths/location.yaml). */
export const locationSamples: ContractSamples = {
  'location.zip': { params: { zip: '85016', damageKind: 'Replace' } },
  'location.serviceability': {
    params: async (sandbox) => ({
      zip: '85016',
      carId: await getCivicCarId(sandbox),
      parentAccountNumber: '167132',
      referralSequenceNumber: '1',
      applicationName: 'FMG',
      lineItems: [{ partNumber: 'FW04567GTY', partType: 'WINDSHIELD', requiresRecalibration: false }],
      glassPieces: [{ location: 'Windshield', name: 'Front' }],
      isHeavyTruckVehicle: false,
    }),
  },
  'location.alertReasons': { params: { ctu: 'AZ-PHX' } },
  'location.providers': {
    params: async (sandbox) => ({ zip: '85016', damageKind: 'Replace', resultCount: 100, parent: '167132', carId: await getCivicCarId(sandbox), isBigTruck: false }),
  },
  'location.closestShops': { params: async (sandbox) => ({ zip: '85016', carId: await getCivicCarId(sandbox) }) },
};
