import { describe, expect, it } from 'vitest';
import { toMaskedCardNumbers } from '../../../api/sandbox/analytics/toMaskedCardNumbers';

describe('toMaskedCardNumbers (the logger never stores a card number)', () => {
  it.each([
    { value: '4111111111111111', masked: '************1111' },
    { value: 'visa 4111-1111-1111-1111.', masked: 'visa ****-****-****-1111.' },
    { value: '13 digits 4222222222222', masked: '13 digits *********2222' },
    { value: '19 digits 6011000990139424123', masked: '19 digits ***************4123' },
    { value: 'two 4111111111111111 and 5555555555554444', masked: 'two ************1111 and ************4444' },
    { value: '12 digits 123456789012', masked: '12 digits 123456789012' },
    { value: '20 digits 12345678901234567890', masked: '20 digits 12345678901234567890' },
    { value: 'double spaces 4111  1111  1111  1111', masked: 'double spaces 4111  1111  1111  1111' },
    { value: 'uuid 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f', masked: 'uuid 3f2b8c1e-5d4a-4e7b-9c61-0a2b3c4d5e6f' },
    { value: 4111111111111111, masked: '************1111' },
    { value: 123456, masked: 123456 },
    { value: 12.5, masked: 12.5 },
    { value: true, masked: true },
    { value: null, masked: null },
    { value: { a: ['4111111111111111', { b: 5555555555554444 }], c: 'ok' }, masked: { a: ['************1111', { b: '************4444' }], c: 'ok' } },
  ])('$value → $masked', ({ value, masked }) => {
    expect(toMaskedCardNumbers(value)).toEqual(masked);
  });
});
