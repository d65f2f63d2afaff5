import type { VehicleCatalog } from '../catalog/types';
import { getStateOfZip } from '../data/getStateOfZip';
import { RequestError } from '../http/RequestError';
import { createImageVinFinder } from './createImageVinFinder';
import { createVinDecoder, type VinDecoder } from './createVinDecoder';
import { hasImageSignature, imageContentTypes, type ImageContentType } from './hasImageSignature';
import { isVinByAddressPermissible } from './isVinByAddressPermissible';
import { toAddressKey, type AddressParts } from './toAddressKey';
import { toLicensePlateKey } from './toLicensePlateKey';
import { toLookupVehicle } from './toLookupVehicle';
import type { ImageVinCandidate, LookupVehicle, VehicleLookupData } from './types';

/** 1 to 8 letters and digits once spaces and dashes are dropped. */
const licensePlatePattern = /^[A-Z0-9]{1,8}$/;
/** Base64 characters as RFC 4648 writes them (the length, a multiple of 4, is checked apart: a grouped pattern overflows the regex stack on megabytes). */
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/** A vehicle found by plate, with the registration it was found by. */
export interface PlateVehicle extends LookupVehicle {
  registration: { licensePlate: string; licenseState: string };
}

/** The lookups of SPEC §7, each throwing a RequestError (400/404/409 naming the field) when it cannot answer. */
export interface VehicleLookups {
  lookupByVin(vin: string): LookupVehicle;
  lookupByPlate(licensePlate: string, licenseState: string): PlateVehicle;
  lookupByAddress(address: AddressParts): LookupVehicle[];
  lookupByImage(image: { imageData: string; contentType: string; fileName: string }): ImageVinCandidate[];
  isVinByAddressPermissible(zipcode: string): boolean;
}

/**
 * The vehicle lookups over the catalog and the seeded data (api/sandbox/data/vehicle-lookups.ts). Seeded VINs that
 * do not decode are a programming error, thrown here at start-up rather than answered as a 404 later.
 */
export function createVehicleLookups(catalog: VehicleCatalog, data: VehicleLookupData): VehicleLookups {
  const decoder = createVinDecoder(catalog);
  const seededVehicle = (vin: string): LookupVehicle => {
    const decoded = decoder.decode(vin);
    if (decoded.problem) throw new Error(`Seeded VIN ${vin} does not decode: ${decoded.problem.message}`);
    return toLookupVehicle(decoded.vehicle, decoded.vin);
  };
  const platesByKey = new Map(data.plates.map((plate) => [toLicensePlateKey(plate.licensePlate), plate]));
  const addressesByKey = new Map(data.addresses.map((address) => [toAddressKey(address), address.vins.map(seededVehicle)]));
  for (const plate of data.plates) seededVehicle(plate.vin);
  const findImageVins = createImageVinFinder(decoder, catalog.getYears(), data.images);

  return {
    lookupByVin: (vin) => decodeOrThrow(decoder, vin),

    lookupByPlate: (licensePlate, licenseState) => {
      const key = toLicensePlateKey(licensePlate);
      if (!licensePlatePattern.test(key)) {
        throw new RequestError(400, 'licensePlate', 'A licence plate has 1 to 8 letters and digits (spaces and dashes are ignored).');
      }
      const plate = platesByKey.get(key);
      if (!plate) throw new RequestError(404, 'licensePlate', `No vehicle is registered with the licence plate ${key}.`);
      if (plate.licenseState !== licenseState) {
        throw new RequestError(404, 'licenseState', `No vehicle with the licence plate ${key} is registered in ${licenseState}: check the state.`);
      }
      return { ...seededVehicle(plate.vin), registration: { licensePlate: key, licenseState } };
    },

    lookupByAddress: (address) => {
      const zipState = getStateOfZip(address.licenseZip);
      if (zipState !== null && zipState !== address.licenseState) {
        throw new RequestError(400, 'licenseState', `The zip code ${address.licenseZip} is in ${zipState}, not ${address.licenseState}.`);
      }
      if (!isVinByAddressPermissible(address.licenseState)) {
        throw new RequestError(409, 'licenseState', `Lookups by home address are not permitted in ${address.licenseState}; use the VIN or the licence plate.`);
      }
      return addressesByKey.get(toAddressKey(address)) ?? [];
    },

    lookupByImage: ({ imageData, contentType }) => {
      if (!isImageContentType(contentType)) {
        throw new RequestError(400, 'contentType', `The image must be one of ${imageContentTypes.join(', ')}, not ${contentType}.`);
      }
      if (imageData.length % 4 !== 0 || !base64Pattern.test(imageData)) {
        throw new RequestError(400, 'imageData', 'imageData must be the image file encoded as base64 (A–Z, a–z, 0–9, + and /, padded with =).');
      }
      const bytes = Buffer.from(imageData, 'base64');
      if (!hasImageSignature(bytes, contentType)) {
        throw new RequestError(400, 'imageData', `imageData is not a ${contentType} image: its first bytes are not that format's signature.`);
      }
      return findImageVins(bytes);
    },

    isVinByAddressPermissible: (zipcode) => isVinByAddressPermissible(getStateOfZip(zipcode)),
  };
}

/** The vehicle of a VIN, or the decoder's problem as a RequestError naming `vin`. */
function decodeOrThrow(decoder: VinDecoder, vin: string): LookupVehicle {
  const decoded = decoder.decode(vin);
  if (decoded.problem) throw new RequestError(decoded.problem.status, 'vin', decoded.problem.message);
  return toLookupVehicle(decoded.vehicle, decoded.vin);
}

function isImageContentType(value: string): value is ImageContentType {
  return (imageContentTypes as readonly string[]).includes(value);
}
