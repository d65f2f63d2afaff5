import type { ContractSchema } from '../../contract/OperationTypes';
import type { LineCategory } from './toLineCategory';

/** A SPEC §3 line item as the contract carries it. */
export type LineItem = ContractSchema<'LineItem'>;

/** A line item read for pricing: its id (given or assigned), category, insurability and amounts in cents. */
export interface PricingLine {
  id: string;
  source: LineItem;
  category: LineCategory;
  isInsurable: boolean;
  kitCents: number;
  laborCents: number;
  children: PricingLine[];
}
