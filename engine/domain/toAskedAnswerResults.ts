/**
 * The answers of the question stages (SPEC §2 part, molding and capability questions) as parts.parts takes them in
 * `answerResults`: each answer given whose question is asked now, part questions first. Left out:
 * - answers whose questions are no longer asked (an earlier vehicle or glass): the API would refuse them (400
 *   `answerResults[i].questionId`), which SPEC §8 turns into a bail-out;
 * - the answers of the stages after a stage whose answers changed since the stages were last answered
 *   (`user.pageData.stages.answeredWith`, what the last parts answer was asked with): SPEC §4 resets them (changed part
 *   answers reset the molding and capability answers, changed molding answers the capability answers), so the parts
 *   are not priced with them. A first answer is not a change.
 */
import { getQuestionStages, type StageQuestion } from './getQuestionStages';
import type { Damage, QuestionAnswer } from './state';

/** One answer as the parts calls take it (the outcome is the API's own; SPEC §4 compares part answers by it). */
export interface AnswerResult {
  questionId: string;
  answerId: string;
}

/** The answers given on the question pages (SPEC §3 damage answers). */
export type StageAnswers = Pick<Damage, 'partQuestionAnswers' | 'moldingQuestionAnswers' | 'capabilityQuestionAnswers'>;

export function toAskedAnswerResults(storedStages: unknown, answers: StageAnswers): AnswerResult[] {
  const stages = getQuestionStages(storedStages);
  const { partQuestionAnswers, moldingQuestionAnswers, capabilityQuestionAnswers } = answers;
  const stored = (storedStages as { answeredWith?: unknown } | null | undefined)?.answeredWith;
  const answeredWith = Array.isArray(stored) ? (stored as AnswerResult[]) : [];
  const pairs: Array<[StageQuestion[], QuestionAnswer[]]> = [
    [stages.partQuestions, partQuestionAnswers],
    [stages.moldingQuestions, moldingQuestionAnswers],
    [stages.capabilityQuestions, capabilityQuestionAnswers],
  ];
  const results: AnswerResult[] = [];
  for (const [questions, answers] of pairs) {
    const given = toGiven(questions, answers).filter((answer) => !results.some((result) => result.questionId === answer.questionId));
    results.push(...given);
    const before = answeredWith.filter((answer) => questions.some((question) => question.questionId === answer.questionId));
    if (before.length > 0 && !isSameAnswers(before, given)) break;
  }
  return results;
}

/** The answers given to `questions`, in question order, each one the question offers. */
function toGiven(questions: StageQuestion[], answers: QuestionAnswer[]): AnswerResult[] {
  const list = Array.isArray(answers) ? answers : [];
  return questions.flatMap((question) => {
    const answer = list.find((candidate) => candidate?.questionId === question.questionId);
    if (!answer || !question.answers.some((offered) => offered.answerId === answer.answerId)) return [];
    return [{ questionId: question.questionId, answerId: answer.answerId }];
  });
}

/** Whether two lists hold the same answer to each question (in any order). */
function isSameAnswers(a: AnswerResult[], b: AnswerResult[]): boolean {
  const key = (list: AnswerResult[]) => list.map((answer) => `${answer.questionId}=${answer.answerId}`).sort().join('&');
  return key(a) === key(b);
}
