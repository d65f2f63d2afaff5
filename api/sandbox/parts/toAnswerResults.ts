import { RequestError } from '../http/RequestError';
import type { PartsQuestionDefinition } from '../data/partsQuestions';
import type { QuestionAnswer } from './types';

/**
 * The results of the answers given (questionId → the chosen answer's own `result`; a `result` sent is not trusted),
 * checked against the questions asked: a questionId not asked → 400 `{field}[i].questionId`, the same question twice →
 * 400 `{field}[i].questionId`, an answerId that is not one of the question's → 400 `{field}[i].answerId`.
 */
export function toAnswerResults(
  asked: readonly PartsQuestionDefinition[],
  answers: readonly QuestionAnswer[],
  field: string,
): Map<string, string> {
  const results = new Map<string, string>();
  answers.forEach((answer, index) => {
    const question = asked.find((candidate) => candidate.questionId === answer.questionId);
    if (!question) {
      const names = asked.map((candidate) => `"${candidate.questionId}"`).join(', ');
      throw new RequestError(
        400,
        `${field}[${index}].questionId`,
        asked.length === 0
          ? `Question "${answer.questionId}" was not asked: this vehicle and glass have no questions to answer.`
          : `Question "${answer.questionId}" was not asked for this vehicle and glass; the questions are ${names}.`,
      );
    }
    if (results.has(question.questionId)) {
      throw new RequestError(400, `${field}[${index}].questionId`, `Question "${question.questionId}" is answered twice; send one answer per question.`);
    }
    const chosen = question.answers.find((candidate) => candidate.answerId === answer.answerId);
    if (!chosen) {
      const names = question.answers.map((candidate) => `"${candidate.answerId}"`).join(', ');
      throw new RequestError(
        400,
        `${field}[${index}].answerId`,
        `"${answer.answerId}" is not an answer of question "${question.questionId}"; choose one of ${names}.`,
      );
    }
    results.set(question.questionId, chosen.result);
  });
  return results;
}
