/**
 * SPEC §5: a provider number that starts with 00 and is longer than 5 characters loses its first character (the
 * mobile-fee and price calls send it so); any other value is sent as it is.
 */
export function toProviderNumber(providerNumber: unknown): unknown {
  if (typeof providerNumber !== 'string') return providerNumber;
  return providerNumber.startsWith('00') && providerNumber.length > 5 ? providerNumber.slice(1) : providerNumber;
}
