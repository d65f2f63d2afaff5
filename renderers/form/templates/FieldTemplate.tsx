import type { FieldTemplateProps } from '@rjsf/utils';

/**
 * The row around every field. Widgets draw their own `<label for>` or `<legend>` (so every input is labelled), this
 * adds the description, the field's errors right next to it and the help text. `data-invalid` marks rows with errors
 * for the first-invalid-field focus (SPEC §5).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { children, errors, help, description, hidden, rawErrors, schema, classNames } = props;
  if (hidden) return <div hidden>{children}</div>;
  const isContainer = schema.type === 'object' || schema.type === 'array';
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <div className={['field', classNames].filter(Boolean).join(' ')} data-invalid={invalid ? 'true' : undefined}>
      {children}
      {isContainer ? null : description}
      {errors}
      {help}
    </div>
  );
}
