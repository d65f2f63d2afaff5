/**
 * SPEC §7 session sequence number (README choice): the position of a call among the calls of its browser session,
 * kept with the funnel state (session.callSequence) so a reload and the browser's other tabs go on counting from what
 * was stored; a new session starts at 1.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { createInitialState, type FunnelState } from '../../../engine/domain/state';
import { createSessionSequence } from '../../../engine/runtime/createSessionSequence';

/** A state holder as the runtime is one. */
function createStore(initial: FunnelState = createInitialState()) {
  const store = {
    state: initial,
    getState: () => store.state,
    update: (recipe: (draft: FunnelState) => void) => void (store.state = produce(store.state, recipe)),
  };
  return store;
}

describe('the session sequence number', () => {
  it.each([
    ['the calls of one session are numbered 1, 2, 3', ['S-1', 'S-1', 'S-1'], ['1', '2', '3']],
    ['a new session starts again at 1', ['S-1', 'S-1', 'S-2', 'S-2'], ['1', '2', '1', '2']],
    ['the calls before the session is initialised count on their own, then the session starts at 1', [null, null, 'S-1'], ['1', '2', '1']],
  ] as const)('%s', (_name, sessions, expected) => {
    const sequence = createSessionSequence(createStore());
    expect(sessions.map((sessionId) => sequence.next(sessionId))).toEqual(expected);
  });

  it('a reload, or another tab reading the stored state, goes on counting the same session', () => {
    const store = createStore();
    createSessionSequence(store).next('S-1');
    createSessionSequence(store).next('S-1');
    const stored = JSON.parse(JSON.stringify(store.state)) as FunnelState;
    expect(createSessionSequence(createStore(stored)).next('S-1')).toBe('3');
  });

  it.each([
    ['a state stored before the count was kept', undefined],
    ['a count that is not a whole number', { sessionId: 'S-1', last: 'x' }],
    ['a negative count', { sessionId: 'S-1', last: -4 }],
  ])('%s starts again at 1', (_name, kept) => {
    const state = produce(createInitialState(), (draft) => {
      draft.session.sessionId = 'S-1';
      (draft.session as Record<string, unknown>).callSequence = kept;
    });
    expect(createSessionSequence(createStore(state)).next('S-1')).toBe('1');
  });
});
