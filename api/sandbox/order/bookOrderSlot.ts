import type { ContractSchema } from '../../contract/OperationTypes';
import type { SqlRunner } from '../db/SandboxDatabase';
import { RequestError } from '../http/RequestError';
import type { SandboxContext } from '../SandboxContext';
import { bookSlot, toSlotKey } from '../schedule/bookSlot';
import { findTimeSlot } from '../schedule/findTimeSlot';

type Order = ContractSchema<'Order'>;

const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/**
 * Books the time slot of a complete order's schedule for its saved session (save-session with submitAfterSave), in
 * `tx` (the submission's transaction, so a refused submission books nothing): 409 naming order.schedule.startTime when
 * the schedule service does not offer that slot, or when it is full. Booking the slot the session already holds
 * changes nothing.
 */
export async function bookOrderSlot(context: SandboxContext, tx: SqlRunner, savedSessionId: string, order: Order): Promise<void> {
  const date = order.schedule!.date!;
  const startTime = order.schedule!.startTime!;
  // A mobile slot is found by its route code alone (findTimeSlot looks for a shop slot whenever a provider is given).
  const isMobile = order.serviceLocation?.appointmentType === 'Mobile';
  const slot = await findTimeSlot(context, {
    providerNumber: isMobile ? null : blankToNull(order.serviceLocation?.provider?.providerNumber),
    routeCode: blankToNull(order.schedule?.routeCode),
    date,
    startTime,
  });
  if (!slot) {
    throw new RequestError(409, 'order.schedule.startTime', `That time is no longer offered (${date} ${startTime}). Please choose another time.`);
  }
  const booking = await bookSlot(tx, {
    slotKey: toSlotKey(slot.resource, date, startTime),
    capacity: slot.capacity,
    savedSessionId,
    bookedAt: context.now(),
  });
  if (booking.status === 'full') {
    throw new RequestError(409, 'order.schedule.startTime', 'That time slot is no longer available. Please choose another time.');
  }
}
