import { optionId, type WidgetProps } from '@rjsf/utils';
import { findChoiceIndex } from '../findChoiceIndex';
import { getChoices } from '../getChoices';
import { getFieldAria } from '../getFieldAria';

/**
 * A radio group: a `<fieldset>` whose `<legend>` is the field's title, one labelled radio per choice (`oneOf`
 * const/title, `enum`, or `ui:options.optionsFrom`). The chosen radio, else the first, is the focus target.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, readonly, disabled, autofocus, onChange, onBlur, onFocus } = props;
  const choices = getChoices(props);
  const selected = findChoiceIndex(choices, value);
  const focusIndex = selected === -1 ? 0 : selected;
  const aria = getFieldAria(props);
  return (
    <fieldset className="choice-group" id={id}>
      <legend className={hideLabel ? 'field-label visually-hidden' : 'field-label'}>{label}</legend>
      {choices.length === 0 ? <p className="field-help">No choices are available.</p> : null}
      {choices.map((choice, index) => (
        <label className="choice" key={index} htmlFor={optionId(id, index)}>
          <input
            type="radio"
            id={optionId(id, index)}
            name={htmlName ?? id}
            value={String(index)}
            checked={index === selected}
            required={required}
            disabled={disabled || readonly}
            autoFocus={autofocus && index === 0}
            onChange={() => onChange(choice.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
            data-focus-target={index === focusIndex ? '' : undefined}
            {...aria}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
