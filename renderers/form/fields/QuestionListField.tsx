import { errorId, getUiOptions, type FieldProps } from '@rjsf/utils';
import { getAtPath } from '../../../engine/runtime/getAtPath';
import type { FunnelFormContext } from '../FunnelFormContext';
import { isChoicesFrom } from '../toPartChoices';
import { toQuestions } from '../toQuestions';
import { PartChoiceField } from './PartChoiceField';
import './QuestionListField.css';

/** One answer as the page submits it. */
export interface QuestionListAnswer {
  questionId: string;
  answerId: string;
  result: string | null;
}

/**
 * `ui:field: question-list`: questions read from the funnel state, rendered from data (SPEC §2 question pages).
 * - `ui:options.questionsFrom` (a state path): each question a radio group (`<fieldset>` + `<legend>`, its help text
 *   under it), answered as `[{questionId, answerId, result}]` in question order. Unanswered questions are marked
 *   invalid after a failed submit (errors from createQuestionListValidator).
 * - `ui:options.choicesFrom`: one question (the field's title) whose answers are the items of a list in the state,
 *   each with its description and price (vehicle-parts, see PartChoiceField); answered with the item's value.
 */
export function QuestionListField(props: FieldProps) {
  const { formData, onChange, fieldPathId, uiSchema, registry, rawErrors, disabled, readonly } = props;
  const options = getUiOptions(uiSchema);
  if (isChoicesFrom(options.choicesFrom)) return <PartChoiceField {...props} choicesFrom={options.choicesFrom} />;

  const state = (registry.formContext as FunnelFormContext | undefined)?.state;
  const questionsFrom = options.questionsFrom;
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
        const unanswered = showErrors && (chosen === undefined || !question.answers.some((answer) => answer.answerId === chosen));
        const groupName = `${baseId}_${questionIndex}`;
        const helpId = `${groupName}__help`;
        const describedBy = [question.helpText ? helpId : null, unanswered ? errorId(fieldPathId) : null].filter(Boolean).join(' ');
        const focusIndex = Math.max(0, question.answers.findIndex((answer) => answer.answerId === chosen));
        return (
          <fieldset className="choice-group" key={question.questionId} data-invalid={unanswered ? 'true' : undefined}>
            <legend className="field-label">{question.text}</legend>
            {question.helpText ? (
              <p className="field-help question-help" id={helpId}>
                {question.helpText}
              </p>
            ) : null}
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
                    aria-describedby={describedBy || undefined}
                    data-focus-target={answerIndex === focusIndex ? '' : undefined}
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
