import type { VehicleRecord } from '../catalog/types';
import {
  cameraResult,
  cameraUnsureResult,
  capabilityQuestionDefinitions,
  heatedWiperParkResult,
  moldingQuestionDefinitions,
  partQuestionDefinitions,
  rainSensorResult,
} from '../data/partsQuestions';
import { RequestError } from '../http/RequestError';
import { getAvailableGlass } from './getAvailableGlass';
import { getWindshieldProfile } from './getWindshieldProfile';
import { toAnswerResults } from './toAnswerResults';
import { toCheckedGlassPieces } from './toCheckedGlassPieces';
import { toGlassPart, type WindshieldOptions } from './toGlassPart';
import { toMoldingPart } from './toMoldingPart';
import { toQuestion } from './toQuestion';
import type { DamageKind, GlassPiece, LineItem, PartsQuestion, QuestionAnswer } from './types';

/** What parts.partsOrQuestions and parts.parts are asked. */
export interface PartsOrQuestionsRequest {
  vehicle: VehicleRecord;
  windshieldDigits: string;
  glassPieces: readonly GlassPiece[];
  serviceType: DamageKind;
  /** parts.parts: the answers given; undefined for parts.partsOrQuestions. */
  answerResults?: readonly QuestionAnswer[];
}

/** The SPEC §2 question stages (an empty list skips its page) and the glass parts known so far. */
export interface PartsOrQuestions {
  partQuestions: PartsQuestion[];
  partChoices: LineItem[];
  moldingQuestions: PartsQuestion[];
  capabilityQuestions: PartsQuestion[];
  glassPieceParts: LineItem[];
  hasQuestions: boolean;
}

/**
 * The question stages and parts of a glass order (SPEC §2 forward chain part-questions → vehicle-parts →
 * molding-questions → capability-questions → quote). Only a replaced windshield asks anything, and which stages it
 * asks comes from the vehicle (getWindshieldProfile). Without answers (parts.partsOrQuestions) the windshield is
 * left out while part questions are open; with answers (parts.parts) every part question must be answered, molding
 * and capability answers are applied when given. When several windshields fit they go to partChoices, not
 * glassPieceParts. A repair asks nothing and has no glass parts.
 */
export function getPartsOrQuestions(request: PartsOrQuestionsRequest): PartsOrQuestions {
  const { vehicle, windshieldDigits, serviceType, answerResults } = request;
  if (serviceType === 'Repair') {
    if (answerResults && answerResults.length > 0) toAnswerResults([], answerResults, 'answerResults');
    return { partQuestions: [], partChoices: [], moldingQuestions: [], capabilityQuestions: [], glassPieceParts: [], hasQuestions: false };
  }
  const pieces = toCheckedGlassPieces(request.glassPieces, getAvailableGlass(vehicle));
  const profile = getWindshieldProfile(vehicle);
  const hasWindshield = pieces.some((piece) => piece.location === 'Windshield');
  const partQuestions = hasWindshield && profile.hasPartQuestions ? partQuestionDefinitions : [];
  const moldingQuestions = hasWindshield && profile.hasMoldingQuestions ? moldingQuestionDefinitions : [];
  const capabilityQuestions = hasWindshield && profile.camera === 'optional' ? capabilityQuestionDefinitions : [];

  const results = answerResults
    ? toAnswerResults([...partQuestions, ...moldingQuestions, ...capabilityQuestions], answerResults, 'answerResults')
    : new Map<string, string>();
  if (answerResults) {
    const missing = partQuestions.find((question) => !results.has(question.questionId));
    if (missing) {
      throw new RequestError(400, 'answerResults', `Answer the part question "${missing.questionId}" (${missing.text}) to get the parts.`);
    }
  }
  const isWindshieldOpen = partQuestions.length > 0 && !answerResults;

  const cameraAnswer = capabilityQuestions.length > 0 ? results.get(capabilityQuestions[0]!.questionId) : undefined;
  const options: WindshieldOptions = {
    shadeBand: false,
    rainSensor: [...results.values()].includes(rainSensorResult),
    heatedWiperPark: [...results.values()].includes(heatedWiperParkResult),
    camera: profile.camera === 'standard' || cameraAnswer === cameraResult || cameraAnswer === cameraUnsureResult,
  };
  const moldingResult = moldingQuestions.length > 0 ? results.get(moldingQuestions[0]!.questionId) : undefined;
  const toWindshield = (shadeBand: boolean): LineItem => {
    const part = toGlassPart(vehicle, { location: 'Windshield', name: 'Front' }, windshieldDigits, { ...options, shadeBand })!;
    const molding = moldingResult ? toMoldingPart(part, moldingResult) : undefined;
    return molding ? { ...part, childParts: [molding] } : part;
  };

  const partChoices = hasWindshield && profile.hasPartChoices && !isWindshieldOpen ? [toWindshield(false), toWindshield(true)] : [];
  const glassPieceParts = pieces.flatMap((piece) => {
    if (piece.location === 'Windshield') return isWindshieldOpen || partChoices.length > 0 ? [] : [toWindshield(false)];
    const part = toGlassPart(vehicle, piece, windshieldDigits);
    return part ? [part] : [];
  });
  return {
    partQuestions: partQuestions.map(toQuestion),
    partChoices,
    moldingQuestions: moldingQuestions.map(toQuestion),
    capabilityQuestions: capabilityQuestions.map(toQuestion),
    glassPieceParts,
    hasQuestions: partQuestions.length + moldingQuestions.length + capabilityQuestions.length > 0 || partChoices.length > 1,
  };
}

