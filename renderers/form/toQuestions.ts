/** One answer of an API question (SPEC §7 parts questions). */
export interface QuestionAnswer {
  answerId: string;
  text: string;
  result: string | null;
}

/** One question the parts API asked, with its answers. */
export interface Question {
  questionId: string;
  text: string;
  /** A hint on how to find the answer (where to look on the vehicle), when the API gives one. */
  helpText: string | null;
  answers: QuestionAnswer[];
}

/** Reads a list of questions from the state, keeping only well-formed ones (ids as strings). */
export function toQuestions(value: unknown): Question[] {
  if (!Array.isArray(value)) return [];
  const questions: Question[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const raw = item as Record<string, unknown>;
    if (raw.questionId === undefined || raw.questionId === null) continue;
    const answers = Array.isArray(raw.answers) ? raw.answers : [];
    questions.push({
      questionId: String(raw.questionId),
      text: String(raw.text ?? ''),
      helpText: typeof raw.helpText === 'string' && raw.helpText.trim() !== '' ? raw.helpText : null,
      answers: answers
        .filter((answer): answer is Record<string, unknown> => !!answer && typeof answer === 'object')
        .map((answer) => ({
          answerId: String(answer.answerId),
          text: String(answer.text ?? ''),
          result: answer.result === undefined || answer.result === null ? null : String(answer.result),
        })),
    });
  }
  return questions;
}
