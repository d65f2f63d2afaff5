/**
 * The SPEC §2 question stages as the parts calls answered them (parts.partsOrQuestions, then parts.parts merged over
 * it), read from where YAML keeps them (`user.pageData.stages`) with every list present (empty when skipped).
 */
import type { LineItem } from './state';

/** A question of a stage: its id and the ids of its answers (what the rules need; the renderer reads the rest). */
export interface StageQuestion {
  questionId: string;
  answers: Array<{ answerId: string; result: string | null }>;
}

/** The question stages of the order's glass (api/contract/paths/parts.yaml PartsPartsOrQuestions). */
export interface QuestionStages {
  partQuestions: StageQuestion[];
  /** Windshields to choose among on vehicle-parts (two or more), with the answers given applied. */
  partChoices: LineItem[];
  moldingQuestions: StageQuestion[];
  capabilityQuestions: StageQuestion[];
  /** The glass parts already known, one per piece (the windshield is left out while it is to be chosen). */
  glassPieceParts: LineItem[];
}

const toList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

const toQuestion = (value: unknown): StageQuestion | null => {
  if (!isObject(value) || typeof value.questionId !== 'string') return null;
  return {
    questionId: value.questionId,
    answers: toList(value.answers)
      .filter(isObject)
      .map((answer) => ({ answerId: String(answer.answerId), result: typeof answer.result === 'string' ? answer.result : null })),
  };
};
const toQuestions = (value: unknown) => toList(value).map(toQuestion).filter((question): question is StageQuestion => question !== null);
const toParts = (value: unknown) =>
  toList(value).filter((part): part is LineItem => isObject(part) && typeof part.partNumber === 'string');

/** The stages stored for the order; every list empty when none are stored yet. */
export function getQuestionStages(stored: unknown): QuestionStages {
  const stages = isObject(stored) ? stored : undefined;
  return {
    partQuestions: toQuestions(stages?.partQuestions),
    partChoices: toParts(stages?.partChoices),
    moldingQuestions: toQuestions(stages?.moldingQuestions),
    capabilityQuestions: toQuestions(stages?.capabilityQuestions),
    glassPieceParts: toParts(stages?.glassPieceParts),
  };
}
