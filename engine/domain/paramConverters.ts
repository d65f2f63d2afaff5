/**
 * Named converters for API binding params (`{ from: order.damage.isRepair, as: damageKind }`): the state keeps the
 * SPEC §3 shapes, the calls take SPEC §7 shapes, and YAML names the conversion instead of writing code
 * (DESIGN principle 1; the linter checks each name).
 */
import { isItacPolicy } from './coverage';
import type { FunnelState, GlassPiece } from './state';
import { toAskedAnswerResults } from './toAskedAnswerResults';
import { toChosenGlassParts } from './toChosenGlassParts';
import { toChosenPartNumber } from './toChosenPartNumber';

/** SPEC §3 damage kinds: a repair or a replacement, from the order's isRepair. */
function damageKind(isRepair: unknown): 'Repair' | 'Replace' | null {
  if (isRepair === true) return 'Repair';
  if (isRepair === false) return 'Replace';
  return null;
}

/** Insurance or cash (SPEC §7 mobile premium fee), from the order's isInsurance. */
function paymentKind(isInsurance: unknown): 'Insurance' | 'Cash' {
  return isInsurance === true ? 'Insurance' : 'Cash';
}

/** SPEC §3: glassToReplace is sent as location and name. */
function glassPieces(pieces: unknown): Array<{ location: string; name: string }> {
  if (!Array.isArray(pieces)) return [];
  return (pieces as GlassPiece[]).map((piece) => ({ location: piece.glassLocation, name: piece.glassName }));
}

/** Question answers as the parts calls take them: the question and the answer chosen (the outcome stays ours). */
function answerResults(answers: unknown): Array<{ questionId: string; answerId: string }> {
  if (!Array.isArray(answers)) return [];
  return (answers as Array<{ questionId: string; answerId: string }>).map(({ questionId, answerId }) => ({ questionId, answerId }));
}

/** Text with surrounding spaces removed and letters upper-cased (VINs, licence plates, promo codes). */
function upperCase(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toUpperCase() : value;
}

/**
 * SPEC §2 question pages, from the question stages (`from: user.pageData.stages`), reading the answers and the
 * vehicle-parts choice in the state: every answer given whose question is asked now, as parts.parts answerResults.
 */
function askedAnswerResults(_stages: unknown, state: FunnelState) {
  return toAskedAnswerResults(state);
}

/** SPEC §2 vehicle-parts: the chosen windshield's part number, kept in step with the choices now in the stages. */
function chosenPartNumber(_stages: unknown, state: FunnelState) {
  return toChosenPartNumber(state);
}

/** SPEC §3 lineItems.glassParts from the question stages: the parts known plus the windshield chosen on vehicle-parts. */
function chosenGlassParts(_stages: unknown, state: FunnelState) {
  return toChosenGlassParts(state);
}

/** SPEC §7 IsItac / isItacOptimized: whether the order's policy is ITAC (coverage type Itac or the policy flag). */
function itacPolicy(_value: unknown, state: FunnelState): boolean {
  return isItacPolicy(state);
}

/** Every converter YAML may name with `as:`; each gets the value at `from`, and the whole state for rules that need more. */
export const paramConverters = {
  damageKind,
  paymentKind,
  glassPieces,
  answerResults,
  upperCase,
  askedAnswerResults,
  chosenPartNumber,
  chosenGlassParts,
  itacPolicy,
} as const;

/** How the runtime calls a converter. */
export type ParamConverter = (value: unknown, state: FunnelState) => unknown;

/** A converter's name. */
export type ParamConverterName = keyof typeof paramConverters;

/** Whether a YAML string names a converter. */
export function isParamConverterName(name: string): name is ParamConverterName {
  return Object.prototype.hasOwnProperty.call(paramConverters, name);
}
