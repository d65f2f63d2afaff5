import { firstCycleYear, modelYearCodes } from './modelYearCodes';

/** The VIN position-10 character of a model year (49 CFR 565.15: a 30-year cycle from 1980). */
export function toModelYearCode(year: number): string {
  const index = (((year - firstCycleYear) % modelYearCodes.length) + modelYearCodes.length) % modelYearCodes.length;
  return modelYearCodes.charAt(index);
}
