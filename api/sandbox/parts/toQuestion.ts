import type { PartsQuestionDefinition } from '../data/partsQuestions';
import type { PartsQuestion } from './types';

/** A question as the contract answers it (a copy, so no caller can change the definitions). */
export function toQuestion(definition: PartsQuestionDefinition): PartsQuestion {
  return {
    questionId: definition.questionId,
    text: definition.text,
    helpText: definition.helpText,
    answers: definition.answers.map((answer) => ({ ...answer })),
  };
}
