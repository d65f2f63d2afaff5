/**
 * Issue #12: while a submit runs and leads to another page, the screen keeps showing the state as it was when the
 * visitor clicked. The submit's own calls and the next page's entry change the state a dozen times (the answers bound,
 * the calls' answers; at the confirmation the order's submission clears the live state): each change re-rendered the
 * page being left, under the loading overlay, the progress and the order summary beside it (work on the main thread
 * before the next page is drawn, and a glimpse of cleared answers). A page mounted meanwhile (the next one) starts from
 * the current state; everything is brought up to date when the submit and its navigation are over (`thaw`), whatever
 * they led to (a refusal shows on the page as the state then is).
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

/**
 * Subscribes `onChange` to what a view of `runtime`'s state shows: the state's changes (which a frozen view holds back)
 * and the thaw that brings the view up to date. Returns the unsubscribe.
 */
export function subscribeToView(runtime: { subscribe(listener: () => void): () => void }, onChange: () => void): () => void {
  const unsubscribe = runtime.subscribe(onChange);
  const unsubscribeThaw = onViewThaw(runtime, onChange);
  return () => {
    unsubscribe();
    unsubscribeThaw();
  };
}
