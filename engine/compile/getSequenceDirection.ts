import type { SequenceReference } from '../config/types';

/** Which way a `{ sequence }` entry goes: its `direction`, else back in the scenario named back, forward in any other. */
export function getSequenceDirection(reference: SequenceReference, scenario: string): 'forward' | 'back' {
  return reference.direction ?? (scenario === 'back' ? 'back' : 'forward');
}
