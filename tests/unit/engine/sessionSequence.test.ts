/**
 * SPEC §7 session sequence number (README choice): the position of a call among the calls of its browser session,
 * kept in the storage port so reloads and the browser's other tabs go on counting; a new session starts at 1.
 */
import { describe, expect, it } from 'vitest';
import { createSessionSequence, sessionSequenceKey } from '../../../engine/runtime/createSessionSequence';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';

describe('the session sequence number', () => {
  it.each([
    ['the calls of one session are numbered 1, 2, 3', ['S-1', 'S-1', 'S-1'], ['1', '2', '3']],
    ['a new session starts again at 1', ['S-1', 'S-1', 'S-2', 'S-2'], ['1', '2', '1', '2']],
    ['the calls before the session is initialised count on their own, then the session starts at 1', [null, null, 'S-1'], ['1', '2', '1']],
  ] as const)('%s', (_name, sessions, expected) => {
    const sequence = createSessionSequence(createMemoryPorts().storage);
    expect(sessions.map((sessionId) => sequence.next(sessionId))).toEqual(expected);
  });

  it('a reload, or another tab on the same storage, goes on counting the same session', () => {
    const { storage } = createMemoryPorts();
    createSessionSequence(storage).next('S-1');
    createSessionSequence(storage).next('S-1');
    expect(createSessionSequence(storage).next('S-1')).toBe('3');
  });

  it.each([['not JSON', '{'], ['another shape', '[1,2]'], ['a count that is not a whole number', '{"sessionId":"S-1","last":"x"}']])(
    'a stored count that cannot be read (%s) starts again at 1',
    (_name, stored) => {
      const ports = createMemoryPorts();
      ports.store.set(sessionSequenceKey, stored);
      expect(createSessionSequence(ports.storage).next('S-1')).toBe('1');
    },
  );
});
