/** 49 CFR 565.15 Table IV: the value of each VIN letter (digits count as themselves; I, O and Q never occur). */
const transliteration: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/** 49 CFR 565.15 Table V: the weight of each VIN position (position 9, the check digit itself, weighs 0). */
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * SPEC §5 VIN check (49 CFR 565.15): the check digit that position 9 of a 17-character VIN must carry — the weighted
 * sum of its transliterated characters modulo 11, "X" for a remainder of 10. Letters of either case; undefined when the
 * VIN has another length or a character that never occurs in a VIN (I, O, Q, anything but letters and digits).
 */
export function getVinCheckDigit(vin: string): string | undefined {
  if (vin.length !== weights.length) return undefined;
  let sum = 0;
  for (let position = 0; position < vin.length; position += 1) {
    const character = vin.charAt(position).toUpperCase();
    const value = /^[0-9]$/.test(character) ? Number(character) : transliteration[character];
    if (value === undefined) return undefined;
    sum += value * weights[position]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}
