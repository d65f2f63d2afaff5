/**
 * SPEC §5 affiliate campaigns, §9 affiliate and commission cookies, §3 affiliate tracking record, §2 landing "reads
 * tracking and referral params", and §4 "a referral number of 6 characters triggers verified redirecting".
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { hasRedirectingReferralNumber, isVerifiedRedirect } from '../../../engine/domain/coverage';
import { getCookieLifetimes } from '../../../engine/domain/getCookieLifetimes';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { toAffiliateCookie, type CampaignParameters } from '../../../engine/domain/toAffiliateCookie';
import { commissionCookieName, toCommissionCookie } from '../../../engine/domain/toCommissionCookie';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const model = loadFunnelModel();
const day = 86_400;
const timestamp = '2026-11-22T12:00:00.000Z';
const { constants } = model.funnel;
/** The shipped funnel.yaml affiliate cookie constants (SPEC §9: _Track, 44 characters, 100,000 days). */
const affiliateOptions = {
  marker: constants.affiliateCookieMarker,
  maxNameLength: constants.affiliateCookieNameMaxLength,
  maxAgeSeconds: getCookieLifetimes(constants).affiliate,
};
const campaign = (source: string | null, medium: string | null, name: string | null = null): CampaignParameters => ({ source, medium, campaign: name });

describe('toAffiliateCookie (SPEC §5 affiliate campaigns)', () => {
  it.each([
    ['cjunction with email', campaign('cjunction', 'email')],
    ['cjunction with organic', campaign('cjunction', 'organic')],
    ['cjunction with organic_social', campaign('cjunction', 'organic_social')],
    ['cjunction with email, in other cases', campaign('CJunction', 'EMAIL')],
    ['no source', campaign(null, 'cpc')],
    ['no medium', campaign('google', null)],
    ['an empty source', campaign('  ', 'cpc')],
    ['an empty medium', campaign('google', '')],
    ['a campaign alone', campaign(null, null, 'spring')],
  ])('%s is not recorded', (_name, parameters) => {
    expect(toAffiliateCookie(parameters, timestamp, affiliateOptions)).toBeNull();
  });

  it.each([
    ['a source and medium', campaign('google', 'cpc'), 'google_cpc_Track'],
    ['cjunction with another medium', campaign('cjunction', 'affiliate'), 'cjunction_affiliate_Track'],
    ['special characters become dots', campaign('news letter!', 'e-mail/weekly'), 'news.letter._e-mail.weekly_Track'],
    ['surrounding spaces are not special', campaign(' bing ', ' cpc '), 'bing_cpc_Track'],
    [
      'a long name is cut to 44 characters, keeping the marker',
      campaign('a-very-long-affiliate-network-source-name', 'display'),
      'a-very-long-affiliate-network-source-n_Track',
    ],
  ])('%s → %s', (_name, parameters, name) => {
    const cookie = toAffiliateCookie(parameters, timestamp, affiliateOptions);
    expect(cookie?.name).toBe(name);
    expect(cookie?.name.length).toBeLessThanOrEqual(44);
    expect(cookie?.name.endsWith('_Track')).toBe(true);
    expect(cookie?.maxAgeSeconds).toBe(100_000 * day);
  });

  it('the value is the SPEC §3 tracking record: source, medium, campaign, timestamp, tagEvent', () => {
    const cookie = toAffiliateCookie({ source: 'cj&unction', medium: 'affiliate', campaign: 'Spring Sale & more', tagEvent: 'abc123' }, timestamp, affiliateOptions);
    expect(Object.fromEntries(new URLSearchParams(cookie?.value))).toEqual({
      source: 'cj.unction',
      medium: 'affiliate',
      campaign: 'Spring Sale & more',
      timestamp,
      tagEvent: 'abc123',
    });
  });

  it('the marker, name maximum and lifetime come from the options (funnel.yaml constants)', () => {
    expect(toAffiliateCookie(campaign('google', 'cpc'), timestamp, { marker: '_T', maxNameLength: 8, maxAgeSeconds: 60 })).toMatchObject({
      name: 'google_T',
      maxAgeSeconds: 60,
    });
  });
});

describe('toCommissionCookie (SPEC §2 cjevent, §9 commission cookie 395 days)', () => {
  it.each([
    ['a click event id', 'a1b2c3d4e5f60718293a4b5c6d7e8f90', 'a1b2c3d4e5f60718293a4b5c6d7e8f90'],
    ['surrounding spaces trimmed', ' evt-1 ', 'evt-1'],
    ['no cjevent', null, null],
    ['an empty cjevent', '', null],
    ['markup is never written into a cookie', '<script>', null],
    ['a cookie separator is refused', 'abc; path=/', null],
    ['longer than 128 characters', 'x'.repeat(129), null],
  ])('%s', (_name, cjevent, value) => {
    const cookie = toCommissionCookie(cjevent, getCookieLifetimes(constants).commission);
    expect(cookie?.value ?? null).toBe(value);
    if (cookie) expect(cookie).toMatchObject({ name: commissionCookieName, maxAgeSeconds: 395 * day });
  });
});

