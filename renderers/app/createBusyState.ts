/** Work in flight outside the router (a page's submit calls, a renderer's lookups) that the loading overlay shows. */
export interface BusyState {
  subscribe(listener: () => void): () => void;
  /** How many tracked tasks are running. */
  getCount(): number;
  /** Counts the task as busy until it settles; returns it. */
  track<T>(task: Promise<T>): Promise<T>;
}

/** Creates a busy counter for the loading overlay (SPEC §1 'Loading...'). */
export function createBusyState(): BusyState {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    count = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getCount: () => count,
    track: (task) => {
      set(count + 1);
      return task.finally(() => set(count - 1));
    },
  };
}
