/** A licence plate as the lookup compares it: upper case, without spaces or dashes ("abc-12 3" → "ABC123"). */
export function toLicensePlateKey(licensePlate: string): string {
  return licensePlate.replace(/[\s-]+/g, '').toUpperCase();
}
