/**
 * The price service's money rules: dollars ↔ cents rounded half up (half away from zero below zero), exact products
 * for tax and percentages, and the SPEC §5 visible promo code.
 */
import { describe, expect, it } from 'vitest';
import { multiplyCents } from '../../../api/sandbox/price/multiplyCents';
import { toCents } from '../../../api/sandbox/price/toCents';
import { toDollars } from '../../../api/sandbox/price/toDollars';
import { toUniquePromoCodes } from '../../../api/sandbox/price/toUniquePromoCodes';
import { toVisiblePromoCode } from '../../../api/sandbox/price/toVisiblePromoCode';

describe('toCents', () => {
  it.each([
    [1.005, 101],
    [1.004, 100],
    [0.125, 13],
    [19.99, 1999],
    [-1.005, -101],
    [-0.125, -13],
    [0, 0],
    [100000, 10000000],
  ])('%s dollars → %s cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });
});

describe('toDollars', () => {
  it.each([
    [12345, 123.45],
    [-1, -0.01],
    [-0, 0],
  ])('%s cents → %s dollars', (cents, dollars) => {
    expect(Object.is(toDollars(cents), dollars)).toBe(true);
  });
});

describe('multiplyCents', () => {
  it.each([
    { cents: 30000, numerator: 6875, denominator: 100000, expected: 2063 }, // MN 6.875 % of 300.00 = 20.625
    { cents: 8, numerator: 6875, denominator: 100000, expected: 1 }, // 0.55 cents
    { cents: 7, numerator: 6875, denominator: 100000, expected: 0 }, // 0.48 cents
    { cents: -6000, numerator: 6875, denominator: 100000, expected: -413 }, // −4.125 → −4.13
    { cents: 2499, numerator: 50, denominator: 100, expected: 1250 }, // half of 24.99
    { cents: 1999, numerator: 100, denominator: 100, expected: 1999 },
  ])('$cents × $numerator / $denominator = $expected', ({ cents, numerator, denominator, expected }) => {
    expect(multiplyCents(cents, numerator, denominator)).toBe(expected);
  });
});

describe('SPEC §5 promo codes', () => {
  it.each([
    ['SAVE20/WEB', 'SAVE20'],
    ['save20', 'SAVE20'],
    ['  Save20 / web ', 'SAVE20'],
    ['a/b/c', 'A'],
    ['/WEB', ''],
    ['', ''],
  ])('"%s" shows as "%s"', (typed, visible) => {
    expect(toVisiblePromoCode(typed)).toBe(visible);
  });

  it('normalises and de-duplicates, keeping the first-seen order', () => {
    expect(toUniquePromoCodes(['take25/X', 'SAVE20', 'Take25', '/X', 'save20/y'])).toEqual(['TAKE25', 'SAVE20']);
  });
});
