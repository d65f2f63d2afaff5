import type { ContractSchema } from '../../contract/OperationTypes';
import type { LineGroup } from './toPricingLines';

/** SPEC §3 order, as the promo calls' order block carries it. */
export type Order = ContractSchema<'Order'>;

/** The line items of an order block: glass parts, supporting items and vaps, in that order (SPEC §3 lineItems). */
export function toOrderLineGroups(order: Order): LineGroup[] {
  const lineItems = order.lineItems ?? {};
  return [
    { items: lineItems.glassParts ?? [], field: 'order.lineItems.glassParts' },
    { items: lineItems.supportingItems ?? [], field: 'order.lineItems.supportingItems' },
    { items: lineItems.vaps ?? [], field: 'order.lineItems.vaps' },
  ];
}
