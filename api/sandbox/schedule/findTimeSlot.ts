import type { SandboxContext } from '../SandboxContext';

/** A time slot as the schedule service offers it, with its capacity (how many bookings it takes in all). */
export interface OfferedTimeSlot {
  /** The provider number for a shop slot, or the mobile route code for a mobile slot: the first part of the slot key. */
  resource: string;
  date: string;
  startTime: string;
  endTime: string;
  capacity: number;
}

/**
 * The slot a saved schedule points at, if the schedule service offers it (same generation as shop-time-slots and
 * mobile-time-slots): used by save-session with submitAfterSave to book it. Null when no such slot exists.
 *
 * Implemented by the schedule service (api/sandbox/routes/scheduleRoutes.ts and its helpers).
 */
export async function findTimeSlot(
  _context: SandboxContext,
  _slot: { providerNumber: string | null; routeCode: string | null; date: string; startTime: string },
): Promise<OfferedTimeSlot | null> {
  throw new Error('findTimeSlot is not implemented yet (schedule service)');
}
