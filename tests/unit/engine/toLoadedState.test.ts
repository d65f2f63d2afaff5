/**
 * SPEC §4 saved sessions: a loaded session replaces the state; the state is reset (null here) when the order number
 * (eon) differs or nothing came back. What belongs to this browser (experiments, the session) stays.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { toApiOrder } from '../../../engine/domain/toApiOrder';
import { toLoadedState } from '../../../engine/domain/toLoadedState';

const savedOrder = toApiOrder(
  produce(createInitialState().order, (o) => {
    Object.assign(o.vehicle, { year: 2012, make: 'Honda', model: 'Fit', style: '4 Door Hatchback', carId: 42 });
    o.damage.isRepair = false;
    o.damage.glassToReplace = [{ glassLocation: 'Windshield', glassName: 'Front' }];
    o.serviceLocation.zipCode = '85016';
    o.referralNumber = '300000001';
    o.referralDate = '2026-12-01T09:00:00.000Z';
    o.referralCorrelationId = 'corr-1';
  }),
);
const savedUser = {
  savedSessionId: 'stale-id-the-client-sent',
  lastPageVisited: 'part-questions',
  pageData: { estimate: { vinSelection: 'none' }, stages: { partQuestions: [{ questionId: 'q1' }] } },
  affiliateCookies: { saved_Track: 'a' },
  loggingOption: 'last5',
  eventBus: [{ category: 'CASCADE_RESET', subCategory: 'vehicle', eventValue: 'order.damage' }],
};
const answer = { savedSessionId: 'session-1', savedSessionTimeout: '2027-01-15T09:00:00.000Z', order: savedOrder, user: savedUser };

/** A browser with its own experiments, session, affiliate cookie and an unrelated answer. */
const browser = produce(createInitialState(), (s) => {
  s.user.experiments = [{ testId: 't1' } as FunnelState['user']['experiments'][number]];
  s.user.affiliateCookies = { mine_Track: 'b' };
  s.session.sessionId = 'sid-1';
  s.order.customer.firstName = 'Local';
  s.user.pageData.vehicle = { picked: true };
});

describe('toLoadedState', () => {
  it('replaces the order and the saved user state, keeping what belongs to this browser', () => {
    const next = toLoadedState(browser, answer, 'session-1')!;
    expect(next.order.vehicle).toMatchObject({ year: 2012, model: 'Fit', carId: 42 });
    expect(next.order.damage.glassToReplace).toEqual([{ glassLocation: 'Windshield', glassName: 'Front' }]);
    expect(next.order.customer.firstName).toBeNull();
    expect(next.user.pageData).toEqual(savedUser.pageData);
    expect(next.user).toMatchObject({
      lastPageVisited: 'part-questions',
      loggingOption: 'last5',
      eventBus: savedUser.eventBus,
      savedSessionId: 'session-1',
      savedSessionTimeout: '2027-01-15T09:00:00.000Z',
      experiments: browser.user.experiments,
      affiliateCookies: { saved_Track: 'a', mine_Track: 'b' },
    });
    expect(next.session).toBe(browser.session);
    expect(next.cookie).toMatchObject({
      SavedSessionId: 'session-1',
      SavedSessionTimeoutDate: '2027-01-15T09:00:00.000Z',
      ReferralNumber: '300000001',
      ReferralDate: '2026-12-01T09:00:00.000Z',
      ReferralCorrelationId: 'corr-1',
    });
  });

  it.each([
    ['nothing came back', null, null],
    ['this browser has an eon and the loaded one differs', { ...answer, order: { ...savedOrder, eon: 'EON100002' } }, 'EON100001'],
    ['this browser has an eon and the loaded order none', answer, 'EON100001'],
  ])('resets (null) when %s', (_name, loaded, localEon) => {
    const state = produce(browser, (s) => void (s.order.eon = localEon));
    expect(toLoadedState(state, loaded, 'session-1')).toBeNull();
  });

  it.each([
    ['the same eon', 'EON100001', 'EON100001'],
    ['no eon here yet', null, 'EON100001'],
  ])('loads with %s', (_name, localEon, loadedEon) => {
    const state = produce(browser, (s) => void (s.order.eon = localEon));
    expect(toLoadedState(state, { ...answer, order: { ...savedOrder, eon: loadedEon } }, 'session-1')?.order.eon).toBe(loadedEon);
  });

  it('a session saved without user state (a seeded referral) keeps this browser’s user state', () => {
    const next = toLoadedState(browser, { ...answer, user: null }, 'session-1')!;
    expect(next.user.pageData).toEqual({ vehicle: { picked: true } });
    expect(next.user.savedSessionId).toBe('session-1');
  });

  it('takes the bare order SPEC §7 describes (a host that keeps no user state), with the id asked for', () => {
    const next = toLoadedState(browser, savedOrder, 'asked-id')!;
    expect(next.order.vehicle.model).toBe('Fit');
    expect(next.user.savedSessionId).toBe('asked-id');
    expect(next.cookie.SavedSessionId).toBe('asked-id');
  });

  it('marks that the heritage funnel’s last update has been read', () => {
    const state = produce(browser, (s) => void (s.cookie.DidHeritageFunnelUpdateLast = true));
    expect(toLoadedState(state, answer, 'session-1')?.cookie.DidHeritageFunnelUpdateLast).toBe(false);
  });
});
