import type { GuardContext, GuardOutcome } from '../GuardContext';

/** Confirmation entry: submits the order (save-session with submitAfterSave, SPEC §4 submission). Not built yet. */
export async function submitOrder(_context: GuardContext): Promise<GuardOutcome> {
  return undefined;
}
