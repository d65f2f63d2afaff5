/**
 * The model-year characters of VIN position 10 in their 30-year cycle (49 CFR 565.15 Table VI): "A" is 1980 (and
 * 2010, 2040…), "Y" is 2000, "1" to "9" are 2001 to 2009. I, O, Q, U, Z and 0 are never used.
 */
export const modelYearCodes = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The first model year of the cycle: position 10 "A" with a digit in position 7. */
export const firstCycleYear = 1980;
