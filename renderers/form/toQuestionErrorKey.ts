/**
 * Where a question of a `question-list` field keeps its problem in the field's error schema (SPEC §5 field errors next
 * to the field): one key per question, set by createQuestionListValidator and drawn by QuestionListField under that
 * question. Not a bare question id: a numeric one would sort first among the keys, and out of question order in the
 * page's summary of problems.
 */
export function toQuestionErrorKey(questionId: string): string {
  return `question:${questionId}`;
}
