import { descriptionId, errorId, helpId, type RJSFSchema, type UiSchema } from '@rjsf/utils';

/** The ARIA attributes of a field's focusable element: invalid state and the texts describing it (SPEC §5, DESIGN principle 8). */
export interface FieldAria {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Points an input at its error, help and description (only those shown), and marks it invalid when it has errors. */
export function getFieldAria(field: { id: string; rawErrors?: string[]; schema?: RJSFSchema; uiSchema?: UiSchema }): FieldAria {
  const hasErrors = (field.rawErrors?.length ?? 0) > 0;
  const ids = [
    hasErrors ? errorId(field.id) : null,
    field.schema?.description || field.uiSchema?.['ui:description'] ? descriptionId(field.id) : null,
    field.uiSchema?.['ui:help'] ? helpId(field.id) : null,
  ].filter((id): id is string => id !== null);
  return {
    ...(hasErrors ? { 'aria-invalid': true as const } : {}),
    ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}),
  };
}
