import { createHash } from 'node:crypto';

/**
 * An identifier derived from a seed (the sandbox hands out no random values: the same seed always gives the same id):
 * `uuid` a UUID-shaped id, `hex` 32 hex characters, `digits` a string of `length` decimal digits.
 */
export function toHashedId(seed: string, kind: 'uuid' | 'hex' | 'digits', length = 8): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  if (kind === 'hex') return hex.slice(0, 32);
  if (kind === 'digits') {
    let digits = '';
    for (let index = 0; digits.length < length; index += 2) digits += String(parseInt(hex.slice(index % 64, (index % 64) + 2), 16) % 10);
    return digits;
  }
  // Version 4 / variant 1 layout, so tools that check UUIDs accept it.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
