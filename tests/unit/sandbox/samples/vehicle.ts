import type { ContractSamples } from '../../../harness/ContractSample';

/** Well-formed calls of the vehicle service (api/contract/paths/vehicle.yaml). */
export const vehicleSamples: ContractSamples = {
  'vehicle.years': { params: {} },
  'vehicle.makes': { params: { year: 2020 } },
  'vehicle.models': { params: { year: 2020, make: 'Honda' } },
  'vehicle.styles': { params: { year: 2020, make: 'Honda', model: 'Civic' } },
  'vehicle.lookup': { params: { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan' } },
};
