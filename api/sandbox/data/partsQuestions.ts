/**
 * The questions of the SPEC §2 question pages (part-questions, molding-questions, capability-questions) as the
 * sandbox asks them about a replaced windshield. Question and answer ids are unique across all stages, so one list of
 * answers (parts.parts answerResults) can hold answers of every stage.
 */

/** One answer of a question; `result` is what it means for the part (SPEC §4 compares part answers by it). */
export interface PartsAnswerDefinition {
  answerId: string;
  text: string;
  result: string;
}

/** One question of a stage. */
export interface PartsQuestionDefinition {
  questionId: string;
  text: string;
  helpText: string | null;
  answers: readonly PartsAnswerDefinition[];
}

/** Results of the part questions that select a windshield option. */
export const rainSensorResult = 'RAIN_SENSOR';
export const heatedWiperParkResult = 'HEATED_WIPER_PARK';
/** Results of the molding question. */
export const chromeMoldingResult = 'CHROME_MOLDING';
export const blackMoldingResult = 'BLACK_MOLDING';
export const noMoldingResult = 'NO_MOLDING';
/** Results of the capability question: a camera (or not sure, which fits the bracket) or none. */
export const cameraResult = 'CAMERA';
export const cameraUnsureResult = 'CAMERA_UNSURE';
export const noCameraResult = 'NO_CAMERA';

/** part-questions: the options that make windshields of the same vehicle differ. */
export const partQuestionDefinitions: readonly PartsQuestionDefinition[] = [
  {
    questionId: 'rain-sensor',
    text: 'Is there a rain sensor behind your rear-view mirror?',
    helpText: 'Look for a small dark patch on the glass behind the mirror; it turns the wipers on when it rains.',
    answers: [
      { answerId: 'rain-sensor-yes', text: 'Yes', result: rainSensorResult },
      { answerId: 'rain-sensor-no', text: 'No', result: 'NO_RAIN_SENSOR' },
    ],
  },
  {
    questionId: 'heated-wiper-park',
    text: 'Are there fine heating lines at the bottom of your windshield, where the wipers rest?',
    helpText: 'They keep the wipers from freezing to the glass in winter.',
    answers: [
      { answerId: 'heated-wiper-park-yes', text: 'Yes', result: heatedWiperParkResult },
      { answerId: 'heated-wiper-park-no', text: 'No', result: 'NO_HEATED_WIPER_PARK' },
    ],
  },
];

/** molding-questions: the trim around the windshield, replaced with it. */
export const moldingQuestionDefinitions: readonly PartsQuestionDefinition[] = [
  {
    questionId: 'windshield-molding',
    text: 'What runs around the edge of your windshield?',
    helpText: 'The molding is the trim strip between the glass and the body; a new one is fitted with the new glass.',
    answers: [
      { answerId: 'windshield-molding-chrome', text: 'A chrome or bright metal trim strip', result: chromeMoldingResult },
      { answerId: 'windshield-molding-black', text: 'A black rubber or plastic strip', result: blackMoldingResult },
      { answerId: 'windshield-molding-none', text: 'Nothing: the glass meets the body', result: noMoldingResult },
    ],
  },
];

/** capability-questions: whether the windshield carries a driver-assistance camera. */
export const capabilityQuestionDefinitions: readonly PartsQuestionDefinition[] = [
  {
    questionId: 'forward-camera',
    text: 'Is there a camera behind your rear-view mirror?',
    helpText:
      'Lane keeping, automatic emergency braking and adaptive cruise control use a camera looking through the windshield.',
    answers: [
      { answerId: 'forward-camera-yes', text: 'Yes', result: cameraResult },
      { answerId: 'forward-camera-no', text: 'No', result: noCameraResult },
      { answerId: 'forward-camera-unsure', text: "I'm not sure", result: cameraUnsureResult },
    ],
  },
];
