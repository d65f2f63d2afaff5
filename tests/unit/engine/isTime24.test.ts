/** SPEC §5: time values match 24-hour HH:MM. */
import { describe, expect, it } from 'vitest';
import { isTime24 } from '../../../engine/domain/isTime24';

describe('isTime24', () => {
  it.each(['00:00', '07:30', '08:00', '12:00', '17:59', '23:59'])('%s is a 24-hour time', (value) => {
    expect(isTime24(value)).toBe(true);
  });

  it.each([
    ['24:00', 'hour 24'],
    ['7:30', 'one-digit hour'],
    ['07:60', 'minute 60'],
    ['7:30 AM', 'a 12-hour time'],
    ['07:30:00', 'seconds'],
    ['0730', 'no colon'],
    [' 07:30', 'a leading space'],
    ['', 'empty'],
    [null, 'null'],
    [730, 'a number'],
  ])('%j is not (%s)', (value, _why) => {
    expect(isTime24(value)).toBe(false);
  });
});
