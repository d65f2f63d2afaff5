import type { LineItem } from './state';
import type { SubmittedSnapshot } from './toSubmittedSnapshot';

/** SPEC §4 "a donation adds a supporting item to the submitted state": the snapshot with `donation` after its supporting items. */
export function toSnapshotWithDonation(snapshot: SubmittedSnapshot, donation: LineItem): SubmittedSnapshot {
  const { lineItems } = snapshot.order;
  return {
    ...snapshot,
    order: { ...snapshot.order, lineItems: { ...lineItems, supportingItems: [...lineItems.supportingItems, donation] } },
  };
}
