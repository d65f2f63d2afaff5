import { servicePackageDiscount } from '../data/partsPrices';
import { toCheckedGlassPieces } from './toCheckedGlassPieces';
import { toFeeLineItem } from './toFeeLineItem';
import type { DamageKind, GlassPiece, LineItem } from './types';

/**
 * The SERVICE PACKAGE DISCOUNT item (SPEC §3), a negative price: larger for a replacement that includes the windshield
 * than for other glass, smallest for a repair (which needs no glass pieces). A replacement's pieces are checked
 * (toCheckedGlassPieces: 400 glassPieces, glassPieces[i]). Not insurable.
 */
export function getServicePackageDiscount(glassPieces: readonly GlassPiece[], damageType: DamageKind): LineItem {
  let amount: number = servicePackageDiscount.repair;
  if (damageType === 'Replace') {
    const pieces = toCheckedGlassPieces(glassPieces, null);
    const hasWindshield = pieces.some((piece) => piece.location === 'Windshield');
    amount = hasWindshield ? servicePackageDiscount.replaceWithWindshield : servicePackageDiscount.replaceOtherGlass;
  }
  return toFeeLineItem({
    id: 'SERVICE PACKAGE DISCOUNT',
    partNumber: damageType === 'Repair' ? 'SVC-PKG-DISC-R' : 'SVC-PKG-DISC',
    partType: 'SERVICE PACKAGE DISCOUNT',
    description: 'Service package discount',
    kitPrice: amount,
    laborAmount: 0,
    isInsurable: false,
  });
}
