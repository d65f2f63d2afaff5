import type { ChangeEvent } from 'react';
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { getFieldAria } from '../getFieldAria';

/**
 * Every `<input>`-based widget (text, email, tel, number, date…): a visible `<label for>` (visually hidden when the
 * schema asks for no label, so the input still has a name), `inputMode`/`autoCapitalize`/`autocomplete` from
 * `ui:options` (e.g. `autoCapitalize: characters` for a licence plate on a phone keyboard), the error
 * wiring of getFieldAria, and `data-focus-target` for the first-invalid-field focus (SPEC §5).
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, label, hideLabel, required, readonly, disabled, autofocus, placeholder, options, schema, type } = props;
  const { onChange, onChangeOverride, onBlur, onFocus } = props;
  const inputProps = getInputProps(schema, type, options);
  const isNumber = inputProps.type === 'number';
  const inputValue = isNumber ? (value || value === 0 ? value : '') : (value ?? '');
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  return (
    <>
      <label className={hideLabel ? 'field-label visually-hidden' : 'field-label'} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={htmlName ?? id}
        className="input"
        {...inputProps}
        value={inputValue as string | number}
        placeholder={placeholder || undefined}
        inputMode={(options.inputMode as 'numeric' | 'text' | 'tel' | 'email' | undefined) ?? undefined}
        autoCapitalize={typeof options.autoCapitalize === 'string' ? options.autoCapitalize : undefined}
        required={required}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        onChange={onChangeOverride ?? handleChange}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        data-focus-target=""
        {...getFieldAria(props)}
      />
    </>
  );
}
