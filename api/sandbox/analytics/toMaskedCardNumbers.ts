/**
 * A run of 13 to 19 digits, single spaces or dashes allowed between digits (card numbers as people type them), not
 * part of a longer run of digits.
 */
const cardNumberRun = /(?<![0-9])[0-9](?:[ -]?[0-9]){12,18}(?![0-9])/g;

/** Masks one run: every digit but the last four becomes "*", separators stay. */
function maskRun(run: string): string {
  let digitsLeft = run.replace(/[^0-9]/g, '').length;
  return run.replace(/[0-9]/g, (digit) => (digitsLeft-- > 4 ? '*' : digit));
}

/**
 * The value with every card-number-like run masked (brief: the front-end logger never stores a card number): in
 * strings, and in numbers whose whole part has 13 to 19 digits (these become masked strings). Objects and arrays are
 * copied; keys are kept as they are.
 */
export function toMaskedCardNumbers(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(cardNumberRun, maskRun);
  if (typeof value === 'number' && Number.isFinite(value)) {
    const text = Number.isInteger(value) ? BigInt(value).toString() : String(value);
    const masked = text.replace(cardNumberRun, maskRun);
    return masked === text ? value : masked;
  }
  if (Array.isArray(value)) return value.map((item) => toMaskedCardNumbers(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toMaskedCardNumbers(item)]));
  }
  return value;
}
