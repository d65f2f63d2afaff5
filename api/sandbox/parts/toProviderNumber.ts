/**
 * SPEC §5: a mobile-fee (and price call) provider number that starts with 00 and is longer than 5 characters loses its
 * first character: 0012345 → 012345; anything else is kept as sent.
 */
export function toProviderNumber(providerNumber: string): string {
  return providerNumber.startsWith('00') && providerNumber.length > 5 ? providerNumber.slice(1) : providerNumber;
}
