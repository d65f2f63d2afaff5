/**
 * The funnel cookie (SPEC §3 funnel session cookie fields) written and read back: what survives closing the browser
 * (the saved session's id and timeout, the referral data), and what a cookie written by someone else may hold.
 */
import { describe, expect, it } from 'vitest';
import { fromFunnelCookieValue } from '../../../engine/domain/fromFunnelCookieValue';
import { createInitialCookie, type FunnelCookie } from '../../../engine/domain/state';
import { toFunnelCookieValue } from '../../../engine/domain/toFunnelCookieValue';

const cookie = (fields: Partial<FunnelCookie>): FunnelCookie => ({ ...createInitialCookie(), ...fields });

describe('round trip: what is written is read back', () => {
  it.each([
    ['a saved session', { SavedSessionId: '0b7c7d4e-0000-4000-8000-000000000001', SavedSessionTimeoutDate: '2027-01-15T09:00:00.000Z' }],
    [
      'every field',
      {
        LastTouched: '2026-12-01T09:00:00.000Z',
        SavedSessionTimeoutDate: '2027-01-15T09:00:00.000Z',
        DidHeritageFunnelUpdateLast: false,
        ShouldResetState: false,
        ReferralNumber: '300000001',
        ReferralDate: '2026-12-01T09:00:00.000Z',
        ReferralCorrelationId: 'c0ffee00-0000-4000-8000-000000000000',
        ReferralParentAccountNumber: '400200',
        HasDelayedClaimRegistration: true,
        SuppressConceptFunnel: false,
        SavedSessionId: 'referral-verified-100',
      },
    ],
    ['a 6-character referral', { ReferralNumber: '654321' }],
    ['text with quotes, semicolons and accents', { ReferralCorrelationId: 'a;b="c" é' }],
  ])('%s', (_name, fields) => {
    const written = toFunnelCookieValue(cookie(fields));
    expect(written).not.toBeNull();
    expect(fromFunnelCookieValue(written)).toEqual(cookie(fields));
  });

  it('writes only the fields that are set, and nothing at all when none is (restart removes the cookie)', () => {
    expect(toFunnelCookieValue(cookie({ SavedSessionId: 's-1' }))).toBe('{"SavedSessionId":"s-1"}');
    expect(toFunnelCookieValue(createInitialCookie())).toBeNull();
  });
});

describe('reading a cookie', () => {
  it.each([
    ['no cookie', null, null],
    ['an empty value', '', null],
    ['not JSON', 'SavedSessionId=s-1', null],
    ['a JSON array', '["s-1"]', null],
    ['JSON null', 'null', null],
    ['an empty object', '{}', cookie({})],
    ['unknown fields are ignored', '{"SavedSessionId":"s-1","Other":"x"}', cookie({ SavedSessionId: 's-1' })],
    ['a yes/no written as text by the heritage funnel', '{"SuppressConceptFunnel":"True","ShouldResetState":"false"}', cookie({ SuppressConceptFunnel: true, ShouldResetState: false })],
    ['a yes/no that is neither', '{"SuppressConceptFunnel":"yes"}', cookie({})],
    ['a number where text is kept', '{"ReferralNumber":654321}', cookie({ ReferralNumber: '654321' })],
    ['a value of the wrong kind', '{"SavedSessionId":{"id":1},"ReferralDate":true}', cookie({})],
    ['a text too long to be ours', JSON.stringify({ SavedSessionId: 'x'.repeat(201) }), cookie({})],
  ])('%s', (_name, value, expected) => {
    expect(fromFunnelCookieValue(value)).toEqual(expected);
  });
});
