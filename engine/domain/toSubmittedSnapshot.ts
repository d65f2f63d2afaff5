import type { ApplicationUser, FunnelState, Order } from './state';

/** Where the submitted-state snapshot is kept in session storage (SPEC §3). */
export const submittedSnapshotKey = 'funnel:submitted';

/**
 * SPEC §3 "a submitted-state snapshot of order and user is kept in session storage after submission": what the
 * confirmation shows once the live state is cleared (SPEC §4), and what a donation adds its supporting item to.
 */
export interface SubmittedSnapshot {
  order: Order;
  user: ApplicationUser;
  /** When the order was submitted (ISO 8601). */
  submittedAt: string;
}

/** The snapshot of a just-submitted state: its order (with the eon and work order) and its user, copied. */
export function toSubmittedSnapshot(state: Pick<FunnelState, 'order' | 'user'>, submittedAt: string): SubmittedSnapshot {
  return { order: structuredClone(state.order), user: structuredClone(state.user), submittedAt };
}
