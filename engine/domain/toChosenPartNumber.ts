/**
 * SPEC §2 vehicle-parts: the part number of the windshield chosen there, kept in step with the choices the latest
 * parts answer offers (their numbers change with later answers, see findChosenPart); null when nothing is chosen or no
 * choice matches (another vehicle's part: the customer chooses again). While there is nothing to choose among (part
 * questions still open) the choice is kept as it is. Stored back at `user.pageData.vehicle-parts.partNumber` after
 * each parts answer, so the page shows the choice still made and the quote's prerequisite sees a real choice.
 */
import { findChosenPart } from './findChosenPart';
import { getQuestionStages } from './getQuestionStages';

/** `stages`: the stored question stages; `chosen`: the part number chosen on vehicle-parts so far. */
export function toChosenPartNumber(stages: unknown, chosen: unknown): string | null {
  const { partChoices } = getQuestionStages(stages);
  if (partChoices.length < 2) return typeof chosen === 'string' && chosen !== '' ? chosen : null;
  return findChosenPart(partChoices, chosen)?.partNumber ?? null;
}
