/**
 * The order's glass parts (SPEC §3 lineItems.glassParts) from the question stages: the parts already known for each
 * piece of glass, plus the windshield chosen on vehicle-parts when several fit (or the single one offered). Every
 * stage's call answers the parts with all answers given so far applied (rain sensor, shade band, molding as a child
 * part, camera bracket), so this is what the quote prices.
 */
import { findChosenPart } from './findChosenPart';
import { getQuestionStages } from './getQuestionStages';
import type { LineItem } from './state';

/** `stages`: the stored question stages; `chosenPartNumber`: the part number chosen on vehicle-parts. */
export function toChosenGlassParts(stages: unknown, chosenPartNumber: unknown): LineItem[] {
  const { glassPieceParts, partChoices } = getQuestionStages(stages);
  const chosen = partChoices.length === 1 ? partChoices[0] : findChosenPart(partChoices, chosenPartNumber);
  if (!chosen || glassPieceParts.some((part) => part.id === chosen.id)) return glassPieceParts;
  return [...glassPieceParts, chosen];
}
