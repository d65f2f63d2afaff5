import { needsRecalibration } from './needsRecalibration';

/** Minutes of work per glass piece replaced (SPEC §3 glass locations), and for a repair or a recalibration. */
const minutesByLocation = {
  Windshield: [60, 120],
  Rear: [45, 90],
  Driver: [30, 60],
  Passenger: [30, 60],
} as const;
const repairMinutes = [30, 60] as const;
const recalibrationMinutes = 60;

/**
 * How long the job takes (SPEC §3 schedule jobMinMinutes/jobMaxMinutes; §5 shows 120 or more as hours). Choice: no
 * glass pieces is a windshield repair (30–60); otherwise each piece adds its range (a windshield 60–120, a back glass
 * 45–90, a side glass 30–60); a line item needing recalibration (requiresRecalibration, or a RECALIBRATION part type)
 * adds 60 to both.
 */
export function toJobDuration(request: {
  glassPieces?: ReadonlyArray<{ location: keyof typeof minutesByLocation }>;
  lineItems?: ReadonlyArray<{ partType?: string; requiresRecalibration?: boolean }>;
}): { jobMinMinutes: number; jobMaxMinutes: number } {
  const pieces = request.glassPieces ?? [];
  let [min, max]: [number, number] = pieces.length === 0 ? [...repairMinutes] : [0, 0];
  for (const piece of pieces) {
    min += minutesByLocation[piece.location][0];
    max += minutesByLocation[piece.location][1];
  }
  if ((request.lineItems ?? []).some(needsRecalibration)) {
    min += recalibrationMinutes;
    max += recalibrationMinutes;
  }
  return { jobMinMinutes: min, jobMaxMinutes: max };
}
