import type { LineItem } from './state';

/** SPEC §3 part types of a recalibration (of the forward camera, or of the rain and light sensor). */
const recalibrationPartTypes = ['ADAS RECALIBRATION', 'RECALIBRATION'];

/** Whether a line item is a recalibration (SPEC §3 ADAS RECALIBRATION or RECALIBRATION part type, any case). */
export function isRecalibrationItem(item: Pick<LineItem, 'partType'>): boolean {
  return recalibrationPartTypes.includes(item.partType.trim().toUpperCase());
}
