import { useEffect, useMemo, useRef, useState } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { createErrorTransformer } from '../form/createErrorTransformer';
import { createQuestionListValidator } from '../form/createQuestionListValidator';
import { focusFirstInvalid } from '../form/focusFirstInvalid';
import { toFieldOrder } from '../form/toFieldOrder';
import { usePageDraft } from '../form/formDraft';
import { formTheme } from '../form/formTheme';
import type { FunnelFormContext } from '../form/FunnelFormContext';
import { PageProblems } from './PageProblems';
import { getUiSchemaReads } from '../form/getUiSchemaReads';
import { usePageState } from './usePageState';
import { usePageSubmit } from './usePageSubmit';
import { useRuntime } from './useRuntime';
import { toButtonClass } from './PageButtons';

export interface PageViewProps {
  pageId: string;
  /** The page's validator: precompiled in the browser (createPageValidator), any RJSF validator in tests. */
  validator: ValidatorType;
}

/** No answer is chosen for the user: a `oneOf` const or a required boolean starts unanswered (RJSF would pick one). */
const defaultFormStateBehavior = { constAsDefaults: 'never', requiredBooleanDefault: 'skip' } as const;

/** Options every generic form gets: list items cannot be reordered or copied; our buttons replace RJSF's submit. */
const baseUiSchema: UiSchema = {
  'ui:globalOptions': { orderable: false, copyable: false },
  'ui:submitButtonOptions': { norender: true },
};

/**
 * The generic page renderer: the page's RJSF form from `fields.schema`/`uiSchema`, its data read from and submitted to
 * the runtime. A failed check keeps the typed data, shows each error next to its field, announces a summary and
 * focuses the first invalid field (SPEC §5); a failed submit call shows a page-level alert (SPEC §8).
 */
export function PageView({ pageId, validator }: PageViewProps) {
  const runtime = useRuntime();
  const { submit, submitting, pageError } = usePageSubmit(pageId);
  const page = runtime.model.pages[pageId];
  const fields = page?.fields;
  // Re-rendered (and the form with it) only when what the form reads changes (issue #12), not at every state change.
  const reads = useMemo(() => getUiSchemaReads(fields?.uiSchema), [fields?.uiSchema]);
  const state = usePageState(pageId, reads);
  if (!page || !fields) throw new Error(`Page "${pageId}" has no fields to render`);

  // What was typed and not yet sent survives a reload (formDraft); leaving the page drops it.
  const draft = usePageDraft(pageId, () => runtime.getFormData(pageId));
  const [formData, setFormData] = useState<Record<string, unknown>>(draft.initial);
  const [attempted, setAttempted] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  /** A submit call's refusal of a field, shown at that field until the form changes. */
  const [refusal, setRefusal] = useState<ErrorSchema | undefined>(undefined);
  const containerRef = useRef<HTMLDivElement>(null);
  const scenarioRef = useRef<string | undefined>(undefined);

  const schema = fields.schema as RJSFSchema;
  const uiSchema = useMemo<UiSchema>(() => ({ ...(fields.uiSchema as UiSchema | undefined), ...baseUiSchema }), [fields.uiSchema]);
  const formContext = useMemo<FunnelFormContext>(() => ({ state }), [state]);
  const transformErrors = useMemo(() => createErrorTransformer(schema, uiSchema), [schema, uiSchema]);
  const customValidate = useMemo(() => createQuestionListValidator(uiSchema, state), [uiSchema, state]);
  const actions = (page.buttons ?? []).filter((action) => runtime.isButtonOffered(pageId, action.scenario));
  const checkedActions = actions.filter((action) => action.validate);
  const plainActions = actions.filter((action) => !action.validate);

  const go = async (data: Record<string, unknown>, scenario?: string) => {
    const refused = await submit(data, scenario);
    if (!refused) return;
    // The answer refused what was typed: the message at its field, announced, and the field focused (SPEC §5).
    setRefusal({ [refused.field]: { __errors: [refused.message] } } as ErrorSchema);
    setProblems([refused.message]);
    setTimeout(() => focusFirstInvalid(containerRef.current), 0);
  };

  const onSubmit = ({ formData: submitted }: IChangeEvent) => {
    const scenario = scenarioRef.current;
    scenarioRef.current = undefined;
    setProblems([]);
    setRefusal(undefined);
    void go((submitted ?? {}) as Record<string, unknown>, scenario);
  };
  const onError = (errors: RJSFValidationError[]) => {
    setAttempted(true);
    setProblems(toFieldOrder(errors, schema, uiSchema).map((error) => error.message ?? error.stack));
  };
  const onChange = (event: IChangeEvent) => {
    setFormData((event.formData ?? {}) as Record<string, unknown>);
    draft.keep((event.formData ?? {}) as Record<string, unknown>);
    setRefusal(undefined);
    if (attempted) setProblems(toFieldOrder(event.errors ?? [], schema, uiSchema).map((error) => error.message ?? error.stack));
  };

  return (
    <div ref={containerRef} className="page-form">
      <PageProblems pageError={pageError} messages={problems} />
      <Form
        {...formTheme}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        formContext={formContext}
        validator={validator}
        transformErrors={transformErrors}
        customValidate={customValidate}
        experimental_defaultFormStateBehavior={defaultFormStateBehavior}
        extraErrors={refusal}
        showErrorList={false}
        noHtml5Validate
        liveValidate={attempted ? 'onChange' : undefined}
        // Runs after the errors are drawn, so the invalid rows are marked (SPEC §5 focus-target).
        focusOnFirstError={() => setTimeout(() => focusFirstInvalid(containerRef.current), 0)}
        onChange={onChange}
        onSubmit={onSubmit}
        onError={onError}
      >
        <div className="page-buttons">
          <button type="submit" className="button button-primary" disabled={submitting} onClick={() => (scenarioRef.current = undefined)}>
            Continue
          </button>
          {checkedActions.map((action) => (
            <button
              key={action.scenario}
              type="submit"
              className={toButtonClass(action)}
              disabled={submitting}
              onClick={() => (scenarioRef.current = action.scenario)}
            >
              {action.label}
            </button>
          ))}
          {plainActions.map((action) => (
            <button
              key={action.scenario}
              type="button"
              className={toButtonClass(action)}
              disabled={submitting}
              onClick={() => void go(formData, action.scenario)}
            >
              {action.label}
            </button>
          ))}
        </div>
      </Form>
    </div>
  );
}
