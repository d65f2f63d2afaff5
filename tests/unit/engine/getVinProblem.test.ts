/** SPEC §5: a typed VIN is checked (length, characters, model year, check digit) before it is looked up. */
import { describe, expect, it } from 'vitest';
import { getVinProblem } from '../../../engine/domain/getVinProblem';

describe('getVinProblem', () => {
  it.each([
    ['2HGFC2FK3LH500001', null, 'the Civic'],
    ['2hgfc2fk3lh500001', null, 'lower case'],
    ['  WP0AB2AC0KS120178 ', null, 'surrounding spaces'],
    ['1FATP8UK6J5100987', null, 'the Mustang convertible'],
    ['SALGS2SEXKA000123', null, 'an unknown manufacturer is for the lookup to say'],
    ['', 'empty', 'nothing typed'],
    ['   ', 'empty', 'only spaces'],
    ['2HGFC2FK3LH50000', 'length', '16 characters'],
    ['2HGFC2FK3LH5000012', 'length', '18 characters'],
    ['2HGFC2FK3LH5O0001', 'forbiddenLetter', 'an O'],
    ['IHGFC2FK3LH500001', 'forbiddenLetter', 'an I'],
    ['2HGFC2FK3LH5Q001', 'forbiddenLetter', 'a Q, and too short'],
    ['2HGFC2FK3LH5-0001', 'characters', 'a dash'],
    ['2HGFC2FK3 LH50001', 'characters', 'a space inside'],
    ['2HGFC2FK1UH500001', 'modelYear', 'position 10 is U (sandbox: 400 vin)'],
    ['2HGFC2FK3ZH500001', 'modelYear', 'position 10 is Z'],
    ['2HGFC2FK30H500001', 'modelYear', 'position 10 is 0'],
    ['2HGFC2FK4LH500001', 'checkDigit', 'the sandbox wrong-check-digit VIN'],
  ])('%j → %s (%s)', (vin, problem, _why) => {
    expect(getVinProblem(vin)).toBe(problem);
  });
});
