import { RequestError } from '../http/RequestError';
import type { AvailableGlass } from './getAvailableGlass';
import type { GlassPiece } from './types';

/**
 * The glass pieces of a replacement, checked: at least one (400 glassPieces), no piece twice (400 glassPieces[i]),
 * and, when the vehicle's glass is given, each piece among its available replacement options (SPEC §5 damage options
 * check; 400 glassPieces[i].name).
 */
export function toCheckedGlassPieces(pieces: readonly GlassPiece[], available: AvailableGlass | null): GlassPiece[] {
  if (pieces.length === 0) {
    throw new RequestError(400, 'glassPieces', 'Choose at least one piece of glass to replace (or ask for a Repair).');
  }
  const seen = new Set<string>();
  pieces.forEach((piece, index) => {
    const key = `${piece.location}-${piece.name}`;
    if (seen.has(key)) {
      throw new RequestError(400, `glassPieces[${index}]`, `The ${piece.location} ${piece.name} glass is listed twice; list each piece once.`);
    }
    seen.add(key);
    const options = available?.[piece.location];
    if (options && !options.includes(piece.name)) {
      const choices = options.length === 0 ? 'none' : options.join(', ');
      throw new RequestError(
        400,
        `glassPieces[${index}].name`,
        `This vehicle has no ${piece.name} glass at ${piece.location}; its ${piece.location} glass: ${choices} (parts.damageOptions).`,
      );
    }
  });
  return [...pieces];
}
