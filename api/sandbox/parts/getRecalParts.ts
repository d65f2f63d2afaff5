import { adasRecalibrationPrice, sensorRecalibrationPrice } from '../data/partsPrices';
import { toFeeLineItem } from './toFeeLineItem';
import type { VehiclePart } from './getVehicleParts';
import type { LineItem, RecalibrationType } from './types';

/**
 * The recalibrations a glass part needs (SPEC §3 ADAS RECALIBRATION, RECALIBRATION): a windshield with the camera
 * bracket gets an ADAS RECALIBRATION priced by the requested type; a windshield with a rain sensor gets a RECALIBRATION
 * of the rain and light sensor; any other part needs none. Labour only; insurable.
 */
export function getRecalParts(vehiclePart: VehiclePart, recalType: RecalibrationType): LineItem[] {
  const items: LineItem[] = [];
  const { options, part } = vehiclePart;
  if (options?.camera) {
    items.push({
      ...toFeeLineItem({
        id: `ADAS RECALIBRATION:${part.partNumber}`,
        partNumber: `ADAS-RECAL-${recalType.toUpperCase()}`,
        partType: 'ADAS RECALIBRATION',
        description: `${recalType} recalibration of the forward camera`,
        kitPrice: 0,
        laborAmount: adasRecalibrationPrice[recalType],
        isInsurable: true,
      }),
      recalibrationType: recalType,
    });
  }
  if (options?.rainSensor) {
    items.push({
      ...toFeeLineItem({
        id: `RECALIBRATION:${part.partNumber}`,
        partNumber: 'SENSOR-RECAL',
        partType: 'RECALIBRATION',
        description: 'Rain and light sensor recalibration',
        kitPrice: 0,
        laborAmount: sensorRecalibrationPrice,
        isInsurable: true,
      }),
      recalibrationType: 'Static',
    });
  }
  return items;
}
