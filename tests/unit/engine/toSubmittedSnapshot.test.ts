/**
 * SPEC §3: "a submitted-state snapshot of order and user is kept in session storage after submission": what is copied,
 * and what is read back (nothing that is not a submitted order).
 */
import { describe, expect, it } from 'vitest';
import { fromStoredSnapshot } from '../../../engine/domain/fromStoredSnapshot';
import { createInitialState } from '../../../engine/domain/state';
import { toSubmittedSnapshot } from '../../../engine/domain/toSubmittedSnapshot';

function submittedState() {
  const state = createInitialState();
  state.order.eon = 'EON100001';
  state.order.workOrderNumber = 'WO10000001';
  state.order.vehicle.year = 2020;
  state.order.schedule.date = '2026-12-03';
  state.order.customer.firstName = 'Pat';
  state.user.savedSessionId = '7d8c1e0a-0000-4000-8000-000000000001';
  state.user.affiliateCookies = { Google_Track: 'cpc' };
  state.user.pageData.quote = { pricing: { total: 440 } };
  state.session.isSubmitted = true;
  state.query.promo = 'SAVE20';
  return state;
}

describe('toSubmittedSnapshot', () => {
  it('copies the order and the user (nothing else), with the time of submission', () => {
    const state = submittedState();
    const snapshot = toSubmittedSnapshot(state, '2026-12-01T09:00:00.000Z');
    expect(Object.keys(snapshot).sort()).toEqual(['order', 'submittedAt', 'user']);
    expect(snapshot.order).toEqual(state.order);
    expect(snapshot.user).toEqual(state.user);
    expect(snapshot.submittedAt).toBe('2026-12-01T09:00:00.000Z');
  });

  it('is a copy: clearing the live state afterwards leaves it whole', () => {
    const state = submittedState();
    const snapshot = toSubmittedSnapshot(state, '2026-12-01T09:00:00.000Z');
    state.order.eon = null;
    state.user.pageData = {};
    expect(snapshot.order.eon).toBe('EON100001');
    expect(snapshot.user.pageData.quote).toEqual({ pricing: { total: 440 } });
  });
});

describe('fromStoredSnapshot', () => {
  const stored = JSON.stringify(toSubmittedSnapshot(submittedState(), '2026-12-01T09:00:00.000Z'));

  it.each([
    { name: 'nothing stored', text: null },
    { name: 'an empty text', text: '' },
    { name: 'text that is not JSON', text: '{"order":' },
    { name: 'a list', text: '[]' },
    { name: 'no order', text: JSON.stringify({ user: {} }) },
    { name: 'no user', text: JSON.stringify({ order: { eon: 'EON1' } }) },
    { name: 'an order without an order number', text: JSON.stringify({ order: { eon: null }, user: {} }) },
  ])('$name → no snapshot', ({ text }) => {
    expect(fromStoredSnapshot(text)).toBeNull();
  });

  it('reads back what was stored', () => {
    expect(fromStoredSnapshot(stored)).toEqual(JSON.parse(stored));
  });

  it('fills the groups an older snapshot lacks, so every field can be read', () => {
    const snapshot = fromStoredSnapshot(JSON.stringify({ order: { eon: 'EON1', schedule: { date: '2026-12-03' } }, user: {} }));
    expect(snapshot?.order.eon).toBe('EON1');
    expect(snapshot?.order.schedule).toMatchObject({ date: '2026-12-03', startTime: null });
    expect(snapshot?.order.lineItems.supportingItems).toEqual([]);
    expect(snapshot?.user.pageData).toEqual({});
    expect(snapshot?.submittedAt).toBe('');
  });
});
