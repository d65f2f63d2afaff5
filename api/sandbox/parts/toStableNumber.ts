import { createHash } from 'node:crypto';

/**
 * A whole number from 0 to `modulo` - 1 derived from `key` (SHA-256), so the sandbox's made-up data (part numbers,
 * prices) is the same for the same input on every run and every machine; never Math.random.
 */
export function toStableNumber(key: string, modulo: number): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) % modulo;
}
