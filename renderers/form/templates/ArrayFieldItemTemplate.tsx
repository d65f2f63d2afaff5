import { getTemplate, type ArrayFieldItemTemplateProps } from '@rjsf/utils';

/** One item of a list answer, with its Remove button beside it. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const ArrayFieldItemButtonsTemplate = getTemplate('ArrayFieldItemButtonsTemplate', registry, uiSchema?.['ui:options'] ?? {});
  return (
    <div className="array-item">
      <div className="array-item-fields">{children}</div>
      {hasToolbar ? (
        <div className="array-item-buttons">
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </div>
      ) : null}
    </div>
  );
}
