import { descriptionId, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * The fields of an object: the page's root object is a plain list (the page `<h1>` is its title); a nested object with
 * a title is a `<fieldset>` with a `<legend>`; an item of a list is "Item 1", "Item 2"… under the list's legend.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, title, description, fieldPathId, uiSchema } = props;
  const content = properties.map((property) => property.content);
  const isRoot = fieldPathId.path.length === 0;
  const position = fieldPathId.path[fieldPathId.path.length - 1];
  const shownTitle = (uiSchema?.['ui:title'] as string | undefined) ?? (typeof position === 'number' ? `Item ${position + 1}` : title);
  if (isRoot || !shownTitle) return <div className="field-list">{content}</div>;
  return (
    <fieldset className="field-group" id={fieldPathId.$id}>
      <legend id={titleId(fieldPathId)} className="field-label">
        {shownTitle}
      </legend>
      {description ? (
        <p id={descriptionId(fieldPathId)} className="field-help">
          {description}
        </p>
      ) : null}
      {content}
    </fieldset>
  );
}
