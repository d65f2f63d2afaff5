/** Whether a line item calls for a recalibration: requiresRecalibration, or a (ADAS) RECALIBRATION part type (SPEC §3). */
export function needsRecalibration(item: { partType?: string; requiresRecalibration?: boolean }): boolean {
  return item.requiresRecalibration === true || (item.partType ?? '').toUpperCase().includes('RECALIBRATION');
}