describe('landing reads the tracking params (SPEC §2)', () => {
  function setup(recipe?: (s: FunnelState) => void) {
    const ports = createMemoryPorts({ 'analytics.initialize': { sessionKey: 'K', sessionId: 'S' } });
    const writes: Array<{ name: string; value: string; maxAgeSeconds?: number; path?: string }> = [];
    const set = ports.cookies.set;
    ports.cookies.set = (name, value, options) => {
      writes.push({ name, value, ...options });
      set(name, value, options);
    };
    const runtime = createFunnelRuntime({ model, ports, initialState: produce(createInitialState(), (s) => void recipe?.(s)) });
    return { runtime, ports, writes };
  }

  it('writes the affiliate and commission cookies with their lifetimes and keeps them in the user state', async () => {
    const { runtime, writes } = setup();
    await runtime.enter('landing', '?_SOURCE=cjunction&_medium=affiliate&_campaign=spring&CJEVENT=evt123');
    expect(writes.filter((write) => write.name.endsWith('_Track') || write.name === commissionCookieName)).toEqual([
      { name: 'cjunction_affiliate_Track', value: expect.stringContaining('source=cjunction&medium=affiliate&campaign=spring'), maxAgeSeconds: 100_000 * day, path: '/' },
      { name: 'cje', value: 'evt123', maxAgeSeconds: 395 * day, path: '/' },
    ]);
    const { user, query } = runtime.getState();
    expect(Object.keys(user.affiliateCookies)).toEqual(['cjunction_affiliate_Track', 'cje']);
    expect(new URLSearchParams(user.affiliateCookies.cjunction_affiliate_Track).get('tagEvent')).toBe('evt123');
    // Consumed once (SPEC §2).
    expect(query).not.toHaveProperty('_source');
    expect(query).not.toHaveProperty('cjevent');
  });

  it.each([
    ['cjunction email traffic', '?_source=cjunction&_medium=email', []],
    ['a source without medium', '?_source=google', []],
    ['a commission click alone', '?cjevent=evt9', ['cje']],
    ['nothing to track', '', []],
  ])('%s → %j', async (_name, search, names) => {
    const { runtime } = setup();
    await runtime.enter('landing', search);
    expect(Object.keys(runtime.getState().user.affiliateCookies)).toEqual(names);
  });

  it('a second campaign adds its cookie beside the first; a reset keeps both (SPEC §4)', async () => {
    const { runtime } = setup((s) => void (s.user.affiliateCookies = { google_cpc_Track: 'source=google&medium=cpc' }));
    await runtime.enter('landing', '?_source=bing&_medium=cpc');
    await runtime.enter('restart');
    expect(Object.keys(runtime.getState().user.affiliateCookies).sort()).toEqual(['bing_cpc_Track', 'google_cpc_Track']);
  });
});

describe('saves made with submit-after-save also send the affiliate cookies (SPEC §4)', () => {
  it.each([
    ['a submission', true, { google_cpc_Track: 'source=google&medium=cpc', cje: 'evt1' }],
    ['an ordinary save', false, undefined],
  ])('%s → top-level affiliateCookies %j', async (_name, submitAfterSave, sent) => {
    const ports = createMemoryPorts({ 'order.saveSession': { savedSessionId: 'SAVED-1' } });
    const runtime = createFunnelRuntime({
      model,
      ports,
      initialState: produce(createInitialState(), (s) => void (s.user.affiliateCookies = { google_cpc_Track: 'source=google&medium=cpc', cje: 'evt1' })),
    });
    await runtime.saveSession({ submitAfterSave });
    const params = ports.calls.find((call) => call.operation === 'order.saveSession')?.params;
    expect(params?.affiliateCookies).toEqual(sent);
    expect(params?.submitAfterSave).toBe(submitAfterSave);
  });
});

describe('a referral number of 6 characters triggers verified redirecting (SPEC §4)', () => {
  const state = (recipe: (s: FunnelState) => void) => produce(createInitialState(), recipe);
  it.each([
    ['6 digits on the order', (s: FunnelState) => void (s.order.referralNumber = '654321'), true],
    ['6 letters and digits', (s: FunnelState) => void (s.order.referralNumber = 'AB12CD'), true],
    ['6 characters in the funnel cookie only', (s: FunnelState) => void (s.cookie.ReferralNumber = '654321'), true],
    ['5 characters', (s: FunnelState) => void (s.order.referralNumber = '65432'), false],
    ['7 characters', (s: FunnelState) => void (s.order.referralNumber = '6543210'), false],
    ['the sandbox’s 9 digits', (s: FunnelState) => void (s.order.referralNumber = '910000100'), false],
    ['no referral number', () => undefined, false],
  ])('%s → %s', (_name, recipe, expected) => {
    expect(hasRedirectingReferralNumber(state(recipe), model.funnel.constants.referralNumberLength)).toBe(expected);
    expect(isVerifiedRedirect(state(recipe), model.funnel.constants)).toBe(expected);
  });

  it.each([
    ['verified coverage without a 6-character referral', 100, true],
    ['deductible 9999 is not verified', 9999, false],
    ['deductible 7777 is not verified', 7777, false],
  ])('%s → %s', (_name, deductible, expected) => {
    const verified = state((s) => {
      s.order.referralNumber = '910000100';
      s.order.payment.insuranceCoverage.coverageStatus = 'Verified';
      s.order.policy.currentDeductible = deductible;
    });
    expect(isVerifiedRedirect(verified, model.funnel.constants)).toBe(expected);
  });

  it('after a link with rn of 6 characters, vehicle entry jumps to vehicle-damage (SPEC §2 vehicle guard)', async () => {
    const ports = createMemoryPorts({ 'analytics.initialize': { sessionKey: 'K', sessionId: 'S' } });
    const runtime = createFunnelRuntime({
      model,
      ports,
      initialState: produce(createInitialState(), (s) => {
        Object.assign(s.order.vehicle, { year: 2020, make: 'Honda', model: 'Civic', style: '4 Door Sedan', carId: 7 });
      }),
    });
    await runtime.enter('landing', '?rn=654321');
    expect(await runtime.enter('vehicle')).toMatchObject({ type: 'redirect', to: 'vehicle-damage' });
  });
});
