import type { WidgetProps } from '@rjsf/utils';
import { getAtPath } from '../../engine/runtime/getAtPath';
import type { FunnelFormContext } from './FunnelFormContext';

/** One choice of a radio group or select. */
export interface Choice {
  value: unknown;
  label: string;
}

/** `ui:options.optionsFrom`: choices read from a list in the funnel state. */
export interface OptionsFrom {
  /** The state path of the list. */
  path: string;
  /** The item field that is the answer. */
  value: string;
  /** The item fields shown, joined by spaces. */
  label: string[];
}

/**
 * A choice widget's choices: from `ui:options.optionsFrom` (a list in the funnel state, e.g. the vehicles found for an
 * address), else from the schema's `enum` or `oneOf` const/title (RJSF's enumOptions).
 */
export function getChoices(props: Pick<WidgetProps, 'options' | 'registry'>): Choice[] {
  const optionsFrom = props.options.optionsFrom as OptionsFrom | undefined;
  if (optionsFrom) {
    const state = (props.registry.formContext as FunnelFormContext | undefined)?.state;
    const list = state ? getAtPath(state, optionsFrom.path) : null;
    if (!Array.isArray(list)) return [];
    return list
      .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
      .map((item) => ({
        value: item[optionsFrom.value],
        label: optionsFrom.label.map((field) => item[field]).filter((part) => part !== null && part !== undefined && part !== '').join(' '),
      }));
  }
  return (props.options.enumOptions ?? []).map((option) => ({ value: option.value, label: option.label }));
}
