/** SPEC §5: the referral date is trimmed to its yyyy-mm-dd part before a session load. */
import { describe, expect, it } from 'vitest';
import { toReferralDate } from '../../../engine/domain/toReferralDate';

describe('toReferralDate', () => {
  it.each([
    ['a date-time with Z', '2026-11-20T15:00:00.000Z', '2026-11-20'],
    ['a date-time with an offset', '2026-11-20T23:59:59+05:00', '2026-11-20'],
    ['a date and time with a space', '2026-11-20 10:11:12', '2026-11-20'],
    ['a date alone', '2026-11-20', '2026-11-20'],
    ['surrounding spaces', '  2026-11-20T01:02:03Z ', '2026-11-20'],
    ['no date', null, null],
    ['undefined', undefined, null],
    ['an empty text', '', null],
    ['another format (not sent rather than refused)', '11/20/2026', null],
    ['a date run into other text', '2026-11-201', null],
  ])('%s: %j → %j', (_name, value, expected) => {
    expect(toReferralDate(value)).toBe(expected);
  });
});
