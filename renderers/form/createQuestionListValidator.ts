import { createErrorHandler, type CustomValidator, type FormValidation, type UiSchema } from '@rjsf/utils';
import { getAtPath } from '../../engine/runtime/getAtPath';
import type { FunnelState } from '../../engine/domain/state';
import type { QuestionListAnswer } from './fields/QuestionListField';
import { isChoicesFrom, toPartChoices } from './toPartChoices';
import { toQuestionErrorKey } from './toQuestionErrorKey';
import { toQuestions } from './toQuestions';

/**
 * The checks JSON Schema cannot make for `ui:field: question-list` fields (DESIGN principle 8):
 * - `questionsFrom`: every question shown has one of its answers; each unanswered question gets an error naming it,
 *   kept under that question's key of the field's errors (toQuestionErrorKey), so the field shows it under that
 *   question, not all of them after the last one (SPEC §5: errors next to the field, the first invalid one focused);
 * - `choicesFrom`: a value given is one of the choices shown (a choice made before the list changed must be made
 *   again). No value at all is the schema's `required` error.
 */
export function createQuestionListValidator(uiSchema: UiSchema, state: FunnelState): CustomValidator {
  const listFields = Object.entries(uiSchema).filter(
    ([name, fieldUi]) => !name.startsWith('ui:') && (fieldUi as UiSchema | undefined)?.['ui:field'] === 'question-list',
  );
  return (formData, errors) => {
    for (const [name, fieldUi] of listFields) {
      const options = ((fieldUi as UiSchema)['ui:options'] ?? {}) as { questionsFrom?: string; choicesFrom?: unknown };
      const value = (formData as Record<string, unknown> | undefined)?.[name];
      const fieldErrors = (errors as Record<string, FormValidation>)[name];
      if (isChoicesFrom(options.choicesFrom)) {
        const choices = toPartChoices(state, options.choicesFrom);
        if (typeof value === 'string' && value !== '' && !choices.some((choice) => choice.value === value)) {
          fieldErrors?.addError('Choose one of the choices shown');
        }
        continue;
      }
      const questions = toQuestions(options.questionsFrom ? getAtPath(state, options.questionsFrom) : null);
      const answers = Array.isArray(value) ? (value as QuestionListAnswer[]) : [];
      for (const question of questions) {
        const answer = answers.find((candidate) => candidate.questionId === question.questionId);
        if (!fieldErrors || (answer && question.answers.some((offered) => offered.answerId === answer.answerId))) continue;
        const byQuestion = fieldErrors as unknown as Record<string, FormValidation>;
        const key = toQuestionErrorKey(question.questionId);
        byQuestion[key] ??= createErrorHandler(undefined);
        byQuestion[key].addError(`Answer the question “${question.text}”`);
      }
    }
    return errors;
  };
}
