import { promoCatalog } from '../data/promoCatalog';
import type { PromoDefinition } from './PromoDefinition';
import { toVisiblePromoCode } from './toVisiblePromoCode';

const promosByCode = new Map(promoCatalog.map((promo) => [promo.code, promo]));

/** The catalog promo of a code as typed (SPEC §5: visible code, any case), or null when the catalog has none. */
export function getPromo(code: string): PromoDefinition | null {
  return promosByCode.get(toVisiblePromoCode(code)) ?? null;
}
