import { buttonId, errorId, type ArrayFieldTemplateProps } from '@rjsf/utils';

/**
 * A list answer: a `<fieldset>` titled by its `<legend>`, its items, and an "Add" button. When the list itself is
 * invalid (e.g. too few items), the Add button is the focus target and is described by the list's error.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, disabled, readonly, fieldPathId, title, uiSchema, schema, rawErrors, registry } = props;
  const { AddButton } = registry.templates.ButtonTemplates;
  const shownTitle = (uiSchema?.['ui:title'] as string | undefined) ?? title;
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <fieldset className="field-group array-field" id={fieldPathId.$id}>
      {shownTitle ? <legend className="field-label">{shownTitle}</legend> : null}
      {schema.description ? <p className="field-help">{schema.description}</p> : null}
      <div className="array-items">{items}</div>
      {canAdd ? (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="array-add"
          onClick={onAddClick}
          disabled={disabled || readonly}
          registry={registry}
          uiSchema={uiSchema}
          data-focus-target=""
          aria-describedby={invalid ? errorId(fieldPathId) : undefined}
        />
      ) : null}
    </fieldset>
  );
}
