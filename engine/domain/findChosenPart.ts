/**
 * SPEC §2 vehicle-parts: which of the windshields to choose among is the one the customer chose. The choice is kept
 * as a part number; later answers (a rain sensor, a camera bracket) change the numbers of the choices (options are
 * appended to the number, api/contract/paths/parts.yaml), so a choice made earlier is found again as the one choice
 * that shares the longest start of its number with it. When no choice stands out (another vehicle's part), there is
 * none: the customer chooses again.
 */
import type { LineItem } from './state';

/** The length of the common start of two part numbers (letters compared case-insensitively). */
function commonStart(a: string, b: string): number {
  const left = a.toUpperCase();
  const right = b.toUpperCase();
  let length = 0;
  while (length < left.length && length < right.length && left[length] === right[length]) length += 1;
  return length;
}

/** The choice that is, or follows from, `chosenPartNumber`; undefined when nothing was chosen or no choice stands out. */
export function findChosenPart(choices: readonly LineItem[], chosenPartNumber: unknown): LineItem | undefined {
  if (typeof chosenPartNumber !== 'string' || chosenPartNumber === '') return undefined;
  const exact = choices.find((choice) => choice.partNumber.toUpperCase() === chosenPartNumber.toUpperCase());
  if (exact) return exact;
  const scored = choices.map((choice) => ({ choice, score: commonStart(choice.partNumber, chosenPartNumber) }));
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  const leaders = scored.filter((entry) => entry.score === best);
  return best > 0 && leaders.length === 1 ? leaders[0]!.choice : undefined;
}
