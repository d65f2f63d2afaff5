import { firstCycleYear, modelYearCodes } from './modelYearCodes';

/**
 * The model years from `first` to `last` that VIN position-10 character `code` can stand for, newest first (every 30
 * years, 49 CFR 565.15); empty for a character that is not a model-year code (I, O, Q, U, Z, 0, lower case).
 */
export function getModelYearsOfCode(code: string, first: number, last: number): number[] {
  const index = code.length === 1 ? modelYearCodes.indexOf(code) : -1;
  if (index < 0) return [];
  const cycle = modelYearCodes.length;
  const years: number[] = [];
  const offset = (((last - firstCycleYear - index) % cycle) + cycle) % cycle;
  for (let year = last - offset; year >= first; year -= cycle) years.push(year);
  return years;
}
