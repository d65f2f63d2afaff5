import { createHash } from 'node:crypto';

/** Character sets the sandbox's provider tokens are drawn from. */
export const tokenAlphabets = {
  digits: '0123456789',
  upperHex: '0123456789ABCDEF',
  upperAlphanumeric: 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789',
  lowerAlphanumeric: 'abcdefghijklmnopqrstuvwxyz0123456789',
} as const;

/**
 * A provider-style token (subscription id, auth code, PayPal token…) derived from a seed such as `paymentId:purpose`:
 * the same seed always gives the same token (no randomness), different purposes give unrelated tokens.
 */
export function createProviderToken(seed: string, alphabet: string, length: number): string {
  let token = '';
  for (let round = 0; token.length < length; round += 1) {
    for (const byte of createHash('sha256').update(`${seed}#${round}`).digest()) {
      if (token.length === length) break;
      token += alphabet[byte % alphabet.length];
    }
  }
  return token;
}
