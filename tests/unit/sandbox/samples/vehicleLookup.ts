import { vehicleLookups } from '../../../../api/sandbox/data/vehicle-lookups';
import type { ContractSamples } from '../../../harness/ContractSample';

const [civicImage] = vehicleLookups.images;
const [garcia] = vehicleLookups.addresses;

/** Well-formed calls of the vehicle lookups (api/contract/paths/vehicle.yaml; test values in vehicle-lookups.md). */
export const vehicleLookupSamples: ContractSamples = {
  'vehicle.lookupByVin': { params: { vin: vehicleLookups.testVins.hondaCivicSedan2020, logEnabled: true } },
  'vehicle.lookupByPlate': { params: { licensePlate: 'CIVIC20', licenseState: 'AZ', logEnabled: true } },
  'vehicle.lookupByAddress': {
    params: {
      licenseLastName: garcia.licenseLastName,
      licenseStreetAddress: garcia.licenseStreetAddress,
      licenseZip: garcia.licenseZip,
      licenseState: garcia.licenseState,
    },
  },
  'vehicle.lookupByImage': {
    params: { imageData: civicImage.imageData, contentType: civicImage.contentType, fileName: civicImage.fileName },
  },
  'vehicle.isVinByAddressPermissible': { params: { zipcode: '85004' } },
};
