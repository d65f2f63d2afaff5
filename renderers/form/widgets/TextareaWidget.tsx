import type { WidgetProps } from '@rjsf/utils';
import { getFieldAria } from '../getFieldAria';

/** A multi-line text input with its label. */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, readonly, disabled, autofocus, placeholder, options, onChange, onBlur, onFocus } = props;
  return (
    <>
      <label className={hideLabel ? 'field-label visually-hidden' : 'field-label'} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={htmlName ?? id}
        className="input textarea"
        value={(value as string | undefined) ?? ''}
        rows={typeof options.rows === 'number' ? options.rows : 4}
        placeholder={placeholder || undefined}
        required={required}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        data-focus-target=""
        {...getFieldAria(props)}
      />
    </>
  );
}
