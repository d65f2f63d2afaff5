import type { Shop } from '../data/shops';

/** Whether a shop does this kind of work (SPEC §3 damage kinds: Repair, Replace). */
export function doesShopDo(shop: Shop, damageKind: 'Repair' | 'Replace'): boolean {
  return damageKind === 'Repair' ? shop.services.repair : shop.services.replace;
}
