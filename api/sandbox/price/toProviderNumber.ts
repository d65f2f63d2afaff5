/** SPEC §5: a provider number that starts with 00 and is longer than 5 characters loses its first character (also for the price call). */
export function toProviderNumber(providerNumber: string | null | undefined): string | null {
  if (providerNumber === null || providerNumber === undefined || providerNumber === '') return null;
  return providerNumber.startsWith('00') && providerNumber.length > 5 ? providerNumber.slice(1) : providerNumber;
}
