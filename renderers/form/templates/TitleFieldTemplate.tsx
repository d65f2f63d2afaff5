import type { TitleFieldProps } from '@rjsf/utils';

/** The legend of a group of fields. */
export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return (
    <legend id={id} className="field-label">
      {title}
    </legend>
  );
}
