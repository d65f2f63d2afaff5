import { mobilePremiumFeePrice } from '../data/partsPrices';
import { toFeeLineItem } from './toFeeLineItem';
import type { DamageKind, LineItem } from './types';

/**
 * The premium for a mobile appointment in a premium time slot, by payment kind and damage kind: a MOBILE FEE item
 * numbered MOBILE-PREMIUM (SPEC §3 names no premium part type). Labour only; not insurable.
 */
export function getMobilePremiumFee(paymentKind: 'Insurance' | 'Cash', damageKind: DamageKind): LineItem {
  return toFeeLineItem({
    id: 'MOBILE PREMIUM',
    partNumber: 'MOBILE-PREMIUM',
    partType: 'MOBILE FEE',
    description: `Premium mobile appointment (${paymentKind.toLowerCase()} ${damageKind.toLowerCase()})`,
    kitPrice: 0,
    laborAmount: mobilePremiumFeePrice[paymentKind][damageKind],
    isInsurable: false,
  });
}
