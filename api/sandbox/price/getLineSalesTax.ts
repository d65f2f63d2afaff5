import type { TaxRate } from '../data/taxRates';
import { multiplyCents } from './multiplyCents';
import { isDonationPartNumber } from './toLineCategory';

/** One line's amounts, in cents. */
export interface LineAmounts {
  partNumber: string;
  kitCents: number;
  laborCents: number;
  sellingCents: number;
}

/**
 * A line's sales tax in cents: the taxable amount (sellingPrice where labour is taxed, sellingPrice − laborAmount where
 * it is not) × the state's rate, rounded half up. Donation lines carry none (SPEC §5); no rate (state unknown) → 0.
 */
export function getLineSalesTax(line: LineAmounts, taxRate: TaxRate | null): number {
  if (!taxRate || isDonationPartNumber(line.partNumber)) return 0;
  const taxable = taxRate.isLaborTaxed ? line.sellingCents : line.sellingCents - line.laborCents;
  return multiplyCents(taxable, taxRate.rateInThousandthsOfPercent, 100_000);
}
