import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id derived from its parts (sha-256, version nibble 5, RFC 4122 variant), so the sandbox answers the
 * same id for the same input and never needs randomness (brief: deterministic data).
 */
export function toHashedUuid(...parts: readonly string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
