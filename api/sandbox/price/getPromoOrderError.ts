import type { PromoDefinition } from './PromoDefinition';
import type { PromoOrderFacts } from './PromoOrderFacts';
import { toFlatLines } from './toFlatLines';

/** A promo's failure on an order (SPEC §8): the error code and a sentence. */
export interface PromoOrderError {
  errorCode: 'InvalidPromoOnOrder' | 'NoSuitableItemForPromo';
  additionalInfo: string;
}

const categoryNames: Record<string, string> = {
  glass: 'glass work',
  recalibration: 'recalibration',
  wiper: 'wipers',
  rainRepel: 'rain repel',
};

/**
 * Whether a promo fits an order as it is: InvalidPromoOnOrder when the order is not eligible (a repair promo on a
 * replacement, a cash promo on an insurance order, the package promo while Offer_Promo_On_Pkg is false), then
 * NoSuitableItemForPromo when nothing on the order is discounted by it (no wipers for a wiper promo, no service package
 * for the package promo). null when it fits.
 */
export function getPromoOrderError(promo: PromoDefinition, facts: PromoOrderFacts): PromoOrderError | null {
  const invalid = (additionalInfo: string): PromoOrderError => ({ errorCode: 'InvalidPromoOnOrder', additionalInfo });
  const unsuitable = (additionalInfo: string): PromoOrderError => ({ errorCode: 'NoSuitableItemForPromo', additionalInfo });
  if (promo.isRepairOnly && !facts.isRepair) return invalid(`${promo.code} is for windshield repairs only.`);
  if (promo.isCashOnly && facts.isInsurance) return invalid(`${promo.code} is for orders paid on your own, not by insurance.`);
  if (promo.isServicePackagePromo && !facts.isPackagePromoOffered) {
    return invalid(`${promo.code} is not offered with the service package at the moment (Offer_Promo_On_Pkg).`);
  }
  const lines = toFlatLines(facts.lines);
  if (promo.isServicePackagePromo && !lines.some((line) => line.category === 'servicePackage')) {
    return unsuitable(`${promo.code} needs the service package on the order.`);
  }
  const hasSuitableLine = lines.some(
    (line) => promo.discounts.includes(line.category) && line.kitCents >= 0 && line.laborCents >= 0 && line.kitCents + line.laborCents > 0,
  );
  if (!hasSuitableLine) {
    const names = promo.discounts.map((category) => categoryNames[category] ?? category).join(' or ');
    return unsuitable(`The order has no ${names} for ${promo.code} to discount.`);
  }
  return null;
}
