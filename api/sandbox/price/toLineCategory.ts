import { supportingPartNumbers } from '../data/partsPrices';

/** What a line item is, for discounts, insurability and tax (from its SPEC §3 part type). */
export type LineCategory =
  | 'glass'
  | 'recalibration'
  | 'wiper'
  | 'rainRepel'
  | 'servicePackage'
  | 'fee'
  | 'donation'
  | 'promoDiscount';

/** The partType of the discount lines this service makes. */
export const promoDiscountPartType = 'PROMO DISCOUNT';

/**
 * The category of a line from its SPEC §3 part type: FRONT/REAR WIPER, RAIN REPEL, SERVICE PACKAGE DISCOUNT,
 * (ADAS) RECALIBRATION, DONATION (or a DONATION_{amount} part number, SPEC §5), part types containing FEE or EARLY
 * BIRD (SPEC §5 fee filtering), this service's PROMO DISCOUNT lines; anything else (a glass type, repair supplies) is
 * the glass work itself, and so is the REPAIR FEE, which is the repair's labour: SPEC §5 fee filtering keeps a REPAIR
 * FEE "whose part number is not the repair-supplies one" (one with that part number is a fee).
 */
export function toLineCategory(line: { partType: string; partNumber: string }): LineCategory {
  const type = line.partType.trim().toUpperCase();
  if (type === promoDiscountPartType) return 'promoDiscount';
  if (type === 'FRONT WIPER' || type === 'REAR WIPER') return 'wiper';
  if (type === 'RAIN REPEL') return 'rainRepel';
  if (type === 'SERVICE PACKAGE DISCOUNT') return 'servicePackage';
  if (type.includes('RECALIBRATION')) return 'recalibration';
  if (type === 'DONATION' || isDonationPartNumber(line.partNumber)) return 'donation';
  if (type === 'REPAIR FEE' && line.partNumber !== supportingPartNumbers.repairSupplies) return 'glass';
  if (type.includes('FEE') || type.includes('EARLY BIRD')) return 'fee';
  return 'glass';
}

/** SPEC §5: donation parts are numbered DONATION_{amount}. */
export function isDonationPartNumber(partNumber: string): boolean {
  return /^DONATION_/i.test(partNumber);
}
