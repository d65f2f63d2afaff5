import type { ClockPort, TimerPort } from '../../engine/runtime/ports';

/** A clock whose time only moves when a test says so: the API client's timeouts and retry waits run on it. */
export interface FakeClock extends ClockPort, TimerPort {
  /** Moves time on by `milliseconds`, firing the timers that fall due in time order, promises settling in between. */
  advance(milliseconds: number): Promise<void>;
  /** Moves time on to the next timer and fires it; false when no timer is set. */
  next(): Promise<boolean>;
  /** Every timer set so far, by how long it was set for (timeouts and retry waits alike), in order. */
  readonly requested: number[];
  /** How many timers are set and not yet fired or cleared. */
  pending(): number;
}

/** Lets every promise that can settle now settle (a macrotask turn after the microtasks drained). */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((done) => setImmediate(done));
}

/** A fake clock starting at `start` (ms since the epoch). */
export function createFakeClock(start = Date.parse('2026-12-01T09:00:00Z')): FakeClock {
  let now = start;
  let sequence = 0;
  const timers = new Map<number, { at: number; order: number; callback: () => void }>();
  const requested: number[] = [];

  const fireNext = async (limit: number): Promise<boolean> => {
    await settle();
    const due = [...timers.entries()].filter(([, timer]) => timer.at <= limit).sort(([, a], [, b]) => a.at - b.at || a.order - b.order)[0];
    if (!due) return false;
    const [id, timer] = due;
    timers.delete(id);
    now = Math.max(now, timer.at);
    timer.callback();
    await settle();
    return true;
  };

  return {
    now: () => now,
    setTimeout: (callback, milliseconds) => {
      sequence += 1;
      timers.set(sequence, { at: now + milliseconds, order: sequence, callback });
      requested.push(milliseconds);
      return sequence;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    advance: async (milliseconds) => {
      const until = now + milliseconds;
      while (await fireNext(until));
      now = until;
    },
    next: () => fireNext(Number.POSITIVE_INFINITY),
    requested,
    pending: () => timers.size,
  };
}
