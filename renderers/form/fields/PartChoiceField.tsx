import { errorId, type FieldProps } from '@rjsf/utils';
import type { FunnelFormContext } from '../FunnelFormContext';
import { toPartChoices, type ChoicesFrom } from '../toPartChoices';

/** Prices as the customer reads them: US dollars with cents. */
const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * One question whose answers come from a list in the state (SPEC §2 vehicle-parts: the windshields that fit): a radio
 * group named by the field's title, each choice its description and price. The value is the chosen item's value
 * (a part number). A value that is not among the choices (a choice made before the list changed) shows as no choice.
 */
export function PartChoiceField(props: FieldProps & { choicesFrom: ChoicesFrom }) {
  const { formData, onChange, fieldPathId, schema, registry, rawErrors, disabled, readonly, choicesFrom } = props;
  const state = (registry.formContext as FunnelFormContext | undefined)?.state;
  const choices = toPartChoices(state, choicesFrom);
  const selected = choices.findIndex((choice) => choice.value === formData);
  const focusIndex = selected === -1 ? 0 : selected;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const baseId = fieldPathId.$id;
  const title = typeof schema.title === 'string' ? schema.title : 'Choose one';

  return (
    <fieldset className="choice-group part-choices" id={baseId}>
      <legend className="field-label">{title}</legend>
      {choices.length === 0 ? <p className="field-help">No choices are available.</p> : null}
      {choices.map((choice, index) => {
        const inputId = `${baseId}_${index}`;
        return (
          <label className="choice part-choice" key={choice.value} htmlFor={inputId}>
            <input
              type="radio"
              id={inputId}
              name={baseId}
              value={choice.value}
              checked={index === selected}
              disabled={disabled || readonly}
              onChange={() => onChange(choice.value, fieldPathId.path)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId(fieldPathId) : undefined}
              data-focus-target={index === focusIndex ? '' : undefined}
            />
            <span className="part-choice-text">
              <span className="part-choice-label">{choice.label}</span>
              {/* A space between text and price, so the radio's name reads "… band $596.85". */}
              {choice.price === null ? null : <> <span className="part-choice-price">{priceFormat.format(choice.price)}</span></>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
