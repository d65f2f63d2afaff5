import { shops, type Shop } from '../data/shops';

const byProviderNumber = new Map(shops.map((shop) => [shop.providerNumber, shop]));

/**
 * The shop with this provider number, or undefined. Also accepts a number shortened by the SPEC §5 rule (a provider
 * number starting with 00 and longer than 5 characters loses its first character for the mobile-fee and price calls),
 * so "04101" finds shop 004101.
 */
export function findShop(providerNumber: string): Shop | undefined {
  return byProviderNumber.get(providerNumber) ?? (providerNumber.startsWith('0') ? byProviderNumber.get(`0${providerNumber}`) : undefined);
}
