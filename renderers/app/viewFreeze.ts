/**
 * Issue #12: while a submit leads to another page, the screen keeps showing the state as it was when the visitor
 * clicked. The next page's entry changes the state a dozen times (its calls' answers; at the confirmation the order's
 * submission clears the live state): each change re-rendered the page being left, under the loading overlay, and the
 * order summary beside it (work on the main thread before the next page is drawn, and a glimpse of cleared answers).
 * A page mounted meanwhile (the next one) starts from the current state; everything is brought up to date when the
 * navigation is over (`thaw`), whatever it led to.
 */
interface Freeze {
  count: number;
  listeners: Set<() => void>;
}

const freezes = new WeakMap<object, Freeze>();

function freezeOf(runtime: object): Freeze {
  let freeze = freezes.get(runtime);
  if (!freeze) {
    freeze = { count: 0, listeners: new Set() };
    freezes.set(runtime, freeze);
  }
  return freeze;
}

/** Whether what `runtime`'s state shows is held as it is (a submit's navigation is under way). */
export function isViewFrozen(runtime: object): boolean {
  return (freezes.get(runtime)?.count ?? 0) > 0;
}

/** Holds the view of `runtime`'s state until the returned function (thaw: idempotent) is called. */
export function freezeView(runtime: object): () => void {
  const freeze = freezeOf(runtime);
  freeze.count += 1;
  let thawed = false;
  return () => {
    if (thawed) return;
    thawed = true;
    freeze.count -= 1;
    if (freeze.count === 0) for (const listener of [...freeze.listeners]) listener();
  };
}

/** Calls `listener` when the view of `runtime`'s state thaws; returns the unsubscribe. */
export function onViewThaw(runtime: object, listener: () => void): () => void {
  const { listeners } = freezeOf(runtime);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
