import type { DescriptionFieldProps } from '@rjsf/utils';

/** A field's or group's description, as plain text (no markdown: DESIGN performance rules). */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <p id={id} className="field-help">
      {description}
    </p>
  );
}
