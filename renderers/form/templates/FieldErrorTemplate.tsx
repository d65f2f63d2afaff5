import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** A field's errors, right below it, with the id its input's `aria-describedby` points at (DESIGN principle 8). */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className="field-error">
      {shown.map((error, index) => (
        <p key={index}>{error}</p>
      ))}
    </div>
  );
}
