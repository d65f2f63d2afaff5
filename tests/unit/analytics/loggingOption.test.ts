/** SPEC §9 logging option: the `log` query parameter chooses it; the last-5 option keeps a value's last 5 characters. */
import { describe, expect, it } from 'vitest';
import { toLoggedValue } from '../../../engine/domain/toLoggedValue';
import { toLoggingOption } from '../../../engine/domain/toLoggingOption';
import { loadFunnelConstants } from '../../harness/loadFunnelConstants';

/** funnel.yaml lastFiveLoggingCharacters (SPEC §9: 5). */
const { lastFiveLoggingCharacters } = loadFunnelConstants();

describe('toLoggingOption (the `log` query parameter)', () => {
  it.each([
    ['true', 'all'],
    ['TRUE', 'all'],
    ['on', 'all'],
    ['1', 'all'],
    ['all', 'all'],
    ['last5', 'last5'],
    [' Last5 ', 'last5'],
    ['last-5', 'last5'],
    ['false', null],
    ['off', null],
    ['0', null],
    ['none', null],
    ['maybe', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('log=%s → %s', (param, expected) => {
    expect(toLoggingOption(param)).toBe(expected);
  });
});

describe('toLoggedValue (SPEC §9 "the last-5 logging option keeps the last 5 characters of a value")', () => {
  it.each([
    ['2HGFC2FK3LH500001', 'last5', '00001'],
    ['1234', 'last5', '1234'],
    [12345678, 'last5', '45678'],
    ['2HGFC2FK3LH500001', 'all', '2HGFC2FK3LH500001'],
    [0, 'all', '0'],
    ['2HGFC2FK3LH500001', null, null],
    ['2HGFC2FK3LH500001', 'bogus', null],
    [null, 'all', null],
    [undefined, 'last5', null],
  ])('%s with %s → %s', (value, option, expected) => {
    expect(toLoggedValue(value, option, lastFiveLoggingCharacters)).toBe(expected);
  });
});
