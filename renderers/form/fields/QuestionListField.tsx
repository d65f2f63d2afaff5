import { errorId, getUiOptions, type FieldProps } from '@rjsf/utils';
import { getAtPath } from '../../../engine/runtime/getAtPath';
import type { FunnelFormContext } from '../FunnelFormContext';
import { toQuestions } from '../toQuestions';

/** One answer as the page submits it. */
export interface QuestionListAnswer {
  questionId: string;
  answerId: string;
  result: string | null;
}

/**
 * `ui:field: question-list`: the questions at `ui:options.questionsFrom` (a state path), each a radio group
 * (`<fieldset>` + `<legend>`), answered as `[{questionId, answerId, result}]` in question order. Unanswered questions
 * are marked invalid after a failed submit (errors from createQuestionListValidator).
 */
export function QuestionListField(props: FieldProps) {
  const { formData, onChange, fieldPathId, uiSchema, registry, rawErrors, disabled, readonly } = props;
  const state = (registry.formContext as FunnelFormContext | undefined)?.state;
  const questionsFrom = getUiOptions(uiSchema).questionsFrom;
  const questions = toQuestions(state && typeof questionsFrom === 'string' ? getAtPath(state, questionsFrom) : null);
  const answers: QuestionListAnswer[] = Array.isArray(formData) ? (formData as QuestionListAnswer[]) : [];
  const answerOf = (questionId: string) => answers.find((answer) => answer.questionId === questionId);
  const showErrors = (rawErrors?.length ?? 0) > 0;
  const baseId = fieldPathId.$id;

  const choose = (questionId: string, answerId: string, result: string | null) => {
    const next = questions
      .map((question) =>
        question.questionId === questionId ? { questionId, answerId, result } : answerOf(question.questionId),
      )
      .filter((answer): answer is QuestionListAnswer => answer !== undefined);
    onChange(next, fieldPathId.path);
  };

  if (questions.length === 0) return <p className="field-help">There are no questions to answer.</p>;
  return (
    <div className="question-list" id={baseId}>
      {questions.map((question, questionIndex) => {
        const chosen = answerOf(question.questionId)?.answerId;
        const unanswered = showErrors && chosen === undefined;
        const groupName = `${baseId}_${questionIndex}`;
        return (
          <fieldset className="choice-group" key={question.questionId} data-invalid={unanswered ? 'true' : undefined}>
            <legend className="field-label">{question.text}</legend>
            {question.answers.map((answer, answerIndex) => {
              const inputId = `${groupName}_${answerIndex}`;
              return (
                <label className="choice" key={answer.answerId} htmlFor={inputId}>
                  <input
                    type="radio"
                    id={inputId}
                    name={groupName}
                    value={answer.answerId}
                    checked={chosen === answer.answerId}
                    disabled={disabled || readonly}
                    onChange={() => choose(question.questionId, answer.answerId, answer.result)}
                    aria-invalid={unanswered || undefined}
                    aria-describedby={unanswered ? errorId(fieldPathId) : undefined}
                    data-focus-target={answerIndex === 0 ? '' : undefined}
                  />
                  <span>{answer.text}</span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
