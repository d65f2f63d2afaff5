import type { VehicleCatalog } from '../catalog/types';
import { cameraResult, cameraUnsureResult, capabilityQuestionDefinitions } from '../data/partsQuestions';
import { RequestError } from '../http/RequestError';
import { getVehicleParts } from './getVehicleParts';
import { getWindshieldNumbering } from './getWindshieldNumbering';
import { getWindshieldProfile } from './getWindshieldProfile';
import { toAnswerResults } from './toAnswerResults';
import { toGlassPart } from './toGlassPart';
import type { LineItem, QuestionAnswer } from './types';

/** A windshield part number: origin, W, the vehicle's five digits, tint, then options. */
const windshieldPartNumber = /^[DF]W(\d{5})(?:GT|GB)R?H?C?$/;

/**
 * The final part once its capability questions are answered (SPEC §2 capability-questions): the part rebuilt from the
 * sandbox's data, with the camera bracket when the camera answer is "yes" or "not sure" and without it for "no".
 * childParts are kept as sent. A part whose vehicle asks no capability question comes back as it is (no answers
 * allowed). Refusals: a part number no vehicle uses → 404 part.partNumber; every capability question must be answered
 * (400 capabilityAnswerResults); unknown question or answer → 400 capabilityAnswerResults[i].questionId / .answerId.
 */
export function getPartFromCapabilityAnswer(catalog: VehicleCatalog, part: LineItem, answers: readonly QuestionAnswer[]): LineItem {
  const partNumber = part.partNumber.toUpperCase();
  const digits = windshieldPartNumber.exec(partNumber)?.[1];
  const vehicle = digits ? getWindshieldNumbering(catalog).findVehicle(digits) : undefined;
  const known = vehicle && digits ? getVehicleParts(vehicle, digits).get(partNumber) : undefined;
  if (!vehicle || !digits || !known?.options) {
    throw new RequestError(
      404,
      'part.partNumber',
      `Part ${part.partNumber} is not a windshield part of any vehicle; only windshields have capability questions (parts.parts answers them).`,
    );
  }
  const asked = getWindshieldProfile(vehicle).camera === 'optional' ? capabilityQuestionDefinitions : [];
  const results = toAnswerResults(asked, answers, 'capabilityAnswerResults');
  const missing = asked.find((question) => !results.has(question.questionId));
  if (missing) {
    throw new RequestError(400, 'capabilityAnswerResults', `Answer the capability question "${missing.questionId}" (${missing.text}).`);
  }
  const cameraAnswer = asked.length > 0 ? results.get(asked[0]!.questionId) : undefined;
  const camera = asked.length > 0 ? cameraAnswer === cameraResult || cameraAnswer === cameraUnsureResult : known.options.camera;
  const final = toGlassPart(vehicle, known.piece, digits, { ...known.options, camera })!;
  return { ...final, childParts: part.childParts ?? [] };
}
