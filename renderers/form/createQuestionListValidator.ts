import type { CustomValidator, FormValidation, UiSchema } from '@rjsf/utils';
import { getAtPath } from '../../engine/runtime/getAtPath';
import type { FunnelState } from '../../engine/domain/state';
import type { QuestionListAnswer } from './fields/QuestionListField';
import { toQuestions } from './toQuestions';

/**
 * The check JSON Schema cannot make for `ui:field: question-list` fields: every question shown has an answer. Each
 * unanswered question gets an error naming it (DESIGN principle 8).
 */
export function createQuestionListValidator(uiSchema: UiSchema, state: FunnelState): CustomValidator {
  const listFields = Object.entries(uiSchema).filter(
    ([name, fieldUi]) => !name.startsWith('ui:') && (fieldUi as UiSchema | undefined)?.['ui:field'] === 'question-list',
  );
  return (formData, errors) => {
    for (const [name, fieldUi] of listFields) {
      const options = ((fieldUi as UiSchema)['ui:options'] ?? {}) as { questionsFrom?: string };
      const questions = toQuestions(options.questionsFrom ? getAtPath(state, options.questionsFrom) : null);
      const value = (formData as Record<string, unknown> | undefined)?.[name];
      const answers = Array.isArray(value) ? (value as QuestionListAnswer[]) : [];
      const fieldErrors = (errors as Record<string, FormValidation>)[name];
      for (const question of questions) {
        if (!answers.some((answer) => answer.questionId === question.questionId && answer.answerId)) {
          fieldErrors?.addError(`Answer the question “${question.text}”`);
        }
      }
    }
    return errors;
  };
}
