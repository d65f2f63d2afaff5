import type { BusEntry } from '../domain/state';

/**
 * The user's event bus (SPEC §3) with at most `cap` entries of one category, the newest kept and every other entry
 * left where it is: the decision trace (DESIGN principle 12) records several entries per page and must not push the
 * alerts, page errors and cascade resets out of the bus, nor make each session save grow without end.
 */
export function toCappedEventBus(eventBus: BusEntry[], category: string, cap: number): BusEntry[] {
  let excess = eventBus.filter((entry) => entry.category === category).length - Math.max(cap, 0);
  if (excess <= 0) return eventBus;
  return eventBus.filter((entry) => {
    if (entry.category !== category || excess === 0) return true;
    excess -= 1;
    return false;
  });
}
