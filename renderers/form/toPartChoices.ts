import { getAtPath } from '../../engine/runtime/getAtPath';
import type { FunnelState } from '../../engine/domain/state';

/**
 * `ui:options.choicesFrom` of a question-list field: one question whose answers are read from a list in the state
 * (vehicle-parts: the windshields that fit, SPEC §2), each shown with its description and price.
 */
export interface ChoicesFrom {
  /** The state path of the list, e.g. `user.pageData.stages.partChoices`. */
  path: string;
  /** The item field that is the answer (e.g. `partNumber`). */
  value: string;
  /** The item field shown as the choice's text (e.g. `description`). */
  label: string;
  /** The item field holding its price in US dollars (e.g. `sellingPrice`), shown after the text. */
  price?: string;
}

/** One choice as shown: its value, its text and its price (null when the item has none). */
export interface PartChoice {
  value: string;
  label: string;
  price: number | null;
}

/** Whether `ui:options.choicesFrom` is well formed. */
export function isChoicesFrom(value: unknown): value is ChoicesFrom {
  const options = value as Partial<ChoicesFrom> | null;
  return (
    !!options &&
    typeof options === 'object' &&
    typeof options.path === 'string' &&
    typeof options.value === 'string' &&
    typeof options.label === 'string'
  );
}

/** The choices at `choicesFrom.path` in the state (items without a value are left out). */
export function toPartChoices(state: FunnelState | undefined, choicesFrom: ChoicesFrom): PartChoice[] {
  const list = state ? getAtPath(state, choicesFrom.path) : null;
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    .filter((item) => typeof item[choicesFrom.value] === 'string' && item[choicesFrom.value] !== '')
    .map((item) => {
      const price = choicesFrom.price ? item[choicesFrom.price] : null;
      return {
        value: item[choicesFrom.value] as string,
        label: String(item[choicesFrom.label] ?? item[choicesFrom.value]),
        price: typeof price === 'number' && Number.isFinite(price) ? price : null,
      };
    });
}
