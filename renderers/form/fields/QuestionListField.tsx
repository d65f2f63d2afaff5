import { getUiOptions, type ErrorSchema, type FieldProps } from '@rjsf/utils';
import { getAtPath } from '../../../engine/runtime/getAtPath';
import type { FunnelFormContext } from '../FunnelFormContext';
import { isChoicesFrom } from '../toPartChoices';
import { toQuestionErrorKey } from '../toQuestionErrorKey';
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
 *   under it), answered as `[{questionId, answerId, result}]` in question order. After a failed submit each question
 *   the check found unanswered (createQuestionListValidator, under its toQuestionErrorKey) shows its own problem
 *   under its title, marks its answers invalid and is described by that problem (SPEC §5: the error next to its
 *   field, the first invalid one focused); a problem of the list as a whole shows under the list (FieldTemplate).
 * - `ui:options.choicesFrom`: one question (the field's title) whose answers are the items of a list in the state,
 *   each with its description and price (vehicle-parts, see PartChoiceField); answered with the item's value.
 */
export function QuestionListField(props: FieldProps) {
  const { formData, onChange, fieldPathId, uiSchema, registry, errorSchema, disabled, readonly } = props;
  const options = getUiOptions(uiSchema);
  if (isChoicesFrom(options.choicesFrom)) return <PartChoiceField {...props} choicesFrom={options.choicesFrom} />;

  const state = (registry.formContext as FunnelFormContext | undefined)?.state;
  const questionsFrom = options.questionsFrom;
  const questions = toQuestions(state && typeof questionsFrom === 'string' ? getAtPath(state, questionsFrom) : null);
  const answers: QuestionListAnswer[] = Array.isArray(formData) ? (formData as QuestionListAnswer[]) : [];
  const answerOf = (questionId: string) => answers.find((answer) => answer.questionId === questionId);
  const problemsOf = (questionId: string): string[] =>
    ((errorSchema as Record<string, ErrorSchema> | undefined)?.[toQuestionErrorKey(questionId)]?.__errors ?? []).filter(Boolean);
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
        const problems = problemsOf(question.questionId);
        const unanswered = problems.length > 0;
        const groupName = `${baseId}_${questionIndex}`;
        const helpId = `${groupName}__help`;
        const problemId = `${groupName}__error`;
        const describedBy = [question.helpText ? helpId : null, unanswered ? problemId : null].filter(Boolean).join(' ');
        const focusIndex = Math.max(0, question.answers.findIndex((answer) => answer.answerId === chosen));
        return (
          <fieldset className="choice-group" key={question.questionId} data-invalid={unanswered ? 'true' : undefined}>
            <legend className="field-label">{question.text}</legend>
            {question.helpText ? (
              <p className="field-help question-help" id={helpId}>
                {question.helpText}
              </p>
            ) : null}
            {unanswered ? (
              <div className="field-error" id={problemId}>
                {problems.map((problem, index) => (
                  <p key={index}>{problem}</p>
                ))}
              </div>
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
