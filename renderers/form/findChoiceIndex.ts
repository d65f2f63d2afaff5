import { deepEquals } from '@rjsf/utils';
import type { Choice } from './getChoices';

/** The index of the chosen value among the choices, or -1 when none is chosen. */
export function findChoiceIndex(choices: Choice[], value: unknown): number {
  if (value === undefined || value === null || value === '') return -1;
  return choices.findIndex((choice) => deepEquals(choice.value, value));
}
