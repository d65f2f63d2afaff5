/** SPEC §5 / 49 CFR 565.15: the VIN check digit, against the sandbox's documented VINs and hand-worked cases. */
import { describe, expect, it } from 'vitest';
import { getVinCheckDigit } from '../../../engine/domain/getVinCheckDigit';

describe('getVinCheckDigit', () => {
  it.each([
    // api/sandbox/test-values/vehicle-lookups.md: every documented VIN carries its own check digit in position 9.
    ['2HGFC2FK3LH500001', '3', '2020 Honda Civic'],
    ['2T3W1RFVXMWA00123', 'X', '2021 Toyota RAV4 (remainder 10 is X)'],
    ['1FTFW1K5XJFA10234', 'X', '2018 Ford F-150'],
    ['3AKJHHDAXKSKA0456', 'X', '2019 Freightliner Cascadia'],
    ['WP0AB2AC0KS120178', '0', '2019 Porsche 911'],
    ['WBAVA33A68NL00789', '6', '2008 BMW 3 Series'],
    ['3VWSF71GX5M300321', 'X', '2005 Volkswagen Jetta'],
    ['WAUDF78W87A000654', '8', '2007 Audi A4'],
    ['WBA8E9GSXGNU00111', 'X', '2016 BMW 3 Series'],
    ['1FATP8UK6J5100987', '6', '2018 Ford Mustang Convertible'],
    ['SALGS2SEXKA000123', 'X', 'unknown manufacturer, valid check digit'],
    ['5YJSA11HX5F000001', 'X', '2005 Tesla, valid check digit'],
    // The classic worked example of 49 CFR 565.15 Table VI.
    ['1M8GDM9AXKP042788', 'X', '49 CFR 565 worked example'],
    ['11111111111111111', '1', 'all ones: sum 89 → remainder 1'],
  ])('%s → %s (%s)', (vin, digit) => {
    expect(getVinCheckDigit(vin)).toBe(digit);
    expect(vin.charAt(8)).toBe(digit);
  });

  it('ignores the letter case', () => {
    expect(getVinCheckDigit('2hgfc2fk3lh500001')).toBe('3');
  });

  it('a mistyped character changes the digit the VIN must carry', () => {
    // The sandbox's "wrong check digit" VIN: the Civic's with a 4 in position 9.
    expect(getVinCheckDigit('2HGFC2FK4LH500001')).toBe('3');
    expect(getVinCheckDigit('2HGFC2FK3LH500002')).not.toBe('3');
  });

  it.each([
    ['2HGFC2FK3LH50000', 'too short'],
    ['2HGFC2FK3LH5000011', 'too long'],
    ['2HGFC2FK3LH5O0001', 'an O'],
    ['2HGFC2FK3LH5I0001', 'an I'],
    ['2HGFC2FK3LH5Q0001', 'a Q'],
    ['2HGFC2FK3LH5-0001', 'a dash'],
    ['', 'empty'],
  ])('%s has none (%s)', (vin) => {
    expect(getVinCheckDigit(vin)).toBeUndefined();
  });
});
