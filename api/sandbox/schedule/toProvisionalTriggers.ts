import { toCoverageNames } from '../../../engine/domain/coverage';
import { needsRecalibration } from './needsRecalibration';

/** Why a booking would be provisional until confirmed (contract ScheduleTimeSlots.provisionalTriggers). */
export type ProvisionalTrigger = 'CoveragePending' | 'RecalibrationRequired' | 'PartsOnOrder' | 'BigTruck';

/**
 * The provisional triggers of a time-slot request. Choice (the SPEC names the field only): insurance coverage still
 * Pending (SPEC §4 coverage status), a line item needing recalibration, a special-order part (partSelection flag),
 * or a big truck.
 */
export function toProvisionalTriggers(request: {
  coverage?: { coverageStatus?: unknown } | null;
  lineItems?: ReadonlyArray<{ partType?: string; requiresRecalibration?: boolean }>;
  partSelection?: Record<string, boolean | undefined>;
  isBigTruck: boolean;
}): ProvisionalTrigger[] {
  const triggers: ProvisionalTrigger[] = [];
  // SPEC §4: a status given as a number (0 Pending) counts by its name.
  if (toCoverageNames(request.coverage ?? {}).coverageStatus === 'Pending') triggers.push('CoveragePending');
  if ((request.lineItems ?? []).some(needsRecalibration)) triggers.push('RecalibrationRequired');
  if (request.partSelection?.isSpecialOrder === true) triggers.push('PartsOnOrder');
  if (request.isBigTruck) triggers.push('BigTruck');
  return triggers;
}
