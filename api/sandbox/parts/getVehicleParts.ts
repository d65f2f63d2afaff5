import type { VehicleRecord } from '../catalog/types';
import { getAvailableGlass } from './getAvailableGlass';
import { getWindshieldProfile } from './getWindshieldProfile';
import { toGlassPart, type WindshieldOptions } from './toGlassPart';
import type { GlassLocation, GlassPiece, LineItem } from './types';

/** One glass part a vehicle can get: its piece, the windshield options it carries (null for other glass), the item. */
export interface VehiclePart {
  piece: GlassPiece;
  options: WindshieldOptions | null;
  part: LineItem;
}

const locations: readonly GlassLocation[] = ['Windshield', 'Driver', 'Passenger', 'Rear'];

/**
 * Every glass part of a vehicle by part number (upper case): each windshield variant its profile allows (shade band
 * when it has part choices, rain sensor and heated wiper park when it has part questions, the camera bracket when the
 * camera is optional or standard) and one part per other piece of glass it has. The calls that take a part number
 * (capability questions, recalibration, supporting items) check it against this list.
 */
export function getVehicleParts(vehicle: VehicleRecord, windshieldDigits: string): Map<string, VehiclePart> {
  const parts = new Map<string, VehiclePart>();
  const available = getAvailableGlass(vehicle);
  const profile = getWindshieldProfile(vehicle);
  const both = [false, true];
  for (const location of locations) {
    for (const name of available[location]) {
      const piece: GlassPiece = { location, name };
      if (location !== 'Windshield') {
        const part = toGlassPart(vehicle, piece, windshieldDigits);
        if (part) parts.set(part.partNumber, { piece, options: null, part });
        continue;
      }
      for (const shadeBand of profile.hasPartChoices ? both : [false]) {
        for (const rainSensor of profile.hasPartQuestions ? both : [false]) {
          for (const heatedWiperPark of profile.hasPartQuestions ? both : [false]) {
            for (const camera of profile.camera === 'optional' ? both : [profile.camera === 'standard']) {
              const options = { shadeBand, rainSensor, heatedWiperPark, camera };
              const part = toGlassPart(vehicle, piece, windshieldDigits, options);
              if (part) parts.set(part.partNumber, { piece, options, part });
            }
          }
        }
      }
    }
  }
  return parts;
}
