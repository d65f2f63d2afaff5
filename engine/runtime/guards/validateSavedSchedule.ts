import type { GuardContext, GuardOutcome } from '../GuardContext';

/** Schedule entry (SPEC §4 saved sessions): clears a saved schedule that is no longer valid. Not built yet. */
export async function validateSavedSchedule(_context: GuardContext): Promise<GuardOutcome> {
  return undefined;
}
