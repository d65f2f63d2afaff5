/** Experiment settings (SPEC §9 keys) arrive as JSON: true, or the text "true" in any case, switches one on. */
import { describe, expect, it } from 'vitest';
import { isSettingOn } from '../../../engine/domain/isSettingOn';

describe('isSettingOn', () => {
  it.each([
    [true, true],
    ['true', true],
    [' TRUE ', true],
    [false, false],
    ['false', false],
    [1, false],
    ['yes', false],
    [undefined, false],
  ])('%j → %s', (value, on) => {
    const settings: Record<string, string | number | boolean> = value === undefined ? {} : { OfferServicePackageDiscount: value };
    expect(isSettingOn(settings, 'OfferServicePackageDiscount')).toBe(on);
  });
});
