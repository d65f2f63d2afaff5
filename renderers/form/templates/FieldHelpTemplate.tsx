import { helpId, type FieldHelpProps } from '@rjsf/utils';

/** `ui:help` text under a field, as plain text. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <p id={helpId(fieldPathId)} className="field-help">
      {help}
    </p>
  );
}
