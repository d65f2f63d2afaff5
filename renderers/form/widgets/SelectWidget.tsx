import type { WidgetProps } from '@rjsf/utils';
import { findChoiceIndex } from '../findChoiceIndex';
import { getChoices } from '../getChoices';
import { getFieldAria } from '../getFieldAria';

/**
 * A native `<select>` with its label; choices from `enum`, `oneOf` or `ui:options.optionsFrom`; `ui:autocomplete`
 * (e.g. `address-level1` for a state) lets the browser fill it.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, readonly, disabled, autofocus, placeholder, options, onChange, onBlur, onFocus } = props;
  const choices = getChoices(props);
  const selected = findChoiceIndex(choices, value);
  const toValue = (index: string) => (index === '' ? options.emptyValue : choices[Number(index)]?.value);
  return (
    <>
      <label className={hideLabel ? 'field-label visually-hidden' : 'field-label'} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={htmlName ?? id}
        className="input select"
        value={selected === -1 ? '' : String(selected)}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
        onChange={(event) => onChange(toValue(event.target.value))}
        onBlur={(event) => onBlur(id, toValue(event.target.value))}
        onFocus={(event) => onFocus(id, toValue(event.target.value))}
        data-focus-target=""
        {...getFieldAria(props)}
      >
        <option value="">{placeholder || 'Choose…'}</option>
        {choices.map((choice, index) => (
          <option key={index} value={String(index)}>
            {choice.label}
          </option>
        ))}
      </select>
    </>
  );
}
