/** SPEC §5: what is wrong with a typed VIN, checked before it is looked up (so a lookup never fails on a typo). */
import { getVinCheckDigit } from './getVinCheckDigit';

/** Why a VIN cannot be right, in the order it is checked. */
export type VinProblem = 'empty' | 'length' | 'forbiddenLetter' | 'characters' | 'modelYear' | 'checkDigit';

/** 49 CFR 565.15: position 10 (the model year) is never U, Z or 0 — nor I, O or Q, which no position holds. */
const impossibleModelYears = new Set(['U', 'Z', '0']);

/**
 * The first problem of a VIN (surrounding spaces ignored, letters of either case), or null when it can be looked up:
 * 17 characters; letters and digits only, never I, O or Q; a possible model-year character (position 10); and the
 * check digit of 49 CFR 565.15 in position 9.
 */
export function getVinProblem(typed: string): VinProblem | null {
  const vin = typed.trim().toUpperCase();
  if (vin === '') return 'empty';
  if (/[IOQ]/.test(vin)) return 'forbiddenLetter';
  if (!/^[A-Z0-9]*$/.test(vin)) return 'characters';
  if (vin.length !== 17) return 'length';
  if (impossibleModelYears.has(vin.charAt(9))) return 'modelYear';
  if (getVinCheckDigit(vin) !== vin.charAt(8)) return 'checkDigit';
  return null;
}
