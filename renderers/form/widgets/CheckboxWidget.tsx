import type { WidgetProps } from '@rjsf/utils';
import { getFieldAria } from '../getFieldAria';

/** A single checkbox with its label beside it (a yes/no answer). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, label, required, readonly, disabled, autofocus, onChange, onBlur, onFocus } = props;
  return (
    <div className="checkbox">
      <input
        type="checkbox"
        id={id}
        name={htmlName ?? id}
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
        data-focus-target=""
        {...getFieldAria(props)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
