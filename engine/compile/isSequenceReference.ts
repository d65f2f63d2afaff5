import type { NavigationEntry, SequenceReference } from '../config/types';

/** Whether a navigation entry goes through a sequence (`{ sequence: <name> }`) rather than naming a page. */
export function isSequenceReference(entry: NavigationEntry): entry is SequenceReference {
  return 'sequence' in entry;
}
