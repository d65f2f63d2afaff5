import { createInitialState } from '../domain/state';
import { getAtPath } from './getAtPath';

const initialState = createInitialState();

/** The value a state path holds in a fresh state (what a reset sets it back to); undefined inside open maps. */
export function toInitialValue(path: string): unknown {
  const value = getAtPath(initialState, path);
  return value === undefined ? undefined : structuredClone(value);
}
